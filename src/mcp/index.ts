// `react-mcp-elicitation/mcp`: the bridge to the official MCP TypeScript SDK. The only module that
// imports the SDK (an optional peer dependency); the main entry never does.
export { ElicitationQueue, AbortedError } from './queue';
export type { AskHandle, AskOptions, ElicitationSource, EntryEnd, EntryPhase, Notice, QueueEntry, QueueSnapshot } from './queue';
export { attachElicitation, elicitationCapabilities, ElicitationDeclinedError } from './client';
export type { AttachOptions, CallToolOptions, CallToolParams, ElicitationAttachment, ElicitationCapability, ElicitationModes } from './client';
export {
  CLIENT_CAPABILITIES_META_KEY,
  InputRequestError,
  buildRetryParams,
  isInputRequiredResult,
  readInputRequests,
  requestWithInput,
  resolveInputRequests,
  withClientCapabilities,
} from './inputRequired';
export type { InputHandlers, InputRequest, InputRequestErrorCode, InputRequiredResult, RoundTripOptions } from './inputRequired';
export { ElicitationHost, ElicitationProvider, useElicitationQueue, useElicitationSnapshot } from './ElicitationHost';
export type { ElicitationHostProps } from './ElicitationHost';
