import { noticeFor, type NoticeEvent } from './notices.js';
import type { EntryEnd } from './lifecycle.js';
import type { ElicitationSource, Notice, Presentation, QueueEntry, SettledEntry } from './queueTypes.js';

// Every event × the notice already shown: what the queue tells next, one line each.

const nagger: ElicitationSource = { serverName: 'Nagger' };
const other: ElicitationSource = { serverName: 'Other' };
const entry = (presentation: Presentation, o: Partial<QueueEntry> = {}): QueueEntry =>
  ({
    key: 1,
    source: nagger,
    serverName: 'Nagger',
    request: {},
    status: 'asking',
    askedAt: 0,
    presentation,
    ...o,
  } as QueueEntry);
const settled = (e: QueueEntry, end: EntryEnd, answered = false): SettledEntry => ({
  entry: e,
  end,
  settledAt: 0,
  ...(answered && { result: { action: 'decline' } }),
});
const left = (
  presentation: Presentation,
  why: EntryEnd,
  withdrawn: boolean,
  o: Partial<QueueEntry> = {},
  answered = false,
): NoticeEvent => {
  const e = entry(presentation, o);
  return { type: 'left', why, entry: e, settled: settled(e, why, answered), withdrawn };
};

const shown: Record<string, Notice | null> = {
  none: null,
  'Nagger withdrew 1': { kind: 'withdrawn', serverName: 'Nagger', id: 7, source: nagger, presentation: 'dialog' },
  'Nagger withdrew 3': {
    kind: 'withdrawn',
    serverName: 'Nagger',
    id: 7,
    source: nagger,
    presentation: 'dialog',
    count: 3,
  },
  'Other withdrew 1': { kind: 'withdrawn', serverName: 'Other', id: 7, source: other, presentation: 'dialog' },
};

const events: Record<string, NoticeEvent> = {
  'dialog withdrawn': left('dialog', 'withdrawn', true),
  'card withdrawn': left('inline', 'withdrawn', true),
  'dialog expired': left('dialog', 'expired', true, { expired: 'disconnected' }),
  'dialog stopped by the host': left('dialog', 'withdrawn', true, { stopped: true }),
  'dialog answered': left('dialog', 'answered', false, {}, true),
  'dialog closed unanswered': left('dialog', 'answered', false),
  'card answered': left('inline', 'answered', false, {}, true),
  'dialog answered elsewhere': left('dialog', 'elsewhere', false),
  'dialog URL step complete': left('dialog', 'complete', false),
  'dialog URL step done, unconfirmed': left('dialog', 'done', false),
  'ended in place, expired': { type: 'ended', why: 'expired', entry: entry('dialog') },
  'ended in place, withdrawn': { type: 'ended', why: 'withdrawn', entry: entry('inline') },
  'Nagger blocked, one waiting': {
    type: 'blocked',
    source: nagger,
    presentation: 'dialog',
    settled: settled(entry('dialog'), 'blocked'),
  },
  'Nagger blocked, none waiting': { type: 'blocked', source: nagger, presentation: 'inline' },
  'a reload': { type: 'reloaded', source: nagger, presentation: 'inline' },
};

function outcome(last: string, event: string): string {
  const body = noticeFor(shown[last]!, events[event]!);
  if (!body) return 'nothing new';
  const extras = [
    body.count && `×${body.count}`,
    body.settled && 'with the request',
    body.source && 'with its source',
  ].filter(Boolean);
  return `${body.kind} ${body.serverName} in the ${body.presentation}${extras.length ? ` (${extras.join(', ')})` : ''}`;
}

const table: [string, string, string][] = [
  ['none', 'dialog withdrawn', 'withdrawn Nagger in the dialog (with the request, with its source)'],
  ['none', 'card withdrawn', 'withdrawn Nagger in the inline (with the request, with its source)'],
  ['none', 'dialog expired', 'expired Nagger in the dialog (with the request, with its source)'],
  ['none', 'dialog stopped by the host', 'stopped Nagger in the dialog (with the request, with its source)'],
  ['none', 'dialog answered', 'answered Nagger in the dialog (with the request)'],
  ['none', 'dialog closed unanswered', 'nothing new'],
  ['none', 'card answered', 'nothing new'],
  ['none', 'dialog answered elsewhere', 'answered Nagger in the dialog (with the request)'],
  ['none', 'dialog URL step complete', 'answered Nagger in the dialog (with the request)'],
  ['none', 'dialog URL step done, unconfirmed', 'nothing new'],
  ['none', 'ended in place, expired', 'expired Nagger in the dialog (with its source)'],
  ['none', 'ended in place, withdrawn', 'withdrawn Nagger in the inline (with its source)'],
  ['none', 'Nagger blocked, one waiting', 'blocked Nagger in the dialog (with the request, with its source)'],
  ['none', 'Nagger blocked, none waiting', 'blocked Nagger in the inline (with its source)'],
  ['none', 'a reload', 'reloaded Nagger in the inline (with its source)'],
  // Withdrawals from one server in a row fold into one line with a count (in the dialog only).
  ['Nagger withdrew 1', 'dialog withdrawn', 'withdrawn Nagger in the dialog (×2, with the request, with its source)'],
  ['Nagger withdrew 3', 'dialog withdrawn', 'withdrawn Nagger in the dialog (×4, with the request, with its source)'],
  ['Nagger withdrew 3', 'card withdrawn', 'withdrawn Nagger in the inline (with the request, with its source)'],
  ['Nagger withdrew 3', 'dialog expired', 'expired Nagger in the dialog (with the request, with its source)'],
  [
    'Nagger withdrew 3',
    'dialog stopped by the host',
    'stopped Nagger in the dialog (with the request, with its source)',
  ],
  ['Other withdrew 1', 'dialog withdrawn', 'withdrawn Nagger in the dialog (with the request, with its source)'],
  // Anything else replaces the count.
  ['Nagger withdrew 3', 'dialog answered', 'answered Nagger in the dialog (with the request)'],
  ['Nagger withdrew 3', 'a reload', 'reloaded Nagger in the inline (with its source)'],
  ['Nagger withdrew 3', 'dialog closed unanswered', 'nothing new'],
];

describe('noticeFor: every event × the notice shown', () => {
  it.each(table)('%s, then %s: %s', (last, event, expected) => {
    expect(outcome(last, event)).toBe(expected);
  });

  it('the table has every event', () => {
    const covered = new Set(table.map(([, event]) => event));
    expect(Object.keys(events).filter((e) => !covered.has(e))).toEqual([]);
  });
});
