import { expect, test, type Page } from '@playwright/test';
import { enumShapes, profileSchema } from '../demo/server/exampleServer.mjs';
import { TRIP_STATE } from '../demo/server/modernServer.mjs';
import { axe, fillEvery, toolResult, type Prop } from './helpers';

// The demo host app against the real example MCP server (started with the demo's Vite server),
// for each way a host connects: the v1 SDK (2025-11-25), the v2 SDK forced to 2025-11-25, and the
// v2 SDK negotiating 2026-07-28 (the default). The server serves both eras from one process.
// What the server received comes back as the tool's structuredContent, shown in the Result region.

const VARIANTS = [
  { name: 'SDK v1, 2025-11-25', query: '?sdk=v1', era: '2025', tools: 11 },
  { name: 'SDK v2, 2025-11-25', query: '?era=2025-11-25', era: '2025', tools: 11 },
  { name: 'SDK v2, 2026-07-28', query: '', era: '2026', tools: 10 },
] as const;
type Variant = (typeof VARIANTS)[number];

// The demo names a server by the address it dialled; the server's own name is shown as its claim.
const SERVER = '127.0.0.1:5174';

async function open(page: Page, variant: Variant, more = '') {
  await page.goto(`/${variant.query || '?'}${more}`);
  const era = variant.era === '2026' ? '2026-07-28' : '2025-11-25';
  await expect(page.getByRole('status').filter({ hasText: 'Connected to' })).toContainText(`${variant.tools} tools. Protocol ${era}`);
}

const dialog = (page: Page) => page.getByRole('dialog', { name: `Request from ${SERVER}` });

/** Calls send_malformed_schema with `variant` chosen in our own arguments form. */
async function callMalformed(page: Page, variant: Variant, schemaVariant: string) {
  await open(page, variant);
  await page.getByRole('button', { name: 'Call send_malformed_schema' }).click();
  const args = page.locator('[data-tool="send_malformed_schema"]');
  await args.getByRole('combobox', { name: 'Variant' }).click();
  await page.getByRole('option', { name: schemaVariant, exact: true }).click();
  await args.getByRole('button', { name: 'Call send_malformed_schema with these arguments' }).click();
}

