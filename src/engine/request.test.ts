import { copyFacts, type RequestFacts } from './request.js';

// Every fact's copy rule, with what a bridge sets and with what the wire may carry instead (a
// relay's browser takes the facts from its event stream): a value of another type is left out.

const copy = (facts: Record<string, unknown>) => copyFacts(facts as RequestFacts);

describe('copyFacts: each fact as a bridge sets it, and of the wrong type', () => {
  it.each<[string, unknown, unknown]>([
    ['elicitationId', 'e1', 'e1'],
    ['elicitationId', 42, undefined],
    ['closeOnComplete', true, true],
    ['closeOnComplete', 'yes', undefined],
    ['previousAnswer', { name: 'Ada' }, { name: 'Ada' }],
    ['previousAnswer', ['Ada'], undefined],
    ['step', { index: 1, count: 2, round: 7 }, { index: 1, count: 2, round: 7 }],
    ['step', { index: 1, count: 2, round: '7' }, { index: 1, count: 2 }],
    ['step', { index: '1', count: 2 }, undefined],
    ['step', { index: 0, count: 2 }, undefined],
    ['step', { index: 1.5, count: 2 }, undefined],
    ['urlCompletion', 'retry', 'retry'],
    ['urlCompletion', 'later', undefined],
    ['urlNotFinished', true, true],
    ['resumed', 1, undefined],
    [
      'app',
      { uri: 'ui://a', sandbox: 'https://s.example/', html: '<p>', connectDomains: ['a', 3] },
      { uri: 'ui://a', sandbox: 'https://s.example/', html: '<p>', connectDomains: ['a'] },
    ],
    ['app', { uri: 'ui://a', sandbox: 7 }, undefined],
    ['app', 'ui://a', undefined],
    ['serverAskedAt', 1000, 1000],
    ['serverAskedAt', '1000', undefined],
    ['serverAskedAt', Infinity, undefined],
    ['scope', { sessionId: 's', toolCallId: 'c', toolTitle: 'T' }, { sessionId: 's', toolCallId: 'c', toolTitle: 'T' }],
    ['scope', { sessionId: 's', toolTitle: { html: '<b>' } }, { sessionId: 's' }],
    ['scope', { toolTitle: 3 }, {}],
    ['scope', 's', undefined],
    ['leftOut', ['Accent colour', 4], ['Accent colour']],
    ['leftOut', 'Accent colour', undefined],
  ])('%s: %j → %j', (fact, value, expected) => {
    const copied = copy({ [fact]: value }) as Record<string, unknown>;
    if (expected === undefined) expect(fact in copied).toBe(false);
    else expect(copied[fact]).toEqual(expected);
  });

  it('nothing else of the object is kept (a signal, a round, any other key)', () => {
    expect(copy({ signal: new AbortController().signal, round: { key: 'k' }, other: 1, elicitationId: 'e' })).toEqual({
      elicitationId: 'e',
    });
  });

  it('a time later than the clock reads as now', () => {
    const at = copy({ serverAskedAt: Date.now() + 60_000 }).serverAskedAt!;
    expect(at).toBeLessThanOrEqual(Date.now());
  });
});
