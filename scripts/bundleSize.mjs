// Min+gzip of one entry as an app's production build would ship it: Vite library build, the given
// modules external, development-only branches of dependencies dropped.
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

export async function bundleSize(entry, external) {
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false, minify: true, lib: { entry, formats: ['es'], fileName: 'x' }, rolldownOptions: { external } },
  });
  const code = (Array.isArray(out) ? out : [out])
    .flatMap((o) => o.output)
    .filter((c) => c.type === 'chunk')
    .map((c) => c.code)
    .join('\n');
  return { code, min: Buffer.byteLength(code), gz: gzipSync(code, { level: 9 }).length };
}
