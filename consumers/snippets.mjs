// The docs' TypeScript code blocks: every ```ts and ```tsx block of README.md and docs/**/*.md(x),
// each written as its own module into an app (see consumers/snippets/), where the consumer matrix
// type-checks them against the packed package. A block that cannot compile fails `npm test`.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The documents whose blocks are checked, relative to the repository. */
export function documents(root) {
  const walk = (dir) => readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [join(dir, e.name)] : []));
  return ['README.md', ...walk('docs')];
}

/** Every ts/tsx fence of one document: `{ lang, line, code }`, its indentation removed. */
export function blocks(text) {
  const found = [];
  const fence = /^([ \t]*)```(ts|tsx)[ \t]*\n([\s\S]*?)^\1```[ \t]*$/gm;
  for (let m; (m = fence.exec(text)); ) {
    const indent = m[1].length;
    const code = m[3].split('\n').map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length))).join('\n');
    found.push({ lang: m[2], line: text.slice(0, m.index).split('\n').length, code });
  }
  return found;
}

/** Writes every block into `<app>/src/blocks/`, named after its document and line; returns how many. */
export function writeSnippets(root, app) {
  const out = join(app, 'src', 'blocks');
  mkdirSync(out, { recursive: true });
  let count = 0;
  for (const doc of documents(root)) {
    for (const b of blocks(readFileSync(join(root, doc), 'utf8'))) {
      const name = `${relative('.', doc).replace(/[^A-Za-z0-9]+/g, '_')}_L${b.line}.${b.lang}`;
      // `export {}`: each block is a module of its own, whether or not it imports anything.
      writeFileSync(join(out, name), `// ${doc}, line ${b.line}\n${b.code}\nexport {};\n`);
      count++;
    }
  }
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [root, app] = process.argv.slice(2);
  console.log(`${writeSnippets(root, app)} blocks written`);
}
