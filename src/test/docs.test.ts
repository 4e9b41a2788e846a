// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createExampleServer } from '../../demo/server/exampleServer.mjs';
import { elicitationCapabilities } from '../bridges/attachment.js';
import { attachElicitation } from '../bridges/v2.js';
import { ElicitationQueue } from '../engine/queue.js';

// The front door and the docs say what is true: the README stays short, the tables that name the
// package's entries and peers match package.json, the example server's tool table matches what the
// server lists on the wire in each protocol era, and every link between documents resolves.
// (Every TypeScript block of these documents is type-checked against the packed package by the
// consumer matrix: consumers/snippets.mjs.)

const root = resolve(__dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  exports: Record<string, unknown>;
  peerDependencies: Record<string, string>;
  scripts: Record<string, string>;
};
const entries = Object.keys(pkg.exports)
  .filter((e) => e !== './package.json')
  .map((e) => (e === '.' ? 'react-mcp-elicitation' : `react-mcp-elicitation/${e.slice(2)}`));

/** The rows of the first Markdown table after `heading`, as arrays of cell texts. */
function table(text: string, heading: string): string[][] {
  const at = text.indexOf(heading);
  if (at < 0) throw new Error(`no "${heading}"`);
  const lines = text.slice(at).split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split(' | ')
        .map((c) => c.trim()),
    );
  }
  return rows;
}
const code = (cell: string) => /^`([^`]+)`$/.exec(cell)?.[1] ?? cell;

describe('README.md', () => {
  const readme = read('README.md');

  it('is a front door: at most 300 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(300);
  });

  it('names every entry of package.json, and no other', () => {
    const named = table(readme, '| entry |').map((r) => code(r[0]!));
    const expanded = named.flatMap((n) =>
      n === 'react-mcp-elicitation/locales/*' ? entries.filter((e) => e.includes('/locales/')) : [n],
    );
    expect(expanded.sort()).toEqual([...entries].sort());
  });

  it('its table of the example server’s tools is what the server lists in each protocol era', async () => {
    const rows = table(readme, '| tool |').map(([tool, old, modern, asks]) => ({
      tool: code(tool!),
      old,
      modern,
      asks,
    }));
    const port = await new Promise<number>((done) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => done(port));
      });
    });
    const server = createExampleServer({ port });
    const origin = await server.listen();
    try {
      const listed: Record<string, string[]> = {};
      for (const modern of [false, true]) {
        const client = new Client(
          { name: 'docs-test', version: '1.0.0' },
          {
            capabilities: { elicitation: elicitationCapabilities({ form: true, url: true }) },
            ...(modern && { versionNegotiation: { mode: 'auto' as const } }),
          },
        );
        const attachment = attachElicitation(client, new ElicitationQueue(), { serverName: 'Example server' });
        await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/mcp`)));
        const era = attachment.era();
        expect(era).toBe(modern ? '2026-07-28' : '2025-11-25');
        const { tools } = await client.listTools();
        for (const tool of tools) expect(tool.description, tool.name).toMatch(/\w/);
        listed[era!] = tools.map((t) => t.name).sort();
        await client.close();
      }
      expect(
        rows
          .filter((r) => r.old === 'yes')
          .map((r) => r.tool)
          .sort(),
      ).toEqual(listed['2025-11-25']);
      expect(
        rows
          .filter((r) => r.modern === 'yes')
          .map((r) => r.tool)
          .sort(),
      ).toEqual(listed['2026-07-28']);
      for (const r of rows) expect(r.asks, r.tool).toMatch(/\w{3}/);
    } finally {
      await server.close();
    }
  });

  it('its commands exist as scripts', () => {
    // `npm start`, `npm test` and `npm run <name>` (a bare "npm run" in prose names no script).
    const used = [...readme.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test)\b)/g)].map((m) => (m[1] ?? m[2])!);
    expect(used.length).toBeGreaterThan(3);
    for (const s of new Set(used)) expect(Object.keys(pkg.scripts), s).toContain(s);
  });
});

describe('docs/Introduction.mdx (the docs site’s first page)', () => {
  const intro = read('docs/Introduction.mdx');

  it('lists exactly package.json’s entries', () => {
    expect(
      table(intro, '| entry |')
        .map((r) => code(r[0]!))
        .sort(),
    ).toEqual([...entries].sort());
  });

  it('lists exactly package.json’s peers, with their ranges', () => {
    const peers = Object.fromEntries(table(intro, '| peer |').map((r) => [code(r[0]!), code(r[1]!)]));
    expect(peers).toEqual(pkg.peerDependencies);
  });
});

describe('links between the documents', () => {
  const docs = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? docs(join(dir, e.name)) : e.name.endsWith('.md') ? [join(dir, e.name)] : [],
    );

  it.each(['README.md', ...docs('docs')])('%s: every relative link points at a file that exists', (doc) => {
    const text = read(doc);
    const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((m) => m[1]!)
      .filter((t) => !/^(https?:|#|\?|mailto:)/.test(t));
    for (const target of targets) {
      const path = target.split('#')[0]!;
      expect(existsSync(join(root, dirname(doc), path)), `${doc} → ${target}`).toBe(true);
    }
  });
});
