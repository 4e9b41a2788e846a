import ts from 'typescript';
import fs from 'node:fs';
import path from 'node:path';
const out = [];
function walk(dir) {
  for (const f of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, f.name);
    if (f.isDirectory()) walk(p);
    else if (/\.tsx?$/.test(f.name)) {
      const src = ts.createSourceFile(p, fs.readFileSync(p, 'utf8'), ts.ScriptTarget.Latest, true, p.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
      const visit = (n) => {
        if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.CommaToken) {
          const { line } = src.getLineAndCharacterOfPosition(n.getStart());
          out.push(`${p}:${line + 1}`);
        }
        ts.forEachChild(n, visit);
      };
      visit(src);
    }
  }
}
walk(process.argv[2]);
console.log(out.join('\n'));
console.error(out.length, 'comma expressions;', out.filter((l) => !/\.test\.|\/test\//.test(l)).length, 'outside tests');
