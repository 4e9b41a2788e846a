// The recipe for a Next.js App Router host whose MCP client runs on the server: one relay per
// server process (route handlers are separate modules, so it lives on globalThis), the owner from
// the host's own session cookie.
import { createRelay, type Relay } from 'react-mcp-elicitation/relay';

const g = globalThis as { elicitationRelay?: Relay };
export const relay = (g.elicitationRelay ??= createRelay({
  authorize: (request) => /(?:^|;\s*)sid=(\w+)/.exec(request.headers.get('cookie') ?? '')?.[1],
}));