const fillAll = (page: Page, schema: Prop) => fillEvery(page, dialog(page), schema);

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    test('fill_profile: every kind and format arrives exactly as typed; the dialog passes axe and gives focus back', async ({ page }) => {
      await open(page, variant);
      const call = page.getByRole('button', { name: 'Call fill_profile' });
      await call.click();
      await expect(dialog(page)).toBeVisible();
      // A modal dialog (showModal): the rest of the page is inert, so focus cannot leave it.
      expect(await dialog(page).evaluate((d) => d.matches(':modal'))).toBe(true);
      // Focus on the dialog's own title: no key meant for the page lands on a field or a button.
      await expect(dialog(page).getByRole('heading', { name: `Request from ${SERVER}` })).toBeFocused();
      // The server's self-chosen name is shown only as its claim, never as the requester.
      await expect(dialog(page)).toContainText('It calls itself “example-elicitation-server”. That is the server’s own claim');
      await axe(page, 'dialog');
      const content = await fillAll(page, profileSchema);
      await dialog(page).getByRole('button', { name: 'Submit' }).click();
      await expect(dialog(page)).toBeHidden();
      expect(await toolResult(page)).toEqual({ action: 'accept', content });
      await expect(call).toBeFocused();
      // 2025: the server sends a request; 2026: the question rides in the tool call's result, and the call is retried.
      const log = page.getByRole('region', { name: 'Protocol log' });
      if (variant.era === '2025') await expect(log).toContainText('request elicitation/create');
      else await expect(log.getByText('request tools/call')).toHaveCount(2);
    });

    test('fill_profile: decline and cancel (Escape) arrive as such', async ({ page }) => {
      await open(page, variant);
      await page.getByRole('button', { name: 'Call fill_profile' }).click();
      await dialog(page).getByRole('button', { name: 'Decline' }).click();
      expect(await toolResult(page)).toEqual({ action: 'decline' });
      await page.getByRole('button', { name: 'Call fill_profile' }).click();
      await expect(dialog(page)).toBeVisible();
      await page.keyboard.press('Escape');
      expect(await toolResult(page)).toEqual({ action: 'cancel' });
    });

    for (const shape of Object.keys(enumShapes)) {
      test(`pick_enum ${shape}: arguments through our own form, the choice arrives exactly`, async ({ page }) => {
        await open(page, variant);
        await page.getByRole('button', { name: 'Call pick_enum' }).click();
        const args = page.locator('[data-tool="pick_enum"]');
        await args.getByRole('combobox', { name: 'Enum shape' }).click();
        await page.getByRole('option', { name: shape, exact: true }).click();
        await args.getByRole('button', { name: 'Call pick_enum with these arguments' }).click();
        await expect(dialog(page)).toContainText(`Pick a colour (${shape}).`);
        const content = await fillAll(page, { properties: { colour: enumShapes[shape] } });
        await dialog(page).getByRole('button', { name: 'Submit' }).click();
        expect(await toolResult(page)).toEqual({ action: 'accept', content });
      });
    }



    test('plan_trip: two questions at once, answered one after the other; both answers arrive exactly', async ({ page }) => {
      await open(page, variant);
      await page.getByRole('button', { name: 'Call plan_trip' }).click();
      await expect(dialog(page)).toContainText('Where do you want to go?');
      // 2026: one round, shown as steps; 2025: two requests, the second waiting behind the first.
      // 2026: the step line counts the round, and no "other request" beside it (one round of two
      // never reads as three); 2025: two separate requests, so the second is counted as waiting.
      if (variant.era === '2026') {
        await expect(dialog(page)).toContainText('Question 1 of 2 from this step');
        await expect(dialog(page)).not.toContainText(/Other requests waiting/);
      } else await expect(dialog(page)).toContainText('Other requests waiting: 1');
      await dialog(page).getByRole('textbox', { name: /City/ }).fill('Lisboa');
      await dialog(page).getByRole('button', { name: 'Submit' }).click();
      await expect(dialog(page)).toContainText('How many people are travelling?');
      if (variant.era === '2026') await expect(dialog(page)).toContainText('Question 2 of 2 from this step');
      await expect(dialog(page)).not.toContainText(/Other requests waiting/);
      await dialog(page).getByRole('button', { name: 'Submit' }).click();
      const answers = { destination: { action: 'accept', content: { city: 'Lisboa' } }, travellers: { action: 'accept', content: { count: 1 } } };
      // 2026: the retry carries inputResponses and echoes requestState (with + / = in it) byte for byte.
      expect(await toolResult(page)).toEqual(variant.era === '2026' ? { inputResponses: answers, requestState: TRIP_STATE } : { answers });
    });

    test('send_malformed_schema: a schema the SDK accepts but cannot be shown gets an alert, the person declines', async ({ page }) => {
      await open(page, variant);
      await page.getByRole('button', { name: 'Call send_malformed_schema' }).click();
      await page.locator('[data-tool="send_malformed_schema"]').getByRole('button', { name: 'Call send_malformed_schema with these arguments' }).click();
      // Named by its title, as the person reads it.
      await expect(dialog(page).getByRole('alert')).toContainText('Field “Colour”');
      await axe(page, 'dialog');
      await dialog(page).getByRole('button', { name: 'Decline' }).click();
      expect(await toolResult(page)).toEqual({ action: 'decline' });
    });


    test('"stop asking" answers cancel for the rest of the session', async ({ page }) => {
      await open(page, variant);
      await page.getByRole('button', { name: 'Call fill_profile' }).click();
      await dialog(page).getByRole('button', { name: `Stop requests from ${SERVER}` }).click();
      expect(await toolResult(page)).toEqual({ action: 'cancel' });
      await expect(page.getByRole('status').filter({ hasText: 'turned off' })).toBeVisible();
      await page.getByRole('button', { name: 'Call fill_profile' }).click();
      expect(await toolResult(page)).toEqual({ action: 'cancel' });
    });

    test('choose_username: the server asks again (validation loop); the previous answer is filled in with its message', async ({ page }) => {
      await open(page, variant);
      await page.getByRole('button', { name: 'Call choose_username' }).click();
      await expect(dialog(page)).toContainText('Choose a username.');
      await dialog(page).getByRole('textbox', { name: /Username/ }).fill('ad');
      await dialog(page).getByRole('button', { name: 'Submit' }).click();
      await expect(dialog(page)).toContainText('“ad” is too short: at least 3 letters.');
      await expect(dialog(page)).toContainText('asked again. Your previous answer is filled in');
      await expect(dialog(page).getByRole('textbox', { name: /Username/ })).toHaveValue('ad');
      await axe(page, 'dialog');
      await dialog(page).getByRole('textbox', { name: /Username/ }).fill('ada');
      await dialog(page).getByRole('button', { name: 'Submit' }).click();
      await expect(dialog(page)).toContainText('“ada” is taken. Try another.');
      await expect(dialog(page).getByRole('textbox', { name: /Username/ })).toHaveValue('ada');
      await dialog(page).getByRole('textbox', { name: /Username/ }).fill('grace');
      await dialog(page).getByRole('button', { name: 'Submit' }).click();
      expect(await toolResult(page)).toEqual({ action: 'accept', content: { username: 'grace' } });
    });

    if (variant.era === '2025') {
      test('open_consent_page: consent opens a new page; completion there updates the dialog', async ({ page, context }) => {
        await open(page, variant);
        await page.getByRole('button', { name: 'Call open_consent_page' }).click();
        await expect(dialog(page)).toContainText('Confirm on the example consent page.');
        await axe(page, 'dialog');
        const [popup] = await Promise.all([context.waitForEvent('page'), dialog(page).getByRole('button', { name: /^Open 127\.0\.0\.1/ }).click()]);
        await popup.waitForLoadState();
        expect(popup.url()).toMatch(/^http:\/\/127\.0\.0\.1:3101\/consent\//);
        await popup.getByRole('button', { name: 'Confirm' }).click();
        await expect(popup.getByRole('status')).toContainText('Confirmed');
        await expect(dialog(page)).toContainText('The server reports that this step is complete.');
        await axe(page, 'dialog');
        await dialog(page).getByRole('button', { name: 'Done' }).click();
        expect(await toolResult(page)).toEqual({ action: 'accept', completed: true });
      });

      test('open_consent_page: "Done" before the server confirms leaves a waiting state; the confirmation then closes the step', async ({ page, context }) => {
        await open(page, variant);
        await page.getByRole('button', { name: 'Call open_consent_page' }).click();
        const [popup] = await Promise.all([context.waitForEvent('page'), dialog(page).getByRole('button', { name: /^Open 127\.0\.0\.1/ }).click()]);
        await popup.waitForLoadState();
        await dialog(page).getByRole('button', { name: 'Done' }).click();
        // Still on screen, compact: the call is still waiting for the server.
        await expect(dialog(page)).toContainText(`Waiting for ${SERVER} to confirm that this step is finished.`);
        await expect(dialog(page).getByRole('button', { name: /^Open 127\.0\.0\.1.* again$/ })).toBeVisible();
        await expect(dialog(page).getByRole('button', { name: 'Stop waiting' })).toBeVisible();
        await axe(page, 'dialog');
        await popup.getByRole('button', { name: 'Confirm' }).click();
        // The person already said Done: the server's word closes the step, nothing left to click,
        // and one line says what became of it.
        await expect(dialog(page)).toBeHidden();
        await expect(page.getByText(`You opened the page from ${SERVER}.`)).toBeVisible();
        expect(await toolResult(page)).toEqual({ action: 'accept', completed: true });
      });

      test('slow_approval: progress keeps the request alive; the server (20 s timeout, resetTimeoutOnProgress) gets an answer given after 5 s', async ({ page }) => {
        await open(page, variant, '&keepalive=1000');
        await page.getByRole('button', { name: 'Call slow_approval' }).click();
        await expect(dialog(page)).toContainText('Approve the slow request?');
        await page.waitForTimeout(5000);
        await dialog(page).getByRole('checkbox', { name: 'Approve' }).check();
        await dialog(page).getByRole('button', { name: 'Submit' }).click();
        const result = await toolResult(page);
        expect(result).toMatchObject({ action: 'accept', content: { approve: true } });
        expect(result.progressSeen).toBeGreaterThanOrEqual(3);
        await expect(page.getByRole('region', { name: 'Protocol log' })).toContainText('notification notifications/progress');
      });

      // The two 20-second runs, once each (not per variant): with the library's defaults, and the control.
      if (variant.query === '?era=2025-11-25') {
        test('slow_approval with the default options: the request appears at once and an answer given after 21 s reaches the server', async ({ page }) => {
          test.setTimeout(60_000);
          await open(page, variant);
          const asked = Date.now();
          await page.getByRole('button', { name: 'Call slow_approval' }).click();
          await expect(dialog(page)).toContainText('Approve the slow request?', { timeout: 3000 });
          await page.waitForTimeout(21_000 - (Date.now() - asked));
          await dialog(page).getByRole('checkbox', { name: 'Approve' }).check();
          await dialog(page).getByRole('button', { name: 'Submit' }).click();
          const result = await toolResult(page);
          expect(result).toMatchObject({ action: 'accept', content: { approve: true } });
          expect(result.progressSeen).toBeGreaterThanOrEqual(1);
        });
      }
      if (variant.query === '?sdk=v1') {
        test('slow_approval without keep-alive (?keepalive=0, the control): the server gives up after 20 s and withdraws the request', async ({ page }) => {
          test.setTimeout(60_000);
          await open(page, variant, '&keepalive=0');
          await page.getByRole('button', { name: 'Call slow_approval' }).click();
          await expect(dialog(page)).toContainText('Approve the slow request?');
          const result = await toolResult(page, 30_000);
          expect(result.error.code).toBe('REQUEST_TIMEOUT'); // the v2 server SDK's own timeout
          expect(result.progressSeen).toBe(0);
          await expect(dialog(page)).toContainText('This request timed out. Nothing was sent.');
        });
      }

      test('changes_its_mind: a withdrawn request keeps the draft on screen, copyable, and sends nothing', async ({ page }) => {
        await open(page, variant);
        await page.getByRole('button', { name: 'Call changes_its_mind' }).click();
        const note = dialog(page).getByRole('textbox', { name: /Note/ });
        await note.fill('Buy oat milk');
        await expect(dialog(page)).toContainText(`${SERVER} withdrew this request. Nothing was sent.`);
        await expect(dialog(page).getByRole('listitem')).toHaveText('Note: Buy oat milk');
        await expect(dialog(page).getByRole('button', { name: 'Copy what you entered' })).toBeVisible();
        await axe(page, 'dialog');
        expect(await toolResult(page)).toEqual({ withdrawn: true });
        const log = page.getByRole('region', { name: 'Protocol log' });
        await expect(log).toContainText('notification notifications/cancelled');
        // Nothing answered the withdrawn request: the only response the host sent is the ping's.
        await dialog(page).getByRole('button', { name: 'Close' }).click();
        await expect(log.locator('summary').filter({ hasText: /^→ response for id/ })).toHaveCount(1);
        await expect(dialog(page)).toHaveCount(0);
      });

      test('needs_authorization: -32042 shows the URL elicitation, completion retries the call once', async ({ page, context }) => {
        await open(page, variant);
        await page.getByRole('button', { name: 'Call needs_authorization' }).click();
        await expect(dialog(page)).toContainText('Authorise the example app to continue.');
        const [popup] = await Promise.all([context.waitForEvent('page'), dialog(page).getByRole('button', { name: /^Open 127\.0\.0\.1/ }).click()]);
        await popup.getByRole('button', { name: 'Confirm' }).click();
        await expect(dialog(page)).toBeHidden();
        expect(await toolResult(page)).toEqual({ authorised: true });
        const log = page.getByRole('region', { name: 'Protocol log' });
        await expect(log).toContainText('error -32042');
        await expect(log).toContainText('notification notifications/elicitation/complete');
        await expect(log.getByText('request tools/call')).toHaveCount(2);
      });

      test('send_malformed_schema: a nested object reaches the person as an alert (not the SDK’s validator dump); their Decline reaches the server', async ({ page }) => {
        await callMalformed(page, variant, 'nested-object');
        await expect(dialog(page).getByRole('alert')).toContainText('Field “Address”');
        await expect(dialog(page).getByRole('textbox')).toHaveCount(0);
        await axe(page, 'dialog');
        await dialog(page).getByRole('button', { name: 'Decline' }).click();
        expect(await toolResult(page)).toEqual({ action: 'decline' });
      });
    }

    if (variant.era === '2026') {
      test('open_consent_page (2026): consent opens the page; the call continues only when the person says so', async ({ page, context }) => {
        await open(page, variant);
        await page.getByRole('button', { name: 'Call open_consent_page' }).click();
        await expect(dialog(page)).toContainText('Confirm on the example consent page.');
        const [popup] = await Promise.all([context.waitForEvent('page'), dialog(page).getByRole('button', { name: /^Open 127\.0\.0\.1/ }).click()]);
        await popup.waitForLoadState();
        await expect(dialog(page)).toContainText('Finish there, then continue here.');
        await axe(page, 'dialog');
        const log = page.getByRole('region', { name: 'Protocol log' });
        await expect(log.getByText('request tools/call')).toHaveCount(1);
        // Not confirmed yet: continuing now, the server asks for the same page again.
        await dialog(page).getByRole('button', { name: 'I’ve finished — continue' }).click();
        await expect(dialog(page)).toContainText('says this step is not finished yet');
        await expect(log.getByText('request tools/call')).toHaveCount(2);
        await axe(page, 'dialog');
        await popup.getByRole('button', { name: 'Confirm' }).click();
        await expect(popup.getByRole('status')).toContainText('Confirmed');
        await dialog(page).getByRole('button', { name: 'I’ve finished — continue' }).click();
        expect(await toolResult(page)).toEqual({ action: 'accept', completed: true });
      });

      test('prompts/get and resources/read (2026): their questions come in rounds too, and the answer reaches the result', async ({ page }) => {
        await open(page, variant);
        await page.getByRole('button', { name: 'Get prompt trip_brief' }).click();
        await expect(dialog(page)).toContainText('Which city is the brief for?');
        await dialog(page).getByRole('textbox', { name: /City/ }).fill('Porto');
        await dialog(page).getByRole('button', { name: 'Submit' }).click();
        const result = page.getByRole('region', { name: 'Result' }).locator('pre');
        await expect(result).toContainText('Write a one-page travel brief for Porto.');
        await page.getByRole('button', { name: 'Read resource itinerary' }).click();
        await expect(dialog(page)).toContainText('Which trip?');
        await dialog(page).getByRole('textbox', { name: /Trip name/ }).fill('Summer');
        await dialog(page).getByRole('button', { name: 'Submit' }).click();
        await expect(result).toContainText('Itinerary for Summer: day 1, arrive; day 2, explore.');
        const log = page.getByRole('region', { name: 'Protocol log' });
        await expect(log.getByText('request prompts/get')).toHaveCount(2);
        await expect(log.getByText('request resources/read')).toHaveCount(2);
      });

      test('send_malformed_schema (2026): a nested object rides in the round; it is refused with an alert, never shown as a form', async ({ page }) => {
        await callMalformed(page, variant, 'nested-object');
        await expect(dialog(page).getByRole('alert')).toContainText('Field “Address”');
        await expect(dialog(page).getByRole('textbox')).toHaveCount(0);
        await dialog(page).getByRole('button', { name: 'Cancel' }).click();
        expect(await toolResult(page)).toEqual({ action: 'cancel' });
      });
    }
  });
}

