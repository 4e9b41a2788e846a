// The example ACP agent over stdio, for hosts that start it as a child process (`npm run
// demo:server`). Its URL pages are served over HTTP on a free port (or ACP_PAGES_PORT). Nothing but
// ACP goes to stdout; the log goes to stderr.
import { Readable, Writable } from 'node:stream';
import { ndJsonStream } from '@agentclientprotocol/sdk';
import { createExampleAgent, startAcpAgent } from './agent.mjs';

const log = (line) => process.stderr.write(`[example agent stdio] ${line}\n`);
const pages = await startAcpAgent({ port: Number(process.env.ACP_PAGES_PORT) || 0, acp: false, log });
const app = createExampleAgent({ pageOrigin: pages.origin, waiting: pages.waiting, log });
const connection = app.connect(ndJsonStream(Writable.toWeb(process.stdout), Readable.toWeb(process.stdin)));
// The host closed our stdin: the connection is over, and so is this process.
void connection.closed.finally(() => pages.close().then(() => process.exit(0)));
