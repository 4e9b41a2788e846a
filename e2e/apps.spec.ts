import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { RELAY_PORT } from '../playwright.config';
import AxeBuilder from '@axe-core/playwright';
import { toolResult } from './helpers';

// App-rendered elicitation (MCP Apps, SEP-3118) in Chromium, through the demo host (`npm start`:
// the client in the page) and the server-side host (`npm run demo:server`: the relay), with the
// example server's `pick_seat` and its seat-plan app. The app runs in the demo's sandbox page (its
// own origin), which frames it with an opaque origin; the app reports what it can reach of the page.

const SERVER = '127.0.0.1:5174';
const dialogOf = (page: Page, server = SERVER) => page.getByRole('dialog', { name: `Request from ${server}` });
/** The app's own document: the host's frame (the sandbox page), then the frame it made. */
const appIn = (scope: Page | Locator): FrameLocator => scope.locator('iframe.rme-app-frame').contentFrame().locator('iframe').contentFrame();
const armed = (scope: Locator) => expect(scope.getByRole('button', { name: 'Decline' })).not.toHaveAttribute('aria-disabled');

async function connected(page: Page, era: string, server = SERVER) {
  await expect(page.getByRole('status').filter({ hasText: `Connected to ${server}` })).toContainText(`Protocol ${era}`, { timeout: 20_000 });
}

async function callSeat(page: Page, variant = 'seat-plan', returnFlight = false) {
  await page.getByRole('button', { name: 'Call pick_seat' }).click();
  const args = page.locator('[data-tool="pick_seat"]');
  if (variant !== 'seat-plan') {
    await args.getByRole('combobox', { name: 'App' }).click();
    await page.getByRole('option', { name: variant, exact: true }).click();
  }
  if (returnFlight) await args.getByRole('checkbox', { name: 'Return flight too' }).check();
  await args.getByRole('button', { name: 'Call pick_seat with these arguments' }).click();
}

