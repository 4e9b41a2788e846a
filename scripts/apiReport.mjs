// The public API, read from the emitted declarations (dist/*.d.ts) the way a consumer's
// TypeScript sees them: every name each entry exports, its kind and its type. The report is
// checked in (api/report.md); `npm test` fails when the surface differs from it, when an entry
// grows past its budget, or when a public signature names a type its entry does not export (a host
// could not write it down), so every change to the surface is a reviewed diff. `--update` rewrites it.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const at = (p) => fileURLToPath(new URL(p, import.meta.url));
const pkg = JSON.parse(readFileSync(at('../package.json'), 'utf8'));
// Budgets: a newcomer can hold the main entry and the core in their head. They count values
// (functions, components, classes, constants): what a host can call. Types are not counted: since
// issue 37 every type a public signature names is exported beside it, so a host can name what it
// is handed; counting those would price naming against the budget. `locales/*` entries each export
// one `default`, counted once.
const BUDGET = { '.': 60, './core': 30, total: 110 };
// The SDK entries are counted whole, values and types (issue 45): a bridge takes a small port typed
// on its own, so each exports its functions and the few types they name, not the queue's graph.
const NAME_BUDGET = { './sdk': 25, './client': 30, './acp': 15 };
// All entries together, values and types, catalogues aside (issue 45: 204 before it). A type a
// host rarely writes is reached through the one it has (`ElicitRequestError['code']`,
// `FieldModel<'text'>`, `Extract<PrimitiveSchemaDefinition, { type: 'boolean' }>`), not exported
// under a name of its own.
// Issue 67: +1 for `ElicitationParts` (`./host`), the shells' compound parts as one namespace, its
// members reached through it (`ElicitationParts.Header`), as Radix's parts are.
const DISTINCT_NAME_BUDGET = 151;
// Type-level machinery inside a type the host names by its exported result (`ContentOf`,
// `Translation`, `mergeProps`'s return): nobody writes these by hand, and exporting them would only
// add names. Anything else a public signature names must be exported from the same entry.
const MACHINERY = new Set(['Simplify', 'RequiredKeys', 'ValueOf', 'Described', 'UnionToIntersection', 'English', 'Selector', 'ParamsOf', 'NameOf', 'Checked']);
// A catalogue entry's one `default` is an `ElicitationMessages`, named from `/core`.
const namedFrom = (sub) => (sub.startsWith('./locales/') ? [sub, './core'] : [sub]);

const entries = Object.entries(pkg.exports)
  .filter(([, v]) => typeof v === 'object' && v.types)
  .map(([sub, v]) => [sub, at(`../${v.types}`)]);
const program = ts.createProgram(
  entries.map(([, file]) => file),
  { strict: true, noEmit: true, skipLibCheck: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, jsx: ts.JsxEmit.ReactJSX },
);
const checker = program.getTypeChecker();

function kindOf(symbol) {
  const s = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const f = s.flags;
  if (f & ts.SymbolFlags.Class) return 'class';
  if (f & ts.SymbolFlags.Function) return 'function';
  if (f & ts.SymbolFlags.Variable) return 'const';
  if (f & ts.SymbolFlags.Interface) return 'interface';
  if (f & ts.SymbolFlags.TypeAlias) return 'type';
  if (f & ts.SymbolFlags.Enum) return 'enum';
  if (f & ts.SymbolFlags.ValueModule) return 'namespace';
  return 'other';
}

function describe(symbol, decl) {
  const s = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const kind = kindOf(symbol);
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
  if (kind === 'interface' || kind === 'class') {
    const type = checker.getDeclaredTypeOfSymbol(s);
    // A well-known symbol's member is named `__@asyncIterator@8063`, its number the checker's own: written as `[Symbol.asyncIterator]`.
    return checker.getPropertiesOfType(type).map((p) => p.name.replace(/^__@(\w+)@\d+$/, '[Symbol.$1]') + (p.flags & ts.SymbolFlags.Optional ? '?' : '')).sort().join(', ');
  }
  // A namespace (`export * as Parts`): its members and their kinds, each reached through it.
  if (kind === 'namespace') return checker.getExportsOfModule(s).map((m) => `${m.name} (${kindOf(m)})`).sort().join(', ');
  if (kind === 'type') {
    const d = s.declarations?.[0];
    return d && ts.isTypeAliasDeclaration(d) ? d.type.getText().replace(/\s+/g, ' ') : '';
  }
  return checker.typeToString(checker.getTypeOfSymbolAtLocation(s, decl), decl, flags).replace(/\s+/g, ' ');
}

const real = (s) => (s && s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s);
const byEntry = new Map();
const exportsOf = new Map();
for (const [sub, file] of entries) {
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`no declarations for ${sub} at ${file}: run the build first`);
  const symbols = checker.getExportsOfModule(moduleSymbol);
  // A namespace's members are nameable through it (`Parts.Shown`).
  const members = symbols.map(real).filter((s) => s.flags & ts.SymbolFlags.ValueModule).flatMap((s) => checker.getExportsOfModule(s).map(real));
  exportsOf.set(sub, new Set([...symbols.map(real), ...members]));
  const rows = symbols.map((symbol) => ({ name: symbol.name, kind: kindOf(symbol), shape: describe(symbol, source) }));
  byEntry.set(sub, rows.sort((a, b) => a.name.localeCompare(b.name)));
}

