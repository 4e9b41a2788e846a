// Min+gzip of one entry as an app's production build would ship it: a Vite app build (not a
// library build: Vite keeps the whitespace of ES library output, so that pure annotations survive
// for the next bundler, and an app's build removes it), the given modules external,
// development-only branches of dependencies dropped, the entry's exports kept. `min`/`gz` count
// what loads with the entry (it and the chunks it imports statically); chunks loaded on demand
// (the pattern engine) are counted apart as `lazyMin`/`lazyGz`.
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

export async function bundleSize(entry, external) {
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false, minify: true, rolldownOptions: { input: entry, external, preserveEntrySignatures: 'exports-only' } },
  });
  const chunks = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output).filter((c) => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const initial = new Set();
  const visit = (c) => {
    if (!c || initial.has(c)) return;
    initial.add(c);
    for (const name of c.imports ?? []) visit(byName.get(name));
  };
  for (const c of chunks) if (c.isEntry) visit(c);
  const size = (list) => {
    const code = list.map((c) => c.code).join('\n');
    return { code, min: Buffer.byteLength(code), gz: list.length ? gzipSync(code, { level: 9 }).length : 0 };
  };
  const first = size([...initial]);
  const lazy = size(chunks.filter((c) => !initial.has(c)));
  // Each chunk loaded on demand, with the modules in it (to find one part's own chunk).
  const parts = chunks.filter((c) => !initial.has(c)).map((c) => ({ modules: c.moduleIds ?? Object.keys(c.modules ?? {}), ...size([c]) }));
  return { code: `${first.code}\n${lazy.code}`, min: first.min, gz: first.gz, lazyMin: lazy.min, lazyGz: lazy.gz, parts };
}
