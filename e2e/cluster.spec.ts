import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { TRIP_STATE } from '../demo/server/modernServer.mjs';
import { toolResult } from './helpers';

// `npm run demo:cluster`: two instances of the server-side demo host on a real redis-server,
// behind a round-robin proxy. The tests kill instances (SIGKILL) mid-request; the cluster starts
// a killed one again, as a supervisor would, and prints its new pid.
const PORT = 5177;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SERVER = 'Example server (stdio)';
const dialog = (page: Page) => page.getByRole('dialog', { name: `Request from ${SERVER}` });

let cluster: ChildProcess;
const pids = new Map<string, number>();
let printed = '';

test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  cluster = spawn(process.execPath, ['demo/relayHost/cluster.mjs'], { env: { ...process.env, PORT: String(PORT), INSTANCE_PORT: '5186', DEMO_PREBUILT: '1' }, stdio: ['ignore', 'pipe', 'ignore'] });
  cluster.stdout!.on('data', (d) => {
    printed += d;
    for (const [, name, pid] of String(d).matchAll(/^instance (\w+) pid (\d+) /gm)) pids.set(name!, Number(pid));
  });
  await expect.poll(() => printed, { timeout: 100_000 }).toContain(`Cluster: ${ORIGIN}/`);
  await expect.poll(() => pids.size).toBe(2);
});
test.afterAll(() => void cluster?.kill('SIGTERM'));

/** Kills instance `name` and waits until the cluster has started it again. */
async function kill(name: string) {
  const pid = pids.get(name)!;
  process.kill(pid, 'SIGKILL');
  await expect.poll(() => pids.get(name), { timeout: 30_000 }).not.toBe(pid);
}

async function open(page: Page, query: string, era: string) {
  await page.goto(`${ORIGIN}/${query}`);
  // The first connection of a session starts the example server as a child process: allow for it.
  await expect(page.getByRole('status').filter({ hasText: 'Connected to' })).toContainText(`Protocol ${era}`, { timeout: 20_000 });
}

/** Starts plan_trip and returns the name of the instance that runs the call. */
async function callPlanTrip(page: Page): Promise<string> {
  const started = page.waitForResponse((r) => r.url() === `${ORIGIN}/api/call` && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Call plan_trip' }).click();
  const holder = (await (await started).headerValue('x-demo-instance'))!;
  await expect(dialog(page)).toContainText('Where do you want to go?');
  return holder;
}

async function answerTrip(page: Page, city: string) {
  await dialog(page).getByRole('textbox', { name: /City/ }).fill(city);
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  await expect(dialog(page)).toContainText('How many people are travelling?');
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
}

const trip = (city: string) => ({ destination: { action: 'accept', content: { city } }, travellers: { action: 'accept', content: { count: 1 } } });

test('requests and answers cross instances, both eras: every call arrives exactly', async ({ page }) => {
  const served = new Set<string>();
  page.on('response', (r) => void r.headerValue('x-demo-instance').then((name) => name && served.add(name)));
  await open(page, '', '2026-07-28');
  await callPlanTrip(page);
  await answerTrip(page, 'Lisboa');
  expect(await toolResult(page)).toEqual({ inputResponses: trip('Lisboa'), requestState: TRIP_STATE });
  await open(page, '?era=2025-11-25', '2025-11-25');
  await callPlanTrip(page);
  await answerTrip(page, 'Porto');
  expect(await toolResult(page)).toEqual({ answers: trip('Porto') });
  expect([...served].sort()).toEqual(['a', 'b']);
});

test('2026-07-28: the instance running the call is killed mid-round; answering on the other completes it with the same requestState', async ({ page }) => {
  await open(page, '', '2026-07-28');
  const holder = await callPlanTrip(page);
  await kill(holder);
  // The round is parked in Redis: the questions stay on screen, and the other instance finishes the call.
  await answerTrip(page, 'Faro');
  expect(await toolResult(page)).toEqual({ inputResponses: trip('Faro'), requestState: TRIP_STATE });
});

test('2026-07-28: the other instance is killed mid-round; the call completes as usual', async ({ page }) => {
  await open(page, '', '2026-07-28');
  const holder = await callPlanTrip(page);
  await kill(holder === 'a' ? 'b' : 'a');
  await answerTrip(page, 'Braga');
  expect(await toolResult(page)).toEqual({ inputResponses: trip('Braga'), requestState: TRIP_STATE });
});

test('2025-11-25: the instance holding the request is killed; the browser says the connection was lost', async ({ page }) => {
  await open(page, '?era=2025-11-25', '2025-11-25');
  const holder = await callPlanTrip(page);
  await dialog(page).getByRole('textbox', { name: /City/ }).fill('Evora');
  await kill(holder);
  await expect(dialog(page)).toContainText(`The connection to ${SERVER} was lost. Nothing was sent.`, { timeout: 15_000 });
  await expect(dialog(page).getByRole('listitem')).toHaveText('City: Evora');
});

test('a task (tasks extension): the instance following it is killed mid-task; the answer given on the other goes by tasks/update from there, and the task completes', async ({ page }) => {
  // The task lives on an MCP server both instances reach (the example server over HTTP), as a
  // task on a real deployment does; each instance's stdio server would die with it.
  const mcp = '127.0.0.1:3101';
  const onTaskServer = (p: Page) => p.getByRole('dialog', { name: `Request from ${mcp}` });
  await open(page, `?server=${encodeURIComponent(`http://${mcp}/mcp`)}`, '2026-07-28');
  const started = page.waitForResponse((r) => r.url() === `${ORIGIN}/api/call` && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Call file_expense' }).click();
  const holder = (await (await started).headerValue('x-demo-instance'))!;
  await expect(onTaskServer(page)).toContainText('How much was the expense?', { timeout: 15_000 });
  await onTaskServer(page).getByRole('spinbutton', { name: /Amount/ }).fill('42.5');
  await onTaskServer(page).getByRole('button', { name: 'Submit' }).click();
  await expect(onTaskServer(page)).toContainText('Who approves it?');
  await kill(holder);
  await onTaskServer(page).getByRole('combobox', { name: /Approver/ }).click();
  await page.getByRole('option', { name: 'Grace Hopper' }).click();
  await onTaskServer(page).getByRole('button', { name: 'Submit' }).click();
  const amount = { amount: { action: 'accept', content: { amount: 42.5 } } };
  const approver = { approver: { action: 'accept', content: { approver: 'grace' } } };
  expect(await toolResult(page)).toEqual({ inputResponses: { ...amount, ...approver }, updates: [amount, approver] });
});
