import { expect, test, type Page } from '@playwright/test';
import { axe } from './helpers';

// The consent guard in Chromium, attacked as a hostile server (and a page that steers the person)
// would. The lab's consent case puts a chat composer beside the dialog host; `__labResults` records
// every answer the queue gives, which is exactly what a bridge sends to the server, so it is the
// server's log here: nothing in it means nothing was sent.

type Log = { id: string; result?: { action: string; content?: unknown }; withdrawn?: true }[];
const log = (page: Page) => page.evaluate(() => (window as unknown as { __labResults: Log }).__labResults);
const sent = async (page: Page) => (await log(page)).filter((e) => e.result);

const transfer = {
  message: 'Confirm the transfer',
  requestedSchema: {
    type: 'object',
    properties: {
      amount: { type: 'number', title: 'Amount', default: 500 },
      admin: { type: 'boolean', title: 'Make me an admin', default: true },
      note: { type: 'string', title: 'Note' },
    },
  },
};
const noFields = { message: 'Confirm?', requestedSchema: { type: 'object', properties: {} } };
const urlRequest = (host: string) => ({ mode: 'url', message: 'Sign in', url: `https://${host}/login` });

async function open(page: Page, query = '') {
  await page.addInitScript(() => {
    (window as unknown as { __opened: string[] }).__opened = [];
    window.open = ((url: string) => {
      (window as unknown as { __opened: string[] }).__opened.push(String(url));
      return null;
    }) as typeof window.open;
  });
  await page.goto(`/lab.html?case=consent${query}`);
  await expect(page.getByRole('heading', { name: 'Chat' })).toBeVisible();
}
const ask = (page: Page, id: string, params: unknown, options: Record<string, unknown> = {}) =>
  page.evaluate(([i, p, o]) => (window as unknown as { __consent: { ask: (...a: unknown[]) => void } }).__consent.ask(i, p, o), [id, params, options] as const);
const withdraw = (page: Page, id: string) => page.evaluate((i) => (window as unknown as { __consent: { withdraw: (i: string) => void } }).__consent.withdraw(i), id);
const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
const dialog = (page: Page) => page.getByRole('dialog');
/** How long after request `id` arrived the last key or pointer press landed, in the page's own time. */
const landedAfter = (page: Page, id: string) =>
  page.evaluate((i) => {
    const w = window as unknown as { __askedAt: Record<string, number>; __inputAt: number };
    return w.__inputAt - w.__askedAt[i]!;
  }, id);
// An input that a loaded machine delivered this late was no longer inside the 500 ms window.
const LATE_MS = 480;

const clearLog = (page: Page) => page.evaluate(() => ((window as unknown as { __labResults: unknown[] }).__labResults.length = 0));

for (const action of ['Enter', 'Space', 'a click where Submit appears'] as const) {
  test(`${action} 20–400 ms after arrival sends nothing; once armed, the same sends`, async ({ page }) => {
    await open(page);
    // Where Submit will appear (the page steering the person knows it too).
    await ask(page, 'probe', transfer);
    const box = (await dialog(page).getByRole('button', { name: 'Submit' }).boundingBox())!;
    await page.keyboard.press('Escape');
    await clearLog(page);
    const act = async () => {
      if (action === 'Enter') await page.keyboard.press('Enter');
      else if (action === 'Space') await page.keyboard.press(' ');
      else await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    };
    let counted = 0;
    for (const delay of [20, 100, 250, 400]) {
      await page.getByRole('button', { name: 'Send' }).focus();
      const sentAt = Date.now();
      await ask(page, `at ${delay}`, transfer);
      // `delay` after the request was sent, however long the round trip to the page took.
      await page.waitForTimeout(Math.max(0, delay - (Date.now() - sentAt)));
      await act();
      const landed = await landedAfter(page, `at ${delay}`);
      if (landed < LATE_MS) {
        counted++;
        expect(await sent(page), `${action} at ${delay} ms (landed at ${Math.round(landed)} ms)`).toEqual([]);
      }
      if ((await sent(page)).length === 0) await page.keyboard.press('Escape');
      await expect.poll(async () => (await sent(page)).length).toBe(1);
      await clearLog(page);
    }
    expect(counted, 'inputs that landed inside the window').toBeGreaterThanOrEqual(3);
    // The control that makes this test able to fail: focus on Submit, armed, the same input sends.
    await ask(page, 'armed', transfer);
    await expect(dialog(page).getByRole('heading', { name: 'Request from Example server' })).toBeFocused();
    const submit = dialog(page).getByRole('button', { name: 'Submit' });
    await expect(submit).not.toHaveAttribute('aria-disabled');
    if (action !== 'a click where Submit appears') await submit.focus();
    await act();
    await expect.poll(() => sent(page)).toEqual([{ id: 'armed', result: { action: 'accept', content: { amount: 500, admin: true } } }]);
  });
}

