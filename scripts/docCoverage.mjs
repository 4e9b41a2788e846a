// Every public export has TSDoc with an example: lists those that lack one (from TypeDoc's JSON of
// all entries) and exits non-zero when any does.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = join(mkdtempSync(join(tmpdir(), 'rme-doc-')), 'api.json');
execFileSync('npx', ['typedoc', '--json', out, '--disableSources', 'false', '--logLevel', 'Error'], { stdio: 'inherit' });
const project = JSON.parse(readFileSync(out, 'utf8'));
const REFERENCE = 4194304;
const commentOf = (node) => node.comment ?? node.signatures?.find((s) => s.comment)?.comment;
const missing = new Map();
let total = 0;
for (const entry of project.children ?? []) {
  for (const node of entry.children ?? []) {
    if (node.kind === REFERENCE || missing.has(node.name)) continue;
    const comment = commentOf(node);
    const example = comment?.blockTags?.some((t) => t.tag === '@example');
    total++;
    if (!example) missing.set(node.name, `${node.sources?.[0]?.fileName ?? '?'}: ${node.name}${comment ? '' : ' (no TSDoc)'}`);
  }
}
const seen = new Set();
for (const entry of project.children ?? []) for (const node of entry.children ?? []) if (node.kind !== REFERENCE) seen.add(node.name);
console.log(`TSDoc: ${seen.size - missing.size} of ${seen.size} public exports have an example`);
if (process.argv.includes('--list')) for (const line of [...missing.values()].sort()) console.log(`  ${line}`);
if (missing.size && process.argv.includes('--strict')) process.exit(1);
