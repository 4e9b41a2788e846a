import { build } from 'vite';
import { gzipSync } from 'node:zlib';
const out = await build({ configFile: false, logLevel: 'silent', define: { 'process.env.NODE_ENV': '"production"' }, build: { write: false, minify: true, rolldownOptions: { input: process.argv[2], external: [/^react($|\/)/, /^react-dom($|\/)/], preserveEntrySignatures: 'exports-only' } } });
for (const c of (Array.isArray(out) ? out : [out]).flatMap((o) => o.output).filter((c) => c.type === 'chunk')) {
  console.log(c.fileName, c.isEntry, (gzipSync(c.code, { level: 9 }).length / 1024).toFixed(2), 'modules:', Object.entries(c.modules).map(([m, i]) => `${m.replace(/.*dist\//, '')}:${i.renderedLength}`).join(' '));
}
