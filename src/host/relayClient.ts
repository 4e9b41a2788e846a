import { isRecord } from '../core/objects.js';
import type { ElicitResult } from '../protocol/types.js';
import type { RelayEvent } from '../engine/wire.js';
import type { ElicitationQueue, ElicitationSource, TaskTracker } from '../engine/queue.js';

/**
 * How the browser reaches a server-side relay: the handler's URL (same origin, the session
 * cookie goes along), and how long to wait before reconnecting a dropped stream.
 */
export interface RelayClientOptions {
  url: string;
  fetch?: typeof fetch | undefined;
  /** Wait before reconnecting after the event stream drops (ms, default 1000). */
  retryMs?: number | undefined;
  /**
   * A stream silent for this long is taken as dead and opened again (ms, default 45 000: three of
   * the relay's 15-second keep-alives). A proxy can keep a dead upstream's connection open.
   */
  staleMs?: number | undefined;
  /**
   * Called with anything that goes wrong other than the network: an error thrown while handling an
   * event from the relay (a bug, here or in the host's queue). The stream stays open and the next
   * event is handled. Default `console.error`. A dropped connection is not an error: it reconnects.
   */
  onError?: ((error: unknown) => void) | undefined;
}

/** A live connection of a queue to a relay; `close` stops it and withdraws nothing on the server. */
export interface RelayConnection {
  close(): void;
}

interface Shown {
  readonly key: number;
  readonly controller: AbortController;
  readonly source: ElicitationSource;
  readonly elicitationId?: string | undefined;
  /** The person answered here: the relay's `end` for it is our own answer coming back. */
  answeredHere: boolean;
  /** The relay said it expired (its connection to the MCP server was lost): the abort reads as such. */
  expired: boolean;
}

/**
 * Feeds the requests a server-side relay holds for this browser's owner into `queue`, so the
 * dialog and the inline cards show them as any other, and posts each answer back. Every
 * (re)connection re-delivers what is still pending; a request answered in another tab leaves here
 * as such, a withdrawn one as withdrawn (its draft kept, as today). Requests of an SDK client the
 * server attached with `relay.queueFor(owner)` keep their steps, prefill and URL completion.
 *
 * @example
 * ```tsx
 * const queue = new ElicitationQueue();
 * useEffect(() => connectRelay(queue, { url: '/api/elicitation' }).close, []);
 * ```
 */
