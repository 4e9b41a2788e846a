// Runs the example MCP server on its own: `npm run demo:server-only [-- port]`, or
// `node demo/server/main.mjs [port]` (default 3001, or MCP_PORT).
import { createExampleServer } from './exampleServer.mjs';

const port = Number(process.argv[2] ?? process.env.MCP_PORT ?? 3001);
const server = createExampleServer({ port, log: (line) => console.log(`[example-server] ${line}`) });
const origin = await server.listen();
console.log(`Example MCP server: ${origin}/mcp (Streamable HTTP, protocols 2025-11-25 and 2026-07-28; CORS open to any page)`);
