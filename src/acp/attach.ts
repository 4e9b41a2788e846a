import {
  PROTOCOL_VERSION,
  RequestError,
  type ClientApp,
  type ClientContext,
  type CreateElicitationResponse,
  type InitializeRequest,
  type InitializeResponse,
  type SessionNotification,
} from '@agentclientprotocol/sdk';
import { nonBlank } from '../core/objects.js';
import type { ElicitationSource } from '../engine/port.js';
import type { BridgeAskOptions, BridgeQueue } from './port.js';
import { defaultStorage, keptCalls, keptId } from '../engine/keptCalls.js';
import { readAcpRequest, type AcpModes } from './request.js';
import { ToolTitles } from './toolTitles.js';

// The Agent Client Protocol's side of the library: an ACP client app's `elicitation/create` and
// `elicitation/complete` handlers, into the same port the MCP bridges call (the page's queue, or a
// relay's `queueFor(owner)`). Everything ACP says differently is read in `request.ts`.

/**
 * How an ACP client app is attached: the name the person sees for the agent, and the modes the
 * client advertises.
 *
 * @example
 * ```tsx
 * const options: AttachOptions = { agentName: 'Coding agent (agent.example.com)', modes: { form: true, url: true } };
 * ```
 */
export interface AttachOptions {
  /**
   * The host's name for the agent, shown as who asks. The agent's own `agentInfo` is shown only
   * as its unverified claim.
   */
  agentName: string;
  /** The modes advertised (both by default); a request in another mode is refused with -32602. */
  modes?: { form?: boolean | undefined; url?: boolean | undefined } | undefined;
  /**
   * Where the page notes that a request was waiting (sessionStorage by default in a browser; none on
   * a server), so that after a reload `initialize` tells the person it ended; `null` keeps nothing.
   */
  resumeStorage?:
    | { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void }
    | null
    | undefined;
}

/**
 * What `attachElicitation` returns for an ACP client app.
 *
 * @example
 * ```tsx
 * const acp = attachElicitation(app, queue, { agentName: 'Example agent' });
 * const connection = app.connect(createHttpStream(agentUrl));
 * await acp.initialize(connection.agent, { clientInfo: { name: 'my-host', version: '1.0.0' } });
 * ```
 */
export interface ElicitationAttachment {
  /** `clientCapabilities.elicitation`, each advertised mode named (`{ form: {}, url: {} }`). */
  readonly capabilities: { readonly form?: Record<string, never>; readonly url?: Record<string, never> };
  /**
   * Sends `initialize` with `capabilities` added to the client's, and keeps the agent's
   * `agentInfo` as its claim. Call it (or send the capabilities yourself) before any request. In a
   * page that reloaded while a request of this agent waited, the person is told it ended.
   */
  initialize(agent: ClientContext, request?: Partial<InitializeRequest>): Promise<InitializeResponse>;
  /**
   * What the host's `session/update` handler hears: tool calls' titles are kept, so a request a
   * tool call makes says which one asks.
   */
  sessionUpdate(notification: SessionNotification): void;
  /**
   * The person cancelled the prompt turn of `sessionId`: its requests still on screen end, each
   * answered `cancel`. With `agent`, `session/cancel` is sent too.
   */
  cancelSession(sessionId: string, agent?: ClientContext): void;
  /**
   * The page is going away (call it on `pagehide`): each waiting request is answered `cancel` while
   * the connection is still open, and stays noted in `resumeStorage`, so that after a reload
   * `initialize` tells the person it ended ("ended when the page reloaded").
   *
   * @example
   * ```tsx
   * addEventListener('pagehide', () => acp.leave());
   * ```
   */
  leave(): void;
}

/**
 * Attaches an ACP client app (`client()` of `@agentclientprotocol/sdk`, an optional peer
 * dependency) to `queue`: each `elicitation/create` from the agent is shown as an MCP request of
 * the same mode is, and answered with what the person chose; `elicitation/complete` ends a URL
 * step; `$/cancel_request` withdraws a request (the person is told) and is answered -32800. Call
 * it before the app connects.
 *
 * @example
 * ```tsx
 * const app = client({ name: 'my-host' });
 * const acp = attachElicitation(app, queue, { agentName: 'Example agent' });
 * const connection = app.connect(createHttpStream('http://127.0.0.1:3002/acp'));
 * await acp.initialize(connection.agent);
 * ```
 */
