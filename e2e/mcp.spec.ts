import { expect, test, type Page } from '@playwright/test';
import { enumShapes, profileSchema } from '../demo/server/exampleServer.mjs';
import { axe, fill, type Prop } from './helpers';

// The demo host app against the real example MCP server (started with the demo's Vite server).
// What the server received comes back as the tool's structuredContent, shown in the Result region.

// The demo names a server by the address it dialled; the server's own name is shown as its claim.
const SERVER = '127.0.0.1:5174';

async function open(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'Connected to' })).toContainText('6 tools');
}

async function toolResult(page: Page): Promise<any> {
  const pre = page.getByRole('region', { name: 'Result' }).locator('pre');
  await expect(pre).toBeVisible();
  const value = JSON.parse((await pre.textContent()) ?? 'null');
  return value.structuredContent ?? value;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: `Request from ${SERVER}` });

/** Fills every field of `schema` in the open dialog like a person; returns the content expected. */
async function fillAll(page: Page, schema: Prop) {
  const content: Record<string, unknown> = {};
  for (const [key, p] of Object.entries<Prop>(schema.properties)) content[key] = await fill(page, dialog(page), key, p);
  return content;
}

test('fill_profile: every kind and format arrives exactly as typed; the dialog passes axe and gives focus back', async ({ page }) => {
  await open(page);
  const call = page.getByRole('button', { name: 'Call fill_profile' });
  await call.click();
  await expect(dialog(page)).toBeVisible();
  // A modal dialog (showModal): the rest of the page is inert, so focus cannot leave it.
  expect(await dialog(page).evaluate((d) => d.matches(':modal'))).toBe(true);
  await expect(dialog(page).getByRole('textbox', { name: /Full name/ })).toBeFocused();
  // The server's self-chosen name is shown only as its claim, never as the requester.
  await expect(dialog(page)).toContainText('It calls itself “example-elicitation-server”. That is the server’s own claim');
  await axe(page, 'dialog');
  const content = await fillAll(page, profileSchema);
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await toolResult(page)).toEqual({ action: 'accept', content });
  await expect(call).toBeFocused();
  await expect(page.getByRole('region', { name: 'Protocol log' })).toContainText('request elicitation/create');
});

test('fill_profile: decline and cancel (Escape) arrive as such', async ({ page }) => {
  await open(page);
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
    await open(page);
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

test('open_consent_page: consent opens a new page; completion there updates the dialog', async ({ page, context }) => {
  await open(page);
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

test('needs_authorization: -32042 shows the URL elicitation, completion retries the call once', async ({ page, context }) => {
  await open(page);
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

test('plan_trip: two elicitations in one round, answered in steps; inputResponses and requestState arrive', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Call plan_trip' }).click();
  await expect(dialog(page)).toContainText('Where do you want to go?');
  await expect(dialog(page)).toContainText('Question 1 of 2 from this step');
  await expect(dialog(page)).toContainText('1 more waiting');
  await dialog(page).getByRole('textbox', { name: /City/ }).fill('Lisboa');
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  await expect(dialog(page)).toContainText('How many people are travelling?');
  await expect(dialog(page)).toContainText('Question 2 of 2 from this step');
  await expect(dialog(page)).not.toContainText('more waiting');
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  const requestState = Buffer.from(JSON.stringify({ step: 1, trip: 'demo' })).toString('base64');
  expect(await toolResult(page)).toEqual({
    inputResponses: { destination: { action: 'accept', content: { city: 'Lisboa' } }, travellers: { action: 'accept', content: { count: 1 } } },
    requestState,
  });
});

test('send_malformed_schema: a schema the SDK accepts but cannot be shown gets an alert, the person declines', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Call send_malformed_schema' }).click();
  await page.locator('[data-tool="send_malformed_schema"]').getByRole('button', { name: 'Call send_malformed_schema with these arguments' }).click();
  await expect(dialog(page).getByRole('alert')).toContainText('colour');
  await axe(page, 'dialog');
  await dialog(page).getByRole('button', { name: 'Decline' }).click();
  expect(await toolResult(page)).toEqual({ action: 'decline' });
});

test('send_malformed_schema: a nested object is refused by the SDK with -32602 and never shown', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Call send_malformed_schema' }).click();
  const args = page.locator('[data-tool="send_malformed_schema"]');
  await args.getByRole('combobox', { name: 'Variant' }).click();
  await page.getByRole('option', { name: 'nested-object', exact: true }).click();
  await args.getByRole('button', { name: 'Call send_malformed_schema with these arguments' }).click();
  const result = await toolResult(page);
  expect(result.error.code).toBe(-32602);
  await expect(dialog(page)).toHaveCount(0);
});

test('"stop asking" answers cancel for the rest of the session', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Call fill_profile' }).click();
  await dialog(page).getByRole('button', { name: `Stop requests from ${SERVER}` }).click();
  expect(await toolResult(page)).toEqual({ action: 'cancel' });
  await expect(page.getByRole('status').filter({ hasText: 'turned off' })).toBeVisible();
  await page.getByRole('button', { name: 'Call fill_profile' }).click();
  expect(await toolResult(page)).toEqual({ action: 'cancel' });
});
