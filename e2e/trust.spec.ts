import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import fc from 'fast-check';
import { PNG } from 'pngjs';
import { trickyUrls } from '../src/test/urlCases';
import { urlArbitrary } from '../src/test/urlProperties';
import { DEV_PORT } from '../playwright.config';

// The trust boundary in Chromium, whose parser and renderer are the ones that matter: a hostile
// server cannot freeze the page, send a value the person never saw, or pass its text off as ours.

const results = (page: Page) => page.evaluate(() => (window as unknown as { __labResults: unknown[] }).__labResults);


test('defaults a control cannot show are neither shown nor sent, and the field says so', async ({ page }) => {
  await page.goto('/lab.html?case=defaults-hidden');
  for (const name of ['Year zero', 'February 30', 'Year zero time', 'Two lines', 'Windows lines']) {
    const control = page.getByLabel(name, { exact: true });
    await expect(control).toHaveValue('');
    await expect(control).toHaveAccessibleDescription(/suggested a value this control cannot show/);
  }
  await expect(page.getByLabel('Fine date', { exact: true })).toHaveValue('2026-03-01');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => results(page)).toEqual([{ action: 'accept', content: { fine: '2026-03-01' } }]);
});

test('server text cannot pass as ours: a forged server line stays in the server frame, combining marks paint nothing outside their box', async ({ page }) => {
  await page.goto('/lab.html?case=forged');
  const frame = (await page.locator('.rme-server-frame').boundingBox())!;
  const ours = (await page.locator('.rme-server').boundingBox())!;
  const forged = (await page.locator('.rme-label', { hasText: 'Request from Trusted Server' }).boundingBox())!;
  // Ours stands above the frame, the forged line inside it.
  expect(ours.y + ours.height).toBeLessThanOrEqual(frame.y);
  expect(forged.y).toBeGreaterThanOrEqual(frame.y);
  expect(forged.y + forged.height).toBeLessThanOrEqual(frame.y + frame.height);
  expect(forged.x).toBeGreaterThan(frame.x); // right of the frame's bar
  // The forged title is one line: its newlines do not make it a line of its own above the field.
  // (Counted as rows of its boxes: an inline label is split into a box per bidi run on one line,
  // here the isolate and the collapsed spaces either side of it.)
  const rows = await page.locator('.rme-label', { hasText: 'Request from Trusted Server' }).evaluate((el) => [...el.getClientRects()].map((r) => Math.round(r.top)));
  expect(rows.length).toBeGreaterThan(0);
  expect(new Set(rows).size).toBe(1);
  // Pixels: our server line and the caption look exactly as they do without the marks.
  const shot = async () => ({ server: await page.locator('.rme-server').screenshot(), caption: await page.locator('.rme-message-caption').screenshot() });
  const hostile = await shot();
  await page.goto('/lab.html?case=forged-plain');
  const plain = await shot();
  expect(Buffer.compare(hostile.server, plain.server)).toBe(0);
  expect(Buffer.compare(hostile.caption, plain.caption)).toBe(0);
});

test('the calendar button inside date inputs shows our focus ring', async ({ page }) => {
  await page.goto('/lab.html?case=dates');
  const day = page.getByLabel('Day', { exact: true });
  await day.focus();
  // Month, day, year, then the calendar button.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  expect(await day.evaluate((el) => el.matches(':focus-within:not(:focus)'))).toBe(true);
  const box = (await day.boundingBox())!;
  const png = PNG.sync.read(await page.screenshot({ clip: { x: box.x + box.width - 44, y: box.y, width: 44, height: box.height } }));
  const focus = await day.evaluate((el) => getComputedStyle(el).getPropertyValue('--rme-focus').trim() || getComputedStyle(el).getPropertyValue('--_rme-focus').trim());
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(focus.slice(i, i + 2), 16));
  let ring = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    if (Math.abs(png.data[i]! - r!) < 40 && Math.abs(png.data[i + 1]! - g!) < 40 && Math.abs(png.data[i + 2]! - b!) < 40) ring++;
  }
  expect(ring).toBeGreaterThan(60); // a 3 px ring round a ~16 px button
});

test('inspectUrl in Chromium: the named table and 2,000 generated URLs agree with Chromium’s own URL parser', async ({ page }) => {
  // The dev server serves our sources as modules (the built demo has no /@fs).
  await page.goto(`http://127.0.0.1:${DEV_PORT}/lab.html?case=dates`);
  const generated = fc.sample(urlArbitrary, { numRuns: 2_000, seed: 42 });
  const urls = [...trickyUrls.map((c) => c[1]), ...generated];
  const paths = { url: `/@fs${resolve('src/core/url.ts')}`, properties: `/@fs${resolve('src/test/urlProperties.ts')}` };
  const report = await page.evaluate(async ({ list, paths }) => {
    // The dev server serves our sources as modules: the same code, run by Chromium's parser.
    const { inspectUrl } = await import(paths.url);
    const { urlViolations } = await import(paths.properties);
    const failures: string[] = [];
    let opened = 0;
    for (const url of list) {
      const r = inspectUrl(url);
      if (!r.refusal) opened++;
      const v = urlViolations(url, r) as string[];
      if (v.length) failures.push(`${JSON.stringify(url)}: ${v.join('; ')}`);
    }
    return { failures, opened };
  }, { list: urls, paths });
  console.log(`Chromium URL sample: ${urls.length} URLs, ${report.opened} openable, ${report.failures.length} violations`);
  expect(report.failures).toEqual([]);
  expect(report.opened).toBeGreaterThan(1_000);
});
