import { transition, type EntryStatus, type LifeContext, type LifeEvent, type LifeState } from './lifecycle.js';

// The transition function on its own: every status × every event, with the contexts that change
// the outcome. queue.test.ts drives the same life through the queue's public methods.
const statuses: EntryStatus[] = [
  'asking',
  'sending',
  'retrying',
  'waiting',
  'confirming',
  'complete',
  'withdrawn',
  'expired',
];
const form: LifeContext = {
  tracksCompletion: false,
  closeOnComplete: false,
  dialogForm: true,
  confirmsDelivery: false,
  keepsComplete: true,
};
const tracked: LifeContext = {
  tracksCompletion: true,
  closeOnComplete: false,
  dialogForm: false,
  confirmsDelivery: false,
  keepsComplete: true,
};
const required: LifeContext = {
  tracksCompletion: true,
  closeOnComplete: true,
  dialogForm: false,
  confirmsDelivery: false,
  keepsComplete: true,
};
// The relay's requests: no screen to keep a completed step on.
const screenless: LifeContext = { ...tracked, dialogForm: false, keepsComplete: false };
// A relay's request: the host says whether each answer arrived.
const relayed: LifeContext = { ...form, confirmsDelivery: true };
const accept = { type: 'answer', result: { action: 'accept' } } as const;
const withdraw = (o: Partial<Extract<LifeEvent, { type: 'withdraw' }>> = {}): LifeEvent => ({
  type: 'withdraw',
  unseen: false,
  touched: false,
  typed: false,
  ...o,
});
const at = (status: EntryStatus, completedEarly = false): LifeState => ({ status, completedEarly });
const outcome = (state: LifeState, event: LifeEvent, context: LifeContext) => {
  const step = transition(state, event, context);
  return step.kind === 'ignore'
    ? 'ignore'
    : step.kind === 'move'
    ? `→ ${step.to.status}`
    : `ends ${step.end}${step.trace === 'none' ? ' (no trace)' : ''}`;
};

