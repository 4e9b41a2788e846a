// Min+gzip size of the library: our own code alone (dependencies external) and all-in
// (react-hook-form and Radix bundled, React external), and proof that Ajv is not inside.
import { fileURLToPath } from 'node:url';
import { bundleSize } from './bundleSize.mjs';

const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const react = [/^react($|\/)/, /^react-dom($|\/)/];
const deps = [/^react-hook-form($|\/)/, /^@radix-ui\//];

const own = await bundleSize(entry, [...react, ...deps]);
const all = await bundleSize(entry, react);
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(`own code (deps external): ${kb(own.min)} min, ${kb(own.gz)} min+gzip`);
console.log(`all-in (React external):  ${kb(all.min)} min, ${kb(all.gz)} min+gzip`);
console.log(`loaded on demand (pattern engine, only for schemas with a pattern): ${kb(all.lazyMin)} min, ${kb(all.lazyGz)} min+gzip`);
// A call of the global eval, not a method defined with that name (re2js has one: `eval(t, n) {`).
const ajv = /\bajv\b|ajv-formats|new Function\(|(?<![.\w$])eval\((?![^)]*\)\s*\{)/i.test(all.code);
console.log(`Ajv / eval in bundle: ${ajv ? 'YES' : 'no'}`);
if (ajv) process.exit(1);
