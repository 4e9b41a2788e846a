import {
  livenessStep,
  RECONNECT_SKEW_MS,
  startLiveness,
  trusted,
  type Liveness,
  type LivenessEvent,
} from './liveness.js';

// Every state of an instance's liveness × every beat outcome: whether it may judge others dead
// afterwards, and whether it lists everything again to its windows.

const L = 5000;
const states: Record<string, Liveness> = {
  'just started (t=0)': startLiveness(0, L),
  'healthy since t=0': { healthySince: 0, trustAfter: L, lastRelist: 0 },
  'store away': { healthySince: undefined, trustAfter: L, lastRelist: 0 },
  'store away, relisted at t=9000': { healthySince: undefined, trustAfter: L + RECONNECT_SKEW_MS, lastRelist: 9000 },
};
const events: Record<string, LivenessEvent> = {
  'a prompt beat at t=10000': { type: 'beat', started: 9990, now: 10_000 },
  'a slow beat (3 s) at t=10000': { type: 'beat', started: 7000, now: 10_000 },
  'a failed beat': { type: 'failed' },
};

function outcome(state: string, event: string): string {
  const { state: after, relist } = livenessStep(states[state]!, events[event]!, L);
  const judge = [10_000, 15_000, 18_000].map((t) => `${t / 1000}s:${trusted(after, t) ? 'judges' : 'waits'}`).join(' ');
  return `${relist ? 'relist; ' : ''}${judge}`;
}

const table: [string, string, string][] = [
  // Healthy: judging starts a whole livenessMs after it became so.
  ['just started (t=0)', 'a prompt beat at t=10000', '10s:judges 15s:judges 18s:judges'],
  ['healthy since t=0', 'a prompt beat at t=10000', '10s:judges 15s:judges 18s:judges'],
  // A beat that waited on a store that was away: the wait starts again, with the skew, and the
  // windows hear everything again.
  ['just started (t=0)', 'a slow beat (3 s) at t=10000', 'relist; 10s:waits 15s:waits 18s:judges'],
  ['healthy since t=0', 'a slow beat (3 s) at t=10000', 'relist; 10s:waits 15s:waits 18s:judges'],
  // Back after an outage: the same wait; relisted lately, not again.
  ['store away', 'a prompt beat at t=10000', 'relist; 10s:waits 15s:waits 18s:judges'],
  ['store away, relisted at t=9000', 'a prompt beat at t=10000', '10s:waits 15s:waits 18s:judges'],
  ['store away, relisted at t=9000', 'a slow beat (3 s) at t=10000', '10s:waits 15s:waits 18s:judges'],
  // A failed beat: nobody is judged until beats go through again.
  ['just started (t=0)', 'a failed beat', '10s:waits 15s:waits 18s:waits'],
  ['healthy since t=0', 'a failed beat', '10s:waits 15s:waits 18s:waits'],
  ['store away', 'a failed beat', '10s:waits 15s:waits 18s:waits'],
  ['store away', 'a slow beat (3 s) at t=10000', 'relist; 10s:waits 15s:waits 18s:judges'],
  ['store away, relisted at t=9000', 'a failed beat', '10s:waits 15s:waits 18s:waits'],
];

describe('livenessStep: every state × beat outcome', () => {
  it.each(table)('%s, %s: %s', (state, event, expected) => {
    expect(outcome(state, event)).toBe(expected);
  });

  it('the table has every state × event', () => {
    const pairs = new Set(table.map(([s, e]) => `${s}|${e}`));
    for (const s of Object.keys(states))
      for (const e of Object.keys(events)) expect(pairs.has(`${s}|${e}`), `${s} × ${e}`).toBe(true);
  });

  it('a new instance waits a whole livenessMs before judging', () => {
    expect([4999, 5000].map((t) => trusted(startLiveness(0, L), t))).toEqual([false, true]);
  });
});
