// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { startRedisProcess } from '../../scripts/redisProcess.mjs';

// Faults with real processes: two relay instances (src/test/relayInstance.ts, built for Node and spawned)
// on one real redis-server. The instance a browser's answer reaches dies mid-way — right after it
// wins the first-answer claim, or right after it hands the answer to the instance holding the
// request — and the browser's retry of the same attempt, on the other instance, finishes it.
const entry = join(process.cwd(), 'src/test/relayInstance.ts');
// One folder per test run: two runs at once must not empty each other's build.
const outDir = join(process.cwd(), `node_modules/.cache/relay-process-${process.pid}`);

let redis: Awaited<ReturnType<typeof startRedisProcess>>;
const children: ChildProcess[] = [];
beforeAll(async () => {
  redis = await startRedisProcess();
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      rollupOptions: { output: { entryFileNames: 'instance.mjs' } },
    },
  });
}, 60_000);
afterEach(() => children.splice(0).forEach((c) => c.exitCode === null && c.kill('SIGKILL')));
afterAll(async () => {
  rmSync(outDir, { recursive: true, force: true });
  await redis?.stop();
});

/** Starts an instance; resolves with its origin and the process once it listens. */
async function instance(prefix: string, die?: string) {
  const child = spawn(process.execPath, [join(outDir, 'instance.mjs')], {
    env: { ...process.env, REDIS_URL: redis.url, PREFIX: prefix, DIE: die ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const port = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const ready = /ready (\d+)/.exec(out);
      if (ready) resolve(ready[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the instance exited (${code}) before it listened: ${out}`)));
  });
  const exited = new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve),
  );
  return { origin: `http://127.0.0.1:${port}`, exited };
}

/** A browser's event stream, read in the background: resolves with the id of the first request it is asked. */
async function firstAsk(origin: string): Promise<{ id: string; stop: () => void }> {
  const response = await fetch(`${origin}/api/elicitation`, { headers: { cookie: 'sid=ada' } });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const id = new Promise<string>((resolve, reject) => {
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return reject(new Error('the stream ended before a request was asked'));
          buffer += value;
          const ask = /data: (\{"type":"ask".*)\n/.exec(buffer);
          if (ask) resolve((JSON.parse(ask[1]!) as { id: string }).id);
        }
      } catch (error) {
        reject(error as Error); // the instance died: a browser reconnects elsewhere
      }
    })();
  });
  return { id: await id, stop: () => void reader.cancel().catch(() => {}) };
}

const answer = (origin: string, body: unknown) =>
  fetch(`${origin}/api/elicitation`, {
    method: 'POST',
    headers: { cookie: 'sid=ada', 'content-type': 'application/json', origin },
    body: JSON.stringify(body),
  });

describe('relay instances as real processes: the one carrying an answer is killed', () => {
  for (const moment of ['after-claim', 'after-handing-on'] as const) {
    it(`dies ${
      moment === 'after-claim'
        ? 'right after winning the claim'
        : 'right after handing the answer on, before the acknowledgement'
    }: its POST fails; the retry on the other delivers it exactly once`, async () => {
      const prefix = `p${Math.random().toString(36).slice(2)}:`;
      const holder = await instance(prefix);
      const carrier = await instance(prefix, moment);
      // Asked on the holder, as an MCP client there would; its answer is what the MCP server gets.
      const asked = fetch(`${holder.origin}/ask`, { method: 'POST' }).then((r) => r.json() as Promise<unknown>);
      const stream = await firstAsk(carrier.origin);
      const body = { id: stream.id, attempt: 'first-try', result: { action: 'accept', content: { guests: 5 } } };
      // The carrier dies mid-way: the browser's POST gets no answer at all.
      await expect(answer(carrier.origin, body)).rejects.toThrow();
      expect(await carrier.exited).toBe(1);
      stream.stop();
      // The browser's retry of the same attempt reaches the other instance.
      let status = 503;
      for (let i = 0; i < 50 && status === 503; i++) {
        status = (await answer(holder.origin, body)).status;
        if (status === 503) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe(200);
      expect(await asked).toEqual({ result: { action: 'accept', content: { guests: 5 } } });
      // Asked again, still its own success; another answer is refused.
      expect((await answer(holder.origin, body)).status).toBe(200);
      expect((await answer(holder.origin, { ...body, attempt: 'another' })).status).toBe(409);
    }, 30_000);
  }
});
