// `npm run bench`: size and speed of this library side by side with @rjsf/core, JSON Forms and a
// hand-written form (the floor), in one run, in Chromium. Prints a table with ratios and writes
// bench/out/results.json. `--quick` (CI): the smallest size only; checks every contestant produced
// every figure, never a timing threshold.
import { createReadStream, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, totalmem } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { build } from 'vite';
import { bundleSize } from '../scripts/bundleSize.mjs';
import { chromiumArgs } from '../scripts/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const quick = process.argv.includes('--quick');
const SIZES = quick ? [10] : [10, 100, 1000];
// --quick proves every figure is produced, so it takes few samples (its figures are not to be read).
const RUNS = Number(process.env.BENCH_RUNS ?? (quick ? 3 : 7));
// Mounts are short and move most from run to run (a 2-core machine): more samples for their medians.
const MOUNT_RUNS = Number(process.env.BENCH_MOUNT_RUNS ?? (quick ? 5 : 21));
// Uncounted mounts at each size before its samples, so that every contestant's code is compiled
// before it is sampled. Measured over 8 fresh pages each (100 fields): after 5 warm-up mounts the
// page medians spread over 16.8–18.2 ms (ours) and 15.0–17.1 ms (floor); after 30, over
// 16.6–17.9 and 15.6–15.9 ms.
const WARM_MOUNTS = Number(process.env.BENCH_WARM_MOUNTS ?? (quick ? 3 : 30));
const BIG = SIZES[SIZES.length - 1];
const CONTESTANTS = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',') : ['ours', 'ours-native', 'rjsf', 'jsonforms', 'floor'];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

// ---- bundle sizes: a minimal app per contestant, React external, production defines ----
const react = [/^react($|\/)/, /^react-dom($|\/)/];
console.log('Building the minimal apps…');
const bundles = {};
const sizeOf = async (entry, external) => {
  const { min, gz } = await bundleSize(entry, external);
  return { min, gz };
};
for (const id of CONTESTANTS) bundles[id] = await sizeOf(join(root, `bench/apps/${id}.tsx`), react);
bundles['ours (own code alone)'] = await sizeOf(join(root, 'bench/apps/own.ts'), [...react, /^react-hook-form($|\/)/, /^@radix-ui\//]);

// ---- the page ----
console.log('Building the benchmark page…');
await build({ configFile: join(root, 'bench/vite.config.ts') });
const pageDir = join(root, 'bench/out/page');
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
/** Serves a built folder from disk; resolves with the server and its origin. */
async function serveDir(dir) {
  const server = createServer((req, res) => {
    const path = join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/\/$/, '/index.html'));
    try {
      statSync(path);
      res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
      createReadStream(path).pipe(res);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}
const { server, origin: base } = await serveDir(pageDir);

// --expose-gc: the page collects garbage between samples, outside the timed region (page.tsx).
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...chromiumArgs, '--js-flags=--expose-gc'],
});
const pages = {};
for (const id of CONTESTANTS) {
  // A browser context each: its own renderer process and heap, as each app has in a person's
  // browser. In one context the pages share a process, and every contestant's collections pay
  // for the others' heaps (all mounts read about 1.6× slower, and noisier).
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`[${id}] ${e.message}`));
  await page.goto(`${base}/?c=${id}`);
  await page.waitForFunction(() => window.bench);
  // Warm-up: one mount of the largest form, not counted.
  await page.evaluate((n) => (window.bench.mount(n), window.bench.settle()), BIG);
  pages[id] = page;
}

const samples = {};
const push = (metric, id, value) => ((samples[metric] ??= {})[id] ??= []).push(value);
// Interleaved: every run visits every contestant, starting at a different one each time.
const rotation = (run) => CONTESTANTS.map((_, i) => CONTESTANTS[(i + run) % CONTESTANTS.length]);

