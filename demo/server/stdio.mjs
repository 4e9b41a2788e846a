// The example MCP server over stdio (both protocol eras: the opening exchange picks one per
// connection), for hosts that start it as a child process (`npm run demo:server`). Its consent
// pages (URL mode) still need a browser: they are served over HTTP on a free port, or
// CONSENT_PORT. Nothing but MCP goes to stdout; the log goes to stderr.
import { createServer } from 'node:net';
import { serveStdio, StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { createExampleServer } from './exampleServer.mjs';
import { TASK_TOOLS } from './modernServer.mjs';
import { guardTransport } from './tasks.mjs';

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const port = Number(process.env.CONSENT_PORT) || (await freePort());
const log = (line) => process.stderr.write(`[example-server stdio] ${line}\n`);
const server = createExampleServer({ port, log });
await server.listen();
// A task request that did not declare the tasks extension is refused (-32021) before the entry serves it.
const handle = serveStdio(server.factory, { transport: guardTransport(new StdioServerTransport(), TASK_TOOLS), onerror: (e) => log(`error: ${e.message}`) });
// The host closed our stdin: the connection is over, and so is this process.
process.stdin.once('end', () => void handle.close().finally(() => server.close().then(() => process.exit(0))));
