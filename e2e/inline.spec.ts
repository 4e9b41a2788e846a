import { expect, test, type Locator, type Page } from '@playwright/test';
import { enumShapes, profileSchema } from '../demo/server/exampleServer.mjs';
import { TRIP_STATE } from '../demo/server/modernServer.mjs';
import { axe, fill, labelOf, type Prop } from './helpers';

// The demo host's chat transcript (`?presentation=inline`) against the real example MCP server, for
// each way a host connects (SDK v1 on 2025-11-25, SDK v2 on 2025-11-25, SDK v2 on 2026-07-28):
// requests are cards in the conversation, several at once, answered in any order.

const VARIANTS = [
  { name: 'SDK v1, 2025-11-25', query: 'sdk=v1&', era: '2025', tools: 11 },
  { name: 'SDK v2, 2025-11-25', query: 'era=2025-11-25&', era: '2025', tools: 11 },
  { name: 'SDK v2, 2026-07-28', query: '', era: '2026', tools: 10 },
] as const;
type Variant = (typeof VARIANTS)[number];
const SERVER = '127.0.0.1:5174';

async function open(page: Page, variant: Variant, more = '') {
  await page.goto(`/?${variant.query}presentation=inline${more}`);
  const era = variant.era === '2026' ? '2026-07-28' : '2025-11-25';
  await expect(page.getByRole('status').filter({ hasText: 'Connected to' })).toContainText(`${variant.tools} tools. Protocol ${era}`);
}

const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation' });
/** The card of the request whose message contains `text` (every card here is from the same server). */
const cardWith = (page: Page, text: string) => conversation(page).getByRole('region', { name: `Request from ${SERVER}` }).filter({ hasText: text });

async function resultOf(page: Page, tool: string): Promise<any> {
  const pre = conversation(page).locator(`pre[data-tool="${tool}"]`);
  await expect(pre).toBeVisible();
  const value = JSON.parse((await pre.textContent()) ?? 'null');
  return value.structuredContent ?? value;
}

/** The summary a person should read for `content`, built here from the schema (not by the library);
 * dates and times as the page's own Intl formats them for its locale and time zone. */
