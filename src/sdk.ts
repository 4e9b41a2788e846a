/**
 * Connects a client of the v1 MCP TypeScript SDK (`@modelcontextprotocol/sdk`, an optional peer dependency; protocol
 * 2025-11-25) to an `ElicitationQueue`. `react-mcp-elicitation/client` does the same for the v2 SDK, in both protocol
 * eras. No React here.
 *
 * @module react-mcp-elicitation/sdk
 */
export { attachElicitation } from './bridges/v1.js';
export type { CallOptions, ElicitationAttachment } from './bridges/v1.js';
export { elicitationCapabilities, ElicitationDeclinedError } from './bridges/attachment.js';
export type { AttachOptions, BridgeAttachment, BridgeCallOptions } from './bridges/attachment.js';
// The port the bridge calls and what it names; the queue that fits it is `ElicitationQueue` from
// `react-mcp-elicitation/host`, or a relay's `queueFor(owner)`.
export type { BridgeAskOptions, BridgeQueue, RequestFacts } from './engine/port.js';
export type { ElicitationSource } from './engine/port.js';
export type { ElicitContent, ElicitContentValue, ElicitResult } from './protocol/types.js';
export type { InputRequest, InputRequiredResult, InputRound } from './engine/inputRequired.js';
export type { TaskStatus } from './engine/tasks.js';