export function connectRelay(queue: ElicitationQueue, options: RelayClientOptions): RelayConnection {
  const send = options.fetch ?? globalThis.fetch.bind(globalThis);
  const retryMs = options.retryMs ?? 1000;
  const onError = options.onError ?? ((error: unknown) => console.error('connectRelay:', error));
  const shown = new Map<string, Shown>();
  // One source per server name, so "Stop requests from …" holds across requests and reconnects.
  const sources = new Map<string, ElicitationSource>();
  const sourceOf = (serverName: string, serverClaim: string | undefined, asker?: 'agent') => {
    const id = JSON.stringify([serverName, serverClaim ?? null, asker ?? null]);
    let source = sources.get(id);
    if (!source)
      sources.set(
        id,
        (source = {
          serverName,
          ...(serverClaim !== undefined && { serverClaim }),
          ...(asker === 'agent' && { kind: asker }),
        }),
      );
    return source;
  };
  let closed = false;

  /** The lines of the owner's tasks, by task id (the relay tells each change, and all again on connecting). */
  const tasks = new Map<string, TaskTracker>();

  /** Posts to the relay; the status, or 0 when the network failed (the answer may have arrived). */
  const post = (
    body:
      | { id: string; result: ElicitResult; attempt: string }
      | { id: string; left: true }
      | { task: string; stop: true },
  ) =>
    send(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    }).then(
      (response) => response.status,
      () => 0,
    );

  /**
   * Posts an answer until the relay says what became of it. A failed network (status 0) may have
   * lost the answer or only the reply, so the same answer, under the same `attempt`, goes again
   * (after 1 s, 2 s, 4 s … at most 30 s), and the entry says "Not sent yet" meanwhile: the relay
   * hands an answer on once and tells a retry its outcome (503 while the first is still on its
   * way). Nothing reads as sent before a 2xx.
   * Undefined once the connection is closed.
   */
  const deliver = async (
    body: { id: string; result: ElicitResult; attempt: string },
    key: number,
  ): Promise<number | undefined> => {
    for (let wait = 1000; !closed; wait = Math.min(30_000, wait * 2)) {
      const status = await post(body);
      if (status !== 0 && status !== 503) return status;
      // The network failed, or the relay cannot say yet (its store is down, or the first try is
      // still on its way): the person is told "Not sent yet", the answer stays on screen, and
      // "Retry now" cuts the wait short.
      await new Promise<void>((woken) => {
        const timer = setTimeout(woken, wait);
        queue.notSentYet(key, () => {
          clearTimeout(timer);
          woken();
        });
      });
    }
    return undefined;
  };

  const onEvent = (event: RelayEvent) => {
    switch (event.type) {
      case 'pending':
        // What this window shows and the relay no longer holds ended while we were away.
        for (const [id, s] of shown) if (!event.ids.includes(id) && !s.answeredHere) queue.answeredElsewhere(s.key);
        return;
      case 'ask': {
        if (shown.has(event.id)) return;
        const controller = new AbortController();
        const source = sourceOf(event.serverName, event.serverClaim, event.asker === 'agent' ? 'agent' : undefined);
        // "Sent" only once the relay has it: until the POST answers, the entry is `sending`.
        // An expiry reaches the queue as what it is (`disconnected`), never as words to parse.
        const handle = queue.ask(source, event.params, {
          ...event.options,
          signal: controller.signal,
          disconnected: () => entry.expired,
          confirmsDelivery: true,
        });
        const entry: Shown = {
          key: handle.key,
          controller,
          source,
          elicitationId: event.options?.elicitationId,
          answeredHere: false,
          expired: false,
        };
        shown.set(event.id, entry);
        handle.result
          .then(
            async (result) => {
              entry.answeredHere = true;
              const status = await deliver({ id: event.id, result, attempt: attemptId() }, handle.key);
              // 409: another tab answered first, and that answer stands. Any other refusal: the request
              // had ended, and nothing was sent. Closed before the relay said: the entry stays "Sending…".
              if (status === undefined) return;
              if (status === 409) queue.answeredElsewhere(handle.key);
              else if (status < 400) queue.delivered(handle.key);
              else queue.notDelivered(handle.key);
              // A withdrawn request's result rejects (`AbortedError`): nothing to send. What the
              // delivery itself throws is a bug, reported.
            },
            () => {},
          )
          .catch(onError);
        void handle.ended.then((why) => {
          if (shown.get(event.id) !== entry) return;
          shown.delete(event.id);
          // A URL step the server waits on, left here before it reported completion.
          if (entry.answeredHere && entry.elicitationId !== undefined && why !== 'complete')
            void post({ id: event.id, left: true });
        });
        return;
      }
      case 'amend': {
        const entry = shown.get(event.id);
        if (entry) queue.amend(entry.key, event.options);
        return;
      }
      case 'complete': {
        const entry = shown.get(event.id);
        if (entry?.elicitationId !== undefined) queue.complete(entry.source, entry.elicitationId);
        return;
      }
      case 'end': {
        const entry = shown.get(event.id);
        if (!entry) return;
        if (event.end === 'closed') return queue.close(entry.key);
        // The host stopped the turn; the relay answered it: said here, the draft kept, nothing sent.
        if (event.end === 'stopped') return queue.stop(entry.key);
        if (entry.answeredHere) return;
        if (event.end === 'answered') queue.answeredElsewhere(entry.key);
        else {
          entry.expired = event.end === 'expired';
          entry.controller.abort();
        }
        return;
      }
      case 'task': {
        let tracker = tasks.get(event.taskId);
        if (!tracker) {
          tracker = queue.track(sourceOf(event.serverName, undefined), event.taskId, { startedAt: event.startedAt });
          // "Stop this task" goes to the relay, which hands it to the instance following the task.
          tracker.onStop(() => void post({ task: event.taskId, stop: true }));
          tasks.set(event.taskId, tracker);
        }
        tracker.update(event);
        return;
      }
      default:
        return event satisfies never;
    }
  };

  /** One event, handled; what it throws is a bug, reported, and the stream goes on. */
  const handleEvent = (event: RelayEvent) => {
    try {
      onEvent(event);
    } catch (error) {
      onError(error);
    }
  };

  const staleMs = options.staleMs ?? 45_000;
  let current: AbortController | undefined;
  void (async () => {
    while (!closed) {
      const attempt = (current = new AbortController());
      // Silence past `staleMs` (not even a keep-alive) ends this attempt.
      let watchdog: ReturnType<typeof setTimeout> | undefined;
      const alive = () => {
        clearTimeout(watchdog);
        watchdog = setTimeout(() => attempt.abort(), staleMs);
      };
      try {
        alive();
        const response = await send(options.url, {
          headers: { accept: 'text/event-stream' },
          credentials: 'same-origin',
          signal: attempt.signal,
        });
        if (response.ok && response.body) await readEvents(response.body, handleEvent, alive, attempt.signal);
      } catch {
        // Only the network throws here (`fetch`, a read, an abort; `handleEvent` reports its own
        // errors): the stream dropped, and it is opened again below.
      } finally {
        clearTimeout(watchdog);
      }
      if (!closed) await new Promise((r) => setTimeout(r, retryMs));
    }
  })();

  return {
    close() {
      closed = true;
      current?.abort();
    },
  };
}

/**
 * A fresh name for one answer: 128 random bits in hex (`getRandomValues` works outside secure contexts too;
 * `randomUUID` does not).
 */
function attemptId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Reads Server-Sent Events from `body`, calling `onEvent` with each event's JSON data and `onBytes` on anything read.
 */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: RelayEvent) => void,
  onBytes: () => void,
  signal: AbortSignal,
): Promise<void> {
  const reader = body.getReader();
  // An abort (the watchdog, `close`) ends the read even where the stream does not listen for it.
  // A cancel that fails means the stream already ended: nothing is left to close.
  signal.addEventListener('abort', () => void reader.cancel().catch(() => {}), { once: true });
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    onBytes();
    buffer += decoder.decode(value, { stream: true });
    let at: number;
    while ((at = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, at);
      buffer = buffer.slice(at + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      if (!data) continue;
      let event: unknown;
      try {
        event = JSON.parse(data);
      } catch {
        // Not JSON: no event of ours (a proxy's line); skipped.
        continue;
      }
      if (isRecord(event) && typeof event.type === 'string') onEvent(event as RelayEvent);
    }
  }
}