// Every type named in an exported declaration, followed through the declarations of the types it
// names (a prop's type, an interface's base, a union's members), must be exported from the entry:
// else a design system's renderer is typed with a name it cannot import.
const ours = at('../dist/');
const unnamed = [];
for (const [sub] of entries) {
  const nameable = new Set(namedFrom(sub).flatMap((e) => [...exportsOf.get(e)]));
  const seen = new Set();
  const work = [...exportsOf.get(sub)];
  const missing = new Map();
  const visit = (node, owner) => {
    let symbol;
    if (ts.isTypeReferenceNode(node)) symbol = checker.getSymbolAtLocation(node.typeName);
    else if (ts.isExpressionWithTypeArguments(node)) symbol = checker.getSymbolAtLocation(node.expression);
    else if (ts.isImportTypeNode(node)) {
      const type = checker.getTypeFromTypeNode(node);
      symbol = type.aliasSymbol ?? type.getSymbol();
    }
    // `typeof x` names a value, which the type that holds it stands for.
    symbol = real(symbol);
    if (symbol && !(symbol.flags & ts.SymbolFlags.TypeParameter) && symbol.declarations?.some((d) => d.getSourceFile().fileName.startsWith(ours))) {
      if (!nameable.has(symbol) && !MACHINERY.has(symbol.name)) missing.set(symbol.name, owner);
      work.push(symbol);
    }
    if (!ts.isTypeQueryNode(node)) ts.forEachChild(node, (child) => visit(child, owner));
  };
  while (work.length) {
    const symbol = work.pop();
    if (seen.has(symbol)) continue;
    seen.add(symbol);
    for (const d of symbol.declarations ?? []) if (d.getSourceFile().fileName.startsWith(ours)) ts.forEachChild(d, (child) => visit(child, symbol.name));
  }
  for (const [name, owner] of missing) unnamed.push(`${sub}: ${name} (named by ${owner}) is not exported`);
}

const isValue = (r) => r.kind === 'class' || r.kind === 'function' || r.kind === 'const' || r.kind === 'namespace';
const allNames = new Set([...byEntry].filter(([sub]) => !sub.startsWith('./locales/')).flatMap(([, rows]) => rows.map((r) => r.name)));
const values = (sub) => byEntry.get(sub).filter(isValue).length;
const distinct = new Set([...byEntry.values()].flatMap((rows) => rows.filter(isValue).map((r) => (r.name === 'default' ? 'default' : r.name))));
let report = '# Public API\n\nGenerated by `node scripts/apiReport.mjs --update` from the emitted declarations; `npm test` fails when it differs. Review the diff.\n\n';
report += `| entry | values | types |\n|---|---|---|\n${[...byEntry].map(([sub, rows]) => `| \`${sub}\` | ${rows.filter(isValue).length} | ${rows.length - rows.filter(isValue).length} |`).join('\n')}\n| all entries, distinct values | ${distinct.size} | |\n| all entries, distinct names (values and types, catalogues aside) | ${allNames.size} | |\n\n`;
for (const [sub, rows] of byEntry) {
  report += `## \`${pkg.name}${sub.slice(1)}\`\n\n`;
  for (const r of rows) report += `- **${r.name}** (${r.kind})${r.shape ? `: \`${r.shape.replace(/`/g, "'")}\`` : ''}\n`;
  report += '\n';
}

const reportFile = at('../api/report.md');
const counts = `${[...byEntry].filter(([sub]) => !sub.startsWith('./locales/')).map(([sub, rows]) => `${sub} ${values(sub)}+${rows.length - values(sub)}`).join(' · ')} · distinct values ${distinct.size}`;
console.log(`API (values+types): ${counts} · distinct names ${allNames.size} (value budgets: . ${BUDGET['.']}, ./core ${BUDGET['./core']}, distinct ${BUDGET.total}; name budgets: ${Object.entries(NAME_BUDGET).map(([s, n]) => `${s} ${n}`).join(', ')}, all distinct ${DISTINCT_NAME_BUDGET}); types a signature names but its entry does not export: ${unnamed.length}`);
const over = [
  values('.') > BUDGET['.'] && `. has ${values('.')} values (budget ${BUDGET['.']})`,
  values('./core') > BUDGET['./core'] && `./core has ${values('./core')} values (budget ${BUDGET['./core']})`,
  distinct.size > BUDGET.total && `all entries export ${distinct.size} distinct values (budget ${BUDGET.total})`,
  allNames.size > DISTINCT_NAME_BUDGET && `all entries export ${allNames.size} distinct names (budget ${DISTINCT_NAME_BUDGET}, values and types)`,
  ...Object.entries(NAME_BUDGET).map(([sub, n]) => byEntry.get(sub).length > n && `${sub} exports ${byEntry.get(sub).length} names (budget ${n}, values and types)`),
  ...unnamed,
].filter(Boolean);
if (process.argv.includes('--update')) {
  mkdirSync(at('../api'), { recursive: true });
  writeFileSync(reportFile, report);
  console.log('api/report.md updated');
} else {
  let old = '';
  try { old = readFileSync(reportFile, 'utf8'); } catch {}
  if (old !== report) {
    const a = new Set(old.split('\n')), b = new Set(report.split('\n'));
    for (const l of old.split('\n')) if (!b.has(l)) console.log(`- ${l}`);
    for (const l of report.split('\n')) if (!a.has(l)) console.log(`+ ${l}`);
    console.error('The public API differs from api/report.md: review the lines above, then run `node scripts/apiReport.mjs --update`.');
    process.exitCode = 1;
  }
}
for (const o of over) console.error(`Over budget: ${o}`);
if (over.length) process.exitCode = 1;
