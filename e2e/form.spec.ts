import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import Ajv from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const dir = fileURLToPath(new URL('../fixtures/', import.meta.url));
const fixtures = readdirSync(dir)
  .filter((f) => /^form-.*\.json$/.test(f))
  .map((f) => ({ name: f.replace(/\.json$/, ''), request: JSON.parse(readFileSync(dir + f, 'utf8')) }));

const ajv = new Ajv({ strict: false });
addFormats(ajv);

type Prop = Record<string, any>;
const labelOf = (key: string, p: Prop) => (typeof p.title === 'string' && p.title.trim() ? p.title : key);
const exact = (s: string) => new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Fills one field the way a person would and returns the value the server should receive. */
async function fill(page: Page, scope: Locator, key: string, p: Prop): Promise<unknown> {
  const label = labelOf(key, p);
  if (p.type === 'string' && (p.enum || p.oneOf)) {
    const options: { value: string; label: string }[] = p.oneOf
      ? p.oneOf.map((o: Prop) => ({ value: o.const, label: o.title }))
      : p.enum.map((v: string, i: number) => ({ value: v, label: p.enumNames?.[i] ?? v }));
    const pick = options[options.length - 1]!;
    await scope.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: pick.label, exact: true }).click();
    await expect(scope.getByRole('combobox', { name: label })).toHaveText(new RegExp(pick.label));
    return pick.value;
  }
  if (p.type === 'array') {
    const options: { value: string; label: string }[] = p.items.anyOf
      ? p.items.anyOf.map((o: Prop) => ({ value: o.const, label: o.title }))
      : p.items.enum.map((v: string) => ({ value: v, label: v }));
    const group = scope.getByRole('group', { name: new RegExp(`^${label}`) });
    for (const o of options) await group.getByRole('checkbox', { name: o.label, exact: true }).setChecked(false);
    const want = Math.min(p.maxItems ?? options.length, Math.max(p.minItems ?? 1, 1));
    // Tick from the end so the sent order (option order) differs from the click order.
    const chosen = options.slice(0, want).reverse();
    for (const o of chosen) await group.getByRole('checkbox', { name: o.label, exact: true }).check();
    return options.slice(0, want).map((o) => o.value);
  }
  if (p.type === 'boolean') {
    await scope.getByRole('checkbox', { name: label, exact: true }).check();
    return true;
  }
  if (p.type === 'number' || p.type === 'integer') {
    const lo = p.minimum ?? 0;
    const hi = p.maximum ?? lo + 100;
    const value = p.type === 'integer' ? Math.min(Math.ceil(lo) + 2, Math.floor(hi)) : Math.min(lo + 1.25, hi);
    const input = scope.getByRole('spinbutton', { name: label, exact: true });
    await input.clear();
    await input.pressSequentially(String(value));
    return value;
  }
  const input = scope.getByLabel(label, { exact: true });
  switch (p.format) {
    case 'email':
      await input.fill('ada.lovelace@example.com');
      return 'ada.lovelace@example.com';
    case 'uri':
      await input.fill('https://example.com/a?b=c');
      return 'https://example.com/a?b=c';
    case 'date':
      await input.fill('2026-07-01');
      return '2026-07-01';
    case 'date-time':
      await input.fill('2026-01-02T10:30');
      return '2026-01-02T10:30:00+01:00'; // Europe/Berlin in January
    default: {
      const length = Math.min(Math.max(p.minLength ?? 0, 5), p.maxLength ?? 5);
      const text = 'Zoë ✓ text'.slice(0, length).padEnd(length, 'x');
      await input.click();
      await input.pressSequentially(text);
      return text;
    }
  }
}

async function result(section: Locator): Promise<any> {
  const pre = section.locator('pre[data-result="emitted"]');
  await expect(pre).toBeVisible();
  return JSON.parse((await pre.textContent()) ?? 'null');
}

async function axe(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const { name, request } of fixtures) {
  test.describe(name, () => {
    test('a person fills every field; the accepted content is exact and passes Ajv', async ({ page }) => {
      await page.goto('/');
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
      await page.goto('/');
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
      await page.goto('/');
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
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await axe(page);
  for (const { name } of fixtures) {
    await page.locator(`section[data-example="${name}"]`).getByRole('button', { name: 'Submit' }).click();
  }
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await axe(page);
});

test('axe finds no violations with a select list open', async ({ page }) => {
  await page.goto('/');
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
  await page.goto('/');
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
