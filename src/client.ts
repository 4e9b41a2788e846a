/**
 * Connects a client of the v2 MCP TypeScript SDK (`@modelcontextprotocol/client`, an optional peer dependency) to an `ElicitationQueue`, in either protocol era (2025-11-25 and 2026-07-28). `react-mcp-elicitation/sdk` does the same for the v1 SDK (`@modelcontextprotocol/sdk`). No React here.
 *
 * @module react-mcp-elicitation/client
 */
export { attachElicitation } from './bridges/v2.js';
export type { CallOptions, ElicitationAttachment } from './bridges/v2.js';
export { elicitationCapabilities, ElicitationDeclinedError } from './bridges/attach.js';
export { TaskError } from './engine/tasks.js';
export type { AttachmentResults, AttachOptions, BridgeAttachment, BridgeCallOptions, BridgeQueue, ElicitationCapability, ElicitationModes } from './bridges/attach.js';
export type * from './host/publicTypes.js';
