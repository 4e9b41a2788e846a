import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function axe(page: Page, scope: string) {
  const { violations } = await new AxeBuilder({ page }).include(scope).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// Record every window.open call (arguments exactly as passed) before the page's code runs.
async function recordOpens(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    (window as unknown as { __opens: unknown[][] }).__opens = calls;
    const original = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      calls.push(args);
      return original(...args);
    };
  });
}
const opens = (page: Page) => page.evaluate(() => (window as unknown as { __opens: unknown[][] }).__opens);

const HTTPS_URL = 'https://auth.example.com/oauth/authorize?client_id=abc&state=xyz';

test('nothing opens or is fetched before consent; consent opens the exact URL with noopener', async ({ page, context }) => {
  await recordOpens(page);
  const requested: string[] = [];
  context.on('request', (r) => requested.push(r.url()));
  // The target is served locally (this network resolves no outside names); any fetch is recorded.
  await context.route('https://auth.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Consent</title><h1>Consent page</h1>' }),
  );
  await page.goto('/gallery.html');
  const section = page.locator('section[data-example="url-https"]');
  await expect(section.locator('.rme-url-text')).toHaveText(HTTPS_URL);
  await expect(section.locator('.rme-url-host')).toHaveText('auth.example.com');
  await expect(section.getByTestId('rme-url-opens-host')).toHaveText('auth.example.com');
  await expect(section.locator('a')).toHaveCount(0);
  await expect(page.locator('link[rel~="prefetch"], link[rel~="preconnect"], link[rel~="dns-prefetch"], link[rel~="prerender"]')).toHaveCount(0);
  await axe(page, 'section[data-example="url-https"]');
  await page.waitForTimeout(300);
  expect(requested.filter((u) => u.includes('example.com'))).toEqual([]);
  expect(await opens(page)).toEqual([]);
  expect(context.pages()).toHaveLength(1);

  const popupPromise = context.waitForEvent('page');
  await section.getByRole('button', { name: 'Open auth.example.com' }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(await opens(page)).toEqual([[HTTPS_URL, '_blank', 'noopener,noreferrer']]);
  expect(requested.filter((u) => u.includes('example.com'))).toEqual([HTTPS_URL]);
  expect(popup.url()).toBe(HTTPS_URL);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  expect(await popup.evaluate(() => document.referrer)).toBe('');
  await popup.close();

  await expect(section.locator('pre[data-result="emitted"]')).toHaveText(/"action": "accept"/);
  await expect(section.getByRole('status')).toHaveText(/auth\.example\.com was opened in a new tab/);
  await axe(page, 'section[data-example="url-https"]');

  await section.getByRole('button', { name: 'Simulate completion for url-https' }).click();
  await expect(section.getByRole('status')).toHaveText('The server reports that this step is complete.');
  await axe(page, 'section[data-example="url-https"]');
});

test('a javascript: URL is refused with an alert and cannot be opened', async ({ page }) => {
  await recordOpens(page);
  await page.goto('/gallery.html');
  const section = page.locator('section[data-example="url-javascript-scheme"]');
  await expect(section.getByRole('alert')).toHaveText(/will not be opened/);
  await expect(section.getByRole('button', { name: /^Open/ })).toHaveCount(0);
  await axe(page, 'section[data-example="url-javascript-scheme"]');
  await section.getByRole('button', { name: 'Decline' }).click();
  await expect(section.locator('pre[data-result="emitted"]')).toHaveText(/"action": "decline"/);
  expect(await opens(page)).toEqual([]);
});

for (const [name, warning] of [
  ['url-punycode-host', /really “xn--pypal-4ve\.com”/],
  ['url-credentials', /The real site is evil\.example/],
  ['url-http-port', /on this computer and not encrypted/],
  ['url-bidi', /change text direction/],
] as const) {
  test(`${name}: the warning is shown and axe finds nothing`, async ({ page }) => {
    await page.goto('/gallery.html');
    const section = page.locator(`section[data-example="${name}"]`);
    await expect(section.locator('.rme-url-warnings')).toHaveText(warning);
    await axe(page, `section[data-example="${name}"]`);
    await section.getByRole('button', { name: 'Submit' }).or(section.getByRole('button', { name: /^Open/ })).focus();
    await page.keyboard.press('Escape');
    await expect(section.locator('pre[data-result="emitted"]')).toHaveText(/"action": "cancel"/);
  });
}
