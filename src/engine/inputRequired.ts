import type { ElicitResult } from '../protocol/types.js';
import { isRecord, setOwn } from '../core/objects.js';

/**
 * Multi round-trip requests (protocol 2026-07-28, SEP-2322, "MRTR"): a tool/prompt/resource result
 * may say `resultType: "input_required"` and carry `inputRequests`; the client answers each and
 * retries the original request with `inputResponses` and the `requestState` echoed. The 1.x SDK does
 * not speak this, so the shapes live here, with no SDK and no React.
 */

/** `_meta` key under which 2026-07-28 clients send their capabilities with each request.
 *
 * @example
 * ```tsx
 * params._meta?.[CLIENT_CAPABILITIES_META_KEY]; // { elicitation: { form: {} } }
 * ```
 */
export const CLIENT_CAPABILITIES_META_KEY = 'io.modelcontextprotocol/clientCapabilities';

/**
 * One entry of an `input_required` round: the method the server wants answered, and its params.
 *
 * @example
 * ```tsx
 * const ask: InputRequest = { method: 'elicitation/create', params: { message: 'Which city?', requestedSchema } };
 * ```
 */
export interface InputRequest {
  method: string;
  params?: unknown | undefined;
}

/**
 * A 2026-07-28 result that asks the client for input before the server can finish.
 *
 * @example
 * ```tsx
 * const result: InputRequiredResult = { resultType: 'input_required', inputRequests: { city: ask }, requestState:
 * 'opaque' };
 * ```
 */
export interface InputRequiredResult {
  resultType: 'input_required';
  inputRequests?: { [key: string]: InputRequest } | undefined;
  requestState?: string | undefined;
  [key: string]: unknown;
}

/** Not exported from an entry: `InputRequestError['code']` names it. */
export type InputRequestErrorCode = InputRequestError['code'];

/**
 * Thrown when an input round cannot be answered (see `code`), before anything is shown.
 *
 * @example
 * ```tsx
 * try { await requestWithInput(send, params, handlers); } catch (e) { if (e instanceof InputRequestError)
 * console.warn(e.code, e.key); }
 * ```
 */
export class InputRequestError extends Error {
  override readonly name = 'InputRequestError';
  constructor(
    readonly code: /** The result says `input_required` but its shape is wrong. */
    | 'invalid-result'
      /** An input request needs a handler the host did not supply (sampling, roots). */
      | 'no-handler'
      /** An input request's method is none this client knows. */
      | 'unsupported-method'
      /** The server kept asking past the bound on rounds. */
      | 'too-many-rounds',
    message: string,
    readonly key?: string,
    readonly method?: string,
  ) {
    super(message);
  }
}

/** How a round's requests are answered (not exported from an entry: `requestWithInput`'s `handlers`). */
export type InputHandlers = Parameters<typeof requestWithInput>[2];

/**
 * One question's place in a 2026-07-28 round: the round (one id for its questions), the call it answers, and its key.
 */
export interface InputRound {
  readonly id: string;
  readonly key: string;
  /** The call as first sent: method and params (the retry is built from them and the result). */
  readonly method: string;
  readonly params: Record<string, unknown>;
  readonly result: InputRequiredResult;
}

/** A result without `resultType` counts as complete; only `"input_required"` asks for more.
 *
 * @example
 * ```tsx
 * if (isInputRequiredResult(result)) await resolveInputRequests(result, handlers);
 * ```
 */
export function isInputRequiredResult(value: unknown): value is InputRequiredResult {
  return isRecord(value) && value.resultType === 'input_required';
}

/** Checks an `input_required` result and returns its requests in the order the server listed them.
 *
 * @example
 * ```tsx
 * readInputRequests(result); // [['city', { method: 'elicitation/create', params }]]
 * ```
 */
export function readInputRequests(result: InputRequiredResult): [string, InputRequest][] {
  const { inputRequests, requestState } = result;
  if (inputRequests === undefined && requestState === undefined) {
    throw new InputRequestError('invalid-result', 'An input_required result must carry inputRequests or requestState.');
  }
  if (requestState !== undefined && typeof requestState !== 'string') {
    throw new InputRequestError('invalid-result', 'requestState must be a string.');
  }
  if (inputRequests === undefined) return [];
  if (!isRecord(inputRequests)) throw new InputRequestError('invalid-result', 'inputRequests must be an object.');
  return Object.keys(inputRequests).map((key) => {
    const request = inputRequests[key];
    if (!isRecord(request) || typeof request.method !== 'string') {
      throw new InputRequestError('invalid-result', `Input request “${key}” has no method.`, key);
    }
    return [key, request as InputRequest];
  });
}

// From a random start, so two processes (the instances of a relay cluster, whose questions reach one
// browser) do not hand out the same numbers.
let rounds = Math.floor(Math.random() * 2 ** 40);
/** A number for the questions asked together (`QueueEntry.step.round`). */
export function nextRound(): number {
  return ++rounds;
}

/**
 * Answers every input request of one round: elicitations go to the person (all at once, so the UI
 * can show them together or in steps), sampling and roots to the host's handlers. Every handler is
 * checked before anything is shown, so nobody answers a form for a round that cannot finish.
 *
 * @example
 * ```tsx
 * const inputResponses = await resolveInputRequests(result, handlers); // { city: { action: 'accept', content } }
 * ```
 */
