import { expect, test, type Page } from '@playwright/test';
import { TRIP_STATE } from '../demo/server/modernServer.mjs';
import { axe, toolResult } from './helpers';

// A page-held 2026-07-28 call survives a reload (issue 47), through the demo host (`npm start`, the
// v2 SDK in the page) and the real example server: the bridge kept the open round in
// sessionStorage, and `attachment.resume()` asks the same questions again and sends one retry with
// the person's answers and the server's requestState. Nothing the person typed is ever stored.

const SERVER = '127.0.0.1:5174';
const dialog = (page: Page) => page.getByRole('dialog', { name: `Request from ${SERVER}` });
const stored = (page: Page) => page.evaluate(() => Object.keys(sessionStorage).map((k) => `${k}=${sessionStorage.getItem(k)}`).join('\n'));

/** Every value this document wrote to sessionStorage, in order ("at any point", not only now). */
async function recordWrites(page: Page) {
  await page.addInitScript(() => {
    const writes: string[] = ((window as unknown as { __writes: string[] }).__writes = []);
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (this === sessionStorage) writes.push(`${key}=${value}`);
      return set.call(this, key, value);
    };
  });
}
const writes = (page: Page) => page.evaluate(() => (window as unknown as { __writes: string[] }).__writes.join('\n'));

async function open(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Connected to' })).toContainText('Protocol 2026-07-28');
}

test('a reload in the middle of a round: the same question again, then one retry with the answers and the requestState the server sent', async ({ page }) => {
  await recordWrites(page);
  await page.goto('/');
  await open(page);
  await page.getByRole('button', { name: 'Call plan_trip' }).click();
  await expect(dialog(page)).toContainText('Where do you want to go?');
  await dialog(page).getByRole('textbox', { name: /City/ }).fill('Lisbo');
  // Kept for the tab: the call and the server's round, never what the person typed.
  const kept = await stored(page);
  expect(kept).toContain('react-mcp-elicitation:calls:');
  expect(kept).toContain('plan_trip');
  expect(kept).not.toContain('Lisbo');
  expect(await writes(page)).not.toContain('Lisbo');

  await page.reload();
  await open(page);
  await expect(page.getByRole('region', { name: 'Result' })).toContainText('Calling plan_trip…');
  await expect(dialog(page)).toContainText('Where do you want to go?');
  await expect(dialog(page)).toContainText('Question 1 of 2 from this step');
  await axe(page);
  await dialog(page).getByRole('textbox', { name: /City/ }).fill('Lisboa');
  expect(await stored(page)).not.toContain('Lisboa');
  await expect(dialog(page).getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled');
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  await expect(dialog(page)).toContainText('How many people are travelling?');
  await expect(dialog(page).getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled');
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  const answers = { destination: { action: 'accept', content: { city: 'Lisboa' } }, travellers: { action: 'accept', content: { count: 1 } } };
  expect(await toolResult(page)).toEqual({ inputResponses: answers, requestState: TRIP_STATE });
  // Nothing the person typed was written at any point of this page either.
  expect(await writes(page)).toContain('react-mcp-elicitation:calls:');
  expect(await writes(page)).not.toContain('Lisboa');
  // This page sent one tools/call: the retry (the call itself went before the reload).
  const log = page.getByRole('region', { name: 'Protocol log' });
  await expect(log.locator('summary').filter({ hasText: /^→ request tools\/call/ })).toHaveCount(1);
  // Ended: nothing kept, nothing gone on with after another reload.
  expect(await stored(page)).not.toContain('react-mcp-elicitation:calls:');
  await page.reload();
  await open(page);
  await expect(page.getByRole('region', { name: 'Result' })).not.toContainText('plan_trip');
});

test('2025-11-25: a request cannot outlive its connection; after the reload the person reads that it ended, never silence', async ({ page }) => {
  await recordWrites(page);
  await page.goto('/?era=2025-11-25');
  await expect(page.getByRole('status').filter({ hasText: 'Connected to' })).toContainText('Protocol 2025-11-25');
  await page.getByRole('button', { name: 'Call choose_username' }).click();
  await expect(dialog(page)).toContainText('Choose a username');
  await dialog(page).getByRole('textbox', { name: /Username/ }).fill('ada-secret');
  expect(await stored(page)).not.toContain('ada-secret');
  expect(await writes(page)).not.toContain('ada-secret');
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Connected to' })).toContainText('Protocol 2025-11-25');
  await expect(page.getByRole('status').filter({ hasText: 'ended when the page reloaded' })).toHaveText(`The request from ${SERVER} ended when the page reloaded. Nothing was sent.`);
  await expect(dialog(page)).toHaveCount(0);
  expect(await stored(page)).not.toContain('react-mcp-elicitation:calls:');
  await axe(page);
});