async function expectedSummary(page: Page, schema: Prop, content: Record<string, unknown>): Promise<string> {
  const dates: Record<string, string> = {};
  for (const [key, p] of Object.entries<Prop>(schema.properties)) {
    if (!(key in content) || (p.format !== 'date' && p.format !== 'date-time')) continue;
    dates[key] = await page.evaluate(
      ([value, format]) =>
        format === 'date'
          ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`))
          : new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: /:\d\d:(?!00)\d\d/.test(value) ? 'medium' : 'short' }).format(new Date(value)),
      [String(content[key]), String(p.format)] as const,
    );
  }
  const parts = Object.entries<Prop>(schema.properties)
    .filter(([key]) => key in content)
    .map(([key, p]) => {
      const v = content[key];
      const title = (value: unknown) =>
        p.oneOf?.find((o: Prop) => o.const === value)?.title ?? p.items?.anyOf?.find((o: Prop) => o.const === value)?.title ?? String(value);
      const shown =
        key in dates
          ? dates[key]
          : typeof v === 'boolean' ? (v ? 'yes' : 'no') : typeof v === 'number' ? v.toLocaleString('en-US') : Array.isArray(v) ? v.map(title).join(', ') : title(v);
      return `${labelOf(key, p)}: ${shown}`;
    });
  return `Sent to ${SERVER}: ${parts.join(' · ')}`;
}

/** Fills every field of `schema` in `card`, showing the collapsed fields first. */
async function fillCard(page: Page, card: Locator, schema: Prop) {
  const more = card.getByRole('button', { name: /^Show \d+ more fields?\b/ });
  if (await more.count()) await more.click();
  const content: Record<string, unknown> = {};
  for (const [key, p] of Object.entries<Prop>(schema.properties)) content[key] = await fill(page, card, key, p);
  return content;
}

async function callPickEnum(page: Page, shape: keyof typeof enumShapes) {
  await page.getByRole('button', { name: 'Call pick_enum' }).click();
  const args = page.locator('[data-tool="pick_enum"]');
  await args.getByRole('combobox', { name: 'Enum shape' }).click();
  await page.getByRole('option', { name: shape, exact: true }).click();
  await args.getByRole('button', { name: 'Call pick_enum with these arguments' }).click();
}

for (const [index, variant] of VARIANTS.entries()) {
  test.describe(variant.name, () => {
    const pickFirst = index % 2 === 0;
    test(`two requests at once, answered ${pickFirst ? 'newest' : 'oldest'} first: each result exact, each summary what was sent, axe clean`, async ({ page }) => {
      await open(page, variant, `&server=${encodeURIComponent('http://127.0.0.1:5174/mcp')}`);
      await page.getByRole('button', { name: 'Call fill_profile' }).click();
      const profile = cardWith(page, 'profile');
      await expect(profile).toBeVisible();
      // Announced politely; focus is not taken from the page.
      await expect(page.getByRole('status').filter({ hasText: `New request from ${SERVER}.` })).toHaveCount(1);
      await callPickEnum(page, 'titled-multi');
      const colour = cardWith(page, 'Pick a colour (titled-multi).');
      await expect(colour).toBeVisible();
      await expect(conversation(page).getByRole('region', { name: `Request from ${SERVER}` })).toHaveCount(2);
      await axe(page, '.demo-chat');

      const colourSchema = { properties: { colour: enumShapes['titled-multi'] } };
      const answerColour = async () => {
        const content = await fillCard(page, colour, colourSchema);
        await colour.getByRole('button', { name: 'Submit' }).click();
        expect(await resultOf(page, 'pick_enum')).toEqual({ action: 'accept', content });
        await expect(colour.locator('.rme-settled-line')).toHaveText(await expectedSummary(page, colourSchema, content));
      };
      const answerProfile = async () => {
        const content = await fillCard(page, profile, profileSchema);
        await profile.getByRole('button', { name: 'Submit' }).click();
        const sent = await resultOf(page, 'fill_profile');
        expect(sent).toEqual({ action: 'accept', content });
        await expect(profile.locator('.rme-settled-line')).toHaveText(await expectedSummary(page, profileSchema, sent.content));
      };
      if (pickFirst) {
        await answerColour();
        // The other card still waits, untouched.
        await expect(profile.getByRole('button', { name: 'Submit' })).toBeEnabled();
        await answerProfile();
      } else {
        await answerProfile();
        await expect(colour.getByRole('button', { name: 'Submit' })).toBeEnabled();
        await answerColour();
      }
      await axe(page, '.demo-chat');
    });

    test('declined and cancelled requests say so; the server receives exactly that', async ({ page }) => {
      await open(page, variant);
      await callPickEnum(page, 'untitled-single');
      await cardWith(page, 'Pick a colour').getByRole('button', { name: 'Decline' }).click();
      expect(await resultOf(page, 'pick_enum')).toEqual({ action: 'decline' });
      await expect(cardWith(page, `declined`)).toHaveText(new RegExp(`You declined the request from ${SERVER.replace(/\./g, '\\.')}\\.`));
      await page.getByRole('button', { name: 'Call fill_profile' }).click();
      await cardWith(page, 'profile').getByRole('textbox', { name: /Full name/ }).click();
      await page.keyboard.press('Escape');
      expect(await resultOf(page, 'fill_profile')).toEqual({ action: 'cancel' });
      await expect(conversation(page)).toContainText(`You cancelled the request from ${SERVER}.`);
      await axe(page, '.demo-chat');
    });

    test('a URL step inline: consent opens the page, the card waits; consent rules unchanged', async ({ page, context }) => {
      await open(page, variant);
      await page.getByRole('button', { name: 'Call open_consent_page' }).click();
      const card = cardWith(page, 'Confirm on the example consent page.');
      await expect(card.getByText(/^http:\/\/127\.0\.0\.1:3101\/consent\//)).toBeVisible();
      await axe(page, '.demo-chat');
      const [popup] = await Promise.all([context.waitForEvent('page'), card.getByRole('button', { name: /^Open 127\.0\.0\.1/ }).click()]);
      await popup.waitForLoadState();
      // Waiting: still a pending card, with what to do next.
      await expect(card).toHaveAttribute('data-state', 'pending');
      await expect(card.getByRole('button', { name: variant.era === '2026' ? /finished/ : 'Done' })).toBeVisible();
      await axe(page, '.demo-chat');
      await popup.getByRole('button', { name: 'Confirm' }).click();
      if (variant.era === '2026') await card.getByRole('button', { name: /finished/ }).click();
      else {
        await expect(card).toContainText('The server reports that this step is complete.');
        await card.getByRole('button', { name: 'Done' }).click();
      }
      expect(await resultOf(page, 'open_consent_page')).toMatchObject({ action: 'accept' });
      await expect(card).toContainText(`You opened the page from ${SERVER}.`);
    });

    if (variant.era === '2025') {
      test('changes_its_mind: the withdrawn card keeps the draft, copyable, and nothing is sent', async ({ page, context }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await open(page, variant);
        await page.getByRole('button', { name: 'Call changes_its_mind' }).click();
        const card = cardWith(page, 'What should the note say?');
        await conversation(page).getByRole('textbox', { name: /Note/ }).fill('Buy oat milk');
        await expect(card).toContainText(`${SERVER} withdrew this request. Nothing was sent.`);
        await expect(card.getByRole('listitem')).toHaveText('Note: Buy oat milk');
        await axe(page, '.demo-chat');
        await card.getByRole('button', { name: 'Copy what you entered' }).click();
        await expect(card.getByRole('status')).toHaveText('Copied.');
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Note: Buy oat milk');
        expect(await resultOf(page, 'changes_its_mind')).toEqual({ withdrawn: true });
        // Nothing answered the withdrawn request: the only response the host sent is the ping's.
        const log = page.getByRole('region', { name: 'Protocol log' });
        await expect(log).toContainText('notification notifications/cancelled');
        await expect(log.locator('summary').filter({ hasText: /^→ response for id/ })).toHaveCount(1);
      });
    }
  });
}

// A 2026-07-28 round of two questions in a chat: one card with its steps, not one card per question;
// the answers still reach the server together, in the one retry of the call.
test('SDK v2, 2026-07-28: plan_trip’s round is one card; both answers reach the server in one retry; axe clean', async ({ page }) => {
  await open(page, VARIANTS[2]);
  await page.getByRole('button', { name: 'Call plan_trip' }).click();
  const cards = conversation(page).getByRole('region', { name: `Request from ${SERVER}` });
  const round = cardWith(page, 'Where do you want to go?');
  await expect(round).toContainText('Question 1 of 2 from this step');
  await expect(cards).toHaveCount(1);
  await axe(page, '.demo-chat');
  await round.screenshot({ path: 'test-results/inline-round-card-step-1.png' });
  await round.getByRole('textbox', { name: /City/ }).fill('Lisboa');
  await round.getByRole('button', { name: 'Submit' }).click();
  // The same card: what was sent, then the next question (arming anew).
  await expect(round).toContainText(`Sent to ${SERVER}: City: Lisboa`);
  await expect(round).toContainText('How many people are travelling?');
  await expect(round).toContainText('Question 2 of 2 from this step');
  await expect(cards).toHaveCount(1);
  // The second question arms anew (half a second on screen) before it answers.
  await expect(round.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled');
  await round.screenshot({ path: 'test-results/inline-round-card-step-2.png' });
  await round.getByRole('button', { name: 'Submit' }).click();
  const answers = { destination: { action: 'accept', content: { city: 'Lisboa' } }, travellers: { action: 'accept', content: { count: 1 } } };
  expect(await resultOf(page, 'plan_trip')).toEqual({ inputResponses: answers, requestState: TRIP_STATE });
  // The call and its one retry: two tools/call requests, none per question.
  const log = page.getByRole('region', { name: 'Protocol log' });
  await expect(log.locator('summary').filter({ hasText: /^→ request tools\/call/ })).toHaveCount(2);
  await expect(cards).toHaveCount(1);
  await axe(page, '.demo-chat');
});

/** A card's own lines, as the person sees them: each visual line of text outside the server's
 * message, the fields, the actions row and the (empty) outcome, with what it says. */
async function chromeLines(card: Locator): Promise<string[]> {
  return card.evaluate((root) => {
    const skip = [...root.querySelectorAll('.rme-message, .rme-fields, .rme-actions-row, .rme-actions, .rme-outcome, .rme-visually-hidden')];
    const boxes: { top: number; bottom: number; text: string }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      if (!node.data.trim() || skip.some((s) => s.contains(node))) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      // A text that wraps gives one rect per line; its words are shared out only roughly, so each line keeps the whole text.
      for (const r of rects) boxes.push({ top: r.top, bottom: r.bottom, text: node.data.trim() });
    }
    boxes.sort((a, b) => a.top - b.top);
    const lines: { bottom: number; texts: string[] }[] = [];
    for (const box of boxes) {
      const last = lines.at(-1);
      // Boxes that overlap vertically sit on one line (a heading and a smaller text beside it).
      if (last && box.top < last.bottom - 2) {
        last.bottom = Math.max(last.bottom, box.bottom);
        if (!last.texts.includes(box.text)) last.texts.push(box.text);
      } else lines.push({ bottom: box.bottom, texts: [box.text] });
    }
    return lines.map((l) => l.texts.join(' '));
  });
}

// Issue 48: a one-field request shows the field, the server's words and the actions, and no more than
// two lines of its own: who asks (a heading that cannot be forged) and the caption of the server's
// words. "Stop requests from …" ends the actions row; the server's own name for itself is a line on
// its first card in the transcript only.
test('a one-field card: two lines besides the field, the server’s words and the actions; Stop ends the actions row; axe clean', async ({ page }) => {
  await open(page, VARIANTS[2]);
  await page.getByRole('button', { name: 'Call choose_username' }).click();
  const first = cardWith(page, 'Choose a username');
  await expect(first.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled');
  await callPickEnum(page, 'untitled-single');
  const second = cardWith(page, 'Pick a colour');
  await expect(second.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled');
  // The server's first card says the name it gives itself, once; the next card does not.
  expect(await chromeLines(first)).toEqual([`Request from ${SERVER}`, 'calls itself “example-elicitation-server” (not verified)', 'Written by the server']);
  expect(await chromeLines(second)).toEqual([`Request from ${SERVER}`, 'Written by the server']);
  // Stop sits on the actions' line, after Cancel, in reading and tab order.
  const row = async (card: Locator) => {
    const box = async (name: string) => (await card.getByRole('button', { name }).boundingBox())!;
    const [cancel, stop] = [await box('Cancel'), await box(`Stop requests from ${SERVER}`)];
    return { sameLine: Math.abs(cancel.y + cancel.height / 2 - (stop.y + stop.height / 2)) < 2, after: stop.x > cancel.x + cancel.width };
  };
  expect(await row(second)).toEqual({ sameLine: true, after: true });
  await second.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Tab');
  await expect(second.getByRole('button', { name: `Stop requests from ${SERVER}` })).toBeFocused();
  await axe(page, '.demo-chat');
  await second.screenshot({ path: 'test-results/inline-one-field-card.png' });
  // Answering works as before: the card becomes what was sent, the server receives exactly that.
  const content = await fillCard(page, second, { type: 'object', properties: { colour: enumShapes['untitled-single'] } } as Prop);
  await second.getByRole('button', { name: 'Submit' }).click();
  await expect(second).toContainText(await expectedSummary(page, { type: 'object', properties: { colour: enumShapes['untitled-single'] } } as Prop, content));
  expect(await resultOf(page, 'pick_enum')).toEqual({ action: 'accept', content });
});
