import { expect, test, type Page } from '@playwright/test';
import { CSP_PORT } from '../playwright.config';

// Timings as a person experiences them: the production build (served by the strict-CSP preview),
// and this project runs after all the others, one test at a time, so no other test competes for
// the 2 cores (see playwright.config.ts).

const lab = (page: Page) => page.evaluate(() => (window as unknown as { __lab: { renderMs: number } }).__lab);
const results = (page: Page) => page.evaluate(() => (window as unknown as { __labResults: unknown[] }).__labResults);

/** Long tasks (> 50 ms on the main thread) from now on, read back with `longTasks`. */
async function watchLongTasks(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __long: number[] };
    w.__long = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__long.push(Math.round(e.duration)))).observe({ type: 'longtask' });
  });
}
const longTasks = (page: Page) => page.evaluate(() => (window as unknown as { __long: number[] }).__long);

test('a catastrophic server pattern: Submit returns within 100 ms, every key stays under 50 ms', async ({ page }) => {
  const input = page.getByRole('textbox', { name: 'Code' });
  // The best of up to three fresh loads, as the budget test below takes the best of five: on this
  // 2-core runner the same build's first submit measured 33–209 ms (2026-12-02, ten loads each of
  // two builds). A pattern that backtracks takes seconds on every load, so it still fails.
  let submitMs = Infinity;
  let submitLongTasks: number[] = [];
  for (let attempt = 0; attempt < 3 && (submitMs >= 100 || submitLongTasks.some((ms) => ms >= 100)); attempt++) {
    await page.goto(`http://127.0.0.1:${CSP_PORT}/lab.html?case=pattern-catastrophic`);
    await expect(input).toHaveValue('a'.repeat(30) + '!');
    await page.waitForLoadState('networkidle'); // the pattern engine's chunk
    await watchLongTasks(page);
    // Time from the click to the next frame: what the person waits before the page answers.
    submitMs = await page.evaluate(async () => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Submit')!;
      const start = performance.now();
      button.click();
      await new Promise((r) => setTimeout(r, 0));
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      return performance.now() - start;
    });
    await expect(page.getByText('This value is not in the expected form.')).toBeVisible();
    await expect(input).toBeFocused();
    submitLongTasks = await longTasks(page);
  }
  await watchLongTasks(page);
  // After a failed submit every key re-validates the field.
  await input.press('End');
  const keyMs: number[] = [];
  for (const key of ['Backspace', 'a', 'a', '!', 'Backspace']) {
    keyMs.push(
      await page.evaluate(async (k) => {
        const el = document.activeElement as HTMLInputElement;
        const start = performance.now();
        el.value = k === 'Backspace' ? el.value.slice(0, -1) : el.value + k;
        el.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((r) => requestAnimationFrame(() => r(null)));
        return performance.now() - start;
      }, key),
    );
  }
  await input.pressSequentially('b!');
  console.log(`catastrophic pattern: submit ${submitMs.toFixed(1)} ms (long tasks ${JSON.stringify(submitLongTasks)}); keys ${keyMs.map((m) => m.toFixed(1)).join(', ')} ms`);
  expect(submitMs).toBeLessThan(100);
  for (const ms of submitLongTasks) expect(ms).toBeLessThan(100);
  for (const ms of keyMs) expect(ms).toBeLessThan(50);
  expect(await longTasks(page)).toEqual([]);
  // And the rule still holds: a matching value is accepted.
  await input.fill('aaa');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => results(page)).toEqual([{ action: 'accept', content: { code: 'aaa' } }]);
});

test('whole-request budgets: many fields each within its limit are refused, naming the limit; the largest allowed request mounts in ≤ 1 s', async ({ page }) => {
  // Five loads of each of four large requests take longer than the default 30 s.
  test.setTimeout(120_000);
  await page.goto(`http://127.0.0.1:${CSP_PORT}/lab.html?case=budget-over`);
  await expect(page.getByRole('alert')).toContainText('200,020 fields and checkboxes in all, and the limit is 6,000');
  const figures: string[] = [];
  for (const name of ['budget-max-one-list', 'budget-max-lists', 'budget-max-selects', 'budget-max-text']) {
    // Best of five loads (the first also warms the HTTP cache): on a loaded 2-core runner one
    // load in three can take 1.2 s for the same code that mounts in 0.5 s.
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      await page.goto(`http://127.0.0.1:${CSP_PORT}/lab.html?case=${name}`);
      await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 20_000 });
      await expect.poll(async () => (await lab(page)).renderMs, { timeout: 20_000 }).toBeGreaterThan(0);
      times.push((await lab(page)).renderMs);
    }
    const ms = Math.min(...times);
    figures.push(`${name}: ${Math.round(ms)} ms`);
    expect(ms, name).toBeLessThanOrEqual(1000);
  }
  console.log(`budget mount times: ${figures.join('; ')}`);
});

