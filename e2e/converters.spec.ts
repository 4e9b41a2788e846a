import { expect, test, type Page } from '@playwright/test';
import { axe, toolResult } from './helpers';

// Schemas as servers' converters write them, through the demo host against the example server's
// `book_stay` (the exact JSON each library writes: fixtures/converters/), which checks the answer
// with Ajv as such a server does. In each era and SDK generation: every field its control, answered
// as a person would, and the server's own validation accepts what arrived.

const VARIANTS = [
  { name: 'SDK v1, 2025-11-25', query: '?sdk=v1' },
  { name: 'SDK v2, 2025-11-25', query: '?era=2025-11-25' },
  { name: 'SDK v2, 2026-07-28', query: '?' },
] as const;
const SERVER = '127.0.0.1:5174';
const dialog = (page: Page) => page.getByRole('dialog', { name: `Request from ${SERVER}` });

async function callBookStay(page: Page, library: string) {
  await page.getByRole('button', { name: 'Call book_stay' }).click();
  const args = page.locator('[data-tool="book_stay"]');
  await args.getByRole('combobox', { name: 'Schema library' }).click();
  await page.getByRole('option', { name: library, exact: true }).click();
  await args.getByRole('button', { name: 'Call book_stay with these arguments' }).click();
}

async function answerBooking(page: Page) {
  const d = dialog(page);
  await expect(d).toBeVisible();
  const more = d.getByRole('button', { name: /^Show \d+ more fields?\b/ });
  if (await more.isVisible()) await more.click();
  await d.getByLabel(/^name/i).first().fill('Ada Lovelace');
  await d.getByLabel(/^email/i).fill('ada@example.com');
  await d.getByLabel(/^birthday/i).fill('1990-05-01');
  await d.getByRole('spinbutton', { name: /^age/i }).fill('36');
  await d.getByRole('checkbox', { name: /^agree/i }).check();
  await d.getByRole('combobox', { name: /^plan/i }).click();
  await page.getByRole('option', { name: /^pro$/i }).click();
  await d.getByRole('group', { name: /^extras/i }).getByRole('checkbox', { name: /^(wi-fi|wifi)$/i }).check();
  await d.getByRole('button', { name: 'Submit' }).click();
}

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    for (const library of ['zod4', 'valibot', 'arktype', 'effect']) {
      test(`book_stay with ${library}'s JSON: shown, answered, accepted by the server's Ajv`, async ({ page }) => {
        await page.goto(`/${variant.query}`);
        await expect(page.getByRole('status').filter({ hasText: 'Connected to' })).toBeVisible();
        await callBookStay(page, library);
        await answerBooking(page);
        await expect(dialog(page)).toBeHidden();
        const result = await toolResult(page);
        expect(result).toMatchObject({ action: 'accept', valid: true, content: { name: 'Ada Lovelace', email: 'ada@example.com', birthday: '1990-05-01', age: 36, agree: true, plan: 'pro', extras: ['wifi'] } });
        // Empty optionals are left out, never "" or null.
        expect(result.content).not.toHaveProperty('nickname');
        expect(result.content).not.toHaveProperty('website');
      });
    }
  });
}

test('the form of a converter’s schema passes axe', async ({ page }) => {
  await page.goto('/?');
  await expect(page.getByRole('status').filter({ hasText: 'Connected to' })).toBeVisible();
  await callBookStay(page, 'zod4');
  await expect(dialog(page)).toBeVisible();
  await axe(page, 'dialog');
});
