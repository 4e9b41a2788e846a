// @vitest-environment node
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// What an editor offers while a person writes a request by hand: TypeScript's language service,
// the engine behind VS Code's completions, asked at the cursor.
const dir = fileURLToPath(new URL('.', import.meta.url));
const file = `${dir}__completion_probe.tsx`;

function completionsAt(text: string, marker: string): string[] {
  const source = text.replace(marker, '');
  const position = text.indexOf(marker);
  const options: ts.CompilerOptions = {
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    types: [],
    skipLibCheck: true,
  };
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [file],
    getScriptVersion: () => '1',
    getScriptSnapshot: (f) => {
      const t = f === file ? source : ts.sys.readFile(f);
      return t === undefined ? undefined : ts.ScriptSnapshot.fromString(t);
    },
    getCurrentDirectory: () => dir,
    getCompilationSettings: () => options,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: (f) => f === file || ts.sys.fileExists(f),
    readFile: (f) => (f === file ? source : ts.sys.readFile(f)),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  return (
    ts
      .createLanguageService(host)
      .getCompletionsAtPosition(file, position, {})
      ?.entries.map((e) => e.name) ?? []
  );
}

const form = (schema: string) =>
  `import { ElicitationForm } from '../index';\nexport const x = <ElicitationForm request={{ message: 'm', requestedSchema: ${schema} }} onResult={() => {}} />;\n`;

describe('a hand-written request gets completions', () => {
  it('keywords of a string property', () => {
    const names = completionsAt(form("{ type: 'object', properties: { a: { type: 'string', | } } }"), '|');
    expect(names).toEqual(
      expect.arrayContaining([
        'title',
        'description',
        'minLength',
        'maxLength',
        'format',
        'pattern',
        'default',
        'enum',
        'oneOf',
      ]),
    );
  });

  it('the field types', () => {
    const names = completionsAt(form("{ type: 'object', properties: { a: { type: '|' } } }"), '|');
    expect(names).toEqual(expect.arrayContaining(['string', 'number', 'integer', 'boolean', 'array']));
  });
}, 60_000);
