// `npm run demo:cluster`: the server-side demo host as two instances on one redis-server, behind a
// round-robin proxy on one port (every request, event streams included, goes to the next
// instance that answers). Prints the page's URL and one line per instance:
// `instance <name> pid <pid> <url>`. Kill an instance mid-request to see the other take over; it is
// started again (and its line printed again), as a process supervisor would.
// PORT (default 5173) is the proxy's; the instances take the two ports after INSTANCE_PORT (5181).
import { spawn } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startRedisProcess } from '../../scripts/redisProcess.mjs';
import { buildRelayDemo } from './build.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.PORT ?? 5173);
const firstInstancePort = Number(process.env.INSTANCE_PORT ?? 5181);

// The page and the host's server side, built once; each instance is then plain Node.
// DEMO_PREBUILT=1 (the e2e, which built it once for every test): use what dist-relay/ holds.
const built = existsSync(fileURLToPath(new URL('../../dist-relay/server/server.js', import.meta.url)));
if (process.env.DEMO_PREBUILT !== '1' || !built) await buildRelayDemo();

const redis = await startRedisProcess();
let stopping = false;
/** Starts instance `name`; a supervisor's job too: an instance that dies is started again, and its new pid printed. */
function start(name, instancePort) {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./instance.mjs', import.meta.url))], {
    cwd: root,
    env: { ...process.env, REDIS_URL: redis.url, DEMO_INSTANCE: name, PORT: String(instancePort) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const instance = { name, port: instancePort, url: `http://127.0.0.1:${instancePort}/`, child };
  let partial = '';
  child.stdout.on('data', (d) => {
    const lines = (partial + d).split('\n');
    partial = lines.pop();
    for (const line of lines) {
      process.stderr.write(`[${name}] ${line}\n`);
      if (line.includes('listening on') && instance.restarted) console.log(`instance ${name} pid ${child.pid} ${instance.url}`);
    }
  });
  child.once('exit', () => {
    if (stopping) return;
    const again = start(name, instancePort);
    again.restarted = true;
    instances[instances.indexOf(instance)] = again;
  });
  return instance;
}
const instances = ['a', 'b'].map((name, i) => start(name, firstInstancePort + i));

async function answers(url) {
  for (let i = 0; i < 240; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not start`);
}
await Promise.all(instances.map((i) => answers(i.url)));

let next = 0;
/** Sends `req` to the next instance; one that does not answer is skipped (it may have been killed). */
function forward(req, res, body, tried = 0) {
  const target = instances[next++ % instances.length];
  const upstream = httpRequest({ host: '127.0.0.1', port: target.port, method: req.method, path: req.url, headers: req.headers }, (response) => {
    res.writeHead(response.statusCode ?? 502, response.headers);
    response.pipe(res);
    res.once('close', () => response.destroy());
    // An instance that dies mid-response (an open event stream) closes the browser's side too, so
    // the browser reconnects (to the next instance) instead of waiting on a dead stream.
    response.once('close', () => !res.writableEnded && res.destroy());
  });
  upstream.once('error', (e) => {
    if (res.headersSent) return void res.destroy();
    if (tried + 1 < instances.length) return forward(req, res, body, tried + 1);
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(`No instance answers: ${e.message}`);
  });
  upstream.end(body);
}
const proxy = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => forward(req, res, Buffer.concat(chunks)));
});
await new Promise((resolve) => proxy.listen(port, '127.0.0.1', resolve));

console.log(`Cluster: http://127.0.0.1:${port}/ (round-robin over ${instances.length} instances, Redis at ${redis.url})`);
for (const i of instances) console.log(`instance ${i.name} pid ${i.child.pid} ${i.url}`);

const stop = async () => {
  stopping = true;
  proxy.close();
  // Each instance closes its relay and its Redis client before Redis goes (else its close waits on
  // a Redis that is gone, and the instance outlived the cluster holding its port); one that has not
  // exited in 5 s is killed.
  const exited = (child) => child.exitCode !== null || child.signalCode !== null;
  await Promise.all(
    instances.map(({ child }) =>
      exited(child)
        ? undefined
        : new Promise((resolve) => {
            const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
            child.once('exit', () => (clearTimeout(timer), resolve()));
            child.kill();
          }),
    ),
  );
  await redis.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
