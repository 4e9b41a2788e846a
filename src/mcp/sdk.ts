/**
 * Connects a client of the official MCP TypeScript SDK (`@modelcontextprotocol/sdk`, an optional peer dependency) to an `ElicitationQueue`. The only entry that imports the SDK; no React here.
 *
 * @module react-mcp-elicitation/sdk
 */
export { attachElicitation, elicitationCapabilities, ElicitationDeclinedError } from './client.js';
export type { AttachOptions, CallToolOptions, CallToolParams, ElicitationAttachment, ElicitationCapability, ElicitationModes } from './client.js';
