// A real redis-server (Debian's, installed by scripts/test.sh) on a free local port, with nothing
// written to disk: for the relay's tests, its benchmark and the cluster demo. Fails, never skips,
// when the binary is missing.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export async function startRedisProcess() {
  const port = await new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
  const binary = process.env.REDIS_SERVER ?? 'redis-server';
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise((resolve, reject) => {
    let out = '';
    child.once('error', (e) => reject(new Error(`${binary} could not start (${e.message}): npm test installs Debian's redis-server`)));
    child.once('exit', (code) => reject(new Error(`${binary} exited with ${code}: ${out}`)));
    child.stdout.on('data', (d) => ((out += d), out.includes('Ready to accept connections') && resolve()));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill()))),
  };
}
