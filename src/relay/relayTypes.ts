import type { BridgeQueue } from '../engine/port.js';
import type { RequestFacts } from '../engine/request.js';
import type { ElicitResult } from '../protocol/types.js';
import type { RelayStore } from './store.js';

// The relay's public shapes: how it is set up (`RelayOptions`) and what it is (`Relay`). The errors
// its `ask` rejects with are `errors.ts`; the relay itself is `relay.ts`.

/**
 * How the relay is set up: who owns a browser's request (from the host's own session), where its
 * handler is mounted, and its limits.
 *
 * @example
 * ```ts
 * const relay = createRelay({ authorize: (request) => sessionOf(request)?.userId });
 * ```
 */
export interface RelayOptions {
  /**
   * The owner of a browser's request to the handler, from the host's own session (a cookie): the
   * browser sees and answers only that owner's requests. Only a non-empty string is an owner:
   * `undefined` (or any other value) refuses it (401).
   */
  authorize(request: Request): string | undefined | Promise<string | undefined>;
  /** Largest answer body, in bytes (default 64 kB); a larger one gets 413. */
  maxBodyBytes?: number | undefined;
  /** How often an open event stream gets a keep-alive comment, so proxies keep it open (ms, default 15 000). */
  heartbeatMs?: number | undefined;
  /**
   * Where pending requests, first answers and events are shared: in memory by default (one
   * process); `redisStore(client)` for several instances behind one address, so an answer that
   * reaches any instance completes the request, whichever instance holds its MCP request.
   */
  store?: RelayStore | undefined;
  /**
   * With a shared store: how long an instance that stopped answering counts as alive (ms, default
   * 5000). Its pending requests then end in the browser as "the connection was lost". An instance
   * judges others only after its own heartbeats have gone through for this long (after a store
   * outage, 3 s more), so instances coming back from an outage at different times are not taken
   * for dead.
   */
  livenessMs?: number | undefined;
  /**
   * With a shared store: finishes a 2026-07-28 call whose instance is gone. Each round of a call
   * made through `queueFor` is parked in the store; when the person answers its last question on
   * another instance, this is called there with the retry (the call's method, and its params with
   * `inputResponses` and the `requestState` exactly as the server sent it). Send it with the
   * owner's client, e.g. `attachElicitation(client, relay.queueFor(owner)).callTool(params)`, so
   * later rounds are asked as usual. Without it, such questions end as "the connection was lost".
   */
  resume?:
    | ((call: { owner: string; serverName: string; method: string; params: Record<string, unknown> }) => unknown)
    | undefined;
  /**
   * With a shared store: carries on a task (tasks extension) whose instance is gone. A task's
   * questions stay on screen when the instance following it dies; the answer to one, on another
   * instance, comes here: send `inputResponses` with `tasks/update` through the owner's client and
   * resolve once the server acknowledged it (the browser hears "Sent" only then). `follow` is true
   * for one answer per gone instance: then follow the task on from here, e.g.
   * `attachElicitation(client, relay.queueFor(owner)).followTask(taskId, { asked })` — `asked`
   * lists the keys already on screen, which are not asked again.
   */
  resumeTask?:
    | ((task: {
        owner: string;
        serverName: string;
        taskId: string;
        inputResponses: Record<string, unknown>;
        follow: boolean;
        asked: string[];
      }) => Promise<unknown>)
    | undefined;
  /** How long a parked round waits for the person (ms, default one hour). */
  roundTtlMs?: number | undefined;
  /**
   * Requests one owner may have waiting on this instance (default 100). Past it, `ask` (and a
   * bridge's request through `queueFor`) rejects at once with a `RelayLimitError`, which a bridge
   * sends back to the MCP server as a JSON-RPC error; the browser is shown nothing more.
   */
  maxPendingPerOwner?: number | undefined;
  /** Event streams one owner may hold open on this instance (default 8); a new one closes the oldest. */
  maxStreamsPerOwner?: number | undefined;
  /**
   * Bytes an event stream may hold unread (default 1 MB). A window that stops reading past it is
   * dropped; when it reads again, its reconnection lists what is pending, so nothing is lost.
   */
  maxUnreadBytes?: number | undefined;
  /**
   * Called with every error of the store (a Redis outage, a failed write) and what the relay was
   * doing. Default: `console.error`. While the store fails, the handler answers 503 and the
   * browser retries; see the fault table in docs/guides/relay.md.
   */
  onError?: ((error: unknown, during: string) => void) | undefined;
  /**
   * How long the handler waits on the store before it answers 503 (ms, default 5000). A store
   * client that queues commands while it reconnects (the `redis` package does) would otherwise
   * hold the browser's request for as long as the outage lasts.
   */
  storeTimeoutMs?: number | undefined;
}

/**
 * An elicitation relay for an MCP client held on the server: `ask` holds a request for a person
 * (its owner) until their browser answers through `handler`, which serves the event stream
 * (`GET`, Server-Sent Events) and the answer endpoint (`POST`, same-origin JSON). In memory by
 * default; `RelayOptions.store` shares it between instances.
 *
 * @example
 * ```ts
 * const relay = createRelay({ authorize: (request) => sessionOf(request)?.userId });
 * export const GET = relay.handler, POST = relay.handler; // a Next.js route handler
 * const result = await relay.ask(userId, params, { signal, serverName: 'Acme tools' });
 * ```
 */
export interface Relay {
  /**
   * Shows `params` (an `elicitation/create` request's params) to `owner` and resolves with their
   * answer, validated against the request. Rejects with an `AbortError` when `signal` aborts (the
   * browser is told the request was withdrawn) or when the relay closes.
   */
  ask(
    owner: string,
    params: unknown,
    options?: { signal?: AbortSignal | undefined; serverName?: string | undefined },
  ): Promise<ElicitResult>;
  /**
   * `owner`'s browser as a queue, for the SDK bridges on the server: `attachElicitation(client,
   * relay.queueFor(owner))` from `/client` (v2) or `/sdk` (v1) behaves as in the browser (input
   * rounds as steps, asked-again prefill, keep-alive progress, -32042, URL completion), and each
   * request is shown in every window of `owner` through `handler`. The ACP attachment
   * (`attachElicitation` from `/acp`) takes it too; `amend` carries facts heard after a request was
   * asked (an agent's tool call's title) to every window, as `ElicitationQueue.amend` takes them;
   * false when `key` no longer waits.
   */
  queueFor(owner: string): BridgeQueue & { amend(key: number, facts: RequestFacts<'mcp' | 'acp'>): boolean };
  /** The web-standard handler for the browser: `GET` the event stream, `POST` an answer. */
  handler(request: Request): Promise<Response>;
  /** `handler` for Node's `http` (and Express, Connect, Vite middleware): `(req, res) => void`. */
  nodeHandler(
    /** The part of Node's `IncomingMessage` the adapter reads. */
    req: AsyncIterable<unknown> & {
      readonly method?: string | undefined;
      readonly url?: string | undefined;
      readonly headers: Readonly<Record<string, string | string[] | undefined>>;
      /** A TLS socket says `encrypted: true`. */
      readonly socket?: unknown;
    },
    /** The part of Node's `ServerResponse` the adapter writes. */
    res: {
      writeHead(status: number, headers: Record<string, string>): unknown;
      /** False when the socket's buffer is full: the adapter then waits for `drain`. */
      write(chunk: Uint8Array): boolean;
      end(): unknown;
      once(event: 'close' | 'drain', listener: () => void): unknown;
      readonly headersSent?: boolean | undefined;
    },
  ): void;
  /** Ends every pending request (rejected) and every open stream. */
  close(): void;
}