test('clicks landing where Submit appears, every 20 ms from the moment it shows, send nothing', async ({ page }) => {
  await open(page);
  await ask(page, 'a', noFields);
  const submit = dialog(page).getByRole('button', { name: 'Submit' });
  const box = (await submit.boundingBox())!;
  // Clicks until one lands outside the 500 ms window (in the page's own time); none inside it sends.
  for (;;) {
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    if ((await landedAfter(page, 'a')) >= LATE_MS) break;
    expect(await sent(page)).toEqual([]);
    await page.waitForTimeout(20);
  }
});

test('a held Enter across the arrival sends nothing (in the composer, and on a button)', async ({ page }) => {
  await open(page);
  for (const [id, target] of [['typing', page.getByRole('textbox', { name: 'Message' })], ['button', page.getByRole('button', { name: 'Send' })]] as const) {
    await target.focus();
    await page.keyboard.down('Enter');
    await ask(page, id, noFields);
    // Auto-repeat: Playwright marks every keydown after the first as a repeat.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.down('Enter');
      await page.waitForTimeout(30);
    }
    await page.keyboard.up('Enter');
    expect(await sent(page)).toEqual([]);
    await expect(dialog(page)).toBeVisible({ timeout: 3000 });
    await page.keyboard.press('Escape');
    await expect.poll(() => sent(page)).toEqual([{ id, result: { action: 'cancel' } }]);
    await page.evaluate(() => ((window as unknown as { __labResults: unknown[] }).__labResults.length = 0));
  }
});

test('a chat line typed across the arrival stays in the chat; the dialog opens after the pause, on its title', async ({ page }) => {
  await open(page);
  const chat = page.getByRole('textbox', { name: 'Message' });
  await chat.click();
  await chat.pressSequentially('hello wor', { delay: 60 });
  await ask(page, 'a', transfer);
  await chat.pressSequentially('ld, 500e5 and more{Enter}'.replace('{Enter}', ''), { delay: 60 });
  await page.keyboard.press('Enter');
  await expect(chat).toHaveValue('hello world, 500e5 and more');
  expect(await sent(page)).toEqual([]);
  await expect(dialog(page)).toBeVisible({ timeout: 3000 });
  await expect(dialog(page).getByRole('heading')).toBeFocused();
  await expect(dialog(page).getByRole('spinbutton', { name: 'Amount' })).toHaveValue('500');
  expect(await sent(page)).toEqual([]);
});

