import { expect, test, type Browser, type Page } from '@playwright/test';
import { profileSchema } from '../demo/server/exampleServer.mjs';
import { TRIP_STATE } from '../demo/server/modernServer.mjs';
import { RELAY_PORT } from '../playwright.config';
import { axe, fillEvery, toolResult } from './helpers';

// The server-side demo host (`npm run demo:server` runs it under Vite; here it is built and run as
// plain Node, one instance): the MCP client lives in the Node process (one per session cookie) and
// reaches the example server over stdio; the page shows its requests through the relay. What the
// server received comes back as the tool's structuredContent, in the Result region.

const ORIGIN = `http://127.0.0.1:${RELAY_PORT}`;
const SERVER = 'Example server (stdio)';
const VARIANTS = [
  { name: 'SDK v2, 2026-07-28', query: '', era: '2026', sdk: 'v2', tools: 10 },
  { name: 'SDK v2, 2025-11-25', query: '?era=2025-11-25', era: '2025', sdk: 'v2', tools: 11 },
  { name: 'SDK v1, 2025-11-25', query: '?sdk=v1', era: '2025', sdk: 'v1', tools: 11 },
] as const;
type Variant = (typeof VARIANTS)[number];

async function open(page: Page, variant: Variant) {
  await page.goto(`${ORIGIN}/${variant.query}`);
  const era = variant.era === '2026' ? '2026-07-28' : '2025-11-25';
  // The first connection of a session starts the example server as a child process: allow for it.
  await expect(page.getByRole('status').filter({ hasText: 'Connected to' })).toHaveText(
    `Connected to ${SERVER}: ${variant.tools} tools. Protocol ${era}, SDK ${variant.sdk}. The MCP client runs on the server (stdio).`,
    { timeout: 20_000 },
  );
}

const dialog = (page: Page) => page.getByRole('dialog', { name: `Request from ${SERVER}` });

/** The id of the first request the relay holds for this page's owner, read from its event stream. */
const pendingId = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/elicitation');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    let match: RegExpExecArray | null = null;
    while (!(match = /"type":"ask","id":"([^"]+)"/.exec(text))) text += (await reader.read()).value ?? '';
    void reader.cancel();
    return match[1]!;
  });

/** An answer posted as the page itself would (same origin, JSON): the HTTP status. */
const postAnswer = (page: Page, id: string, result: unknown) =>
  page.evaluate(
    async ([id, result]) => (await fetch('/api/elicitation', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id, result }) })).status,
    [id, result] as const,
  );

