import { expect, test, type Locator, type Page } from '@playwright/test';
import { RELAY_PORT } from '../playwright.config';
import { axe } from './helpers';

// An ACP agent (the example agent, demo/acp/agent.mjs, on the official SDK's agent side) asking a
// person through the demo hosts: `npm start` with `?acp=` (the ACP client in the page, over the
// SDK's WebSocket transport, the agent at /acp) and `npm run demo:server` with `?acp` (the
// ACP client on the server, the agent over stdio, its requests relayed). What the agent received
// comes back as its own message in the transcript.

const HOSTS = [
  { name: 'client in the page (npm start)', url: '/?acp=', agent: /^Request from Agent at 127\.0\.0\.1:\d+$/, connected: /^Connected to the ACP agent at / },
  { name: 'client on the server (npm run demo:server)', url: `http://127.0.0.1:${RELAY_PORT}/?acp`, agent: /^Request from Example agent \(stdio\)$/, connected: /^Connected to Example agent \(stdio\)/ },
] as const;

const transcript = (page: Page) => page.getByRole('list', { name: 'Transcript' });

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Prompt' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

/**
 * A turn that asks in a mode no client supports and ends at once (the agent says the client's
 * error): a positive control, as it goes the way every earlier line of the session went.
 */
async function nextTurn(page: Page) {
  const before = await transcript(page).getByText(/^Error -32602: /).count();
  await send(page, 'mode');
  await expect(transcript(page).getByText(/^Error -32602: /)).toHaveCount(before + 1);
}

/** The agent's lines that say what it received. */
async function received(page: Page): Promise<string[]> {
  const text = (await transcript(page).innerText()).split('\n');
  return text.filter((line) => line.startsWith('Received'));
}

