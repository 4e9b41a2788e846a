// A real redis-server (Debian's, installed by scripts/test.sh) on a free local port, with nothing
// written to disk: for the relay's tests, its benchmark and the cluster demo. Fails, never skips,
// when the binary is missing.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

/**
 * `{ durable: true }` keeps its data in an append-only file (fsync'd on every write) in a fresh
 * temporary folder, so `restart()` (kill, then start on the same port) comes back with it, as a
 * production Redis with persistence does.
 */
export async function startRedisProcess({ durable = false } = {}) {
  const port = await new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
  const binary = process.env.REDIS_SERVER ?? 'redis-server';
  const dir = durable ? mkdtempSync(join(tmpdir(), 'redis-')) : undefined;
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...(dir ? ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', dir] : ['--appendonly', 'no'])];
  const start = async () => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    await new Promise((resolve, reject) => {
      let out = '';
      child.once('error', (e) => reject(new Error(`${binary} could not start (${e.message}): npm test installs Debian's redis-server`)));
      child.once('exit', (code) => reject(new Error(`${binary} exited with ${code}: ${out}`)));
      child.stdout.on('data', (d) => ((out += d), out.includes('Ready to accept connections') && resolve()));
    });
    return child;
  };
  let child = await start();
  const stop = () => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill())));
  return {
    url: `redis://127.0.0.1:${port}`,
    /** Kills the server (clients see it unreachable). */
    kill: stop,
    /** Starts it again on the same port (after `kill`). */
    async revive() {
      child = await start();
    },
    async stop() {
      await stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
