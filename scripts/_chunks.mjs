import { build } from 'vite';
import { writeFileSync } from 'node:fs';
const out = await build({ configFile: false, logLevel: 'silent', define: { 'process.env.NODE_ENV': '"production"' }, build: { write: false, minify: true, rolldownOptions: { input: process.argv[2], external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'], preserveEntrySignatures: 'exports-only' } } });
const chunks = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output).filter((c) => c.type === 'chunk');
for (const c of chunks) console.log(c.fileName, c.isEntry, c.code.length, (c.moduleIds ?? []).map((m) => m.replace(/.*\/work\/main\//, '')).join(' ').slice(0, 400));
const entry = chunks.find((c) => c.isEntry);
writeFileSync(process.argv[3], entry.code);