describe('transition: an entry’s life as one table', () => {
  it('the answer counts only while asking; accept on a tracked URL waits, or completes if the server already said so', () => {
    expect(statuses.map((s) => outcome(at(s), accept, form))).toEqual([
      'ends answered',
      'ignore',
      'ignore',
      'ignore',
      'ignore',
      'ignore',
      'ignore',
      'ignore',
    ]);
    expect(outcome(at('asking'), accept, tracked)).toBe('→ waiting');
    expect(outcome(at('asking', true), accept, tracked)).toBe('→ complete');
    expect(outcome(at('asking', true), accept, required)).toBe('ends complete');
    expect(outcome(at('asking'), { type: 'answer', result: { action: 'decline' } }, tracked)).toBe('ends answered');
  });

  it('completion: remembered while asking (once), completes a waiting step, ends a confirming one (the person already said Done), ignored otherwise', () => {
    expect(statuses.map((s) => outcome(at(s), { type: 'complete' }, tracked))).toEqual([
      '→ asking',
      'ignore',
      'ignore',
      '→ complete',
      'ends complete',
      'ignore',
      'ignore',
      'ignore',
    ]);
    expect(transition(at('asking'), { type: 'complete' }, tracked)).toMatchObject({
      kind: 'move',
      to: { status: 'asking', completedEarly: true },
    });
    expect(outcome(at('asking', true), { type: 'complete' }, tracked)).toBe('ignore');
    expect(outcome(at('waiting'), { type: 'complete' }, required)).toBe('ends complete');
  });

  it('without a screen (the relay), a completed step ends as complete rather than staying', () => {
    expect(statuses.map((s) => outcome(at(s), { type: 'complete' }, screenless))).toEqual([
      '→ asking',
      'ignore',
      'ignore',
      'ends complete',
      'ends complete',
      'ignore',
      'ignore',
      'ignore',
    ]);
    expect(outcome(at('asking'), accept, screenless)).toBe('→ waiting');
    expect(outcome(at('asking', true), accept, screenless)).toBe('ends complete');
    expect(transition(at('asking', true), accept, screenless)).toMatchObject({
      settle: { resolve: { action: 'accept' } },
    });
  });

  it('finish, stopWaiting and close each mean one thing', () => {
    expect(statuses.map((s) => outcome(at(s), { type: 'finish' }, tracked))).toEqual([
      'ends answered',
      'ignore',
      'ignore',
      '→ confirming',
      'ignore',
      'ends complete',
      'ignore',
      'ignore',
    ]);
    expect(outcome(at('waiting'), { type: 'finish' }, required)).toBe('ends done'); // -32042: "Done" retries now
    expect(statuses.map((s) => outcome(at(s), { type: 'stopWaiting' }, tracked))).toEqual([
      'ignore',
      'ignore',
      'ignore',
      'ignore',
      'ends done',
      'ignore',
      'ignore',
      'ignore',
    ]);
    expect(statuses.map((s) => outcome(at(s), { type: 'close' }, form))).toEqual([
      'ends answered',
      'ignore',
      'ignore',
      'ends done',
      'ends done',
      'ends complete',
      'ends withdrawn',
      'ends expired',
    ]);
    expect(transition(at('asking'), { type: 'close' }, form)).toMatchObject({
      settle: { resolve: { action: 'cancel' } },
    });
  });

  it('withdrawal: unseen leaves no trace; a typed-into or expired dialog form stays; the rest end; twice is ignored', () => {
    expect(outcome(at('asking'), withdraw({ unseen: true }), form)).toBe('ends withdrawn (no trace)');
    expect(outcome(at('asking'), withdraw({ unseen: true, expired: 'disconnected' }), form)).toBe('→ expired');
    expect(outcome(at('asking'), withdraw({ touched: true, typed: true }), form)).toBe('→ withdrawn');
    expect(outcome(at('asking'), withdraw({ touched: true }), form)).toBe('ends withdrawn');
    expect(outcome(at('asking'), withdraw({ expired: 'timeout' }), { ...form, dialogForm: false })).toBe(
      'ends expired',
    );
    expect(outcome(at('waiting'), withdraw(), tracked)).toBe('ends withdrawn');
    expect(transition(at('waiting'), withdraw(), tracked)).not.toHaveProperty('settle'); // already answered
    expect(outcome(at('withdrawn'), withdraw(), form)).toBe('ignore');
    expect(outcome(at('expired'), withdraw({ expired: 'timeout' }), form)).toBe('ignore');
  });

  it('stopped by the host (ACP’s Stop): answered cancel where it is held, nothing sent by a host that delivers answers itself; the draft kept as a withdrawal keeps it', () => {
    const stop = withdraw({ stopped: true });
    expect(statuses.map((s) => outcome(at(s), stop, form))).toEqual([
      'ends withdrawn',
      'ignore',
      'ignore',
      'ends withdrawn',
      'ends withdrawn',
      'ends withdrawn',
      'ignore',
      'ignore',
    ]);
    expect(transition(at('asking'), stop, form)).toMatchObject({ settle: { resolve: { action: 'cancel' } } });
    expect(transition(at('asking'), withdraw({ stopped: true, touched: true, typed: true }), form)).toMatchObject({
      kind: 'move',
      to: { status: 'withdrawn' },
      settle: { resolve: { action: 'cancel' } },
    });
    // The browser behind a relay: the relay answered the agent; this window must not send a cancel too.
    expect(transition(at('asking'), withdraw({ stopped: true, touched: true, typed: true }), relayed)).toMatchObject({
      kind: 'move',
      to: { status: 'withdrawn' },
      settle: { reject: 'withdrawn' },
    });
    expect(transition(at('asking'), stop, screenless)).toMatchObject({
      kind: 'leave',
      end: 'withdrawn',
      settle: { resolve: { action: 'cancel' } },
    });
  });

  it('answered elsewhere (another tab): leaves with its own end, rejecting only what was still asking', () => {
    expect(statuses.map((s) => outcome(at(s), { type: 'elsewhere' }, form))).toEqual([
      'ends elsewhere',
      'ends elsewhere',
      'ends elsewhere',
      'ends elsewhere',
      'ends elsewhere',
      'ends elsewhere',
      'ignore',
      'ignore',
    ]);
    expect(transition(at('asking'), { type: 'elsewhere' }, form)).toMatchObject({ settle: { reject: 'withdrawn' } });
    expect(transition(at('waiting'), { type: 'elsewhere' }, tracked)).toMatchObject({ settle: undefined });
  });

  it('block ends everything, and answers cancel only what was still asking', () => {
    expect(statuses.map((s) => outcome(at(s), { type: 'block' }, form))).toEqual(statuses.map(() => 'ends blocked'));
    expect(transition(at('asking'), { type: 'block' }, form)).toMatchObject({
      settle: { resolve: { action: 'cancel' } },
    });
    expect(transition(at('waiting'), { type: 'block' }, tracked)).toMatchObject({ settle: undefined });
  });

  it('delivery confirmed by the host: an answer is sending until delivered; one that was not comes back expired', () => {
    expect(outcome(at('asking'), accept, relayed)).toBe('→ sending');
    expect(transition(at('asking'), accept, relayed)).toMatchObject({ settle: { resolve: { action: 'accept' } } });
    expect(outcome(at('asking'), { type: 'answer', result: { action: 'decline' } }, relayed)).toBe('→ sending');
    expect(outcome(at('asking'), accept, { ...tracked, confirmsDelivery: true })).toBe('→ waiting'); // consent: the page is the news
    expect(statuses.map((s) => outcome(at(s), { type: 'delivered' }, relayed))).toEqual([
      'ignore',
      'ends answered',
      'ends answered',
      'ignore',
      'ignore',
      'ignore',
      'ignore',
      'ignore',
    ]);
    expect(statuses.map((s) => outcome(at(s), { type: 'notDelivered' }, relayed))).toEqual([
      'ignore',
      '→ expired',
      '→ expired',
      'ignore',
      'ignore',
      'ignore',
      'ignore',
      'ignore',
    ]);
    // The network failed on the way: "Not sent yet" while the host sends it again, once.
    expect(statuses.map((s) => outcome(at(s), { type: 'notSentYet' }, relayed))).toEqual([
      'ignore',
      '→ retrying',
      'ignore',
      'ignore',
      'ignore',
      'ignore',
      'ignore',
      'ignore',
    ]);
    expect(outcome(at('retrying'), withdraw({ expired: 'disconnected', typed: true }), relayed)).toBe('ignore');
    expect(transition(at('sending'), { type: 'notDelivered' }, relayed)).toMatchObject({ ended: 'expired' });
    expect(outcome(at('sending'), { type: 'notDelivered' }, { ...relayed, dialogForm: false })).toBe('ends expired'); // an inline card
    // While it is on its way, a withdrawal or a lost connection changes nothing: the delivery tells.
    expect(outcome(at('sending'), withdraw({ expired: 'disconnected', typed: true }), relayed)).toBe('ignore');
    expect(transition(at('sending'), { type: 'block' }, relayed)).toMatchObject({
      kind: 'leave',
      end: 'blocked',
      settle: undefined,
    });
  });
});
