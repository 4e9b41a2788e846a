/**
 * Connects a client of the v2 MCP TypeScript SDK (`@modelcontextprotocol/client`, an optional peer dependency) to an
 * `ElicitationQueue`, in either protocol era (2025-11-25 and 2026-07-28). `react-mcp-elicitation/sdk` does the same for
 * the v1 SDK (`@modelcontextprotocol/sdk`). No React here.
 *
 * @module react-mcp-elicitation/client
 */
export { attachElicitation } from './bridges/v2.js';
export type { CallOptions, ElicitationAttachment } from './bridges/v2.js';
export { elicitationCapabilities, ElicitationDeclinedError } from './bridges/attachment.js';
export { TaskError } from './engine/tasks.js';
export type { AttachOptions, BridgeAttachment, BridgeCallOptions } from './bridges/attachment.js';
// The port the bridge calls and what it names; the queue that fits it is `ElicitationQueue` from
// `react-mcp-elicitation/host`, or a relay's `queueFor(owner)`.
export type { BridgeAskOptions, BridgeQueue, RequestFacts } from './engine/port.js';
export type { ElicitationSource } from './engine/port.js';
export type { ElicitContent, ElicitContentValue, ElicitResult } from './protocol/types.js';
export type { InputRequest, InputRequiredResult, InputRound } from './engine/inputRequired.js';
export type { TaskStatus } from './engine/tasks.js';
