// A real redis-server on a free local port, nothing written to disk (the bench's copy of
// src/test/redisServer.ts, which plain Node cannot import).
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
  const child = spawn(process.env.REDIS_SERVER ?? 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise((resolve, reject) => {
    let out = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
    child.stdout.on('data', (d) => ((out += d), out.includes('Ready to accept connections') && resolve()));
  });
  return { url: `redis://127.0.0.1:${port}`, stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill())) };
}
