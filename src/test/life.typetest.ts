// Compile-time tests of "one interpreter" (run by `tsc --noEmit`, the first step of `npm test`): a
// request's life is changed by the book applying `transition`, and by nothing else. Each
// `@ts-expect-error` below fails the typecheck if the line it marks ever compiles.
import { RequestBook, type BookEntry } from '../engine/book.js';
import type { LifeState } from '../engine/lifecycle.js';
import type { Internal } from '../engine/queueEntry.js';
import type { QueueEntry } from '../engine/queueTypes.js';
import type { Held } from '../relay/held.js';
import type { StoredRequest } from '../relay/store.js';

declare const item: Internal;
declare const entry: QueueEntry;
declare const held: Held;
declare const record: StoredRequest;
declare const book: RequestBook<number, Internal>;
declare const relayBook: RequestBook<string, Held>;

// The page's queue: a held request has no life of its own to write…
// @ts-expect-error — 'life' does not exist on Internal
item.life = { status: 'sending', completedEarly: false };
// …its public entry's status is read only…
// @ts-expect-error — 'status' is a read-only property
entry.status = 'sending';
// …and what the book says of it is read only too.
// @ts-expect-error — 'status' is a read-only property
book.life(item)!.status = 'sending';

// The relay: the same for a request this instance holds, and its record.
// @ts-expect-error — 'life' does not exist on Held
held.life = { status: 'waiting', completedEarly: false };
// @ts-expect-error — 'record' is a read-only property
held.record = { ...record, life: { status: 'waiting', completedEarly: false } };
// @ts-expect-error — 'life' is a read-only property
record.life = { status: 'waiting', completedEarly: false };
// @ts-expect-error — 'status' is a read-only property
relayBook.life(held)!.status = 'waiting';

// A holder gives the book no life field (it would be ignored, so it is refused).
// @ts-expect-error — 'life' does not exist in type BookEntry
const withLife: BookEntry = { context: {} as BookEntry['context'], life: {} as LifeState };

// The one way: an event, applied by the book.
book.on(item, { type: 'answer', result: { action: 'cancel' } });
void withLife;
