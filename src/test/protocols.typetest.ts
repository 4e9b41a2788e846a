// Each protocol's facts and port, checked by `tsc` (`npm run typecheck`): the MCP entries' types
// carry nothing of ACP, `/acp`'s nothing of MCP's rounds, tasks or task lines, and the page's queue
// and a relay's `queueFor(owner)` fit both ports. Each `@ts-expect-error` is an expected error.
import type { BridgeAskOptions as McpAskOptions, BridgeQueue as McpQueue, RequestFacts } from '../sdk.js';
import type { BridgeAskOptions as AcpAskOptions, BridgeQueue as AcpQueue } from '../acp.js';
import type { ElicitationQueue } from '../host.js';
import type { Relay } from '../relay.js';

// Each refused value is valid for the other protocol, so the one error is the fact's absence.
// @ts-expect-error An MCP request's options have no ACP scope.
export const mcpScope: McpAskOptions = { scope: { sessionId: 's' } };
// @ts-expect-error Nor the fields an ACP form left out.
export const mcpLeftOut: RequestFacts = { leftOut: ['x'] };
const task = { taskId: 't', key: 'k' };
export const mcpTask: McpAskOptions = { task };
// @ts-expect-error An agent's request is no question of an MCP task.
export const acpTask: AcpAskOptions = { task };
// @ts-expect-error Nor has it an MCP prefill.
export const acpPrefill: AcpAskOptions = { previousAnswer: { name: 'Ada' } };
// What both say: a URL step's completion, when the server or agent asked.
export const shared: [McpAskOptions, AcpAskOptions] = [
  { elicitationId: 'e', serverAskedAt: 1 },
  { elicitationId: 'e', serverAskedAt: 1 },
];
// Each protocol's own.
export const acpScope: AcpAskOptions = { scope: { sessionId: 's', toolCallId: 'c' }, leftOut: ['Accent colour'] };
export const mcpStep: McpAskOptions = { step: { index: 1, count: 2 } };

// @ts-expect-error ACP's port has no task line.
export type AcpTrack = AcpQueue['track'];

// The page's queue and a relay's queue fit both.
declare const page: ElicitationQueue;
declare const relay: Relay;
export const ports: [McpQueue, AcpQueue, McpQueue, AcpQueue] = [
  page,
  page,
  relay.queueFor('ada'),
  relay.queueFor('ada'),
];
