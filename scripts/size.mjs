// Min+gzip size of the library, measured the way the benchmark and the README state it: a minimal
// app that renders one form (React external), all-in and with our dependencies external; the same
// for `/native`; and everything the main entry exports. Fails if Ajv or eval is inside.
import { fileURLToPath } from 'node:url';
import { bundleSize } from './bundleSize.mjs';

const at = (p) => fileURLToPath(new URL(p, import.meta.url));
const react = [/^react($|\/)/, /^react-dom($|\/)/];
const deps = [/^react-hook-form($|\/)/, /^@radix-ui\//];
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const line = (label, s) => console.log(`${label.padEnd(46)} ${kb(s.min).padStart(9)} min ${kb(s.gz).padStart(8)} min+gzip`);

const app = await bundleSize(at('../bench/apps/ours.tsx'), react);
const appOwn = await bundleSize(at('../bench/apps/ours.tsx'), [...react, ...deps]);
const native = await bundleSize(at('../bench/apps/ours-native.tsx'), react);
const all = await bundleSize(at('../src/index.tsx'), react);
line('minimal app, all-in (React external)', app);
line('minimal app, our code alone', appOwn);
line('minimal app with /native, all-in', native);
line('everything the main entry exports, all-in', all);
line('loaded on demand (pattern engine)', { min: all.lazyMin, gz: all.lazyGz });
// A call of the global eval, not a method defined with that name (re2js has one: `eval(t, n) {`).
const ajv = [app, native, all].some((s) => /\bajv\b|ajv-formats|new Function\(|(?<![.\w$])eval\((?![^)]*\)\s*\{)/i.test(s.code));
console.log(`Ajv / eval in bundle: ${ajv ? 'YES' : 'no'}`);
if (ajv) process.exit(1);
