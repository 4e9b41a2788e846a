import { loadPatternEngine } from '../core/pattern.js';
import { decideRequest, type DecidedRequest } from '../core/parse.js';
import { checkContent } from '../core/validate.js';
import { isRecord } from '../core/objects.js';
import type { ElicitResult } from '../protocol/types.js';

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
   * browser sees and answers only that owner's requests. `undefined` refuses it (401).
   */
  authorize(request: Request): string | undefined | Promise<string | undefined>;
  /** Largest answer body, in bytes (default 64 kB); a larger one gets 413. */
  maxBodyBytes?: number | undefined;
  /** How often an open event stream gets a keep-alive comment, so proxies keep it open (ms, default 15 000). */
  heartbeatMs?: number | undefined;
}

/**
 * An elicitation relay for an MCP client held on the server: `ask` holds a request for a person
 * (its owner) until their browser answers through `handler`, which serves the event stream
 * (`GET`, Server-Sent Events) and the answer endpoint (`POST`, same-origin JSON). In memory, one
 * process.
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
  ask(owner: string, params: unknown, options?: { signal?: AbortSignal | undefined; serverName?: string | undefined }): Promise<ElicitResult>;
  /** The web-standard handler for the browser: `GET` the event stream, `POST` an answer. */
  handler(request: Request): Promise<Response>;
  /** Ends every pending request (rejected) and every open stream. */
  close(): void;
}

/** What the browser receives, one event per line of the stream. */
export type RelayEvent =
  | { type: 'pending'; ids: string[] }
  | { type: 'ask'; id: string; params: unknown; serverName: string }
  | { type: 'end'; id: string; end: 'answered' | 'withdrawn' | 'expired' };

interface Pending {
  readonly id: string;
  readonly owner: string;
  readonly params: unknown;
  readonly serverName: string;
  readonly decided: DecidedRequest;
  answered: boolean;
  resolve(result: ElicitResult): void;
  reject(error: unknown): void;
  cleanup(): void;
}

interface Stream {
  readonly owner: string;
  send(event: RelayEvent): void;
  close(): void;
}

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Makes a relay (see `Relay`). Mount `handler` where the browser's `connectRelay` points, and
 * call `ask` from the MCP client's elicitation handler with the owner from the host's session.
 *
 * @example
 * ```ts
 * const relay = createRelay({ authorize: (request) => sessionOf(request)?.userId });
 * client.setRequestHandler('elicitation/create', (request, ctx) =>
 *   relay.ask(userId, request.params, { signal: ctx.mcpReq.signal, serverName: 'Acme tools' }));
 * ```
 */
