/**
 * The request queue, the dialog and inline hosts and the 2026-07-28 input rounds, with no MCP SDK. Use it with any client (or none); `react-mcp-elicitation/sdk` connects the official TypeScript SDK to the queue.
 *
 * @module react-mcp-elicitation/host
 */
export { ElicitationQueue, AbortedError } from './queue.js';
export type { AskHandle, AskOptions, ElicitationQueueOptions, ElicitationSource, EntryEnd, EntryPhase, Notice, Presentation, QueueEntry, QueueSnapshot, SettledEntry } from './queue.js';
export {
  CLIENT_CAPABILITIES_META_KEY,
  InputRequestError,
  buildRetryParams,
  isInputRequiredResult,
  readInputRequests,
  requestWithInput,
  resolveInputRequests,
  withClientCapabilities,
} from './inputRequired.js';
export type { InputHandlers, InputRequest, InputRequestErrorCode, InputRequiredResult, RoundTripOptions } from './inputRequired.js';
export { ElicitationHost, ElicitationProvider, useElicitationQueue, useElicitationSnapshot } from './ElicitationHost.js';
export type { ElicitationHostProps } from './ElicitationHost.js';
export { ElicitationCard, ElicitationInline, InlineAnnouncer, useInlineItems } from './ElicitationInline.js';
export type { ElicitationInlineProps, InlineItem } from './ElicitationInline.js';
export { describeSettled } from './settled.js';
export { DEFAULT_ARM_MS } from '../react/arming.js';
