import type { RelayEvent } from '../engine/wire.js';
import type { StoredRequest } from './store.js';

// The browsers' windows on this instance: one event stream each (Server-Sent Events), kept by
// owner, so an event goes to its owner's windows only and without a scan. What a window is sent
// first, and how one that stops reading is dropped, are decided here.

/** One window's event stream. */
export interface Stream {
  send(event: RelayEvent): void;
  /**
   * Sends what is pending (`pendingOf`, read now) before any live event that arrives while it is
   * read: a listing read before a request was saved must not follow, and so end, that request's
   * live `ask` in the browser.
   */
  relist(read: () => Promise<StoredRequest[]>): Promise<void>;
  /** Ends the stream; with an error, dropped (what it had not read is discarded). */
  close(dropped?: Error): void;
}

/** The bounds on windows, per instance (see `RelayOptions`). */
export interface WindowLimits {
  /** Keep-alive comments this often (ms). */
  readonly heartbeatMs: number;
  /** One owner's open windows; a new one closes the oldest. */
  readonly maxStreams: number;
  /** Bytes a window may hold unread before it is dropped. */
  readonly maxUnread: number;
}

// What an event stream queues before it counts as behind (bytes; `desiredSize` is this minus what is queued).
const STREAM_HWM = 16 * 1024;

/** The open windows of this instance, by owner. */
export class Windows {
  readonly #byOwner = new Map<string, Set<Stream>>();

  constructor(private readonly limits: WindowLimits) {}

  /** Sends `event` to every window of `owner` on this instance. */
  send(owner: string, event: RelayEvent): void {
    this.#byOwner.get(owner)?.forEach((s) => s.send(event));
  }

  /** Every open window, with its owner. */
  *all(): Generator<[owner: string, stream: Stream]> {
    for (const [owner, streams] of this.#byOwner) for (const stream of streams) yield [owner, stream];
  }

  /** Ends every window. */
  closeAll(): void {
    for (const [, stream] of [...this.all()]) stream.close();
  }

  /**
   * Opens a window of `owner`: its stream starts with what `list` reads (the owner's pending
   * requests), then live events. Rejects, the window closed, when the listing fails: a store that
   * cannot say is a 503 (the browser connects again), never an empty list.
   */
  async open(owner: string, list: () => Promise<StoredRequest[]>): Promise<Response> {
    const { heartbeatMs, maxStreams, maxUnread } = this.limits;
    const byOwner = this.#byOwner;
    let stream!: Stream;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    // The listing on (re)connection is bounded by `maxPendingPerOwner` and not yet the window's to
    // read; unread bytes count from the first event after it.
    let listing = true;
    const body = new ReadableStream<Uint8Array>(
      {
        start(controller) {
          const encoder = new TextEncoder();
          const write = (text: string) => {
            try {
              controller.enqueue(encoder.encode(text));
            } catch {
              stream.close();
              return;
            }
            // A window that stops reading is dropped, not buffered without bound (its queued bytes go with it).
            if (!listing && STREAM_HWM - (controller.desiredSize ?? STREAM_HWM) > maxUnread)
              stream.close(new Error('The window stopped reading its events.'));
          };
          // Event ids count this stream's own events, so they tell nothing of other owners' traffic.
          let eventId = 0;
          const emit = (event: RelayEvent) => write(`id: ${++eventId}\ndata: ${JSON.stringify(event)}\n\n`);
          // Live events held back while a listing is read, then sent after it.
          let early: RelayEvent[] | undefined;
          stream = {
            send: (event) => (early ? void early.push(event) : emit(event)),
            async relist(read) {
              const live = (early ??= []);
              try {
                const mine = (await read()).filter((r) => r.life.status === 'asking');
                emit({ type: 'pending', ids: mine.map((r) => r.id) });
                // A URL step the server already reported complete is shown saying so, as it was before.
                for (const r of mine) {
                  emit(r.event);
                  if (r.life.completedEarly) emit({ type: 'complete', id: r.id });
                }
              } finally {
                if (early === live) early = undefined;
                for (const event of live) emit(event);
              }
            },
            close(dropped?: Error) {
              const windows = byOwner.get(owner);
              if (!windows?.delete(stream)) return;
              if (windows.size === 0) byOwner.delete(owner);
              clearInterval(heartbeat);
              try {
                if (dropped) controller.error(dropped);
                else controller.close();
              } catch {
                // already closed by the client
              }
            },
          };
          // Listening first, then listing: an event in between arrives twice at worst (the browser
          // shows a request once), never not at all.
          let windows = byOwner.get(owner);
          if (!windows) byOwner.set(owner, (windows = new Set()));
          // One owner's windows are bounded: the oldest gives way (a tab left open the longest).
          if (windows.size >= maxStreams) windows.values().next().value?.close();
          windows.add(stream);
          heartbeat = setInterval(() => write(': keep-alive\n\n'), heartbeatMs);
        },
        cancel() {
          stream.close();
        },
      },
      // Counted in bytes, so `desiredSize` says how much the window has not read.
      new ByteLengthQueuingStrategy({ highWaterMark: STREAM_HWM }),
    );
    // On every (re)connection, what is pending now: the browser ends what it shows and is not
    // listed (answered in another tab, withdrawn meanwhile) and shows what it lacks.
    try {
      await stream.relist(list);
    } catch (error) {
      stream.close();
      throw error;
    }
    listing = false;
    return new Response(body, {
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
    });
  }
}
