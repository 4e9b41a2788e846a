// Min+gzip of the built package (dist/, one file per module) as an app's code-splitting bundler
// ships it: an app that imports one name, React external; "own code" also leaves out our
// dependencies (react-hook-form, Radix, re2js). Chunks loaded on demand (the pattern engine) are
// counted apart. Each figure has a target (issue 24's) and a ceiling (what it measured when the
// ceiling was last set, plus 0.3 kB): a figure over its ceiling fails, so sizes only go down; the
// target is printed, met or not. Raised once, 2026-12-01, by what it measured then plus 0.1 kB:
// long server text laid out in parts (<ServerMessage>, core/textParts.ts) cost 0.2–0.4 kB, and
// took a maximal request's mount from 1.0–1.4 s to 0.3–0.6 s. /host's raised once more, 2026-12-02, by the
// same rule: the queue's `sending` status (an answer reads "Sent" only once the relay has it; a
// 410 no longer shows a false "Sent") cost it 0.2 kB. Fails too if Ajv or eval is inside. Run after `npm run build`.
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundleSize } from './bundleSize.mjs';

const at = (p) => fileURLToPath(new URL(p, import.meta.url));
if (!existsSync(at('../dist/index.js'))) throw new Error('dist/ is missing: run `npm run build` first');
const react = [/^react($|\/)/, /^react-dom($|\/)/];
const deps = [/^react-hook-form($|\/)/, /^@radix-ui\//, /^re2js$/];
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

// Each case is an app of one import line, written where the bundler resolves our dist and deps.
const dir = at('../node_modules/.cache/rme-size');
mkdirSync(dir, { recursive: true });
const app = (name, code) => {
  const file = `${dir}/${name}.js`;
  writeFileSync(file, `${code}\n`);
  return file;
};
const dist = (entry) => `../../../dist/${entry}.js`;
const cases = [
  // [label, app, external, target, ceiling] in kB min+gzip (null: none)
  ['{ ElicitationForm }, own code', app('form', `export { ElicitationForm } from '${dist('index')}';`), [...react, ...deps], 12, 20.4],
  ['{ Elicitation } (form + URL mode), own code', app('modes', `export { Elicitation } from '${dist('index')}';`), [...react, ...deps], 16, 25.7],
  ['{ ElicitationForm } from /native, all-in', app('native', `export { ElicitationForm } from '${dist('native')}';`), react, 30, 31.4],
  ['{ ElicitationForm }, all-in (Radix select)', app('formAll', `export { ElicitationForm } from '${dist('index')}';`), react, null, 64.9],
  ['{ ElicitationHost, ElicitationQueue } from /host, own code', app('host', `export { ElicitationHost, ElicitationQueue } from '${dist('host')}';`), [...react, ...deps], null, 31.3],
  ['everything the main entry exports, all-in', app('all', `export * from '${dist('index')}';`), react, null, 75.2],
];

let over = false;
let code = '';
for (const [label, entry, external, target, ceiling] of cases) {
  const s = await bundleSize(entry, external);
  code += `${s.code}\n`;
  const gz = s.gz / 1024;
  let verdict = target === null ? '' : gz <= target ? `  target ${target} kB met` : `  target ${target} kB: ${(gz - target).toFixed(1)} kB to go`;
  if (ceiling !== null && gz > ceiling) {
    verdict += `  OVER its ceiling ${ceiling} kB`;
    over = true;
  }
  const lazy = s.lazyGz ? ` (+ ${kb(s.lazyGz)} on demand)` : '';
  console.log(`${label.padEnd(58)} ${kb(s.min).padStart(9)} min ${kb(s.gz).padStart(8)} min+gzip${verdict}${lazy}`);
}
// A call of the global eval, not a method defined with that name (re2js has one: `eval(t, n) {`).
const ajv = /\bajv\b|ajv-formats|new Function\(|(?<![.\w$])eval\((?![^)]*\)\s*\{)/i.test(code);
console.log(`Ajv / eval in bundle: ${ajv ? 'YES' : 'no'}`);
if (ajv || over) process.exit(1);
