import {
  ProtocolError,
  ProtocolErrorCode,
  type CallToolResult,
  type Client,
  type GetPromptResult,
  type ReadResourceResult,
  type RequestOptions,
} from '@modelcontextprotocol/client';
import type { ElicitResult } from '../protocol/types.js';
import { createBridge } from './createBridge.js';
import type { ProgressNotification } from './keepAlive.js';
import {
  attachmentCalls,
  type AttachOptions,
  type BridgeCallOptions,
  type BridgeAttachment as SharedAttachment,
} from './attachment.js';
import { declaredElicitation, sourceOf, declareApps, modeRefusal } from './source.js';
import { passTasksThrough, registerPastClientCheckV2, taskOrThrow } from './sdkPrivate.js';
import type { BridgeQueue } from '../engine/port.js';
import { nextRound } from '../engine/inputRequired.js';

/**
 * Options of a call through the v2 bridge: the v2 SDK's request options, sampling and roots
 * handlers, the bound on rounds.
 *
 * @example
 * ```tsx
 * await server.callTool({ name: 'plan_trip' }, { requestOptions: { timeout: 30 * 60_000 }, maxRounds: 4 });
 * ```
 */
export type CallOptions = BridgeCallOptions<RequestOptions>;

/**
 * What `attachElicitation` returns for a v2 client: the shared `BridgeAttachment` with the v2
 * SDK's result types.
 *
 * @example
 * ```tsx
 * const server = attachElicitation(client, queue);
 * await server.callTool({ name: 'plan_trip' });
 * server.era(); // '2026-07-28' or '2025-11-25'
 * ```
 */
export type ElicitationAttachment = SharedAttachment<
  { callTool: CallToolResult; getPrompt: GetPromptResult; readResource: ReadResourceResult },
  RequestOptions
>;

type Sibling = { params: Record<string, unknown>; resolve: (r: ElicitResult) => void; reject: (e: unknown) => void };

/**
 * Connects a client of the v2 TypeScript SDK (`@modelcontextprotocol/client`) to `queue`, in
 * either protocol era. Its `callTool`, `getPrompt` and `readResource` drive 2026-07-28 input rounds
 * themselves (the SDK's manual mode) so a round is shown as one sequence and an answer asked for
 * again is kept; 2025-11-25 requests from the server reach the queue through the handler this
 * registers. A host that calls `client.callTool()` directly still gets the person's answers: the
 * SDK then fulfils each round through the same handler, and the questions of one round (they
 * share the round's abort signal) are shown as steps.
 *
 * @example
 * ```tsx
 * const client = new Client({ name: 'host', version: '1.0.0' }, { capabilities: { elicitation:
 * elicitationCapabilities() }, versionNegotiation: { mode: 'auto' } });
 * const server = attachElicitation(client, queue, { serverName: 'Example tools' });
 * await client.connect(transport);
 * const result = await server.callTool({ name: 'plan_trip', arguments: {} });
 * ```
 */
export function attachElicitation(
  client: Client,
  queue: BridgeQueue,
  options: AttachOptions = {},
): ElicitationAttachment {
  const source = sourceOf(client, options);
  const appsAtConnect = declareApps(client, options);
  const bridge = createBridge(queue, source, options, {
    // Manual mode: an input_required result comes back to our round engine; a task, to ours too.
    request: (method, params, requestOptions) => {
      passTasksThrough(client);
      return client
        .request(
          { method: method as 'tools/call', params },
          { ...(requestOptions as RequestOptions | undefined), allowInputRequired: true },
        )
        .catch(taskOrThrow);
    },
    declared: () => declaredElicitation(client, options.modes),
    closed: () => client.transport === undefined,
    modern: () => client.getProtocolEra() === 'modern',
    serverCapabilities: () => client.getServerCapabilities(),
    appsAtConnect: () => appsAtConnect,
    // The task requests' results are checked by `readTask`, not by the SDK.
    taskRequest: (method, params) =>
      client.request({ method, params } as never, ANY_VALUE as never, {}) as Promise<unknown>,
  });

  // A round the SDK fulfils itself calls the handler once per question with one shared abort
  // signal, all in one synchronous pass (`Promise.all` over the round's entries, each call made
  // before its first await; `v2.test.tsx`'s round fulfilled by the SDK fails when it is not): the
  // round is what arrived in that run, gathered until it ends (a microtask), then queued as
  // "Question n of m".
  const rounds = new Map<AbortSignal, Sibling[]>();
  const joinRound = (params: Record<string, unknown>, signal: AbortSignal) =>
    new Promise<ElicitResult>((resolve, reject) => {
      let siblings = rounds.get(signal);
      if (!siblings) {
        const all: Sibling[] = (siblings = []);
        rounds.set(signal, all);
        queueMicrotask(() => {
          rounds.delete(signal);
          const round = nextRound();
          all.forEach((s, i) =>
            bridge
              .onRequest(s.params, {
                signal,
                step: all.length > 1 ? { index: i + 1, count: all.length, round } : undefined,
              })
              .then(s.resolve, s.reject),
          );
        });
      }
      siblings.push({ params, resolve, reject });
    });

  // Registered past the Client's own check (`sdkPrivate.ts`), taking the params as sent: our handler
  // reads them once (the core). A mode the client did not declare is refused here with -32602.
  registerPastClientCheckV2(client, () =>
    client.setRequestHandler('elicitation/create', { params: ANY_VALUE }, (raw: unknown, ctx) => {
      const params = (raw ?? {}) as Record<string, unknown>;
      const refusal = modeRefusal(params, declaredElicitation(client, undefined));
      if (refusal !== undefined) throw new ProtocolError(ProtocolErrorCode.InvalidParams, refusal);
      // On a 2026-07-28 connection the server sends no requests: this is the SDK's own round driver.
      if (client.getProtocolEra() === 'modern') return joinRound(params, ctx.mcpReq.signal) as never;
      return bridge.onRequest(params, {
        signal: ctx.mcpReq.signal,
        notify: (notification: ProgressNotification) => ctx.mcpReq.notify(notification),
      }) as never;
    }),
  );
  client.setNotificationHandler('notifications/elicitation/complete', (notification) => {
    queue.complete(source, notification.params.elicitationId);
  });

  return {
    source,
    ...attachmentCalls<
      { callTool: CallToolResult; getPrompt: GetPromptResult; readResource: ReadResourceResult },
      RequestOptions
    >(bridge),
    era: () => client.getNegotiatedProtocolVersion(),
    detach() {
      client.removeRequestHandler('elicitation/create');
      client.removeNotificationHandler('notifications/elicitation/complete');
    },
  };
}

/** A Standard Schema that takes any value: what it is given is read by our own code (`readTask`, the core). */
const ANY_VALUE = {
  '~standard': { version: 1, vendor: 'react-mcp-elicitation', validate: (value: unknown) => ({ value }) },
} as const;
