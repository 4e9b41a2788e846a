import { startTask, taskStep, type TaskDriver, type TaskEffect, type TaskEvent, type TaskLimits } from './taskStep.js';
import type { TaskState } from './taskShapes.js';

// Every state of a task's driver × every event: what it does next, as one line each.

const limits: TaskLimits = { minPoll: 100, firstBackoff: 1000, maxBackoff: 15_000, maxFailures: 3 };
const ask = (message: string) => ({
  method: 'elicitation/create',
  params: { message, requestedSchema: { type: 'object', properties: {} } },
});
const task = (t: Partial<TaskState>): TaskState => ({ taskId: 't1', status: 'working', ...t });

/** The driver in each state the table starts from. */
const states: Record<string, TaskDriver> = {
  working: startTask(task({}), limits),
  asking: {
    ...startTask(task({}), limits),
    last: 'input_required',
    seen: new Set(['q1']),
    asking: new Set(['q1']),
    reported: 'input_required\u0000',
  },
  'asking, an update failed': {
    ...startTask(task({}), limits),
    last: 'input_required',
    seen: new Set(['q1', 'q0']),
    asking: new Set(['q1']),
    unsent: new Map([['q0', { action: 'decline' }]]),
  },
  'polls failed twice': { ...startTask(task({}), limits), failures: 2, wait: 2250 },
  ended: { ...startTask(task({}), limits), ended: true, last: 'completed' },
};

const events: Record<string, TaskEvent> = {
  'seen working': { type: 'seen', task: task({ statusMessage: 'Counting' }) },
  'seen working, poll every 50 ms': { type: 'seen', task: task({ pollIntervalMs: 50 }) },
  'seen q1 and q2, roots r1': {
    type: 'seen',
    task: task({
      status: 'input_required',
      inputRequests: { q1: ask('one'), r1: { method: 'roots/list', params: {} }, q2: ask('two') },
    }),
  },
  'seen q0 only': { type: 'seen', task: task({ status: 'input_required', inputRequests: { q0: ask('zero') } }) },
  'seen completed': { type: 'seen', task: task({ status: 'completed', result: { content: [] } }) },
  'seen failed': { type: 'seen', task: task({ status: 'failed', error: { code: -1, message: 'Out of paper' } }) },
  'seen cancelled': { type: 'seen', task: task({ status: 'cancelled' }) },
  'seen another task': { type: 'seen', task: task({ taskId: 't2' }) },
  'poll failed (network)': { type: 'pollFailed', error: new Error('offline'), rpc: false },
  'poll failed (JSON-RPC)': { type: 'pollFailed', error: { code: -32602, message: 'Unknown task' }, rpc: true },
  'q1 answered': { type: 'answered', key: 'q1', result: { action: 'accept', content: {} }, question: true },
  'r1 handled': { type: 'answered', key: 'r1', result: { roots: [] }, question: false },
  'q1 left': { type: 'left', key: 'q1' },
  'q1 update failed': { type: 'updated', key: 'q1', ok: false, result: { action: 'decline' } },
  stopped: { type: 'stop', why: { code: 'cancelled', message: 'The task was stopped.' } },
  'a handler failed': { type: 'stop', why: { code: 'error', error: new Error('no roots') } },
};

function said(effect: TaskEffect): string {
  switch (effect.type) {
    case 'report':
      return `report ${effect.task.status}${effect.task.statusMessage ? ` “${effect.task.statusMessage}”` : ''}`;
    case 'ask':
      return `ask ${effect.key} ${effect.index}/${effect.count}`;
    case 'handle':
    case 'withdraw':
    case 'update':
      return `${effect.type} ${effect.key}`;
    case 'poll':
      return `poll in ${effect.afterMs}`;
    case 'cancel':
      return 'tasks/cancel';
    case 'resolve':
      return 'resolve';
    case 'reject':
      return `reject ${effect.why.code}`;
  }
}

