import type { RelayEvent } from '../engine/wire.js';
import type { LifeEvent } from '../engine/lifecycle.js';
import { RequestBook, type BookEntry } from '../engine/book.js';
import { requestMode } from '../core/parse.js';
import { relayContext, toldEnd } from './held.js';
import { ENDED_UNANSWERED } from './http.js';
import type { RelayStore, StoredRequest } from './store.js';

// A stored request that no live book holds (its holder died, or its answer finished its round or
// task on another instance) is ended here: fed to a book of its own, the store written, the
// owner's windows told.

/**
 * A stored request no live book holds, while an event is applied to it: the store's writes it causes, and what the
 * browsers hear.
 */
interface Stored extends BookEntry {
  readonly record: StoredRequest;
  readonly writes: Promise<unknown>[];
  told?: Extract<RelayEvent, { type: 'end' }>['end'] | undefined;
}

/** `endStored` and `orphanEnds`, over `store`, telling the windows through `tell`. */
export function storedEnds(store: RelayStore, tell: (owner: string, event: RelayEvent) => void) {
  /**
   * The stored requests no live holder keeps, while an event is applied to one (`endStored`): its
   * answer's promise is gone with its holder, so there is nothing to settle.
   */
  const stored = new RequestBook<string, Stored>((entry) => entry.record.id, {
    settle: () => {},
    moved: (entry, step) => void entry.writes.push(store.save({ ...entry.record, life: step.to })),
    left: (entry, step, event) => {
      entry.writes.push(store.remove(entry.record.id));
      entry.told = toldEnd(event, step.end);
    },
  });

  /**
   * A request whose holder is gone ends as expired, once, wherever its owner's windows are: the one
   * way such a request leaves (the book that held it died with its instance). `claimed` when an
   * answer of this instance already holds its claim; otherwise the end is claimed first, so one
   * instance announces it. False when another did.
   */
  async function orphanEnds(record: StoredRequest, claimed: boolean): Promise<boolean> {
    if (!claimed && !(await store.claim(record.id, ENDED_UNANSWERED))) return false;
    await endStored(record, { type: 'withdraw', expired: 'disconnected', unseen: false, touched: false, typed: false });
    return true;
  }

  /**
   * Feeds `event` to a stored request no live book holds (`stored.once`: the same book, transition
   * and steps as a held one), and waits for the store: a move saves its new life, an end removes
   * it and then tells the browsers what they hear of it.
   */
  async function endStored(record: StoredRequest, event: LifeEvent): Promise<void> {
    const entry: Stored = {
      record,
      context: relayContext(requestMode(record.event.params).kind === 'url', record.event.options ?? {}),
      writes: [],
    };
    stored.once(entry, record.life, event);
    await Promise.all(entry.writes);
    if (entry.told) tell(record.owner, { type: 'end', id: record.id, end: entry.told });
  }

  return { endStored, orphanEnds };
}
