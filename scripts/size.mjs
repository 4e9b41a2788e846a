// Min+gzip size of the library: our own code alone (dependencies external) and all-in
// (react-hook-form and Radix bundled, React external), and proof that Ajv is not inside.
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const react = [/^react($|\/)/, /^react-dom($|\/)/];
const deps = [/^react-hook-form($|\/)/, /^@radix-ui\//];

async function bundle(external) {
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    // What an app's production build sees: development-only branches of the dependencies drop out.
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'x' },
      rolldownOptions: { external },
    },
  });
  const chunks = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output).filter((c) => c.type === 'chunk');
  const code = chunks.map((c) => c.code).join('\n');
  return { code, min: Buffer.byteLength(code), gz: gzipSync(code, { level: 9 }).length };
}

const own = await bundle([...react, ...deps]);
const all = await bundle(react);
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(`own code (deps external): ${kb(own.min)} min, ${kb(own.gz)} min+gzip`);
console.log(`all-in (React external):  ${kb(all.min)} min, ${kb(all.gz)} min+gzip`);
const ajv = /\bajv\b|ajv-formats|new Function\(|\beval\(/i.test(all.code);
console.log(`Ajv / eval in bundle: ${ajv ? 'YES' : 'no'}`);
if (ajv) process.exit(1);
