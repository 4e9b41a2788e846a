import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

// Shared by the e2e specs: fill a field like a person, and run axe.
export type Prop = Record<string, any>;
export const labelOf = (key: string, p: Prop) => (typeof p.title === 'string' && p.title.trim() ? p.title : key);
export const exact = (s: string) => new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Fills one field the way a person would and returns the value the server should receive. */
export async function fill(page: Page, scope: Locator, key: string, p: Prop): Promise<unknown> {
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

/** Fills every field of `schema` in `dialog` like a person; returns the content expected. */
export async function fillEvery(page: Page, dialog: Locator, schema: Prop) {
  const content: Record<string, unknown> = {};
  // The dialog shows six fields at first.
  const more = dialog.getByRole('button', { name: /^Show \d+ more fields?\b/ });
  if (await more.isVisible()) await more.click();
  for (const [key, p] of Object.entries<Prop>(schema.properties)) content[key] = await fill(page, dialog, key, p);
  return content;
}

/** What the tool returned in the demo's Result region: its structuredContent (the server's echo). */
export async function toolResult(page: Page, timeout?: number): Promise<any> {
  const pre = page.getByRole('region', { name: 'Result' }).locator('pre');
  await expect(pre).toBeVisible(timeout === undefined ? undefined : { timeout });
  const value = JSON.parse((await pre.textContent()) ?? 'null');
  return value.structuredContent ?? value;
}

export async function axe(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