for (const action of ['a click', 'Enter'] as const) {
  test(`URL mode: Open is never focused; A swapped for B under the pointer, ${action} 30–400 ms later consents to nothing`, async ({ page }) => {
    await open(page);
    let counted = 0;
    for (const delay of [30, 150, 400]) {
      await ask(page, `A${delay}`, urlRequest('accounts.good.example'));
      const openA = dialog(page).getByRole('button', { name: /Open accounts\.good\.example/ });
      await expect(openA).not.toBeFocused();
      await expect(openA).not.toHaveAttribute('aria-disabled');
      const box = (await openA.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      if (action === 'Enter') await openA.focus();
      await withdraw(page, `A${delay}`);
      const sentAt = Date.now();
      await ask(page, `B${delay}`, urlRequest('evil.example'));
      await page.waitForTimeout(Math.max(0, delay - (Date.now() - sentAt)));
      if (action === 'Enter') await page.keyboard.press('Enter');
      else await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      const landed = await landedAfter(page, `B${delay}`);
      if (landed < LATE_MS) {
        await expect(dialog(page).getByRole('button', { name: /Open evil\.example/ })).toBeVisible();
        expect(await opened(page), `${action} at ${delay} ms (landed at ${Math.round(landed)} ms)`).toEqual([]);
        expect(await sent(page)).toEqual([]);
        counted++;
      }
      // Ends B either way (a late input may have consented to it; then the page is open and waits).
      await page.keyboard.press('Escape');
      await expect.poll(async () => (await sent(page)).length).toBeGreaterThan(0);
      await page.evaluate(() => ((window as unknown as { __opened: string[] }).__opened.length = 0));
      await clearLog(page);
    }
    expect(counted, 'inputs that landed inside the window').toBeGreaterThanOrEqual(2);
  });
}

test('chaining: a double click or two Enters 60 ms apart on Submit answer one request; a queued URL request is not opened', async ({ page }) => {
  await open(page);
  await ask(page, 'first', noFields);
  await ask(page, 'second', noFields);
  await ask(page, 'third', urlRequest('evil.example'));
  const submit = dialog(page).getByRole('button', { name: 'Submit' });
  await expect(submit).not.toHaveAttribute('aria-disabled');
  await submit.dblclick();
  await expect.poll(() => sent(page)).toEqual([{ id: 'first', result: { action: 'accept', content: {} } }]);
  await expect(dialog(page).getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled');
  await dialog(page).getByRole('button', { name: 'Submit' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForTimeout(60);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await sent(page)).map((e) => e.id)).toEqual(['first', 'second']);
  await expect(dialog(page).getByRole('button', { name: /Open evil\.example/ })).toBeVisible();
  expect(await opened(page)).toEqual([]);
});

test('a request withdrawn under a double click: Close takes the first click, the re-sent request ignores the second', async ({ page }) => {
  await open(page);
  await ask(page, 'x', transfer);
  await dialog(page).getByRole('textbox', { name: 'Note' }).fill('for rent');
  await withdraw(page, 'x');
  await ask(page, 'x-again', transfer);
  const close = dialog(page).getByRole('button', { name: 'Close' });
  const box = (await close.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(60);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.press('Enter');
  expect(await sent(page)).toEqual([]);
  await expect(dialog(page).getByRole('button', { name: 'Submit' })).toBeVisible();
});

test('12 requests sent and withdrawn 100 ms apart leave one line, which offers "Stop requests"', async ({ page }) => {
  await open(page);
  for (let i = 0; i < 12; i++) {
    await ask(page, `n${i}`, transfer, { server: 'Nagger', withdrawAfterMs: 50 });
    await page.waitForTimeout(100);
  }
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Nagger withdrew 12 requests. Nothing was sent.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop requests from Nagger' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Stop requests from Nagger' }).click();
  await ask(page, 'later', transfer, { server: 'Nagger' });
  await expect.poll(() => sent(page)).toEqual([{ id: 'later', result: { action: 'cancel' } }]);
  expect((await log(page)).filter((e) => e.withdrawn)).toHaveLength(12);
});

test('two servers on one origin are two names; "Stop" stops one of them, and still holds when it reconnects', async ({ page }) => {
  await open(page);
  await ask(page, 'a', noFields, { server: '127.0.0.1:3001/a' });
  await dialog(page).getByRole('button', { name: 'Stop requests from 127.0.0.1:3001/a' }).click();
  await ask(page, 'b', noFields, { server: '127.0.0.1:3001/b' });
  await expect(dialog(page).getByRole('heading', { name: 'Request from 127.0.0.1:3001/b' })).toBeVisible();
  await page.keyboard.press('Escape');
  // A reconnect: a new source object under the same name.
  await ask(page, 'a2', noFields, { server: '127.0.0.1:3001/a', endpoint: 'reconnected' });
  await expect.poll(() => sent(page)).toEqual([
    { id: 'a', result: { action: 'cancel' } },
    { id: 'b', result: { action: 'cancel' } },
    { id: 'a2', result: { action: 'cancel' } },
  ]);
  await expect(dialog(page)).toBeHidden();
});

test('no unseen default: a true default far below sends only after the person was shown it', async ({ page }) => {
  await open(page);
  const properties: Record<string, unknown> = {};
  for (let i = 1; i <= 24; i++) properties[`q${i}`] = { type: 'string', title: `Question ${i}` };
  properties.share = { type: 'boolean', title: 'Share my contacts with partners', default: true };
  await ask(page, 'long', { message: 'A long form', requestedSchema: { type: 'object', properties } });
  const submit = dialog(page).getByRole('button', { name: 'Submit' });
  await expect(submit).not.toHaveAttribute('aria-disabled');
  await submit.click();
  expect(await sent(page)).toEqual([]);
  const share = dialog(page).getByRole('checkbox', { name: 'Share my contacts with partners' });
  await expect(share).toBeFocused();
  await expect(share).toBeInViewport();
  await submit.click();
  await expect.poll(() => sent(page)).toEqual([{ id: 'long', result: { action: 'accept', content: { share: true } } }]);
});

test('axe: the dialog while it arms and once armed; the held line and the folded withdrawals', async ({ page }) => {
  await open(page);
  await ask(page, 'a', transfer);
  await expect(dialog(page)).toBeVisible();
  await axe(page, 'dialog');
  await expect(dialog(page).getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled');
  await axe(page, 'dialog');
  await page.keyboard.press('Escape');
  await ask(page, 'w', transfer, { server: 'Nagger', withdrawAfterMs: 10 });
  await expect(page.getByRole('button', { name: 'Stop requests from Nagger' })).toBeVisible();
  await axe(page);
});

test('inline: a flood of 300 requests renders three cards per server and one "more" line', async ({ page }) => {
  await open(page, '&presentation=inline');
  await page.evaluate(() => {
    const lab = (window as unknown as { __consent: { ask: (...a: unknown[]) => void } }).__consent;
    for (let i = 0; i < 300; i++) lab.ask(`f${i}`, { message: `Flood ${i}`, requestedSchema: { type: 'object', properties: { v: { type: 'string', title: 'V' } } } }, { server: 'Flood' });
  });
  await expect(page.locator('[data-rme-card]')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Show 297 more from Flood' })).toBeVisible();
});

test('a framing page that fades the frame gets no consent: the dialog never arms while IntersectionObserver v2 says it is not visible', async ({ page, baseURL }) => {
  await page.setContent(`<iframe src="${baseURL}/lab.html?case=consent" style="opacity:0.3;width:800px;height:600px;border:0"></iframe>`);
  const frame = page.frames()[1]!;
  await frame.waitForFunction(() => 'ask' in ((window as unknown as { __consent?: object }).__consent ?? {}));
  await frame.evaluate((p) => (window as unknown as { __consent: { ask: (...a: unknown[]) => void } }).__consent.ask('framed', p), noFields);
  const submit = page.frameLocator('iframe').getByRole('button', { name: 'Submit' });
  await expect(submit).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await submit.click({ force: true });
  expect(await frame.evaluate(() => (window as unknown as { __labResults: unknown[] }).__labResults)).toEqual([]);
  // The same frame at full opacity arms.
  await page.locator('iframe').evaluate((f) => ((f as HTMLElement).style.opacity = '1'));
  await expect(submit).not.toHaveAttribute('aria-disabled', { timeout: 3000 });
});
