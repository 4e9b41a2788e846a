/**
 * The request queue, the dialog and inline hosts and the 2026-07-28 input rounds, with no MCP SDK. Use it with any
 * client (or none); `react-mcp-elicitation/sdk` (v1) and `/client` (v2) connect the official TypeScript SDK to the
 * queue, and `connectRelay` a server-side relay (`react-mcp-elicitation/relay`).
 *
 * @module react-mcp-elicitation/host
 */
export { ElicitationQueue, AbortedError } from './engine/queue.js';
export type * from './engine/publicTypes.js';
export { InputRequestError, requestWithInput } from './engine/inputRequired.js';
export { TaskError } from './engine/tasks.js';
export { connectRelay } from './host/relayClient.js';
export type { RelayClientOptions, RelayConnection } from './host/relayClient.js';
export { ElicitationHost } from './host/ElicitationHost.js';
export {
  ElicitationProvider,
  useElicitationQueue,
  useElicitationSnapshot,
  useElicitationTasks,
} from './host/queueContext.js';
export type { ElicitationHostProps } from './host/ElicitationHost.js';
export { ElicitationCard, ElicitationInline, InlineAnnouncer, useInlineItems } from './host/ElicitationInline.js';
export { ElicitationTasks } from './host/ElicitationTasks.js';
export * as ElicitationParts from './host/parts.js';
export type { ElicitationInlineProps, InlineItem } from './host/ElicitationInline.js';
export { describeSettled } from './host/settled.js';
export { sandboxProxyHtml } from './host/sandboxProxy.js';
export type * from './react/types.js';
export type * from './react/controllerTypes.js';
export type * from './react/surfaceTypes.js';
