import {
  CHECKED,
  deliveryStep,
  type DeliveryContext,
  type DeliveryEvent,
  type DeliveryState,
  type DeliveryStep,
} from './delivery.js';

// The delivery machine on its own: every step × every event, with the states and contexts that
// change the outcome. relay.test.ts, redisStore.test.ts and processes.test.ts drive the same
// journeys through real POSTs, a real redis-server and killed instances.
const steps: DeliveryStep[] = ['checked', 'claiming', 'recalling', 'parking', 'handing', 'unheard'];
const events: DeliveryEvent[] = [
  'alive',
  'lost',
  'claimed',
  'claimedByThisAttempt',
  'claimedByAnother',
  'known',
  'unknown',
  'parked',
  'notParked',
  'took',
  'refused',
  'noWord',
];
const plain: DeliveryContext = { round: false, task: false };
const round: DeliveryContext = { round: true, task: false };
const task: DeliveryContext = { round: false, task: true };
const at = (step: DeliveryStep, o: Partial<DeliveryState> = {}): DeliveryState => ({ ...CHECKED, ...o, step });
const say = (state: DeliveryState, event: DeliveryEvent, context: DeliveryContext) => {
  const move = deliveryStep(state, event, context);
  if (move.kind === 'invalid') return '-';
  if (move.kind === 'outcome') return move.outcome;
  const { step, holderLost, parked } = move.state;
  return `→ ${step}${holderLost ? ' (holder lost)' : ''}${parked ? ' (parked)' : ''}`;
};
const row = (state: DeliveryState, context: DeliveryContext) =>
  Object.fromEntries(events.map((e) => [e, say(state, e, context)]));
const only = (cells: Partial<Record<DeliveryEvent, string>>) =>
  Object.fromEntries(events.map((e) => [e, cells[e] ?? '-']));

describe('deliveryStep: an answer’s way to its request as one table', () => {
  it('checked: a live holder is claimed for; a lost one only when a round or a task can carry the answer', () => {
    expect(row(at('checked'), plain)).toEqual(only({ alive: '→ claiming', lost: 'abandoned' }));
    expect(row(at('checked'), round)).toEqual(only({ alive: '→ claiming', lost: '→ claiming (holder lost)' }));
    expect(row(at('checked'), task)).toEqual(only({ alive: '→ claiming', lost: '→ claiming (holder lost)' }));
  });

  it('claiming: the first answer wins; a retry of the winner recalls its outcome; any other answer conflicts', () => {
    for (const context of [plain, round, task]) {
      expect(row(at('claiming'), context)).toEqual(
        only({ claimed: '→ parking', claimedByThisAttempt: '→ recalling', claimedByAnother: 'conflict' }),
      );
    }
    expect(say(at('claiming', { holderLost: true }), 'claimed', round)).toBe('→ parking (holder lost)');
  });

  it('recalling: a recorded outcome is the answer; none is carried again', () => {
    expect(row(at('recalling'), plain)).toEqual(only({ known: 'recalled', unknown: '→ parking' }));
  });

  it('parking: a live holder is handed the answer, parked or not; for a lost one a task, else the round, else nothing carries it', () => {
    expect(row(at('parking'), round)).toEqual(only({ parked: '→ handing (parked)', notParked: '→ handing' }));
    expect(row(at('parking', { holderLost: true }), round)).toEqual(only({ parked: 'byRound', notParked: 'expired' }));
    expect(row(at('parking', { holderLost: true }), task)).toEqual(only({ parked: 'byTask', notParked: 'byTask' }));
    expect(row(at('parking', { holderLost: true }), plain)).toEqual(only({ parked: 'byRound', notParked: 'expired' }));
  });

  it('handing: taken is delivered, refused (the request ended) is not, no word waits on the holder’s life', () => {
    for (const parked of [false, true]) {
      expect(row(at('handing', { parked }), plain)).toEqual(
        only({ took: 'delivered', refused: 'undelivered', noWord: `→ unheard${parked ? ' (parked)' : ''}` }),
      );
    }
  });

  it('unheard: a holder that may live has it on its way (503), or through the parked round (200); a lost holder is one more event', () => {
    expect(row(at('unheard'), plain)).toEqual(only({ alive: 'onItsWay', lost: 'expired' }));
    expect(row(at('unheard', { parked: true }), round)).toEqual(only({ alive: 'delivered', lost: 'byRound' }));
    expect(row(at('unheard'), task)).toEqual(only({ alive: 'onItsWay', lost: 'byTask' }));
    expect(row(at('unheard', { parked: true }), task)).toEqual(only({ alive: 'delivered', lost: 'byTask' }));
  });

  it('every step waits for some event and refuses the rest (no event is silently ignored)', () => {
    for (const step of steps) {
      const cells = Object.values(row(at(step), { round: true, task: true }));
      expect(
        cells.some((c) => c !== '-'),
        step,
      ).toBe(true);
      expect(
        cells.some((c) => c === '-'),
        step,
      ).toBe(true);
    }
  });

  it('every journey ends: from checked, any run of the events each step waits for reaches an outcome within six steps', () => {
    const outcomes = new Set<string>();
    const walk = (state: DeliveryState, context: DeliveryContext, depth: number) => {
      expect(depth).toBeLessThanOrEqual(6);
      for (const event of events) {
        const move = deliveryStep(state, event, context);
        if (move.kind === 'outcome') outcomes.add(move.outcome);
        if (move.kind === 'to') walk(move.state, context, depth + 1);
      }
    };
    for (const context of [plain, round, task, { round: true, task: true }]) walk(CHECKED, context, 0);
    expect([...outcomes].sort()).toEqual([
      'abandoned',
      'byRound',
      'byTask',
      'conflict',
      'delivered',
      'expired',
      'onItsWay',
      'recalled',
      'undelivered',
    ]);
  });
});
