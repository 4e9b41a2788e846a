/**
 * The server side of a host whose MCP client runs on the server (Next.js route handlers, the AI
 * SDK, gateways): `createRelay` holds each elicitation request for the person who owns it until
 * their browser answers, through one web-standard handler (and `nodeHandler` for Node's `http`).
 * A server-held SDK client is attached with `attachElicitation(client, relay.queueFor(owner))`
 * from `/client` (v2) or `/sdk` (v1). In memory by default, one process; `redisStore` for several
 * instances. No React, no DOM. The browser side is `connectRelay` from `react-mcp-elicitation/host`.
 *
 * @module react-mcp-elicitation/relay
 */
export { createRelay } from './relay/relay.js';
export { RelayLimitError, RelayUnavailableError } from './relay/errors.js';
export type { Relay, RelayOptions } from './relay/relayTypes.js';
export { redisStore } from './relay/redisStore.js';
export { relayStoreChecks } from './relay/conformance.js';
export { memoryStore } from './relay/store.js';
export type { ParkedRound, RelayEvent, RelayMessage, RelayStore, StoredRequest } from './relay/store.js';
export type { BridgeAskOptions, BridgeQueue, RequestFacts } from './engine/port.js';
export type * from './engine/publicTypes.js';
