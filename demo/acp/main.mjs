// Runs the example ACP agent on its own: `npm run demo:acp-only [-- port]`, or
// `node demo/acp/main.mjs [port]` (default 3003, or ACP_PORT).
import { startAcpAgent } from './agent.mjs';

const port = Number(process.argv[2] ?? process.env.ACP_PORT ?? 3003);
const agent = await startAcpAgent({ port, log: (line) => console.log(`[example agent] ${line}`) });
console.log(`Example ACP agent: ${agent.url} (WebSocket and Streamable HTTP, ACP v1; CORS open to any page)`);