export function attachElicitation(
  clientApp: ClientApp,
  queue: BridgeQueue,
  options: AttachOptions,
): ElicitationAttachment {
  // Who asks is always the host's name for the agent: without one the person could not tell.
  if (nonBlank(options.agentName) === undefined)
    throw new TypeError('attachElicitation (ACP): options.agentName must name the agent.');
  const modes: AcpModes = options.modes ?? { form: true, url: true };
  const capabilities = { ...(modes.form && { form: {} }), ...(modes.url && { url: {} }) };
  let claim: string | undefined;
  // One source per attachment: completion ids are scoped to it, "Stop requests" to its name.
  const source: ElicitationSource = {
    serverName: options.agentName,
    kind: 'agent',
    get serverClaim() {
      return claim;
    },
  };
  const titles = new ToolTitles();
  // The requests on screen, by queue key, with what each belongs to (its session, its tool call).
  const pending = new Map<number, BridgeAskOptions['scope']>();
  // A request lives on this connection: noted while it waits, so a reload is said, never silence.
  const kept = keptCalls(
    options.resumeStorage === undefined ? defaultStorage() : options.resumeStorage,
    () => options.agentName,
    queue,
  );
  // Set by `leave()`: the page is going away, and what waits stays noted for the next page.
  let leaving = false;

  clientApp.onRequest('elicitation/create', async (ctx): Promise<CreateElicitationResponse> => {
    const reading = readAcpRequest(ctx.params, modes);
    if (reading.kind === 'refuse') throw RequestError.invalidParams({ detail: reading.detail });
    // The tool call's title as heard so far. The SDK may hand a `session/update` that came before
    // this request (the tool call that asks) to the host's handler after this one starts: its title
    // then reaches the request when it is heard (`sessionUpdate`, `queue.amend`).
    const scope = reading.facts.scope && titles.scope(reading.facts.scope);
    const signal = ctx.signal;
    const asked = queue.ask(source, reading.params, {
      ...reading.facts,
      ...(scope && { scope }),
      serverAskedAt: Date.now(),
      signal,
      // `$/cancel_request` aborts with -32800 (withdrawn); a closed connection with anything else.
      disconnected: () => !(signal.reason instanceof RequestError && signal.reason.code === -32800),
    });
    pending.set(asked.key, scope);
    const noted = keptId();
    kept.keep({ id: noted, method: 'elicitation/create', params: {}, at: Date.now(), lost: true });
    try {
      const result = await asked.result;
      return result.action === 'accept' && result.content
        ? { action: 'accept', content: result.content }
        : { action: result.action };
    } catch (e) {
      // Withdrawn by `$/cancel_request`: the SDK answers -32800 with the signal's reason.
      throw signal.aborted ? signal.reason : e;
    } finally {
      pending.delete(asked.key);
      if (!leaving) kept.forget(noted);
    }
  });
  // Unknown and already completed ids are ignored (the queue finds no step waiting for them).
  clientApp.onNotification('elicitation/complete', (ctx) => void queue.complete(source, ctx.params.elicitationId));

  return {
    capabilities,
    async initialize(agent, request = {}) {
      const clientCapabilities = { ...request.clientCapabilities, elicitation: capabilities };
      const params: InitializeRequest = { protocolVersion: PROTOCOL_VERSION, ...request, clientCapabilities };
      const response = await agent.request('initialize', params);
      claim = nonBlank(response.agentInfo?.title ?? response.agentInfo?.name);
      // A request of the page before this one was waiting when it went away: said once, then forgotten.
      const lost = kept.takeLeft().filter((c) => c.lost);
      for (const c of lost) kept.forget(c.id);
      if (lost.length > 0) queue.endedByReload?.(source);
      return response;
    },
    sessionUpdate(notification) {
      if (!titles.note(notification)) return;
      // A request already on screen whose tool call this titles (or titles anew) says so now.
      for (const [key, scope] of pending) {
        const titled = scope && titles.scope(scope);
        if (!scope || !titled || titled.toolTitle === scope.toolTitle) continue;
        pending.set(key, titled);
        queue.amend?.(key, { scope: titled });
      }
    },
    leave() {
      leaving = true;
      for (const key of pending.keys()) queue.close(key);
    },
    cancelSession(sessionId, agent) {
      for (const [key, scope] of pending)
        if (scope?.sessionId === sessionId) (queue.stop ?? queue.close).call(queue, key);
      // A notification that fails to send means the connection is closed, which ends the turn too.
      if (agent) void agent.notify('session/cancel', { sessionId }).catch(() => {});
    },
  };
}
