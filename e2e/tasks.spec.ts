import { expect, test, type Locator, type Page } from '@playwright/test';
import { RELAY_PORT } from '../playwright.config';
import { axe, toolResult } from './helpers';

// Tasks (SEP-2663) through the demo hosts against the example server's 2026-07-28 leg: `file_expense`
// answers tools/call with a task that works for 2.5 seconds, then asks two questions (amount,
// approver) and files the expense; `import_receipts` fails after a second. The tool's result says
// what the server received, and how: `updates` lists each tasks/update's inputResponses in order.

const AMOUNT = { amount: { action: 'accept', content: { amount: 42.5 } } };
const APPROVER = { approver: { action: 'accept', content: { approver: 'grace' } } };

async function answerAmount(dialog: Locator) {
  await expect(dialog).toContainText('How much was the expense?');
  await expect(dialog).toContainText('Question 1 of 2');
  await dialog.getByRole('spinbutton', { name: /Amount/ }).fill('42.5');
  await dialog.getByRole('button', { name: 'Submit' }).click();
}

async function answerApprover(page: Page, dialog: Locator) {
  await expect(dialog).toContainText('Who approves it?');
  await dialog.getByRole('combobox', { name: /Approver/ }).click();
  await page.getByRole('option', { name: 'Grace Hopper' }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
}

/** Calls file_expense, stops it from its line while it works, and checks how the line and the call end. */
async function stopFileExpense(page: Page, server: string) {
  await page.getByRole('button', { name: 'Call file_expense' }).click();
  const line = page.locator('.rme-task');
  await expect(line).toContainText('Reading the receipt…');
  await line.getByRole('button', { name: 'Stop this task' }).click();
  await expect(line).toContainText(`The task from ${server} was stopped.`);
  expect(await toolResult(page)).toEqual({ error: { name: 'TaskError', code: 'cancelled', message: 'The task was stopped.' } });
}

test.describe('tasks, the client in the page (npm start)', () => {
  const SERVER = '127.0.0.1:5174';
  const dialog = (page: Page) => page.getByRole('dialog', { name: `Request from ${SERVER}` });
  const open = async (page: Page, query = '') => {
    await page.goto(`/?${query}`);
    await expect(page.getByRole('status').filter({ hasText: 'Connected to' })).toContainText('10 tools. Protocol 2026-07-28');
  };

  test('dialog: the task’s line says what the server says; its two questions are answered; each answer arrives by its own tasks/update', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Call file_expense' }).click();
    const line = page.locator('.rme-task').filter({ hasText: `${SERVER} is working on a task.` });
    await expect(line).toContainText('The server says: “Reading the receipt…”');
    await expect(line).toContainText(/Running for 0:0\d/);
    await axe(page, '.rme-tasks');
    await answerAmount(dialog(page));
    await answerApprover(page, dialog(page));
    expect(await toolResult(page)).toEqual({ inputResponses: { ...AMOUNT, ...APPROVER }, updates: [AMOUNT, APPROVER] });
    await expect(page.locator('.rme-task')).toContainText(`The task from ${SERVER} finished.`);
    await expect(page.locator('.rme-task')).not.toContainText('Filing the expense…');
  });

  test('a reload mid-task: the library kept the task’s id and follows it on; the question still open is asked again and answered', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Call file_expense' }).click();
    await answerAmount(dialog(page));
    await expect(dialog(page)).toContainText('Who approves it?');
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Connected to' })).toContainText('Protocol 2026-07-28');
    await expect(page.getByRole('region', { name: 'Result' })).toContainText('Calling file_expense…');
    await answerApprover(page, dialog(page));
    expect(await toolResult(page)).toEqual({ inputResponses: { ...AMOUNT, ...APPROVER }, updates: [AMOUNT, APPROVER] });
    // Ended: not followed again after another reload.
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Connected to' })).toContainText('Protocol 2026-07-28');
    await expect(page.getByRole('region', { name: 'Result' })).not.toContainText('file_expense');
  });

  test('dialog: declining one question sends decline for it alone', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Call file_expense' }).click();
    await expect(dialog(page)).toContainText('How much was the expense?');
    await dialog(page).getByRole('button', { name: 'Decline' }).click();
    await answerApprover(page, dialog(page));
    const declined = { amount: { action: 'decline' } };
    expect(await toolResult(page)).toEqual({ inputResponses: { ...declined, ...APPROVER }, updates: [declined, APPROVER] });
  });

  test('a failing task: its line says it failed and why, and the call ends with the error', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Call import_receipts' }).click();
    const line = page.locator('.rme-task');
    await expect(line).toContainText(`The task from ${SERVER} failed.`);
    await expect(line).toContainText('The server says: “The receipts folder is empty.”');
    expect(await toolResult(page)).toEqual({ error: { name: 'TaskError', code: 'failed', message: 'The receipts folder is empty.' } });
    await line.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.locator('.rme-task')).toHaveCount(0);
  });

  test('"Stop this task" cancels it on the server; the call ends as cancelled', async ({ page }) => {
    await open(page);
    await stopFileExpense(page, SERVER);
    await expect(dialog(page)).toHaveCount(0);
  });

  test('inline: the questions are cards in the conversation, and the task’s line sits with them', async ({ page }) => {
    await open(page, 'presentation=inline&');
    await page.getByRole('button', { name: 'Call file_expense' }).click();
    const conversation = page.getByRole('region', { name: 'Conversation' });
    await expect(conversation.locator('.rme-task')).toContainText('Reading the receipt…');
    const card = (text: string) => conversation.getByRole('region', { name: `Request from ${SERVER}` }).filter({ hasText: text });
    await card('How much was the expense?').getByRole('spinbutton', { name: /Amount/ }).fill('42.5');
    await card('How much was the expense?').getByRole('button', { name: 'Submit' }).click();
    await card('Who approves it?').getByRole('combobox', { name: /Approver/ }).click();
    await page.getByRole('option', { name: 'Grace Hopper' }).click();
    await card('Who approves it?').getByRole('button', { name: 'Submit' }).click();
    await expect(conversation.locator('.rme-task')).toContainText(`The task from ${SERVER} finished.`);
    const pre = conversation.locator('pre[data-tool="file_expense"]');
    const value = JSON.parse((await pre.textContent()) ?? 'null');
    expect(value.structuredContent.updates).toEqual([AMOUNT, APPROVER]);
  });
});

