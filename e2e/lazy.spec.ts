import { expect, test, type Page, type Route } from '@playwright/test';
import { CSP_PORT } from '../playwright.config';

// The hosts' first chunk is a shell; the form, URL step and selects load on demand (while the page
// is idle, or at the first request). A request that arrives as the page first renders is shown
// once that chunk is there, arms from then, and is answered; while the chunk is held back, the
// request waits visibly and nothing answers it. `__labResults` is what a bridge would send.

type Log = { id: string; result?: { action: string; content?: unknown } }[];
const log = (page: Page) => page.evaluate(() => (window as unknown as { __labResults: Log }).__labResults);
const CHUNK = /\/requestUiParts-[^/]*\.js$/;

for (const [where, origin] of [
  ['the demo build', ''],
  ['the strict-CSP demo build', `http://127.0.0.1:${CSP_PORT}`],
] as const) {
  test(`${where}: a request 0 ms after load, before the request UI was fetched, is shown, arms and is answered`, async ({ page }) => {
    const fetched: number[] = [];
    page.on('request', (r) => CHUNK.test(r.url()) && fetched.push(Date.now()));
    await page.goto(`${origin}/lab.html?case=consent&askOnLoad`);
    const dialog = page.getByRole('dialog', { name: 'Request from Bistro' });
    await expect(dialog).toBeVisible();
    expect(fetched.length).toBe(1);
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await submit.click();
    await expect.poll(() => log(page)).toEqual([{ id: 'on-load', result: { action: 'accept', content: { guests: 2 } } }]);
  });
}

test('with the request UI held back, the request waits visibly ("Loading…") and nothing answers it; released, it shows and arms', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(CHUNK, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto('/lab.html?case=consent&askOnLoad');
  await expect(page.locator('.rme-dialog-notice [role="status"]')).toHaveText('Loading the request from Bistro…');
  await expect(page.getByRole('dialog')).toBeHidden();
  // Whatever the person does meanwhile answers nothing: Enter, Escape, clicks on the page.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.mouse.click(400, 300);
  await page.waitForTimeout(600);
  expect(await log(page)).toEqual([]);
  expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0);
  release();
  const dialog = page.getByRole('dialog', { name: 'Request from Bistro' });
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Submit' });
  // Armed from when it is on screen, not from when it was asked (it has waited longer than armMs).
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('.rme-dialog-notice [role="status"]')).toHaveText('');
  await expect(submit).not.toHaveAttribute('aria-disabled');
  await submit.click();
  await expect.poll(() => log(page)).toEqual([{ id: 'on-load', result: { action: 'accept', content: { guests: 2 } } }]);
});

test('inline: a card that arrives before the request UI shows its heading and "Loading…", then the form', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(CHUNK, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto('/lab.html?case=consent&presentation=inline&askOnLoad');
  const card = page.getByRole('region', { name: 'Request from Bistro: Book a table' });
  await expect(card).toContainText('Loading the request from Bistro…');
  expect(await card.getByRole('button').count()).toBe(0);
  release();
  await expect(card.getByRole('spinbutton', { name: 'Guests' })).toHaveValue('2');
});