function outcome(state: string, event: string): string {
  const { driver, effects } = taskStep(states[state]!, events[event]!, limits);
  const after = [
    driver.ended ? 'ended' : `asking [${[...driver.asking]}]`,
    driver.unsent.size > 0 ? `unsent [${[...driver.unsent.keys()]}]` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return `${effects.map(said).join('; ') || 'nothing'} → ${after}`;
}

const table: [string, string, string][] = [
  ['working', 'seen working', 'report working “Counting”; poll in 1000 → asking []'],
  ['working', 'seen working, poll every 50 ms', 'report working; poll in 100 → asking []'],
  [
    'working',
    'seen q1 and q2, roots r1',
    'report input_required; handle r1; ask q1 1/2; ask q2 2/2; poll in 1000 → asking [q1,q2]',
  ],
  ['working', 'seen completed', 'report completed; resolve → ended'],
  ['working', 'seen failed', 'report failed “Out of paper”; reject failed → ended'],
  ['working', 'seen cancelled', 'report cancelled; reject cancelled → ended'],
  [
    'working',
    'seen another task',
    'tasks/cancel; report failed “The server answered for another task.”; reject invalid-task → ended',
  ],
  ['working', 'poll failed (network)', 'poll in 1000 → asking []'],
  ['working', 'poll failed (JSON-RPC)', 'report failed; reject error → ended'],
  ['working', 'q1 answered', 'nothing → asking []'],
  ['working', 'r1 handled', 'update r1 → asking []'],
  ['working', 'stopped', 'tasks/cancel; report cancelled; reject cancelled → ended'],
  ['working', 'a handler failed', 'tasks/cancel; report failed “no roots”; reject error → ended'],
  // A key seen is never asked again, whatever a later poll lists; an unlisted question is withdrawn.
  ['asking', 'seen q1 and q2, roots r1', 'handle r1; ask q2 1/1; poll in 1000 → asking [q1,q2]'],
  ['asking', 'seen q0 only', 'withdraw q1; ask q0 1/1; poll in 1000 → asking [q0]'],
  ['asking', 'seen working', 'report working “Counting”; withdraw q1; poll in 1000 → asking []'],
  ['asking', 'seen completed', 'report completed; withdraw q1; resolve → ended'],
  ['asking', 'q1 answered', 'update q1 → asking []'],
  ['asking', 'q1 left', 'nothing → asking []'],
  ['asking', 'q1 update failed', 'nothing → asking [q1], unsent [q1]'],
  ['asking', 'stopped', 'tasks/cancel; report cancelled; withdraw q1; reject cancelled → ended'],
  // An answer whose update failed goes again while its key is listed, and is dropped once it is not.
  [
    'asking, an update failed',
    'seen q0 only',
    'report input_required; withdraw q1; update q0; poll in 1000 → asking []',
  ],
  ['asking, an update failed', 'seen working', 'report working “Counting”; withdraw q1; poll in 1000 → asking []'],
  // Failures in a row: backing off, and the third ends the task (no tasks/cancel: it could not be reached).
  ['polls failed twice', 'poll failed (network)', 'report failed “offline”; reject error → ended'],
  ['polls failed twice', 'seen working', 'report working “Counting”; poll in 2250 → asking []'],
];

describe('taskStep: every state × event', () => {
  it.each(table)('%s, %s: %s', (state, event, expected) => {
    expect(outcome(state, event)).toBe(expected);
  });

  it('an ended task does nothing, whatever comes', () => {
    for (const event of Object.keys(events)) expect(outcome('ended', event)).toBe('nothing → ended');
  });

  it('the table covers every event from a running task', () => {
    const covered = new Set(table.filter(([state]) => state === 'working').map(([, event]) => event));
    const missing = Object.keys(events).filter(
      (e) => !covered.has(e) && !['seen q0 only', 'q1 left', 'q1 update failed'].includes(e),
    );
    expect(missing).toEqual([]);
  });

  it('a poll that changes neither status nor words tells the line nothing', () => {
    const once = taskStep(states.working!, events['seen working']!, limits);
    const twice = taskStep(once.driver, events['seen working']!, limits);
    expect(twice.effects.map(said)).toEqual(['poll in 1500']);
  });
});