// The consent guard against the real example server (the protocol log is what the host sent it).
test.describe('consent, SDK v2, 2025-11-25', () => {
  const variant = VARIANTS[1];
  const responses = (page: Page) => page.getByRole('region', { name: 'Protocol log' }).locator('summary').filter({ hasText: /^→ response for id/ });

  test('Enter and a click on Submit right after the dialog opens send nothing to the server', async ({ page }) => {
    await open(page, variant);
    await page.getByRole('button', { name: 'Call plan_trip' }).click();
    await expect(dialog(page)).toContainText('Where do you want to go?');
    const before = await responses(page).count();
    await page.keyboard.press('Enter');
    await dialog(page).getByRole('button', { name: 'Submit' }).click({ force: true });
    await expect(dialog(page)).toContainText('Where do you want to go?');
    // The control: the person's own answer, once armed, goes the same way after anything those sent.
    const submit = dialog(page).getByRole('button', { name: 'Submit' });
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await dialog(page).getByRole('textbox', { name: /City/ }).fill('Lisboa');
    await submit.click();
    await expect(dialog(page)).toContainText('How many people are travelling?');
    await expect(responses(page)).toHaveCount(before + 1);
  });

  test('a double click on Submit answers one question; the second waits, armed anew', async ({ page }) => {
    await open(page, variant);
    await page.getByRole('button', { name: 'Call plan_trip' }).click();
    await expect(dialog(page)).toContainText('Other requests waiting: 1');
    await dialog(page).getByRole('textbox', { name: /City/ }).fill('Lisboa');
    const before = await responses(page).count();
    const submit = dialog(page).getByRole('button', { name: 'Submit' });
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await submit.dblclick();
    await expect(dialog(page)).toContainText('How many people are travelling?');
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    expect(await toolResult(page)).toEqual({ answers: { destination: { action: 'accept', content: { city: 'Lisboa' } }, travellers: { action: 'accept', content: { count: 1 } } } });
    // Two answers in all: the second click of the double click sent none (checked after the last).
    await expect(responses(page)).toHaveCount(before + 2);
  });
});
