import { decideRequest } from '../core/decide.js';
import type { AskHandle, AskOptions, ElicitationSource, TaskTracker } from '../engine/queue.js';
import type { DecidedRequest } from '../core/decide.js';
import type { LifeEvent } from '../engine/lifecycle.js';
import type { RequestBook } from '../engine/book.js';
import { copyLateFacts } from '../engine/request.js';
import type { RelayEvent } from '../engine/wire.js';
import type { Held } from './held.js';
import type { Relay } from './relayTypes.js';

// An owner's browser as a queue for the bridges on the server (`relay.queueFor(owner)`): each call
// finds the owner's held request by its key and takes the relay's one step for it.

/** What the relay lends an owner's queue: its book, its one way to hold a request, its steps, its words. */
export interface RelayHolding {
  readonly held: RequestBook<string, Held, Error>;
  hold(
    owner: string,
    source: ElicitationSource,
    params: unknown,
    options?: AskOptions,
    decided?: DecidedRequest,
  ): AskHandle;
  on(entry: Held | undefined, event: LifeEvent): boolean;
  tell(owner: string, event: RelayEvent): void;
  track(owner: string, source: ElicitationSource, taskId: string): TaskTracker;
  /** Stores the held request as it now stands (its record and life); the promise says when it is kept. */
  save(entry: Held): Promise<void>;
  failed(during: string): (error: unknown) => void;
}

/** `owner`'s queue on `relay` (see `Relay.queueFor`). */
export function ownerQueue(owner: string, relay: RelayHolding): ReturnType<Relay['queueFor']> {
  const { held, on, tell } = relay;
  const mine = (h: Held) => h.record.owner === owner;
  const byKey = (key: number) => held.all().find((h) => mine(h) && h.key === key);
  return {
    ask: (source, params, askOptions) => relay.hold(owner, source, params, askOptions, decideRequest(params)),
    track: (source, taskId) => relay.track(owner, source, taskId),
    close(key) {
      const entry = byKey(key);
      if (entry) on(entry, { type: 'close' });
    },
    stop(key) {
      const entry = byKey(key);
      // Answered `cancel` here; every window hears `stopped` and sends nothing itself.
      if (entry) on(entry, { type: 'withdraw', stopped: true, unseen: false, touched: false, typed: false });
    },
    amend(key, facts) {
      const entry = byKey(key);
      if (!entry) return false;
      const late = copyLateFacts(facts);
      const event = entry.record.event;
      entry.record = { ...entry.record, event: { ...event, options: { ...event.options, ...late } } };
      // Kept before it is told: a window that connects in between lists it as amended.
      void relay
        .save(entry)
        .then(
          () => held.holds(entry) && tell(owner, { type: 'amend', id: event.id, options: late }),
          relay.failed('saving a request'),
        );
      return true;
    },
    complete(source, elicitationId) {
      const entry = held.all().find((h) => mine(h) && h.source === source && h.elicitationId === elicitationId);
      if (!entry) return false;
      // Here, a step the person consented to is done, and one still asking remembers it for their
      // answer (the relay tells the browsers once that is kept: its book's `moved`). The browser
      // hears it either way: one still asking shows it on screen.
      const { id } = entry.record;
      on(entry, { type: 'complete' });
      if (!held.holds(entry)) tell(owner, { type: 'complete', id });
      return true;
    },
  };
}