for (const n of SIZES) {
  console.log(`Mount, ${n} fields…`);
  for (const id of CONTESTANTS) for (let i = 0; i < WARM_MOUNTS; i++) await pages[id].evaluate((size) => window.bench.mountSample(size), n);
  for (let run = 0; run < MOUNT_RUNS; run++) {
    for (const id of rotation(run)) push(`mount ${n}`, id, await pages[id].evaluate((size) => window.bench.mountSample(size), n));
  }
}
// As a person sees it: work starts at a frame and ends when that frame is painted; keys one frame
// apart. With our stylesheet (as shipped) and without it (a host that restyles from scratch).
console.log('Painted mount and keystrokes, with and without our stylesheet…');
const MID = SIZES.includes(100) ? 100 : SIZES[0];
for (const css of [true, false]) {
  const tag = css ? 'with our stylesheet' : 'without our stylesheet';
  for (let run = 0; run < MOUNT_RUNS; run++) {
    for (const id of rotation(run)) {
      const page = pages[id];
      await page.evaluate((on) => window.bench.setStylesheet(on), css);
      push(`painted mount ${MID}, ${tag}`, id, await page.evaluate(async (size) => await window.bench.mountPaintedSample(size), MID));
      await page.evaluate(() => window.bench.setStylesheet(true));
    }
  }
  for (let run = 0; run < RUNS; run++) {
    for (const id of rotation(run)) {
      const page = pages[id];
      await page.evaluate((on) => window.bench.setStylesheet(on), css);
      await page.evaluate(async (size) => await window.bench.mountPainted(size), BIG);
      push(`painted keystroke ${BIG}, ${tag}`, id, await page.evaluate(async () => await window.bench.keystrokePainted()));
      await page.evaluate(() => window.bench.setStylesheet(true));
    }
  }
}
console.log(`Keystroke and submit, ${BIG} fields…`);
for (let run = 0; run < RUNS; run++) {
  for (const id of rotation(run)) {
    const page = pages[id];
    await page.evaluate((size) => window.bench.mount(size), BIG);
    const k = await page.evaluate(async () => await window.bench.keystroke());
    push(`keystroke ${BIG}`, id, k.ms);
    push(`most renders in one key ${BIG}`, id, k.renders);
    const after = await page.evaluate(async (size) => await window.bench.keystrokeAfterSubmit(size), BIG);
    push(`keystroke after failed submit ${BIG}`, id, after.ms);
    push(`most renders in one key after failed submit ${BIG}`, id, after.renders);
    push(`submit ${BIG}`, id, await page.evaluate((size) => window.bench.submit(size), BIG));
  }
}
// Inline cards under a flood (ours only: no peer has a request queue). Not a threshold: printed.
const FLOOD = 1000;
console.log(`Inline flood, ${FLOOD} requests…`);
const flood = await pages.ours.evaluate((n) => window.bench.inlineFlood(n), FLOOD);
// The first request on a cold page (bench/cold): the hosts' request UI as its own chunk, fetched
// from disk when the request comes (as shipped), against the same page with it inlined (eager, as
// before issue 37). A fresh browser context per sample: nothing cached. Target: lazy ≤ 1.5× eager.
console.log('First request on a cold page, lazy and eager request UI…');
const cold = {};
for (const [variant, output] of [['lazy', {}], ['eager', { inlineDynamicImports: true }]]) {
  const outDir = join(root, `bench/out/cold-${variant}`);
  await build({ configFile: false, root: join(root, 'bench/cold'), logLevel: 'warn', plugins: [(await import('@vitejs/plugin-react')).default()], build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096, rolldownOptions: { output } } });
  cold[variant] = await serveDir(outDir);
}
const COLD_RUNS = quick ? 3 : 11;
for (let run = 0; run < COLD_RUNS; run++) {
  for (const variant of run % 2 ? ['eager', 'lazy'] : ['lazy', 'eager']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${cold[variant].origin}/`);
    await page.waitForFunction(() => window.cold?.armed !== undefined, null, { timeout: 10_000 });
    const { shown, armed } = await page.evaluate(() => window.cold);
    push('first request, arrival to dialog shown (cold page)', `host-${variant}`, shown);
    push('first request, arrival to dialog armed (cold page)', `host-${variant}`, armed);
    await context.close();
  }
}
for (const { server: s } of Object.values(cold)) s.close();
const chromiumVersion = browser.version();
await browser.close();
server.close();

// ---- report ----
const figures = {};
for (const [metric, byId] of Object.entries(samples)) {
  figures[metric] = {};
  for (const [id, xs] of Object.entries(byId)) figures[metric][id] = median(xs);
}
const fmt = (x, unit) => (x === undefined || Number.isNaN(x) ? '—' : unit === 'ms' ? `${x < 10 ? x.toFixed(2) : x.toFixed(0)} ms` : String(Math.round(x)));
const ratio = (a, b) => (a && b ? `${(a / b).toFixed(2)}×` : '—');

const lines = [];
const kB = (b) => `${(b / 1024).toFixed(1)} kB`;
lines.push('Bundle, minimal app, React external (min / min+gzip):');
for (const [id, b] of Object.entries(bundles)) lines.push(`  ${id.padEnd(26)} ${kB(b.min).padStart(9)} ${kB(b.gz).padStart(9)}   ${ratio(b.gz, bundles.ours.gz)} of ours`);
lines.push('');
lines.push(`Medians of ${MOUNT_RUNS} runs (mounts) and ${RUNS} runs (keystrokes, submit). Ratios: contestant ÷ ours (above 1 = ours is faster), and ours ÷ floor.`);
const header = ['metric', ...CONTESTANTS, ...CONTESTANTS.filter((c) => c !== 'ours').map((c) => `${c}/ours`), 'ours/floor'];
// Columns are separated by at least one space, so long names never run together.
lines.push(header.map((h, i) => (i === 0 ? h.padEnd(48) : ` ${h}`.padStart(17))).join(''));
const coldMetrics = Object.keys(figures).filter((m) => m.startsWith('first request'));
for (const [metric, byId] of Object.entries(figures)) {
  if (coldMetrics.includes(metric)) continue;
  const unit = metric.includes('renders') ? '' : 'ms';
  const row = [
    metric.padEnd(48),
    ...CONTESTANTS.map((c) => ` ${fmt(byId[c], unit)}`.padStart(17)),
    ...CONTESTANTS.filter((c) => c !== 'ours').map((c) => ` ${unit ? ratio(byId[c], byId.ours) : ''}`.padStart(17)),
    ` ${unit ? ratio(byId.ours, byId.floor) : ''}`.padStart(17),
  ];
  lines.push(row.join(''));
}
lines.push('');
lines.push(`The first request on a cold page, <ElicitationHost> (medians of ${COLD_RUNS}; armMs 500; goal: lazy ≤ 1.5× eager):`);
for (const metric of coldMetrics) lines.push(`  ${metric.padEnd(52)} lazy ${fmt(figures[metric]['host-lazy'], 'ms')}, eager ${fmt(figures[metric]['host-eager'], 'ms')}   ${ratio(figures[metric]['host-lazy'], figures[metric]['host-eager'])}`);
lines.push('');
lines.push(`Inline cards, ${FLOOD} requests from one server (ours; goal: no task over 200 ms):`);
lines.push(`  one request arriving in an empty transcript      ${fmt(flood.one, 'ms')}`);
lines.push(`  longest task, one arrival per task               ${fmt(flood.longest, 'ms')}   ${ratio(flood.longest, flood.one)} of one request's`);
lines.push(`  all ${FLOOD} arriving in one task                  ${fmt(flood.burst, 'ms')}   ${ratio(flood.burst, flood.one)} of one request's`);
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, Chromium ${chromiumVersion}`;
lines.push('');
lines.push(`Machine: ${machine}`);
console.log(`\n${lines.join('\n')}`);

mkdirSync(join(root, 'bench/out'), { recursive: true });
writeFileSync(
  join(root, 'bench/out/results.json'),
  JSON.stringify({ date: new Date().toISOString(), quick, runs: RUNS, sizes: SIZES, machine, bundles, figures, inlineFlood: flood, samples }, null, 2),
);
console.log('\nWrote bench/out/results.json');

// Every contestant must have produced every figure (a check that the benchmark runs, not a threshold).
const missing = [];
for (const [metric, byId] of Object.entries(figures)) for (const id of coldMetrics.includes(metric) ? ['host-lazy', 'host-eager'] : CONTESTANTS) if (!Number.isFinite(byId[id])) missing.push(`${metric}: ${id}`);
for (const id of CONTESTANTS) if (!(bundles[id]?.gz > 0)) missing.push(`bundle: ${id}`);
for (const [k, v] of Object.entries(flood)) if (!Number.isFinite(v)) missing.push(`inline flood: ${k}`);
if (missing.length) {
  console.error(`Missing figures: ${missing.join(', ')}`);
  process.exit(1);
}