for (const variant of VARIANTS) {
  test.describe(`client on the server, ${variant.name}`, () => {
    test('fill_profile: every kind and format arrives exactly as typed; decline and Escape arrive as such', async ({ page }) => {
      await open(page, variant);
      await page.getByRole('button', { name: 'Call fill_profile' }).click();
      await expect(dialog(page)).toBeVisible();
      await axe(page, 'dialog');
      const content = await fillEvery(page, dialog(page), profileSchema);
      await dialog(page).getByRole('button', { name: 'Submit' }).click();
      expect(await toolResult(page)).toEqual({ action: 'accept', content });
      await page.getByRole('button', { name: 'Call fill_profile' }).click();
      await dialog(page).getByRole('button', { name: 'Decline' }).click();
      expect(await toolResult(page)).toEqual({ action: 'decline' });
      await page.getByRole('button', { name: 'Call fill_profile' }).click();
      await expect(dialog(page)).toBeVisible();
      await page.keyboard.press('Escape');
      expect(await toolResult(page)).toEqual({ action: 'cancel' });
    });

    test('plan_trip: a round of two questions; choose_username: asked again with the previous answer filled in', async ({ page }) => {
      await open(page, variant);
      await page.getByRole('button', { name: 'Call plan_trip' }).click();
      await expect(dialog(page)).toContainText('Where do you want to go?');
      if (variant.era === '2026') await expect(dialog(page)).toContainText('Question 1 of 2 from this step');
      await dialog(page).getByRole('textbox', { name: /City/ }).fill('Lisboa');
      await dialog(page).getByRole('button', { name: 'Submit' }).click();
      await expect(dialog(page)).toContainText('How many people are travelling?');
      await dialog(page).getByRole('button', { name: 'Submit' }).click();
      const answers = { destination: { action: 'accept', content: { city: 'Lisboa' } }, travellers: { action: 'accept', content: { count: 1 } } };
      expect(await toolResult(page)).toEqual(variant.era === '2026' ? { inputResponses: answers, requestState: TRIP_STATE } : { answers });

      await page.getByRole('button', { name: 'Call choose_username' }).click();
      await dialog(page).getByRole('textbox', { name: /Username/ }).fill('ad');
      await dialog(page).getByRole('button', { name: 'Submit' }).click();
      await expect(dialog(page)).toContainText('“ad” is too short: at least 3 letters.');
      await expect(dialog(page)).toContainText('asked again. Your previous answer is filled in');
      await expect(dialog(page).getByRole('textbox', { name: /Username/ })).toHaveValue('ad');
      await dialog(page).getByRole('textbox', { name: /Username/ }).fill('grace');
      await dialog(page).getByRole('button', { name: 'Submit' }).click();
      expect(await toolResult(page)).toEqual({ action: 'accept', content: { username: 'grace' } });
    });

    test('URL mode: consent opens the example page; the call ends as the era says', async ({ page, context }) => {
      await open(page, variant);
      await page.getByRole('button', { name: 'Call open_consent_page' }).click();
      await expect(dialog(page)).toContainText('Confirm on the example consent page.');
      const [popup] = await Promise.all([context.waitForEvent('page'), dialog(page).getByRole('button', { name: /^Open 127\.0\.0\.1/ }).click()]);
      await popup.getByRole('button', { name: 'Confirm' }).click();
      await expect(popup.getByRole('status')).toContainText('Confirmed');
      if (variant.era === '2025') {
        // The server's completion notification reaches the browser through the relay.
        await expect(dialog(page)).toContainText('The server reports that this step is complete.');
        await dialog(page).getByRole('button', { name: 'Done' }).click();
      } else {
        await dialog(page).getByRole('button', { name: 'I’ve finished — continue' }).click();
      }
      expect(await toolResult(page)).toEqual({ action: 'accept', completed: true });
    });

    test('a reload mid-request shows the request again, and answering it completes the call', async ({ page }) => {
      await open(page, variant);
      await page.getByRole('button', { name: 'Call plan_trip' }).click();
      await expect(dialog(page)).toContainText('Where do you want to go?');
      await page.reload();
      await expect(dialog(page)).toContainText('Where do you want to go?');
      await expect(page.getByRole('region', { name: 'Result' })).toContainText('Calling plan_trip…');
      await dialog(page).getByRole('textbox', { name: /City/ }).fill('Faro');
      await dialog(page).getByRole('button', { name: 'Submit' }).click();
      await dialog(page).getByRole('button', { name: 'Decline' }).click();
      const answers = { destination: { action: 'accept', content: { city: 'Faro' } }, travellers: { action: 'decline' } };
      expect(await toolResult(page)).toEqual(variant.era === '2026' ? { inputResponses: answers, requestState: TRIP_STATE } : { answers });
    });
  });
}

