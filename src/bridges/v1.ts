import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { RequestOptions } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { CallToolResult, GetPromptResult, ReadResourceResult } from '@modelcontextprotocol/sdk/types.js';
import { ElicitationCompleteNotificationSchema, ElicitRequestSchema, RequestSchema, ResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { createBridge } from './createBridge.js';
import { attachmentCalls, type AttachOptions, type BridgeCallOptions, type BridgeAttachment as SharedAttachment } from './attachment.js';
import { declaredElicitation, sourceOf, declareApps } from './source.js';
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
export type ElicitationAttachment = SharedAttachment<{ callTool: CallToolResult; getPrompt: GetPromptResult; readResource: ReadResourceResult }, RequestOptions>;

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
export function attachElicitation(client: Client, queue: BridgeQueue, options: AttachOptions = {}): ElicitationAttachment {
  const source = sourceOf(client, options);
  const appsAtConnect = declareApps(client, options);

  const bridge = createBridge(queue, source, options, {
    request: (method, params, requestOptions) => client.request({ method, params }, ResultSchema, requestOptions as RequestOptions | undefined),
    declared: () => declaredElicitation(client, options.modes),
    closed: () => client.transport === undefined,
    serverCapabilities: () => client.getServerCapabilities(),
    appsAtConnect: () => appsAtConnect,
  });
  // Registered with the SDK's loose request shape: the Client still validates against its strict
  // schema (answering -32602 for a malformed request or an undeclared mode, where a parse failure
  // here would give -32603), and our handler sees the params as sent, with no key stripped.
  const LooseElicitRequestSchema = RequestSchema.extend({ method: ElicitRequestSchema.shape.method });
  client.setRequestHandler(LooseElicitRequestSchema, (request, extra) =>
    bridge.onRequest(request.params as Record<string, unknown>, { signal: extra.signal, notify: (notification) => extra.sendNotification(notification) }) as Promise<never>,
  );
  client.setNotificationHandler(ElicitationCompleteNotificationSchema, (notification) => {
    queue.complete(source, notification.params.elicitationId);
  });

  // The final result of the rounds is the call's own result (input_required results never get here).
  return {
    source,
    ...attachmentCalls<{ callTool: CallToolResult; getPrompt: GetPromptResult; readResource: ReadResourceResult }, RequestOptions>(bridge),
    // The v1 client keeps the negotiated version to itself; its HTTP transports are told it.
    era: () => (client.transport as { protocolVersion?: string | undefined } | undefined)?.protocolVersion,
    detach() {
      client.removeRequestHandler('elicitation/create');
      client.removeNotificationHandler('notifications/elicitation/complete');
    },
  };
}