export async function resolveInputRequests(
  result: InputRequiredResult,
  handlers: InputHandlers,
): Promise<Record<string, unknown>> {
  const requests = readInputRequests(result);
  const count = requests.filter(([, r]) => r.method === 'elicitation/create').length;
  const round = nextRound();
  let index = 0;
  const jobs: (() => Promise<unknown>)[] = requests.map(([key, request]) => {
    const { method, params } = request;
    if (method === 'elicitation/create') {
      const step = { index: ++index, count, round };
      return () => handlers.elicit(params, key, step);
    }
    const handler = hostHandlerFor(handlers, method, key);
    return () => handler(params, key);
  });
  const answers = await Promise.all(jobs.map((job) => job()));
  const responses: Record<string, unknown> = {};
  requests.forEach(([key], i) => setOwn(responses, key, answers[i]));
  return responses;
}

/**
 * The host's handler for a request that is not an elicitation (a round's or a task's); throws
 * `InputRequestError` (`no-handler`, `unsupported-method`) when there is none.
 */
export function hostHandlerFor(
  handlers: Pick<InputHandlers, 'sampling' | 'roots'>,
  method: string,
  key: string,
): (params: unknown, key: string) => Promise<unknown> {
  if (method !== 'sampling/createMessage' && method !== 'roots/list') {
    throw new InputRequestError(
      'unsupported-method',
      `The server asked for ${method} (“${key}”), which this app does not support.`,
      key,
      method,
    );
  }
  const handler = method === 'roots/list' ? handlers.roots : handlers.sampling;
  if (!handler)
    throw new InputRequestError(
      'no-handler',
      `The server asked for ${method} (“${key}”), but this app has no handler for it.`,
      key,
      method,
    );
  return handler;
}

/**
 * The params of the retry: the original params, `inputResponses` when the server asked for input,
 * and `requestState` exactly as received (left out when the server sent none). The caller sends it
 * as a new request, so it gets a new JSON-RPC id.
 *
 * @example
 * ```tsx
 * const retry = buildRetryParams(params, result, inputResponses); // same params, inputResponses, requestState echoed
 * ```
 */
export function buildRetryParams(
  original: Record<string, unknown>,
  result: InputRequiredResult,
  inputResponses: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const key of Object.keys(original)) {
    if (key !== 'inputResponses' && key !== 'requestState') setOwn(params, key, original[key]);
  }
  if (result.inputRequests !== undefined) params.inputResponses = inputResponses ?? {};
  if (typeof result.requestState === 'string') params.requestState = result.requestState;
  return params;
}

/** Adds the client's capabilities to a request's `_meta`, as 2026-07-28 servers expect.
 *
 * @example
 * ```tsx
 * withClientCapabilities({ name: 'plan_trip' }, { elicitation: { form: {} } });
 * // { name: 'plan_trip', _meta: { 'io.modelcontextprotocol/clientCapabilities': { elicitation: { form: {} } } } }
 * ```
 */
export function withClientCapabilities(
  params: Record<string, unknown>,
  capabilities: Record<string, unknown>,
): Record<string, unknown> {
  const meta = isRecord(params._meta) ? { ...params._meta } : {};
  setOwn(meta, CLIENT_CAPABILITIES_META_KEY, capabilities);
  return { ...params, _meta: meta };
}

/**
 * Sends `params` and, while the server answers `input_required`, resolves the round and retries.
 * Returns the first complete result.
 *
 * @example
 * ```tsx
 * const handlers = { elicit: (p: unknown) => queue.ask({ serverName: 'Tools' }, p).result, sampling: mySampler };
 * const result = await requestWithInput((p) => client.request({ method: 'tools/call', params: p }, ResultSchema), {
 * name: 'plan_trip' }, handlers, { maxRounds: 4 });
 * ```
 */
export async function requestWithInput(
  send: (params: Record<string, unknown>) => Promise<unknown>,
  params: Record<string, unknown>,
  /** How a round's requests are answered: elicitations by the person, sampling and roots by the host. */
  handlers: {
    /**
     * Shows an `elicitation/create` entry to the person; resolves with their answer. `step` places it
     * among the round's elicitations (1-based), so a UI can say "Question 1 of 2".
     */
    elicit: (
      params: unknown,
      key: string,
      step: { index: number; count: number; round?: number | undefined },
    ) => Promise<ElicitResult>;
    /** `sampling/createMessage` entries; without it such a round fails with `no-handler`. */
    sampling?: ((params: unknown, key: string) => Promise<unknown>) | undefined;
    /** `roots/list` entries; without it such a round fails with `no-handler`. */
    roots?: ((params: unknown, key: string) => Promise<unknown>) | undefined;
  },
  options: {
    /** Most retries before giving up with `too-many-rounds` (default 8). */
    maxRounds?: number | undefined;
    /**
     * A result the server already gave for `params` (a call going on after a page reload): its
     * round is answered first, without sending `params` again.
     */
    start?: InputRequiredResult | undefined;
  } = {},
): Promise<unknown> {
  const maxRounds = options.maxRounds ?? 8;
  let current = params;
  for (let round = 0; ; round++) {
    const result = round === 0 && options.start ? options.start : await send(current);
    if (!isInputRequiredResult(result)) return result;
    if (round >= maxRounds) {
      throw new InputRequestError('too-many-rounds', `The server still asked for input after ${maxRounds} rounds.`);
    }
    const responses = result.inputRequests === undefined ? undefined : await resolveInputRequests(result, handlers);
    if (responses === undefined) readInputRequests(result); // validates a requestState-only result
    current = buildRetryParams(params, result, responses);
  }
}
