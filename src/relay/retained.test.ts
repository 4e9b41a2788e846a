// @vitest-environment node
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

// What the relay keeps after its requests end: src/test/relayRetained.ts, built for Node and run
// in a process of its own with --expose-gc (the heap of this test runner would be measured with
// everything else it holds). 300 requests of 100 kB are asked and answered one after another with
// the memory store; afterwards the relay holds what its promises need (a claim and an outcome per
// answer, a few bytes each), not the requests.
const entry = join(process.cwd(), 'src/test/relayRetained.ts');
const outDir = join(process.cwd(), `node_modules/.cache/relay-retained-${process.pid}`);

beforeAll(async () => {
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      rollupOptions: { output: { entryFileNames: 'retained.mjs' } },
    },
  });
}, 60_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function run(
  env: Record<string, string>,
): Promise<{ before: number; after: number; pending: number; replayOther: number; replaySame: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', join(outDir, 'retained.mjs')], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`exited ${code}: ${out}`))));
  });
}

it.each([
  ['one relay', '1'],
  ['two relays on one store, the answers reaching the one that does not hold the requests', '2'],
])(
  '%s: 300 requests of 100 kB asked and answered; the heap afterwards is under 2 MB above where it started, and a replay of the last answer still gets 409',
  async (label, instances) => {
    const measured = await run({ COUNT: '300', SIZE: '100000', INSTANCES: instances });
    const grown = measured.after - measured.before;
    console.log(
      `${label}: the heap after 300 × 100 kB requests ended is ${(grown / 1e6).toFixed(2)} MB above the start`,
    );
    expect(measured.pending).toBe(0);
    expect(grown).toBeLessThan(2_000_000);
    // Another answer to the same request: refused. The same attempt sent again: its outcome.
    expect(measured.replayOther).toBe(409);
    expect(measured.replaySame).toBe(200);
  },
  120_000,
);
