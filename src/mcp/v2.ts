/**
 * Connects a client of the v2 MCP TypeScript SDK (`@modelcontextprotocol/client`, an optional peer dependency) to an `ElicitationQueue`, in either protocol era (2025-11-25 and 2026-07-28). `react-mcp-elicitation/sdk` does the same for the v1 SDK (`@modelcontextprotocol/sdk`). No React here.
 *
 * @module react-mcp-elicitation/client
 */
export { attachElicitation } from './clientV2.js';
export type { CallOptions, ElicitationAttachmentV2 } from './clientV2.js';
export { elicitationCapabilities, ElicitationDeclinedError } from './bridge.js';
export type { AttachOptions, BridgeCallOptions, ElicitationCapability, ElicitationModes } from './bridge.js';
