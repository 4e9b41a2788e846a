import { expect, test, type Page } from '@playwright/test';
import { axe } from './helpers';

// Shipped catalogues at a phone's width (320 px): the dialog, an inline card and URL mode in the
// pseudo-locale (every line 40 % longer, accented), Arabic (right to left, six plural forms) and
// Japanese. No text is clipped, none overlaps other text, nothing scrolls sideways, axe is clean.

const ask = (page: Page, id: string, params: unknown) =>
  page.evaluate(([i, p]) => (window as unknown as { __consent: { ask: (...a: unknown[]) => void } }).__consent.ask(i, p, { server: 'Acme Travel Bookings' }), [id, params] as const);

const trip = {
  message: 'Tell us about the trip.',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', minLength: 2 },
      email: { type: 'string', title: 'Email', format: 'email' },
      nights: { type: 'integer', title: 'Nights', minimum: 1, maximum: 30 },
      meals: { type: 'array', title: 'Meals', minItems: 1, maxItems: 2, items: { enum: ['Breakfast', 'Lunch', 'Dinner'] } },
      insured: { type: 'boolean', title: 'Travel insurance' },
    },
    required: ['name', 'email', 'nights', 'meals'],
  },
};
const url = { mode: 'url', message: 'Sign in to continue.', url: 'http://user@auth.example.com:8443/login?next=%2Fhome&state=abcdefghijklmnopqrstuvwxyz0123456789' };

/**
 * What is wrong with the text inside `selector`: a line of text cut off by its own box (overflow
 * hidden or scrolled), text outside the container's sides, or two text runs painted over each
 * other. Text under the sticky action bar is the dialog scrolling, not an overlap, so runs are
 * compared within the same layer only.
 */
function layoutProblems(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel)!;
    const box = root.getBoundingClientRect();
    const problems: string[] = [];
    const runs: { text: string; rect: DOMRect; layer: Element | null }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent!.trim();
      const el = node.parentElement!;
      if (!text || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (el.closest('.rme-sr-only, [aria-hidden="true"]')) continue;
      const style = getComputedStyle(el);
      if (style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) problems.push(`clipped: “${text.slice(0, 40)}”`);
      const range = document.createRange();
      range.selectNodeContents(node);
      const layer = el.closest('.rme-actions');
      for (const rect of range.getClientRects()) {
        if (rect.width < 1 || rect.height < 1) continue;
        if (rect.left < box.left - 1 || rect.right > box.right + 1) problems.push(`outside its box: “${text.slice(0, 40)}” (${Math.round(rect.left)}–${Math.round(rect.right)} of ${Math.round(box.left)}–${Math.round(box.right)})`);
        runs.push({ text, rect, layer });
      }
    }
    for (let i = 0; i < runs.length; i++)
      for (let j = i + 1; j < runs.length; j++) {
        const a = runs[i]!;
        const b = runs[j]!;
        if (a.layer !== b.layer) continue;
        const w = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const h = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (w > 2 && h > 2) problems.push(`overlap: “${a.text.slice(0, 30)}” and “${b.text.slice(0, 30)}”`);
      }
    if (document.documentElement.scrollWidth > innerWidth) problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${innerWidth})`);
    return problems;
  }, selector);
}

for (const [locale, submit, summary, dir] of [
  ['en-XA', /^\[Šûbmît/, /^\[4 fîéldš ñééd åttéñtîöñ\./, 'ltr'],
  ['ar', /^إرسال$/, /^يحتاج 4 حقول إلى انتباهك\.$/, 'rtl'],
  ['ja', /^送信$/, /^4 項目を確認してください。$/, 'ltr'],
] as const) {
  test.describe(`${locale} at 320 px`, () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test('the dialog, submitted empty: plural summary, every error, nothing clipped or overlapping', async ({ page }) => {
      await page.goto(`/lab.html?case=consent&locale=${locale}`);
      await ask(page, 'trip', trip);
      await ask(page, 'later', trip);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toHaveAttribute('dir', dir);
      const send = dialog.getByRole('button', { name: submit });
      await expect(send).not.toHaveAttribute('aria-disabled', 'true');
      await send.click();
      await expect(dialog.locator('.rme-summary')).toHaveText(summary);
      expect(await layoutProblems(page, 'dialog[open]')).toEqual([]);
      await dialog.screenshot({ path: `test-results/i18n-${locale}-dialog.png` });
      await axe(page);
    });

    test('an inline card and URL mode in the dialog: nothing clipped or overlapping', async ({ page }) => {
      await page.goto(`/lab.html?case=consent&presentation=inline&locale=${locale}`);
      await ask(page, 'trip', trip);
      const card = page.locator('.rme-card').first();
      await expect(card).toHaveAttribute('dir', dir);
      await expect(card.getByRole('button', { name: submit })).toBeVisible();
      expect(await layoutProblems(page, '.rme-card')).toEqual([]);
      await card.screenshot({ path: `test-results/i18n-${locale}-card.png` });
      await axe(page);

      await page.goto(`/lab.html?case=consent&locale=${locale}`);
      await ask(page, 'url', url);
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('rme-url-opens-host')).toHaveText('auth.example.com');
      await expect(dialog.locator('.rme-warning, [data-warning]').first()).toBeVisible();
      expect(await layoutProblems(page, 'dialog[open]')).toEqual([]);
      await dialog.screenshot({ path: `test-results/i18n-${locale}-url.png` });
      await axe(page);
    });
  });
}
