// Every public export has TSDoc, and every component, hook, function and class an example (a
// type's example is optional: its members say what it is). Reads TypeDoc's JSON of all entries,
// lists what is missing and exits non-zero when anything is.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = join(mkdtempSync(join(tmpdir(), 'rme-doc-')), 'api.json');
execFileSync('npx', ['typedoc', '--json', out, '--disableSources', 'false', '--logLevel', 'Error'], { stdio: 'inherit' });
const project = JSON.parse(readFileSync(out, 'utf8'));
const REFERENCE = 4194304;
// TypeDoc's kinds that are called or constructed: Variable (components are consts), Function, Class.
const CALLABLE = new Set([32, 64, 128]);
const commentOf = (node) => node.comment ?? node.signatures?.find((s) => s.comment)?.comment;
const exported = new Set();
const missing = new Map();
const NAMESPACE = 4;
// A namespace's members (`ElicitationParts.Header`) are public too: each is checked as a name of its own.
const nodesOf = (parent) => (parent.children ?? []).flatMap((node) => (node.kind === NAMESPACE ? [node, ...nodesOf(node)] : [node]));
for (const entry of project.children ?? []) {
  for (const node of nodesOf(entry)) {
    // Counted once by name; every declaration of that name (index and /native each have an
    // ElicitationForm) must have its own example.
    if (node.kind === REFERENCE) continue;
    exported.add(node.name);
    const comment = commentOf(node);
    const needsExample = CALLABLE.has(node.kind);
    if (!comment || (needsExample && !comment.blockTags?.some((t) => t.tag === '@example'))) {
      missing.set(node.name, `${node.sources?.[0]?.fileName ?? '?'}: ${node.name}${comment ? ' (no @example)' : ' (no TSDoc)'}`);
    }
  }
}
console.log(`TSDoc: ${exported.size - missing.size} of ${exported.size} public exports documented (components, hooks, functions and classes with an example)`);
if (process.argv.includes('--list')) for (const line of [...missing.values()].sort()) console.log(`  ${line}`);
if (missing.size && process.argv.includes('--strict')) process.exit(1);
