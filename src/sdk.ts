/**
 * Connects a client of the v1 MCP TypeScript SDK (`@modelcontextprotocol/sdk`, an optional peer dependency; protocol 2025-11-25) to an `ElicitationQueue`. `react-mcp-elicitation/client` does the same for the v2 SDK, in both protocol eras. No React here.
 *
 * @module react-mcp-elicitation/sdk
 */
export { attachElicitation } from './bridges/v1.js';
export type { CallOptions, ElicitationAttachment } from './bridges/v1.js';
export { elicitationCapabilities, ElicitationDeclinedError } from './bridges/attach.js';
export type { AttachmentResults, AttachOptions, BridgeAttachment, BridgeCallOptions, BridgeQueue, ElicitationCapability, ElicitationModes } from './bridges/attach.js';
export type * from './host/publicTypes.js';