test.describe('client on the server: who answers', () => {
  const variant = VARIANTS[0];

  test('two tabs of one owner both show the request; answered in one, it leaves the other, and a second answer gets 409', async ({ page, context }) => {
    await open(page, variant);
    const second = await context.newPage();
    await open(second, variant);
    await page.getByRole('button', { name: 'Call choose_username' }).click();
    await expect(dialog(page)).toContainText('Choose a username.');
    await expect(dialog(second)).toContainText('Choose a username.');
    const id = await pendingId(second);
    await dialog(page).getByRole('textbox', { name: /Username/ }).fill('grace');
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    expect(await toolResult(page)).toEqual({ action: 'accept', content: { username: 'grace' } });
    await expect(second.getByText('Answered in another window.')).toBeVisible();
    expect(await postAnswer(second, id, { action: 'accept', content: { username: 'mallory' } })).toBe(409);
  });

  test('another owner (another session) sees nothing, and a forged answer for the id is refused with nothing sent', async ({ page, browser }) => {
    await open(page, variant);
    const other = await (browser as Browser).newContext();
    const intruder = await other.newPage();
    await open(intruder, variant);
    await page.getByRole('button', { name: 'Call choose_username' }).click();
    await expect(dialog(page)).toContainText('Choose a username.');
    const id = await pendingId(page);
    expect(await postAnswer(intruder, id, { action: 'accept', content: { username: 'mallory' } })).toBe(404);
    await expect(intruder.getByRole('dialog')).toHaveCount(0);
    // A tampered answer from the owner's own page is checked on the server: 422, nothing sent.
    expect(await postAnswer(page, id, { action: 'accept', content: { username: 'grace', admin: true } })).toBe(422);
    await dialog(page).getByRole('textbox', { name: /Username/ }).fill('grace');
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    expect(await toolResult(page)).toEqual({ action: 'accept', content: { username: 'grace' } });
    await other.close();
  });

  test('?presentation=inline: the requests are cards in the conversation; the answer and its summary arrive exactly', async ({ page }) => {
    await page.goto(`${ORIGIN}/?presentation=inline`);
    await expect(page.getByRole('status').filter({ hasText: 'Connected to' })).toContainText('Protocol 2026-07-28', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Call choose_username' }).click();
    const conversation = page.getByRole('region', { name: 'Conversation' });
    const card = conversation.getByRole('region', { name: `Request from ${SERVER}` }).filter({ hasText: 'Choose a username.' });
    await card.getByRole('textbox', { name: /Username/ }).fill('grace');
    await card.getByRole('button', { name: 'Submit' }).click();
    const pre = conversation.locator('pre[data-tool="choose_username"]');
    await expect(pre).toBeVisible();
    expect(JSON.parse((await pre.textContent()) ?? 'null').structuredContent).toEqual({ action: 'accept', content: { username: 'grace' } });
    await expect(conversation).toContainText(`Sent to ${SERVER}: Username: grace`);
    await axe(page, '.demo-chat');
  });

  test('offline: the answer’s POST aborted in the page says "Not sent yet", never "Sent"; back online, "Retry now" delivers it exactly once', async ({ page }) => {
    await open(page, VARIANTS[0]);
    let offline = true;
    const statuses: number[] = [];
    page.on('response', (r) => r.request().method() === 'POST' && r.url().endsWith('/api/elicitation') && statuses.push(r.status()));
    let aborted = 0;
    await page.route('**/api/elicitation', (route) => {
      if (route.request().method() !== 'POST' || !offline) return route.fallback();
      aborted++;
      return route.abort('internetdisconnected');
    });
    await page.getByRole('button', { name: 'Call choose_username' }).click();
    await dialog(page).getByRole('textbox', { name: /Username/ }).fill('grace');
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await expect(dialog(page)).toContainText('Not sent yet: the connection failed. Retrying…');
    await expect(dialog(page).getByRole('textbox', { name: /Username/ })).toHaveValue('grace');
    // A retry on its own, still offline: the answer's second POST, aborted too.
    await expect.poll(() => aborted).toBeGreaterThanOrEqual(2);
    await expect(dialog(page)).toContainText('Not sent yet: the connection failed. Retrying…');
    await expect(page.locator('body')).not.toContainText(`Sent to ${SERVER}`);
    expect(statuses).toEqual([]);
    offline = false;
    await dialog(page).getByRole('button', { name: 'Retry now' }).click();
    expect(await toolResult(page)).toEqual({ action: 'accept', content: { username: 'grace' } });
    await expect(page.getByRole('status').filter({ hasText: `Sent to ${SERVER}` })).toBeVisible();
    expect(statuses).toEqual([200]);
  });

  test('withdrawal (2025): the server changes its mind; the draft stays on screen and nothing is sent', async ({ page }) => {
    await open(page, VARIANTS[1]);
    await page.getByRole('button', { name: 'Call changes_its_mind' }).click();
    await dialog(page).getByRole('textbox', { name: /Note/ }).fill('Buy oat milk');
    await expect(dialog(page)).toContainText(`${SERVER} withdrew this request. Nothing was sent.`);
    await expect(dialog(page).getByRole('listitem')).toHaveText('Note: Buy oat milk');
    expect(await toolResult(page)).toEqual({ withdrawn: true });
  });
});
