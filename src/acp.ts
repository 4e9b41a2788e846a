/**
 * Attaches an Agent Client Protocol client app (`@agentclientprotocol/sdk`, an optional peer dependency) to an
 * `ElicitationQueue` or a relay's `queueFor(owner)`: an ACP agent's `elicitation/create` requests are shown with the
 * same form, URL step and shells as an MCP server's. No React here.
 *
 * @module react-mcp-elicitation/acp
 */
export { attachElicitation } from './acp/attach.js';
export type { AttachOptions, ElicitationAttachment } from './acp/attach.js';
// The port the attachment calls (ACP's: nothing of MCP's rounds or tasks) and what it names; the
// queue that fits it is `ElicitationQueue` from `react-mcp-elicitation/host`, or a relay's
// `queueFor(owner)`.
export type { BridgeAskOptions, BridgeQueue } from './acp/port.js';
export type { ElicitationSource, RequestFacts } from './engine/port.js';
export type { ElicitContent, ElicitContentValue, ElicitResult } from './protocol/types.js';
