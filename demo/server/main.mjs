// Runs the example MCP server on its own: `node demo/server/main.mjs [port]`.
import { createExampleServer } from './exampleServer.mjs';

const port = Number(process.argv[2] ?? process.env.MCP_PORT ?? 3001);
const server = createExampleServer({ port, log: (line) => console.log(`[example-server] ${line}`) });
const origin = await server.listen();
console.log(`Example MCP server: ${origin}/mcp`);