export function createRelay(options: RelayOptions): Relay {
  const maxBody = options.maxBodyBytes ?? 64 * 1024;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const pending = new Map<string, Pending>();
  const streams = new Set<Stream>();
  let eventId = 0;

  const tell = (owner: string, event: RelayEvent) => {
    for (const s of streams) if (s.owner === owner) s.send(event);
  };
  const askEvent = (p: Pending): RelayEvent => ({ type: 'ask', id: p.id, params: p.params, serverName: p.serverName });

  function ask(owner: string, params: unknown, askOptions: { signal?: AbortSignal | undefined; serverName?: string | undefined } = {}): Promise<ElicitResult> {
    const { signal } = askOptions;
    if (signal?.aborted) return Promise.reject(abortError());
    return new Promise<ElicitResult>((resolve, reject) => {
      const entry: Pending = {
        id: crypto.randomUUID(),
        owner,
        params,
        serverName: askOptions.serverName ?? '',
        decided: decideRequest(params),
        answered: false,
        resolve,
        reject,
        cleanup: () => {},
      };
      if (signal) {
        const onAbort = () => {
          if (!pending.delete(entry.id)) return;
          entry.answered = true;
          reject(abortError());
          tell(owner, { type: 'end', id: entry.id, end: expiryOf(signal.reason) ? 'expired' : 'withdrawn' });
        };
        signal.addEventListener('abort', onAbort, { once: true });
        entry.cleanup = () => signal.removeEventListener('abort', onAbort);
      }
      pending.set(entry.id, entry);
      tell(owner, askEvent(entry));
    });
  }

  function events(owner: string): Response {
    let stream!: Stream;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const encoder = new TextEncoder();
        const write = (text: string) => {
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            stream.close();
          }
        };
        stream = {
          owner,
          send: (event) => write(`id: ${++eventId}\ndata: ${JSON.stringify(event)}\n\n`),
          close() {
            if (!streams.delete(stream)) return;
            clearInterval(heartbeat);
            try {
              controller.close();
            } catch {
              // already closed by the client
            }
          },
        };
        streams.add(stream);
        // On every (re)connection, what is pending now: the browser ends what it shows and is not
        // listed (answered in another tab, withdrawn meanwhile) and shows what it lacks.
        const mine = [...pending.values()].filter((p) => p.owner === owner);
        stream.send({ type: 'pending', ids: mine.map((p) => p.id) });
        for (const p of mine) stream.send(askEvent(p));
        heartbeat = setInterval(() => write(': keep-alive\n\n'), heartbeatMs);
      },
      cancel() {
        stream.close();
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store', 'x-accel-buffering': 'no' } });
  }

  async function answer(request: Request, owner: string): Promise<Response> {
    // Only a same-origin JSON POST: a cross-site form can send neither this type nor this origin.
    if (!JSON_TYPE.test(request.headers.get('content-type') ?? '')) return problem(415, 'An answer is a JSON body (Content-Type: application/json).');
    const origin = request.headers.get('origin');
    const site = request.headers.get('sec-fetch-site');
    if ((origin !== null && origin !== new URL(request.url).origin) || (site !== null && site !== 'same-origin' && site !== 'none')) {
      return problem(403, 'An answer must come from this origin.');
    }
    const text = await readLimited(request, maxBody);
    if (text === undefined) return problem(413, `An answer is at most ${maxBody} bytes.`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return problem(400, 'The body is not JSON.');
    }
    if (!isRecord(body) || typeof body.id !== 'string' || !isRecord(body.result)) return problem(400, 'The body is { id, result }.');
    const entry = pending.get(body.id);
    // Another owner's request reads as unknown: its existence is not theirs to learn.
    if (!entry || entry.owner !== owner) return problem(404, 'No such request is waiting for you.');
    if (entry.answered) return problem(409, 'This request was already answered.');
    const checked = await checkResult(entry.decided, body.result);
    if (!checked.ok) return Response.json({ error: 'The answer does not fit the request.', issues: checked.issues }, { status: 422 });
    // Re-read after the await: the first answer to get here wins, a second gets 409.
    if (entry.answered || !pending.has(entry.id)) return problem(409, 'This request was already answered.');
    entry.answered = true;
    pending.delete(entry.id);
    entry.cleanup();
    entry.resolve(checked.result);
    tell(owner, { type: 'end', id: entry.id, end: 'answered' });
    return Response.json({ ok: true });
  }

  async function handler(request: Request): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'POST') return problem(405, 'GET the event stream or POST an answer.');
    const owner = await options.authorize(request);
    if (owner === undefined) return problem(401, 'No session.');
    return request.method === 'GET' ? events(owner) : answer(request, owner);
  }

  return {
    ask,
    handler,
    close() {
      for (const p of pending.values()) {
        p.cleanup();
        p.reject(abortError('The relay closed.'));
        tell(p.owner, { type: 'end', id: p.id, end: 'expired' });
      }
      pending.clear();
      for (const s of [...streams]) s.close();
    },
  };
}

/** An answer as the MCP server will receive it: a known action, and content that fits the form. */
async function checkResult(decided: DecidedRequest, raw: Record<string, unknown>): Promise<{ ok: true; result: ElicitResult } | { ok: false; issues: unknown[] }> {
  const action = raw.action;
  if (action === 'decline' || action === 'cancel') return { ok: true, result: { action } };
  if (action !== 'accept') return { ok: false, issues: [{ key: 'action', issue: { keyword: 'enum', params: {} } }] };
  if (decided.kind === 'url') return raw.content === undefined ? { ok: true, result: { action } } : { ok: false, issues: [{ key: 'content', issue: { keyword: 'unknown', params: {} } }] };
  if (decided.kind !== 'form' || !decided.parsed.ok) return { ok: false, issues: [{ key: '', issue: { keyword: 'enum', params: {} } }] };
  const model = decided.parsed.model;
  // Server patterns run in the linear-time engine; here it is loaded before the first check.
  if (model.fields.some((f) => f.kind === 'text' && f.pattern !== undefined)) await loadPatternEngine();
  const checked = checkContent(model, raw.content);
  return checked.ok ? { ok: true, result: { action, content: checked.content } } : { ok: false, issues: checked.issues };
}

/** The body as text, or undefined past `max` bytes (read no further than that). */
async function readLimited(request: Request, max: number): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) (all.set(c, at), (at += c.byteLength));
  return new TextDecoder().decode(all);
}

const problem = (status: number, error: string) => Response.json({ error }, { status });

function abortError(message = 'The request was withdrawn.'): Error {
  const error = new Error(message);
  error.name = 'AbortError';
  return error;
}

function expiryOf(reason: unknown): boolean {
  const text = typeof reason === 'string' ? reason : reason instanceof Error ? reason.message : '';
  return /connection closed|timed? ?out/i.test(text);
}
