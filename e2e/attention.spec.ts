import { expect, test, type Page } from '@playwright/test';
import { axe } from './helpers';

// Getting noticed while the person looks away (issue 47), through the demo host (`npm start`) and
// the real example server: a request arriving in a background tab changes the tab's title and the
// app badge, both restored exactly when the tab is in front; inline, "1 request waiting" brings a
// card that is out of view in front and focuses it.
//
// Headless Chromium keeps every tab `visible` (measured with 156: a second tab brought to front,
// focus emulation off, the window minimised: the first tab still says `visible`), so the tab in
// front is real and its visibility is told to the page the way the browser would: the
// `visibilityState` it reads and a `visibilitychange` event. Badge calls are recorded, and passed on
// where the browser has the Badging API.

const SERVER = '127.0.0.1:5174';
const TITLE = 'react-mcp-elicitation — MCP host demo';

async function prepare(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __visibility: DocumentVisibilityState; __badges: (number | 'clear')[] };
    w.__visibility = 'visible';
    w.__badges = [];
    Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => w.__visibility });
    Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => w.__visibility === 'hidden' });
    const nav = navigator as Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
    const set = nav.setAppBadge?.bind(nav);
    const clear = nav.clearAppBadge?.bind(nav);
    Object.assign(nav, {
      setAppBadge: (n: number) => (w.__badges.push(n), set ? set(n).catch(() => {}) : Promise.resolve()),
      clearAppBadge: () => (w.__badges.push('clear'), clear ? clear().catch(() => {}) : Promise.resolve()),
    });
  });
}

/** Brings `front` to the front of its window; `back` is then a background tab. */
async function inFront(front: Page, back: Page) {
  await front.bringToFront();
  for (const [page, state] of [
    [back, 'hidden'],
    [front, 'visible'],
  ] as const) {
    await page.evaluate((s) => {
      (window as unknown as { __visibility: string }).__visibility = s;
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  }
}

const badges = (page: Page) => page.evaluate(() => (window as unknown as { __badges: unknown[] }).__badges);

test('a request arriving in a background tab: the title counts it and the badge shows it; both restored exactly when the tab is in front', async ({ page, context }) => {
  await prepare(page);
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'Connected to' })).toContainText('Protocol 2026-07-28');
  await expect(page).toHaveTitle(TITLE);
  const other = await context.newPage();
  await other.goto('/');
  await inFront(other, page);
  // The call is made in the background tab (a tool the agent called; here our click on it).
  await page.getByRole('button', { name: 'Call choose_username' }).click();
  await expect(page).toHaveTitle(`(1) Input needed · ${TITLE}`);
  expect(await badges(page)).toEqual([1]);
  // The request waits, unarmed, for the person.
  const dialog = page.getByRole('dialog', { name: `Request from ${SERVER}` });
  await expect(dialog.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'true');
  await page.waitForTimeout(800);
  await expect(dialog.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'true');
  await inFront(page, other);
  await expect(page).toHaveTitle(TITLE);
  expect(await badges(page)).toEqual([1, 'clear']);
  await expect(dialog.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled');
  // Seen and still waiting: a tab in front stays as it is.
  await page.waitForTimeout(300);
  await expect(page).toHaveTitle(TITLE);
  await axe(page);
  // The other tab's title was never touched.
  await expect(other).toHaveTitle(TITLE);
});

test('inline: a waiting card out of view gets "1 request waiting", which brings it in front and focuses its field; axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 500 });
  await page.goto('/?presentation=inline');
  await expect(page.getByRole('status').filter({ hasText: 'Connected to' })).toContainText('Protocol 2026-07-28');
  await page.getByRole('button', { name: 'Call choose_username' }).click();
  const card = page.getByRole('region', { name: /^Request from 127\.0\.0\.1:5174: Choose a username/ });
  await expect(card).toBeAttached();
  // Scrolled away from the card (the person reads the top of the page).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(card).not.toBeInViewport();
  const jump = page.getByRole('button', { name: '1 request waiting' });
  await expect(jump).toBeVisible();
  await axe(page);
  // Said once, politely, by the cards' announcer.
  await expect(page.locator('.rme-visually-hidden[role="status"]')).toContainText(/New request from|1 request waiting/);
  await jump.click();
  await expect(card).toBeInViewport();
  await expect(card.getByRole('textbox', { name: /Username/ })).toBeFocused();
  await expect(jump).toHaveCount(0);
  // The card arms as any other: typing and Submit answer it.
  await card.getByRole('textbox', { name: /Username/ }).fill('ada');
  await expect(card.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled');
  await card.getByRole('button', { name: 'Submit' }).click();
  await expect(card).toContainText(`Sent to ${SERVER}: Username: ada`);
});
