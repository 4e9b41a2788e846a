import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { RequestOptions } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ElicitationCompleteNotificationSchema, ElicitRequestSchema, RequestSchema, ResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { createBridge, declaredElicitation, sourceOf, type AttachOptions, type BridgeCallOptions } from './bridge.js';
import type { ElicitationQueue, ElicitationSource } from './queue.js';

export { elicitationCapabilities, ElicitationDeclinedError } from './bridge.js';
export type { AttachOptions, ElicitationCapability, ElicitationModes } from './bridge.js';

/**
 * A `tools/call` request's params.
 *
 * @example
 * ```tsx
 * const params: CallToolParams = { name: 'plan_trip', arguments: { city: 'Lisbon' } };
 * ```
 */
export interface CallToolParams {
  name: string;
  arguments?: Record<string, unknown> | undefined;
  [key: string]: unknown;
}

/**
 * Options of `callTool`: the SDK's request options, sampling and roots handlers, the round bound.
 *
 * @example
 * ```tsx
 * await server.callTool({ name: 'plan_trip' }, { requestOptions: { timeout: 30 * 60_000 }, maxRounds: 4 });
 * ```
 */
export type CallToolOptions = BridgeCallOptions<RequestOptions>;

/**
 * What `attachElicitation` returns: the queue source, a `callTool` that handles elicitation, and `detach`.
 *
 * @example
 * ```tsx
 * const server = attachElicitation(client, queue);
 * await server.callTool({ name: 'plan_trip' });
 * server.detach();
 * ```
 */
export interface ElicitationAttachment {
  /** Who is asking, as shown to the person; also the scope of "stop asking" and completion ids. */
  readonly source: ElicitationSource;
  /**
   * `tools/call` with elicitation: answers `input_required` rounds (MRTR) and, once, the 2025-11-25
   * URLElicitationRequired error (-32042) by showing its URL elicitations and retrying when they are
   * complete. Returns the tool's result as the server sent it (the SDK's result type).
   */
  callTool(params: CallToolParams, options?: CallToolOptions): Promise<CallToolResult>;
  /** Removes the handlers from the client. */
  detach(): void;
}

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
export function attachElicitation(client: Client, queue: ElicitationQueue, options: AttachOptions = {}): ElicitationAttachment {
  const source = sourceOf(client, options);

  const bridge = createBridge(queue, source, options, {
    request: (method, params, requestOptions) => client.request({ method, params }, ResultSchema, requestOptions as RequestOptions | undefined),
    declared: () => declaredElicitation(client, options.modes),
    closed: () => client.transport === undefined,
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

  // The final result of the rounds is the tool's own result (input_required results never get here).
  const callTool = (params: CallToolParams, callOptions: CallToolOptions = {}) => bridge.call('tools/call', params, callOptions) as Promise<CallToolResult>;

  return {
    source,
    callTool,
    detach() {
      client.removeRequestHandler('elicitation/create');
      client.removeNotificationHandler('notifications/elicitation/complete');
    },
  };
}
