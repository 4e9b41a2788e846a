import type { EntryEnd } from './lifecycle.js';
import type { ElicitationSource, Notice, Presentation, QueueEntry, SettledEntry } from './queueTypes.js';

// What the queue tells the person that is not a request, as one pure function: the notice after
// an event, given the last one. The queue numbers it and puts it in its snapshot.

/** A notice before the queue numbers it. */
export type NoticeBody = Omit<Notice, 'id'>;

export type NoticeEvent =
  /** A request ended where it stands (a dialog's form stays, saying so). */
  | { readonly type: 'ended'; readonly why: EntryEnd; readonly entry: QueueEntry }
  /** A request left the queue, kept as `settled`: `withdrawn` when the server (or host) took it back. */
  | {
      readonly type: 'left';
      readonly why: EntryEnd;
      readonly entry: QueueEntry;
      readonly settled: SettledEntry;
      readonly withdrawn: boolean;
    }
  /**
   * `blocked`: "Stop requests from …" (`settled`, the first request it ended, if one was waiting);
   * `reloaded`: a request from `source` was waiting when the page reloaded.
   */
  | ({ readonly type: 'blocked' } & Told)
  | ({ readonly type: 'reloaded' } & Told);

/** A notice about a source, not about one request's end. */
interface Told {
  readonly source: ElicitationSource;
  readonly presentation: Presentation;
  readonly settled?: SettledEntry | undefined;
}

/** How a request that ended without an answer is told: lost, stopped by the host, or withdrawn. */
export const noticeKind = (why: EntryEnd, entry: QueueEntry) =>
  why === 'expired' ? 'expired' : entry.stopped ? 'stopped' : 'withdrawn';

/** The notice after `event` (`last` being the one shown), or undefined when it tells nothing new. */
export function noticeFor(last: Notice | null, event: NoticeEvent): NoticeBody | undefined {
  if (event.type === 'blocked' || event.type === 'reloaded') {
    const { source, presentation, settled } = event;
    return { kind: event.type, serverName: source.serverName, source, presentation, settled };
  }
  const { why, entry } = event;
  const { serverName, source, presentation } = entry;
  if (event.type === 'ended') return { kind: noticeKind(why, entry), serverName, source, presentation };
  const { settled } = event;
  const dialog = presentation === 'dialog';
  if (event.withdrawn) {
    // Repeated withdrawals from one server fold into one line with a count, so a server cannot
    // nag with a notice each.
    const kind = noticeKind(why, entry);
    const folds = dialog && kind === 'withdrawn' && last?.kind === 'withdrawn' && last.source === source;
    const count = folds ? (last.count ?? 1) + 1 : 1;
    return { kind, serverName, settled, source, presentation, ...(count > 1 && { count }) };
  }
  // The dialog says what was sent once it closes, that another window answered it, or that a URL
  // step is complete (an inline card says so itself).
  const answered = (why === 'answered' && settled.result) || why === 'elsewhere' || why === 'complete';
  return answered && dialog ? { kind: 'answered', serverName, settled, presentation } : undefined;
}