for (const host of HOSTS) {
  test.describe(`ACP, ${host.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(host.url);
      await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toHaveText(host.connected, { timeout: 20_000 });
      await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toHaveText(/it calls itself “Example Agent”/);
    });

    test('Stop while the person types in a card: "You stopped this turn", the draft kept with Copy, the agent gets one cancel; no 404, no console error; axe clean', async ({ page }) => {
      const errors: string[] = [];
      const refused: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('response', (r) => r.status() >= 400 && refused.push(`${r.status()} ${r.request().method()} ${r.url()}`));
      await page.goto(`${host.url}&presentation=inline`);
      await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toHaveText(host.connected, { timeout: 20_000 });
      await send(page, 'form');
      const card = page.getByRole('region', { name: new RegExp(host.agent.source.replace(/\$$/, '')) });
      await card.getByRole('textbox', { name: /Project name/ }).fill('Atlas');
      await page.getByRole('button', { name: 'Stop', exact: true }).click();
      await expect(transcript(page)).toContainText('Received cancel');
      // One line in the page and through the relay (which answered the agent: the window sends nothing).
      await expect(card.getByText(/^You stopped this turn\. The request from .+ was cancelled\.$/)).toBeVisible();
      await expect(card).toContainText('Atlas');
      await expect(card.getByRole('button', { name: /Copy/ })).toBeVisible();
      await axe(page, '.demo-chat');
      // Checked once the next turn has come the same way (the connection, the relay), behind all the stop set off.
      await nextTurn(page);
      expect(await received(page)).toEqual(['Received cancel']);
      await expect(card.getByText(/was lost/)).toHaveCount(0);
      expect(refused).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('a form: option descriptions shown, the pattern enforced, the agent receives the validated content once; axe clean', async ({ page }) => {
      await send(page, 'form');
      const dialog = page.getByRole('dialog', { name: host.agent });
      await expect(dialog).toBeVisible();
      // The agent's own name only as its unverified claim.
      await expect(dialog.getByText('It calls itself “Example Agent”. That is the agent’s own claim; this app has not verified it.')).toBeVisible();
      // Every line that names the asker says "agent".
      await expect(dialog.getByText('Written by the agent')).toBeVisible();
      await expect(dialog).not.toContainText(/\bserver\b/i);
      await axe(page, 'dialog');
      await dialog.getByRole('textbox', { name: /Project name/ }).fill('Atlas');
      const slug = dialog.getByRole('textbox', { name: /Slug/ });
      await slug.fill('Not a slug');
      const license = dialog.getByRole('combobox', { name: /License/ });
      await expect(license).toHaveAccessibleDescription('MIT: Short and permissive. · Apache 2.0: Permissive, with a patent grant. · GPL 3.0: Copyleft: changes stay open.');
      await license.click();
      await page.getByRole('option', { name: 'GPL 3.0', exact: true }).click();
      await expect(license).toHaveText(/GPL 3\.0/);
      await dialog.getByRole('checkbox', { name: 'Linter' }).check();
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(slug).toHaveAttribute('aria-invalid', 'true');
      await expect(slug).toBeFocused();
      await axe(page, 'dialog');
      await slug.fill('atlas');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(transcript(page)).toContainText('Received accept');
      expect(await received(page)).toEqual(['Received accept {"name":"Atlas","slug":"atlas","seats":3,"public":false,"license":"gpl-3.0","tooling":["lint"]}']);
      await expect(dialog).toBeHidden();
      // Nothing more arrives: the next turn comes the same way, behind anything of this one.
      await nextTurn(page);
      expect(await received(page)).toHaveLength(1);
    });

    test('a URL step: the full URL shown, opened on consent, finished on the agent’s page, then elicitation/complete; axe clean', async ({ page, context }) => {
      await send(page, 'url');
      const dialog = page.getByRole('dialog', { name: host.agent });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('.rme-url-text')).toHaveText(/^http:\/\/127\.0\.0\.1:\d+\/connect\?elicitationId=connect-[\w-]+$/);
      await axe(page, 'dialog');
      expect(context.pages()).toHaveLength(1);
      const popupPromise = context.waitForEvent('page');
      await dialog.getByRole('button', { name: 'Open 127.0.0.1', exact: true }).click();
      const popup = await popupPromise;
      await popup.getByRole('button', { name: 'Finish connecting' }).click();
      await expect(popup.getByRole('heading', { name: 'Connected. You can close this page.' })).toBeVisible();
      await popup.close();
      await expect(transcript(page)).toContainText('The account is connected.');
      expect(await received(page)).toEqual(['Received accept']);
      await expect(dialog.getByRole('status')).toHaveText('The agent reports that this step is complete.');
      await axe(page, 'dialog');
    });

    test('a URL step where the person says Done before the agent confirms: its elicitation/complete then closes the dialog, and one line says so', async ({ page, context }) => {
      await send(page, 'url');
      const dialog = page.getByRole('dialog', { name: host.agent });
      const popupPromise = context.waitForEvent('page');
      await dialog.getByRole('button', { name: 'Open 127.0.0.1', exact: true }).click();
      const popup = await popupPromise;
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toContainText('to confirm that this step is finished');
      await popup.getByRole('button', { name: 'Finish connecting' }).click();
      await popup.close();
      await expect(transcript(page)).toContainText('The account is connected.');
      // Nothing left to click: the dialog closes itself; the page is usable at once.
      await expect(dialog).toBeHidden();
      await expect(page.getByText(/^You opened the page from /)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
      await axe(page);
    });
  });
}

test('inline cards: an ACP agent’s form answered in the transcript', async ({ page }) => {
  await page.goto('/?acp=&presentation=inline');
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toHaveText(/^Connected to the ACP agent at /, { timeout: 20_000 });
  await send(page, 'nulls');
  const card: Locator = page.getByRole('region', { name: /^Request from Agent at 127\.0\.0\.1:\d+/ });
  await expect(card).toBeVisible();
  await card.getByRole('textbox', { name: /Nickname/ }).fill('Ada');
  await axe(page, '.demo-chat');
  await card.getByRole('button', { name: 'Submit' }).click();
  await expect(transcript(page)).toContainText('Received accept {"nickname":"Ada"}');
  expect(await received(page)).toEqual(['Received accept {"nickname":"Ada"}']);
});

test('inline cards: the host says which tool call asks (its title from the agent’s session/update); Stop ends the turn’s request as cancelled', async ({ page }) => {
  await page.goto('/?acp=&presentation=inline');
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toHaveText(/^Connected to the ACP agent at /, { timeout: 20_000 });
  await send(page, 'tool');
  await expect(page.getByText('Asked during the tool call “Create the repository”')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Request from Agent at 127\.0\.0\.1:\d+/ })).toBeVisible();
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(transcript(page)).toContainText('Received cancel');
  expect(await received(page)).toEqual(['Received cancel']);
});

test('six tabs on one agent: each connects, and each answers its own form (one WebSocket per page; over HTTP/1.1 three tabs of the Streamable HTTP client stalled)', async ({ context }) => {
  test.setTimeout(120_000);
  const pages = await Promise.all(Array.from({ length: 6 }, () => context.newPage()));
  await Promise.all(pages.map((page) => page.goto('/?acp=')));
  for (const page of pages) await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toHaveText(/^Connected to the ACP agent at /, { timeout: 20_000 });
  for (const [i, page] of pages.entries()) {
    await page.bringToFront();
    await send(page, 'two');
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Team/ }).fill(`Team ${i}`);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('spinbutton', { name: /Size/ }).fill(String(i + 1));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(transcript(page)).toContainText(`Received accept {"size":${i + 1}}`);
    expect((await received(page)).sort()).toEqual([`Received accept {"size":${i + 1}}`, `Received accept {"team":"Team ${i}"}`]);
  }
});

test('a reload while a form waits: after it, the page says the request ended; nothing is left open', async ({ page }) => {
  await page.goto('/?acp=');
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toHaveText(/^Connected to the ACP agent at /, { timeout: 20_000 });
  await send(page, 'form');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toHaveText(/^Connected to the ACP agent at /, { timeout: 20_000 });
  await expect(page.getByText(/^The request from Agent at 127\.0\.0\.1:\d+ ended when the page reloaded\. Nothing was sent\.$/)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await axe(page);
  // Said once: another reload says nothing more.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toHaveText(/^Connected to the ACP agent at /, { timeout: 20_000 });
  // Checked once a turn has been asked and answered on the new connection.
  await nextTurn(page);
  await expect(page.getByText(/ended when the page reloaded/)).toHaveCount(0);
});

test('50 fresh loads in a row each connect, with one connection per page under StrictMode', async ({ page }) => {
  test.setTimeout(180_000);
  let sockets = 0;
  page.on('websocket', () => sockets++);
  for (let load = 0; load < 50; load++) {
    sockets = 0;
    await page.goto('/?acp=');
    await expect(page.getByRole('status').filter({ hasText: /Connected|Could not connect/ })).toHaveText(/^Connected to the ACP agent at /, { timeout: 20_000 });
    expect(sockets, `load ${load + 1}`).toBe(1);
  }
});