test.describe('tasks, the client on the server (npm run demo:server)', () => {
  const ORIGIN = `http://127.0.0.1:${RELAY_PORT}`;
  const SERVER = 'Example server (stdio)';
  const dialog = (page: Page) => page.getByRole('dialog', { name: `Request from ${SERVER}` });

  test('a task’s questions come through the relay; a reload mid-task shows them again; the answers arrive by tasks/update', async ({ page }) => {
    await page.goto(`${ORIGIN}/`);
    await expect(page.getByRole('status').filter({ hasText: 'Connected to' })).toContainText('10 tools. Protocol 2026-07-28', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Call file_expense' }).click();
    await expect(page.locator('.rme-task')).toContainText(`${SERVER} is working on a task.`);
    await answerAmount(dialog(page));
    await expect(dialog(page)).toContainText('Who approves it?');
    await page.reload();
    // After the reload, the task's line is told again, with what the server said last.
    await expect(page.locator('.rme-task')).toContainText('The server says: “Waiting for the amount and the approver.”');
    await answerApprover(page, dialog(page));
    expect(await toolResult(page)).toEqual({ inputResponses: { ...AMOUNT, ...APPROVER }, updates: [AMOUNT, APPROVER] });
    await expect(page.locator('.rme-task')).toContainText(`The task from ${SERVER} finished.`);
  });

  test('"Stop this task" in the browser reaches the client on the server: the task is cancelled, the call ends as cancelled', async ({ page }) => {
    await page.goto(`${ORIGIN}/`);
    await expect(page.getByRole('status').filter({ hasText: 'Connected to' })).toContainText('10 tools. Protocol 2026-07-28', { timeout: 20_000 });
    await stopFileExpense(page, SERVER);
  });
});