/** Axe on our chrome around the app (`scope`), the app's own frame left out: its document is the server's. */
async function axe(page: Page, scope: string) {
  const { violations } = await new AxeBuilder({ page }).include(scope).exclude('.rme-app-frame').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Every tools/call the page sent for pick_seat (the protocol log's requests, as the page sent them). */
function countCalls(page: Page) {
  const calls: unknown[] = [];
  page.on('request', (request) => {
    const body = request.postData();
    if (body?.includes('"tools/call"') && body.includes('pick_seat')) calls.push(JSON.parse(body));
  });
  return calls;
}

test('2026-07-28, dialog: the app in its sandbox cannot reach the page; a person picks a seat in it and the server receives exactly that, once', async ({ page }) => {
  const calls = countCalls(page);
  await page.goto('/');
  await connected(page, '2026-07-28');
  await callSeat(page);
  const dialog = dialogOf(page);
  await expect(dialog).toContainText('Shown by 127.0.0.1:5174’s own app, in a sandbox.');
  const app = appIn(dialog);
  // From inside the app: the host page's document and storage are out of reach.
  await expect(app.locator('#isolation')).toContainText('Host document: blocked · storage: blocked');
  const appFrame = page.frames().find((f) => f.url() === 'about:srcdoc');
  expect(await appFrame!.evaluate(() => window.origin)).toBe('null');
  // The host page's own frame is the sandbox page on another origin.
  expect(await dialog.locator('iframe.rme-app-frame').getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1:5101\/sandbox\.html$/);
  // Our chrome stands outside the frame; axe is clean on it.
  for (const name of ['Decline', 'Cancel', 'Use the standard form']) await expect(dialog.getByRole('button', { name })).toBeVisible();
  await axe(page, '.rme-dialog');
  await armed(dialog);
  await app.getByRole('button', { name: 'C2' }).click();
  await app.getByRole('button', { name: 'Confirm seat' }).click();
  expect(await toolResult(page)).toEqual({ action: 'accept', content: { seat: 'C2', meal: false } });
  await expect(dialog).toBeHidden();
  // The call and its one retry with the answer (2026-07-28 rounds): nothing sent twice.
  expect(calls).toHaveLength(2);
  expect(JSON.stringify(calls[1])).toContain('"inputResponses":{"seat":{"action":"accept","content":{"seat":"C2","meal":false}}}');
});

test('2025-11-25, inline: an app that answers by itself is held; the person reads it in our words and sends it', async ({ page }) => {
  await page.goto('/?era=2025-11-25&presentation=inline');
  await connected(page, '2025-11-25');
  await callSeat(page, 'eager');
  const card = page.getByRole('region', { name: `Request from ${SERVER}` }).last();
  await expect(card).toContainText('The app wants to send this. Check it, then send it:');
  await expect(card.getByRole('listitem')).toHaveText(['Seat: Seat B1 (window)', 'Meal on board: yes']);
  const result = page.getByRole('region', { name: 'Conversation' }).locator('pre[data-tool="pick_seat"]');
  await expect(result).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled');
  await axe(page, '.demo-chat');
  await card.getByRole('button', { name: 'Submit' }).click();
  expect(JSON.parse((await result.textContent()) ?? 'null').structuredContent).toEqual({ action: 'accept', content: { seat: 'B1', meal: true } });
});

test('a bad answer is refused and nothing is sent; a broken or missing app leaves the standard form, which answers', async ({ page }) => {
  await page.goto('/');
  await connected(page, '2026-07-28');
  await callSeat(page, 'bad-answer');
  const dialog = dialogOf(page);
  await armed(dialog);
  const app = appIn(dialog);
  await app.getByRole('button', { name: 'Confirm seat' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The app’s answer does not fit what 127.0.0.1:5174 asked for, so nothing was sent (Seat, Meal on board).');
  await expect(page.getByRole('region', { name: 'Result' })).toContainText('Calling pick_seat');
  await dialog.getByRole('button', { name: 'Use the standard form' }).click();
  await expect(dialog.locator('iframe')).toHaveCount(0);
  await dialog.getByRole('combobox', { name: /Seat/ }).click();
  await page.getByRole('option', { name: 'Seat D2' }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  expect(await toolResult(page)).toEqual({ action: 'accept', content: { seat: 'D2', meal: false } });

  for (const variant of ['no-elicitation', 'missing']) {
    await callSeat(page, variant);
    await expect(dialog).toContainText('The app from 127.0.0.1:5174 could not be shown, so here is the standard form.');
    await expect(dialog.locator('iframe')).toHaveCount(0);
    await axe(page, '.rme-dialog');
    await armed(dialog);
    await dialog.getByRole('button', { name: 'Decline' }).click();
    expect(await toolResult(page)).toEqual({ action: 'decline' });
  }
});

test('an app that throws before ui/initialize: the standard form within two seconds, not after the 10 s start timeout', async ({ page }) => {
  await page.goto('/');
  await connected(page, '2026-07-28');
  await callSeat(page, 'throws');
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  const shown = Date.now();
  // Measured from the dialog's appearance: 1.13 s once in a fresh clone's full run (two e2e workers,
  // 2026-12-06), over the 1 s this asked before; what it tells apart is the 10 s start timeout.
  await expect(dialog).toContainText('The app from 127.0.0.1:5174 could not be shown, so here is the standard form.', { timeout: 2500 });
  expect(Date.now() - shown).toBeLessThan(2000);
  await expect(dialog.locator('iframe')).toHaveCount(0);
  await armed(dialog);
  await dialog.getByRole('button', { name: 'Decline' }).click();
  expect(await toolResult(page)).toEqual({ action: 'decline' });
});

for (const era of ['2026-07-28', '2025-11-25'] as const) {
  test(`${era}, dialog: two app requests one after the other (a return flight) each run in an app of their own, each answered by one click in it`, async ({ page }) => {
    await page.goto(era === '2026-07-28' ? '/' : '/?era=2025-11-25');
    await connected(page, era);
    await callSeat(page, 'seat-plan', true);
    const dialog = dialogOf(page);
    for (const [message, seat] of [['to Lisbon', 'C2'], ['back from Lisbon', 'A1']] as const) {
      await expect(dialog).toContainText(`Pick a seat for the flight ${message}.`);
      const app = appIn(dialog);
      // The app started (it says what it can reach), in this request's own frame.
      await expect(app.locator('#isolation')).toContainText('Host document: blocked');
      await armed(dialog);
      await app.getByRole('button', { name: seat }).click();
      await app.getByRole('button', { name: 'Confirm seat' }).click();
      // Sent from the frame: nothing held for Submit.
      await expect(dialog.getByText('The app wants to send this. Check it, then send it:')).toHaveCount(0);
    }
    expect(await toolResult(page)).toEqual({ out: { action: 'accept', content: { seat: 'C2', meal: false } }, back: { action: 'accept', content: { seat: 'A1', meal: false } } });
    await expect(dialog).toBeHidden();
  });
}

test('?apps=off declares nothing: the server sends the plain form', async ({ page }) => {
  await page.goto('/?apps=off');
  await connected(page, '2026-07-28');
  await callSeat(page);
  const dialog = dialogOf(page);
  await expect(dialog.getByRole('combobox', { name: /Seat/ })).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveCount(0);
  await expect(dialog).not.toContainText('could not be shown');
  await armed(dialog);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await toolResult(page)).toEqual({ action: 'cancel' });
});

test('behind the relay (npm run demo:server): the server side reads the app, the page shows it, and the answer reaches the server', async ({ page }) => {
  const server = 'Example server (stdio)';
  await page.goto(`http://127.0.0.1:${RELAY_PORT}/`);
  await connected(page, '2026-07-28', server);
  await callSeat(page);
  const dialog = dialogOf(page, server);
  const app = appIn(dialog);
  await expect(app.locator('#isolation')).toContainText('Host document: blocked · storage: blocked');
  await axe(page, '.rme-dialog');
  await armed(dialog);
  await app.getByRole('button', { name: 'A3' }).click();
  await app.getByLabel('Meal on board').check();
  await app.getByRole('button', { name: 'Confirm seat' }).click();
  expect(await toolResult(page)).toEqual({ action: 'accept', content: { seat: 'A3', meal: true } });
});
