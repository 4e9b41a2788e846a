import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator } from '@playwright/test';
import Ajv from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { axe, fill, type Prop } from './helpers';

const dir = fileURLToPath(new URL('../fixtures/', import.meta.url));
const fixtures = readdirSync(dir)
  .filter((f) => /^form-.*\.json$/.test(f))
  .map((f) => ({ name: f.replace(/\.json$/, ''), request: JSON.parse(readFileSync(dir + f, 'utf8')) }));

const ajv = new Ajv({ strict: false });
addFormats(ajv);

async function result(section: Locator): Promise<any> {
  const pre = section.locator('pre[data-result="emitted"]');
  await expect(pre).toBeVisible();
  return JSON.parse((await pre.textContent()) ?? 'null');
}

for (const { name, request } of fixtures) {
  test.describe(name, () => {
    test('a person fills every field; the accepted content is exact and passes Ajv', async ({ page }) => {
      await page.goto('/gallery.html');
      const section = page.locator(`section[data-example="${name}"]`);
      const expected: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries<Prop>(request.requestedSchema.properties)) {
        expected[key] = await fill(page, section, key, prop);
      }
      await section.getByRole('button', { name: 'Submit' }).click();
      const r = await result(section);
      expect(r).toEqual({ action: 'accept', content: expected });
      const validate = ajv.compile(request.requestedSchema);
      expect(validate(r.content), JSON.stringify(validate.errors)).toBe(true);
    });

    test('untouched: defaults are sent, or the required fields are flagged', async ({ page }) => {
      await page.goto('/gallery.html');
      const section = page.locator(`section[data-example="${name}"]`);
      await section.getByRole('button', { name: 'Submit' }).click();
      const required: string[] = request.requestedSchema.required ?? [];
      const props = request.requestedSchema.properties as Record<string, Prop>;
      const missing = required.filter((k) => props[k]!.default === undefined && props[k]!.type !== 'boolean');
      if (missing.length === 0) {
        const r = await result(section);
        expect(r.action).toBe('accept');
        expect(ajv.compile(request.requestedSchema)(r.content)).toBe(true);
        for (const [k, p] of Object.entries(props)) if (p.default !== undefined) expect(r.content[k]).toEqual(p.default);
      } else {
        await expect(section.locator('[aria-invalid="true"]').first()).toBeFocused();
        await expect(section.getByRole('status').first()).toHaveText(/fields? needs? attention/);
        await expect(section.locator('pre[data-result="waiting"]')).toBeVisible();
      }
    });

    test('Decline and Escape send decline and cancel', async ({ page }) => {
      await page.goto('/gallery.html');
      const section = page.locator(`section[data-example="${name}"]`);
      await section.getByRole('button', { name: 'Decline' }).click();
      expect(await result(section)).toEqual({ action: 'decline' });
      await section.getByRole('button', { name: `Reset ${name}` }).click();
      await section.getByRole('button', { name: 'Submit' }).focus();
      await page.keyboard.press('Escape');
      expect(await result(section)).toEqual({ action: 'cancel' });
    });
  });
}

test('axe finds no violations before and after a failed submit', async ({ page }) => {
  await page.goto('/gallery.html');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await axe(page);
  for (const { name } of fixtures) {
    await page.locator(`section[data-example="${name}"]`).getByRole('button', { name: 'Submit' }).click();
  }
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await axe(page);
});

test('axe finds no violations with a select list open', async ({ page }) => {
  await page.goto('/gallery.html');
  const section = page.locator('section[data-example="form-seed-enums"]');
  await section.getByRole('combobox', { name: 'Size' }).click();
  await expect(page.getByRole('option', { name: 'Medium' })).toBeVisible();
  // Radix hides the rest of the page from assistive tech while the list is open (focus is trapped
  // in the list), so the list itself is what there is to check.
  await axe(page, '[role="listbox"]');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option', { name: 'Medium' })).toBeHidden();
  await expect(section.locator('pre[data-result="waiting"]')).toBeVisible();
});

test('the whole form works from the keyboard', async ({ page }) => {
  await page.goto('/gallery.html');
  const section = page.locator('section[data-example="form-untitled-keys"]');
  await section.getByRole('textbox', { name: 'username' }).focus();
  await page.keyboard.type('ada');
  await page.keyboard.press('Tab');
  await expect(section.getByRole('spinbutton', { name: 'age' })).toBeFocused();
  await page.keyboard.type('36');
  await page.keyboard.press('Tab');
  await expect(section.getByRole('checkbox', { name: 'agree' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(section.getByRole('checkbox', { name: 'agree' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(section.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await result(section)).toEqual({ action: 'accept', content: { username: 'ada', age: 36, agree: true } });
});

test('a number the input cannot read is flagged, not sent as empty, before and after a failed submit', async ({ page }) => {
  await page.goto('/gallery.html');
  const section = page.locator('section[data-example="form-untitled-keys"]');
  await section.getByRole('textbox', { name: 'username' }).fill('ada');
  await section.getByRole('checkbox', { name: 'agree' }).check();
  const age = section.getByRole('spinbutton', { name: 'age' });
  // Chromium takes "1e" into a number input but cannot read it: its value is '' (badInput).
  await age.pressSequentially('1e');
  expect(await age.evaluate((el: HTMLInputElement) => [el.value, el.validity.badInput])).toEqual(['', true]);
  await section.getByRole('button', { name: 'Submit' }).click();
  await expect(age).toHaveAttribute('aria-invalid', 'true');
  await expect(age).toHaveAccessibleDescription(/Enter a whole number\./);
  await expect(section.locator('pre[data-result="waiting"]')).toBeVisible();
  // Re-checked as the person types: "1e2" is a number again (100), and its error goes.
  await age.press('End');
  await age.pressSequentially('2');
  await expect(age).not.toHaveAttribute('aria-invalid', 'true');
  await section.getByRole('button', { name: 'Submit' }).click();
  expect(await result(section)).toEqual({ action: 'accept', content: { username: 'ada', age: 100, agree: true } });
});
