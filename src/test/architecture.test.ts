import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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
const kinds = [...(/export type FieldKind = ([^;]+);/.exec(read('core/model.ts'))?.[1] ?? '').matchAll(/'(\w+)'/g)].map((m) => m[1]!);
const items = [...(section?.[2] ?? '').matchAll(/^\d+\. `([^`]+)`/gm)].map((m) => m[1]!);
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

// How each named file carries a kind. A file the list names that is not here fails: say how it does.
const renderers = (source: string) => Object.fromEntries([...source.matchAll(/^\s+(\w+): (\w+),$/gm)].map((m) => [m[1]!, m[2]!]));
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
  'protocol/infer.ts': () => /export type PropertyLiteral =/.test(read('protocol/infer.ts')) && /export type ValueOf</.test(read('protocol/infer.ts')),
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
const importsOf = (file: string) => [...read(file).matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!);
/** Imports of `folder`'s files that break `forbidden`, as "file → specifier". */
const breaking = (folder: string, forbidden: RegExp) => sources(folder).flatMap((file) => importsOf(file).filter((s) => forbidden.test(s)).map((s) => `${file} → ${s}`));

describe('ARCHITECTURE.md: the layers', () => {
  it('engine/ imports nothing from react/, host/, relay/ or bridges/, nor React, the DOM helpers or an SDK', () => {
    expect(sources('engine').length).toBeGreaterThan(3);
    expect(breaking('engine', /^\.\.\/(react|host|relay|bridges)\/|^react(-dom)?($|\/)|^@modelcontextprotocol\/|^@radix-ui\//)).toEqual([]);
  });

  it('host/ imports nothing from relay/', () => {
    expect(breaking('host', /^\.\.\/relay\//)).toEqual([]);
  });

  it('the checks can fail: the scan finds the imports a rule looks for', () => {
    expect(breaking('host', /^\.\.\/engine\//).length).toBeGreaterThan(0);
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

  it('no view reads a request’s raw params: host/ and react/ read the decision (core’s decideRequest, decideUrl, messageOf)', () => {
    const rawReads = [...sources('host'), ...sources('react')].flatMap((file) =>
      [...read(file).matchAll(/\b(?:request|params|req)\b[^;\n]*?\)?\??\.(?:message|url|requestedSchema|elicitationId)\b|as \{ (?:message|url)\?: unknown/g)].map((m) => `${file}: ${m[0]}`),
    );
    expect(rawReads).toEqual([]);
  });

  it('the host → view seam: the request a host holds reaches its view by context, not as relayed props', () => {
    const relayed = [...read('host/EntryView.tsx').matchAll(/\b(status|sending|decided|parsed|readDraftWith|completion|notFinished|initialValues|onDone)=\{/g)].map((m) => m[1]);
    expect(relayed).toEqual([]);
    expect(read('host/EntryView.tsx')).toMatch(/<HeldRequestContext\.Provider value=\{held\}>/);
    // What a view takes beside its public props: the components of its entry point, nothing of the request.
    expect(/export interface FormViewInternals \{\s*preset: ElicitationComponents;\s*\}/.test(read('react/ElicitationFormView.tsx'))).toBe(true);
  });

  it('react-hook-form is used through its documented API: no member whose name starts with _ is read', () => {
    const users = sources('.').filter((file) => importsOf(file).includes('react-hook-form'));
    expect(users.length).toBeGreaterThan(0);
    // Its private members (`control._formState`, `_subjects`, `_names`…) all start with an underscore.
    const privateReads = users.flatMap((file) => [...read(file).matchAll(/\.(_[A-Za-z]\w*)/g)].map((m) => `${file}: ${m[1]}`));
    expect(privateReads).toEqual([]);
  });

  it('no import cycles in src/', async () => {
    // madge ships no types: the one call used here, typed.
    const { default: madge } = (await import('madge' as string)) as { default: (path: string, config: object) => Promise<{ circular(): string[][] }> };
    const graph = await madge(src, { fileExtensions: ['ts', 'tsx'], tsConfig: join(process.cwd(), 'tsconfig.json'), excludeRegExp: [/\.test\.tsx?$/] });
    expect(graph.circular()).toEqual([]);
  }, 60_000);
});
