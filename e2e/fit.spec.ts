import { expect, test, type Page } from '@playwright/test';
import { axe } from './helpers';

// Fitting the host page: reflow at 320 px and 400 % zoom with no focus hidden under the dialog's
// sticky actions, right-to-left pages, and Copy link. Driven through the lab's consent case (a
// dialog host beside a chat composer; `__consent.ask` sends a request as a server would).

const ask = (page: Page, id: string, params: unknown) =>
  page.evaluate(([i, p]) => (window as unknown as { __consent: { ask: (...a: unknown[]) => void } }).__consent.ask(i, p, {}), [id, params] as const);

const long = {
  message: 'Tell us about the trip. Every field is optional except the name.',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', maxLength: 60 },
      email: { type: 'string', title: 'Email', format: 'email' },
      when: { type: 'string', title: 'Departure', format: 'date' },
      nights: { type: 'integer', title: 'Nights', minimum: 1, maximum: 30 },
      seat: { type: 'string', title: 'Seat', enum: ['Window', 'Aisle'] },
      meals: { type: 'array', title: 'Meals', items: { enum: ['Breakfast', 'Lunch', 'Dinner'] } },
      insured: { type: 'boolean', title: 'Travel insurance' },
      notes: { type: 'string', title: 'Notes', maxLength: 1000 },
    },
    required: ['name'],
  },
};

/** Every focus stop inside the dialog, from its title on; for each, how much of it the actions cover. */
async function tabWalk(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const stops: { name: string; hidden: number }[] = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const box = document.querySelector('dialog[open]')!;
      if (!box.contains(el)) return null;
      const actions = [...box.querySelectorAll('.rme-actions')].find((a) => getComputedStyle(a).position === 'sticky');
      const r = el.getBoundingClientRect();
      // The scrollport: inside the dialog's border.
      const outer = box.getBoundingClientRect();
      const frame = { top: outer.top + box.clientTop, bottom: outer.top + box.clientTop + box.clientHeight };
      const bar = actions && !actions.contains(el) ? actions.getBoundingClientRect() : null;
      // The part of the control's height that is under the bar or outside the dialog's box.
      const visibleTop = Math.max(r.top, frame.top);
      const visibleBottom = Math.min(r.bottom, bar ? bar.top : frame.bottom, frame.bottom);
      const shown = Math.max(0, visibleBottom - visibleTop);
      return { name: (el as HTMLInputElement).labels?.[0]?.textContent?.trim() || el.getAttribute('aria-label') || el.textContent?.trim().slice(0, 30) || el.tagName, hidden: r.height ? 1 - shown / r.height : 0, cancel: el.textContent === 'Cancel' };
    });
    if (!stop) continue;
    stops.push({ name: stop.name, hidden: Math.round(stop.hidden * 100) / 100 });
    if (stop.cancel) break;
  }
  return stops;
}

for (const [width, height] of [
  [320, 256],
  [320, 640],
] as const) {
  test(`at ${width}×${height} (${height === 256 ? '400 % zoom' : 'a phone'}): no focus stop in the dialog is hidden under its sticky actions`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/lab.html?case=consent');
    await ask(page, 'long', long);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('button', { name: /Show \d+ more field/ }).click();
    await page.getByRole('dialog').getByRole('heading').focus();
    const stops = await tabWalk(page);
    expect(stops.length).toBeGreaterThan(10);
    expect(stops.filter((s) => s.hidden > 0)).toEqual([]);
    // Reflow: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test('right-to-left (Arabic): the "Opens:" label stands before the host, which stays left-to-right', async ({ page }) => {
  await page.goto('/lab.html?case=consent&dir=rtl');
  await ask(page, 'url', { mode: 'url', message: 'سجّل الدخول للمتابعة', url: 'https://auth.example.com/login?next=%2Fhome' });
  const line = page.locator('.rme-url-opens');
  await expect(line).toBeVisible();
  const geometry = await line.evaluate((el) => {
    const label = el.querySelector('.rme-url-opens-label')!.getBoundingClientRect();
    const host = el.querySelector('.rme-url-opens-host')!.getBoundingClientRect();
    return { direction: getComputedStyle(el).direction, labelLeft: label.left, hostRight: host.right, hostDirection: getComputedStyle(el.querySelector('bdi')!).direction };
  });
  // In a right-to-left line the first thing read is rightmost: the label is right of the host.
  expect(geometry.direction).toBe('rtl');
  expect(geometry.hostDirection).toBe('ltr');
  expect(geometry.labelLeft).toBeGreaterThanOrEqual(geometry.hostRight);
  await expect(page.getByTestId('rme-url-opens-host')).toHaveText('auth.example.com');
  await page.getByRole('dialog').screenshot({ path: 'test-results/rtl-url-dialog.png' });
  await axe(page);
});

test('Copy link puts the exact URL on the clipboard and says so; nothing is answered or opened', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/lab.html?case=consent');
  const url = 'https://auth.example.com/login?next=%2Fhome&state=a%20b#frag';
  await ask(page, 'url', { mode: 'url', message: 'Sign in', url });
  await page.getByRole('dialog').getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('dialog').getByText('Link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  expect(await page.evaluate(() => (window as unknown as { __labResults: unknown[] }).__labResults)).toEqual([]);
  await expect(page.getByRole('dialog')).toBeVisible();
});
