import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { RequestOptions } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { CallToolResult, GetPromptResult, ReadResourceResult } from '@modelcontextprotocol/sdk/types.js';
import {
  ElicitationCompleteNotificationSchema,
  ElicitRequestSchema,
  ErrorCode,
  McpError,
  RequestSchema,
  ResultSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { Protocol } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { createBridge } from './createBridge.js';
import {
  attachmentCalls,
  type AttachOptions,
  type BridgeCallOptions,
  type BridgeAttachment as SharedAttachment,
} from './attachment.js';
import { declaredElicitation, sourceOf, declareApps, modeRefusal } from './source.js';
import { registerPastClientCheckV1 } from './sdkPrivate.js';
import type { BridgeQueue } from '../engine/port.js';

export { elicitationCapabilities, ElicitationDeclinedError } from './attachment.js';

/**
 * Options of a call through the v1 bridge: the v1 SDK's request options, sampling and roots
 * handlers, the bound on rounds.
 *
 * @example
 * ```tsx
 * await server.callTool({ name: 'plan_trip' }, { requestOptions: { timeout: 30 * 60_000 }, maxRounds: 4 });
 * ```
 */
export type CallOptions = BridgeCallOptions<RequestOptions>;

/**
 * What `attachElicitation` returns for a v1 client: the shared `BridgeAttachment` with the v1
 * SDK's result types.
 *
 * @example
 * ```tsx
 * const server = attachElicitation(client, queue);
 * await server.callTool({ name: 'plan_trip' });
 * server.detach();
 * ```
 */
export type ElicitationAttachment = SharedAttachment<
  { callTool: CallToolResult; getPrompt: GetPromptResult; readResource: ReadResourceResult },
  RequestOptions
>;

/**
 * Connects a client of the official TypeScript SDK to `queue`: `elicitation/create` requests are
 * queued for the person and answered with their choice, `notifications/elicitation/complete` marks
 * URL elicitations complete. Declare the modes with `elicitationCapabilities()`; the SDK answers a
 * mode the client did not declare with -32602 before it reaches the queue.
 *
 * @example
 * ```tsx
 * const server = attachElicitation(client, queue, { serverName: 'Example tools' });
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
    request: (method, params, requestOptions) =>
      client.request({ method, params }, ResultSchema, requestOptions as RequestOptions | undefined),
    declared: () => declaredElicitation(client, options.modes),
    closed: () => client.transport === undefined,
    // The v1 SDK negotiates 2025-11-25 at most.
    modern: () => false,
    serverCapabilities: () => client.getServerCapabilities(),
    appsAtConnect: () => appsAtConnect,
  });
  // Registered past the Client's own check (`sdkPrivate.ts`), with the SDK's loose request shape:
  // our handler sees the params as sent, with no key stripped, and reads them once (the core). A mode
  // the client did not declare is refused here with -32602, as the SDK did.
  const LooseElicitRequestSchema = RequestSchema.extend({ method: ElicitRequestSchema.shape.method });
  registerPastClientCheckV1(
    client,
    Protocol.prototype.setRequestHandler,
    LooseElicitRequestSchema,
    (
      request: { params?: Record<string, unknown> },
      extra: { signal: AbortSignal; sendNotification: (n: never) => Promise<void> },
    ) => {
      const params = request.params ?? {};
      const refusal = modeRefusal(params, declaredElicitation(client, undefined));
      if (refusal !== undefined) throw new McpError(ErrorCode.InvalidParams, refusal);
      return bridge.onRequest(params, {
        signal: extra.signal,
        notify: (notification) => extra.sendNotification(notification as never),
      }) as Promise<never>;
    },
  );
  client.setNotificationHandler(ElicitationCompleteNotificationSchema, (notification) => {
    queue.complete(source, notification.params.elicitationId);
  });

  // The final result of the rounds is the call's own result (input_required results never get here).
  return {
    source,
    ...attachmentCalls<
      { callTool: CallToolResult; getPrompt: GetPromptResult; readResource: ReadResourceResult },
      RequestOptions
    >(bridge),
    // The v1 client keeps the negotiated version to itself; its HTTP transports are told it.
    era: () => (client.transport as { protocolVersion?: string | undefined } | undefined)?.protocolVersion,
    detach() {
      client.removeRequestHandler('elicitation/create');
      client.removeNotificationHandler('notifications/elicitation/complete');
    },
  };
}
