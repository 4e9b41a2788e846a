import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

// ARCHITECTURE.md says which files a new field kind touches. This reads that list and checks it
// against the code: every kind of `FieldKind` appears in every file the list names, the renderer
// file exists, and the heading's count is the list's length. A kind added without one of them, or
// a list that drifts from the code, fails here.

// src/ of the checkout (Vitest runs from its root).
const src = join(process.cwd(), 'src');
const at = (p: string) => join(src, p);
const read = (p: string) => readFileSync(at(p), 'utf8');
const doc = read('../ARCHITECTURE.md');
const section = /### A new field kind touches (\w+) files\n([\s\S]*?)\n##+ /.exec(doc);
const kinds = [...(/export type FieldKind = ([^;]+);/.exec(read('core/model.ts'))?.[1] ?? '').matchAll(/'(\w+)'/g)].map(
  (m) => m[1]!,
);
const items = [...(section?.[2] ?? '').matchAll(/^\d+\. `([^`]+)`/gm)].map((m) => m[1]!);
const WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

// How each named file carries a kind. A file the list names that is not here fails: say how it does.
const renderers = (source: string) =>
  Object.fromEntries([...source.matchAll(/^\s+(\w+): (\w+),$/gm)].map((m) => [m[1]!, m[2]!]));
const carries: Record<string, (kind: string) => boolean> = {
  'core/model.ts': (k) => new RegExp(`^ +kind: '${k}';$`, 'm').test(read('core/model.ts')),
  'core/parse.ts': (k) => read('core/parse.ts').includes(`kind: '${k}'`),
  'core/kinds.ts': (k) => new RegExp(`^  ${k}: \\{`, 'm').test(read('core/kinds.ts')),
  'core/summary.ts': (k) => read('core/summary.ts').includes(`case '${k}':`),
  'react/nativeAttributes.ts': (k) => read('react/nativeAttributes.ts').includes(`case '${k}':`),
  'react/components.tsx': (k) => renderers(read('react/components.tsx'))[k] !== undefined,
  'react/fields/<Kind>.tsx': (k) => {
    const name = renderers(read('react/components.tsx'))[k];
    return name !== undefined && existsSync(at(`react/fields/${name}.tsx`));
  },
  'protocol/infer.ts': () =>
    /export type PropertyLiteral =/.test(read('protocol/infer.ts')) &&
    /export type ValueOf</.test(read('protocol/infer.ts')),
};

describe('ARCHITECTURE.md: a new field kind', () => {
  it('names as many files as its heading says, each one this test knows how to check', () => {
    expect(kinds.length).toBeGreaterThan(0);
    expect(section, 'the "A new field kind touches N files" section').not.toBeNull();
    expect(WORDS.indexOf(section![1]!)).toBe(items.length);
    for (const file of items) expect(Object.keys(carries), `${file} is listed but not checked`).toContain(file);
  });

  it.each(items)('%s carries every kind of FieldKind', (file) => {
    const missing = kinds.filter((kind) => !carries[file]!(kind));
    expect(missing, `${file} lacks ${missing.join(', ')}`).toEqual([]);
  });

  it('fails for a kind that is not there (the checks can fail)', () => {
    const absent = items.filter((file) => file !== 'protocol/infer.ts' && carries[file]!('range'));
    expect(absent).toEqual([]);
  });
});

// The layers, read from the imports of every source file (tests aside): the engines (`engine/`)
// use no React, DOM, SDK or upper folder; the React shells (`host/`) never reach into the server
// side (`relay/`); nothing imports in a circle.
function sources(folder: string): string[] {
  return readdirSync(at(folder), { withFileTypes: true }).flatMap((e) => {
    const path = `${folder}/${e.name}`;
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}
/** Every TypeScript file under `folder` of src/, tests included. */
const all = (folder: string): string[] =>
  readdirSync(at(folder), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? all(`${folder}/${e.name}`) : /\.tsx?$/.test(e.name) ? [`${folder}/${e.name}`] : [],
  );
const importsOf = (file: string) => [...read(file).matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!);
/** Imports of `folder`'s files that break `forbidden`, as "file → specifier". */
const breaking = (folder: string, forbidden: RegExp) =>
  sources(folder).flatMap((file) =>
    importsOf(file)
      .filter((s) => forbidden.test(s))
      .map((s) => `${file} → ${s}`),
  );

/**
 * What a file really imports (statements and dynamic imports, not the examples in its comments), as folders of src/ or
 * packages.
 */
function layerImportsOf(file: string): string[] {
  const text = read(file);
  const specifiers = [
    ...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s*'([^']+)'|^import\s*'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/gm),
  ].map((m) => (m[1] ?? m[2] ?? m[3])!);
  const depth = file.split('/').length - 2;
  return specifiers.map((s) => {
    if (!s.startsWith('.')) return s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!;
    // `../x/y.js` from a file one folder deep is src/x; `./y.js` its own folder.
    const parts = join(file.split('/').slice(0, -1).join('/'), s).split('/');
    return depth >= 0 && parts[0] !== '..' ? `src/${parts.join('/')}` : s;
  });
}

/**
 * The layer table of ARCHITECTURE.md ("may import", "knows nothing of"), as rules: each layer's
 * files may import only its own folder, the folders listed, and the packages listed.
 */
const LAYERS: Record<string, { folders: RegExp; packages: readonly string[] }> = {
  protocol: { folders: /^src\/protocol\//, packages: [] },
  locales: { folders: /^src\/(locales|core\/messages\.js$)/, packages: [] },
  core: { folders: /^src\/(core|protocol)\//, packages: ['re2js'] },
  react: {
    folders: /^src\/(react|core|protocol)\/|^src\/engine\/lifecycle\.js$|^src\/core\.js$/,
    packages: ['react', 'react-dom', 'react-hook-form', '@radix-ui/react-select'],
  },
  engine: { folders: /^src\/(engine|core|protocol)\//, packages: [] },
  host: { folders: /^src\/(host|engine|core|react|protocol)\//, packages: ['react', 'react-dom'] },
  bridges: {
    folders: /^src\/(bridges|core|protocol)\/|^src\/engine\/(port|inputRequired|tasks|queue|request|keptCalls)\.js$/,
    packages: ['@modelcontextprotocol/sdk', '@modelcontextprotocol/client'],
  },
  relay: {
    folders:
      /^src\/(relay|core|protocol)\/|^src\/engine\/(book|port|inputRequired|queue|lifecycle|tasks|taskBook|wire|request)\.js$/,
    packages: [],
  },
  acp: {
    folders: /^src\/(acp|core|protocol)\/|^src\/engine\/(port|request|keptCalls)\.js$/,
    packages: ['@agentclientprotocol/sdk'],
  },
};

describe('ARCHITECTURE.md: the layers', () => {
  it.each(Object.keys(LAYERS))('%s/ imports only what the layer table lets it', (layer) => {
    const { folders, packages } = LAYERS[layer]!;
    const files = sources(layer).map((f) => f.replace(/^\.\//, ''));
    expect(files.length).toBeGreaterThan(0);
    const breaks = files.flatMap((file) =>
      layerImportsOf(file)
        .filter((i) => !(i.startsWith('src/') ? folders.test(i) : packages.includes(i)))
        .map((i) => `${file} → ${i}`),
    );
    expect(breaks).toEqual([]);
  });

  it('the checks can fail: a rule without a folder it needs finds the imports', () => {
    const files = sources('host').map((f) => f.replace(/^\.\//, ''));
    expect(
      files.flatMap((file) => layerImportsOf(file).filter((i) => /^src\/engine\//.test(i))).length,
    ).toBeGreaterThan(0);
    expect(files.flatMap((file) => layerImportsOf(file)).filter((i) => i === 'react').length).toBeGreaterThan(0);
  });

  it('every source file is named in ARCHITECTURE.md (its name in backticks), so a reader of it finds each one', () => {
    const named = (file: string) => {
      const path = file.replace(/^\.\//, '');
      const name = path.split('/').at(-1)!;
      return doc.includes(`\`${name}\``) || doc.includes(`\`${path}\``);
    };
    const folders = ['core', 'engine', 'host', 'react', 'relay', 'bridges', 'acp', 'protocol'];
    const unnamed = folders
      .flatMap((folder) => sources(folder))
      .filter((file) => !file.includes('/fields/') && !/typetest/.test(file) && !named(file));
    expect(unnamed).toEqual([]);
    // The check can fail: a file the document does not name is found.
    expect(named('./core/notAModule.ts')).toBe(false);
  });

  const parsed = (name: string, text: string) =>
    ts.createSourceFile(
      name,
      text,
      ts.ScriptTarget.Latest,
      true,
      name.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );

  it('no comma expressions in src/, tests included: each step a statement of its own', () => {
    /** The lines of `text` with a comma expression. */
    const commas = (name: string, text: string) => {
      const source = parsed(name, text);
      const found: string[] = [];
      const visit = (node: ts.Node) => {
        if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.CommaToken)
          found.push(`${name}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
        ts.forEachChild(node, visit);
      };
      visit(source);
      return found;
    };
    expect(all('.').flatMap((file) => commas(file, read(file)))).toEqual([]);
    // The check can fail: a line written with one is found.
    expect(commas('probe.ts', 'const f = () => (a(), b());')).toEqual(['probe.ts:1']);
  });

  it('no line over 120 characters in src/, tests included, the text of literals aside', () => {
    // A string, template, regular expression or JSX text is not broken to fit (a test's name, a
    // catalogue's sentence, a fixture stay whole and findable, as ESLint's max-len lets them with
    // ignoreStrings, ignoreTemplateLiterals and ignoreRegExpLiterals): what is counted is the line
    // without their text. Code and comments are wrapped.
    const over = (name: string, text: string) => {
      const source = parsed(name, text);
      const lines = text.split('\n');
      const literal = lines.map(() => 0);
      const visit = (node: ts.Node) => {
        if (
          ts.isStringLiteral(node) ||
          ts.isNoSubstitutionTemplateLiteral(node) ||
          ts.isRegularExpressionLiteral(node) ||
          ts.isTemplateLiteralToken(node) ||
          ts.isJsxText(node)
        ) {
          const from = source.getLineAndCharacterOfPosition(node.getStart(source));
          const to = source.getLineAndCharacterOfPosition(node.getEnd());
          for (let n = from.line; n <= to.line; n++) {
            literal[n]! += (n === to.line ? to.character : lines[n]!.length) - (n === from.line ? from.character : 0);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      return lines.flatMap((line, n) => (line.length - literal[n]! > 120 ? [`${name}:${n + 1}`] : []));
    };
    expect(all('.').flatMap((file) => over(file, read(file)))).toEqual([]);
    // The check can fail: a long line of code, or of comment, is found; a long string is not.
    const long = 'x'.repeat(130);
    expect(over('probe.ts', `const a = ${long};\n// ${long}\nconst b = '${long}';`)).toEqual([
      'probe.ts:1',
      'probe.ts:2',
    ]);
  });

  it('no source file of src/ is over 400 lines (tests and catalogues aside)', () => {
    const long = sources('.')
      .filter((file) => !file.startsWith('./locales/'))
      .map((file) => [file, read(file).split('\n').length - 1] as const)
      .filter(([, lines]) => lines > 400);
    expect(long).toEqual([]);
  });

  it('one interpreter: a held request’s transition is applied in engine/book.ts only (the page’s queue and the relay both hold their requests there)', () => {
    const callers = sources('.').filter((file) => /\btransition\(/.test(read(file)));
    expect(callers.sort()).toEqual(['./engine/book.ts', './engine/lifecycle.ts']);
    expect(read('engine/queue.ts')).toMatch(/new RequestBook</);
    expect(read('relay/relay.ts')).toMatch(/new RequestBook</);
  });

  it('an expiry reaches the page as what it is: connectRelay aborts with `disconnected` set, never with words for the queue to parse', () => {
    expect(read('host/relayClient.ts')).toMatch(/disconnected: \(\) => entry\.expired/);
    expect(read('host/relayClient.ts')).not.toMatch(/\.abort\(\s*['"`]/);
  });

  it('no view reads a request’s raw params: host/ and react/ read the decision (core’s decideRequest, decideUrl, messageOf)', () => {
    const rawReads = [...sources('host'), ...sources('react')].flatMap((file) =>
      [
        ...read(file).matchAll(
          /\b(?:request|params|req)\b[^;\n]*?\)?\??\.(?:message|url|requestedSchema|elicitationId)\b|as \{ (?:message|url)\?: unknown/g,
        ),
      ].map((m) => `${file}: ${m[0]}`),
    );
    expect(rawReads).toEqual([]);
  });

  it('the host → view seam: the request a host holds reaches its view by context, not as relayed props', () => {
    const relayed = [
      ...read('host/EntryView.tsx').matchAll(
        /\b(status|sending|decided|parsed|readDraftWith|completion|notFinished|initialValues|onDone)=\{/g,
      ),
    ].map((m) => m[1]);
    expect(relayed).toEqual([]);
    expect(read('host/EntryView.tsx')).toMatch(/<HeldRequestContext\.Provider value=\{held\}>/);
    // What a view takes beside its public props: the components of its entry point, nothing of the request.
    expect(
      /export interface FormViewInternals \{\s*preset: ElicitationComponents;\s*\}/.test(
        read('react/ElicitationFormView.tsx'),
      ),
    ).toBe(true);
  });

  it('react-hook-form is used through its documented API: no member whose name starts with _ is read', () => {
    const users = sources('.').filter((file) => importsOf(file).includes('react-hook-form'));
    expect(users.length).toBeGreaterThan(0);
    // Its private members (`control._formState`, `_subjects`, `_names`…) all start with an underscore.
    const privateReads = users.flatMap((file) =>
      [...read(file).matchAll(/\.(_[A-Za-z]\w*)/g)].map((m) => `${file}: ${m[1]}`),
    );
    expect(privateReads).toEqual([]);
  });

  it('no import cycles in src/', async () => {
    // madge ships no types: the one call used here, typed.
    const { default: madge } = (await import('madge' as string)) as {
      default: (path: string, config: object) => Promise<{ circular(): string[][] }>;
    };
    const graph = await madge(src, {
      fileExtensions: ['ts', 'tsx'],
      tsConfig: join(process.cwd(), 'tsconfig.json'),
      excludeRegExp: [/\.test\.tsx?$/],
    });
    expect(graph.circular()).toEqual([]);
  }, 60_000);
});

// ARCHITECTURE.md's "What a capability touches, counted": each row's pattern is searched in the
// code lines (comments aside) of src/ (tests, type tests and catalogues aside), and the files
// found must be as many as the row says, and be the files it names when it names them.
describe('ARCHITECTURE.md: what a capability touches, counted', () => {
  const table = /### What a capability touches, counted\n[\s\S]*?\n(\|[\s\S]*?)\n\n/.exec(doc)?.[1] ?? '';
  const rows = [...table.matchAll(/^\| ([^|]+) \| (\d+) \| `([^`]+)` \|/gm)].map((m) => ({
    name: m[1]!.trim(),
    count: Number(m[2]),
    pattern: new RegExp(m[3]!.replaceAll('\\|', '|')),
  }));
  const code = (file: string) =>
    read(file)
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
      .join('\n');
  const files = sources('.')
    .map((f) => f.replace(/^\.\//, ''))
    .filter((f) => !f.startsWith('locales/') && !f.startsWith('test/') && !f.endsWith('.typetest.ts'));
  const touching = (pattern: RegExp) => files.filter((f) => pattern.test(code(f))).sort();

  it('has rows', () => expect(rows.length).toBeGreaterThanOrEqual(4));
  it.each(rows.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    expect(touching(row.pattern).length, touching(row.pattern).join(', ')).toBe(row.count);
  });
});

// ARCHITECTURE.md's budgets of names, each with today's figure: the figures are api/report.md's
// (which `npm test` keeps true), and the budgets scripts/apiReport.mjs's.
describe('ARCHITECTURE.md: the API budgets and today’s figures', () => {
  const report = read('../api/report.md');
  const script = read('../scripts/apiReport.mjs');
  const names = (entry: string) => {
    const row = new RegExp(`^\\| \`${entry.replace('.', '\\.')}\` \\| (\\d+) \\| (\\d+) \\|$`, 'm').exec(report);
    return row ? Number(row[1]) + Number(row[2]) : NaN;
  };
  const distinct = Number(/^\| all entries, distinct names [^|]*\| (\d+) \|/m.exec(report)?.[1]);

  it('the bridges’ entries', () => {
    const claim =
      /`\/sdk` exports more than (\d+) names, `\/client` more than (\d+) or `\/acp` more than (\d+) \(today (\d+), (\d+) and (\d+)\)/.exec(
        doc,
      );
    expect(claim, 'the claim is in ARCHITECTURE.md').not.toBeNull();
    const [, sdk, client, acp, ...today] = claim!.map(Number);
    expect(today).toEqual([names('./sdk'), names('./client'), names('./acp')]);
    expect(script).toContain(`'./sdk': ${sdk}`);
    expect(script).toContain(`'./client': ${client}`);
    expect(script).toContain(`'./acp': ${acp}`);
  });

  it('all entries together', () => {
    const claim = /export at most (\d+) distinct names \(today (\d+)\)/.exec(doc);
    expect(claim, 'the claim is in ARCHITECTURE.md').not.toBeNull();
    expect(Number(claim![2])).toBe(distinct);
    expect(script).toContain(`DISTINCT_NAME_BUDGET = ${claim![1]};`);
  });
});

// ARCHITECTURE.md's "Tests": a test waits for what it checks. A pause (`setTimeout(r, 100)`) is left
// only where time itself is the input, in the files named here with how many each has.
describe('ARCHITECTURE.md: tests wait for events, not time', () => {
  const PAUSES: Record<string, number> = {
    'relay/redisStore.test.ts': 3, // two browser back-offs after a 503, the teardown gap
    'relay/processes.test.ts': 1, // a browser's back-off after a 503
    'relay/relay.test.ts': 1, // a slow bus
    'test/relayRetained.ts': 1, // gc rounds of a heap measurement
  };
  const pause = /setTimeout\(\s*(?:r|resolve|res|done)\s*,\s*\d[\d_]*\s*\)/g;
  const found = (files: string[]) =>
    Object.fromEntries(
      files.flatMap((f) => {
        const n = read(f).match(pause)?.length ?? 0;
        return n > 0 ? [[f, n]] : [];
      }),
    );
  const tests = all('.')
    .map((f) => f.replace(/^\.\//, ''))
    // This file names a pause as its probe's text.
    .filter((f) => (/\.test\.tsx?$/.test(f) || f.startsWith('test/')) && f !== 'test/architecture.test.ts');

  it('pauses only where ARCHITECTURE.md says time is the input', () => {
    expect(found(tests)).toEqual(PAUSES);
    for (const f of Object.keys(PAUSES)) expect(doc).toContain(f.split('/').pop()!);
  });

  it('probe: a pause in a test file is found', () => {
    expect(`await new Promise((r) => setTimeout(r, 20));`.match(pause)).toHaveLength(1);
  });
});
