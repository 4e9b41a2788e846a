import { expect, test, type Page } from '@playwright/test';
import { CSP_PORT, DEV_PORT } from '../playwright.config';
import { hostileStrings } from '../fixtures/hostile';

// Hostile text, size limits, SSR hydration and a strict CSP, in Chromium.

const lab = (page: Page) => page.evaluate(() => (window as unknown as { __lab: { hydrated: boolean; errors: string[]; renderMs: number } }).__lab);

test('hostile text at 320 px: nothing runs, nothing is a link, long words wrap, bidi is isolated', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/lab.html?case=hostile');
  await expect(page.locator('.rme-message').first()).toContainText(hostileStrings.markup);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  await expect(page.locator('#root a, #root img, #root script, #root iframe')).toHaveCount(0);
  // The layout holds: no horizontal scrolling at 320 px, even with a 2000-character word.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // Server labels and options sit in isolates; a bidi override cannot reorder what is around them.
  const bidi = page.locator('#root [dir="auto"]', { hasText: 'gnp.exe' }).first();
  expect(await bidi.evaluate((el) => getComputedStyle(el).unicodeBidi)).toBe('isolate');
});

test('size limits: 10^4 fields and 10^5 options are refused with an alert at once; the bounds render', async ({ page }) => {
  const figures: string[] = [];
  for (const [name, expectAlert] of [
    ['props-10000', true],
    ['options-100000', true],
    ['props-2000', false],
    ['options-10000', false],
    ['multi-options-10000', true], // 10,001 checkboxes: over LIMITS.controls
  ] as const) {
    await page.goto(`/lab.html?case=${name}`);
    if (expectAlert) await expect(page.getByRole('alert')).toContainText('too large');
    else await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expect.poll(async () => (await lab(page)).renderMs, { timeout: 20_000 }).toBeGreaterThan(0);
    const ms = (await lab(page)).renderMs;
    figures.push(`${name}: ${Math.round(ms)} ms`);
    // The page answers: it never froze for good.
    expect(await page.evaluate(() => 1 + 1)).toBe(2);
  }
  // A select of 10^4 options opens and takes a choice by keyboard.
  await page.goto('/lab.html?case=options-10000');
  await page.getByRole('combobox', { name: 'Options' }).click();
  await page.getByRole('option', { name: 'option-0', exact: true }).press('End');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Options' })).toHaveText(/option-9999/);
  test.info().annotations.push({ type: 'render times', description: figures.join('; ') });
  console.log(`render times: ${figures.join('; ')}`);
});

test.describe('server rendering (the dev server renders the lab with Vite SSR)', () => {
  test.use({ baseURL: `http://127.0.0.1:${DEV_PORT}` });

  for (const name of ['ssr-primitives', 'ssr-seed-enums', 'ssr-untitled-keys', 'ssr-url']) {
    test(`SSR: ${name} renders on the server and hydrates without a mismatch`, async ({ page, request }) => {
      const html = await (await request.get(`/lab-ssr.html?case=${name}`)).text();
      expect(html).toMatch(/SSR (is asking|asks you to open a page)/);
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(`/lab-ssr.html?case=${name}`);
      await expect.poll(async () => (await lab(page)).hydrated).toBe(true);
      // Hydrated handlers work: Decline emits.
      await page.getByRole('button', { name: 'Decline' }).click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { __labResults: unknown[] }).__labResults)).toEqual([{ action: 'decline' }]);
      expect((await lab(page)).errors).toEqual([]);
      expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
    });
  }
});

test.describe('strict CSP (built demo)', () => {
  test.use({ baseURL: `http://127.0.0.1:${CSP_PORT}` });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __csp: string[] }).__csp = []);
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`));
    });
  });

  const violations = async (page: Page, console: string[]) => [
    ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)),
    ...console.filter((m) => /Content.Security.Policy/i.test(m)),
  ];

  test('the host app works end to end with zero CSP violations', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    const response = await page.goto('/');
    // The demo's MCP Apps sandbox is the one other origin the page may frame, and the example ACP
    // agent (`?acp=`, over WebSocket) the one other origin it may connect to.
    expect(response?.headers()['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; frame-src http://127.0.0.1:5102; connect-src 'self' ws://127.0.0.1:4102",
    );
    await expect(page.getByRole('status').filter({ hasText: 'Connected to' })).toBeVisible();
    await page.getByRole('button', { name: 'Call fill_profile' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Show \d+ more fields?\b/ }).click();
    // Built with VITE_STRICT_CSP=1: the native select (Radix Select injects <style> elements).
    await dialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Designer' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'need' })).toContainText('fields need attention');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByRole('region', { name: 'Result' }).locator('pre')).toContainText('decline');
    expect(await violations(page, messages)).toEqual([]);
  });

  test('an ACP agent’s form (`?acp=`) is answered with zero CSP violations', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await page.goto('/?acp=');
    await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toHaveText(/^Connected to the ACP agent at 127\.0\.0\.1:4102/);
    await page.getByRole('textbox', { name: 'Prompt' }).fill('nulls');
    await page.getByRole('button', { name: 'Send' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Nickname/ }).fill('Ada');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('list', { name: 'Transcript' })).toContainText('Received accept {"nickname":"Ada"}');
    expect(await violations(page, messages)).toEqual([]);
  });

  test('the gallery and the lab render with zero CSP violations', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await page.goto('/gallery.html');
    await page.getByRole('combobox').first().selectOption({ index: 1 });
    await page.goto('/lab.html?case=hostile');
    await expect(page.locator('.rme-message').first()).toBeVisible();
    expect(await violations(page, messages)).toEqual([]);
  });
});
