import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parseElicitRequest } from './parse.js';
import { loadPatternEngine, testPattern, translatePattern } from './pattern.js';

const RUNS = Number(process.env.PATTERN_RUNS ?? 3_000);

beforeAll(() => loadPatternEngine());

describe('server patterns run in linear time', () => {
  it.each([
    ['^(a+)+$', 'a'.repeat(30) + '!'],
    ['^(a|aa)+$', 'a'.repeat(5_000) + '!'],
    ['^(\\w+\\s?)*$', 'word '.repeat(2_000) + '!'],
    ['(x+x+)+y', 'x'.repeat(10_000)],
  ])('%s on a hostile value answers at once', (pattern, value) => {
    const start = performance.now();
    expect(testPattern(pattern, value)).toBe(false);
    expect(performance.now() - start).toBeLessThan(500); // a backtracking engine takes minutes here
  });

  it.each([
    ['(a)\\1', 'backreference'],
    ['(?<x>a)\\k<x>', 'named backreference'],
    ['(?=a)a', 'lookaround'],
    ['(?!a)b', 'lookaround'],
    ['(?<=a)b', 'lookaround'],
    ['(?<!a)b', 'lookaround'],
    ['a{1001}', 'a repeat count above 1000'],
    ['\\p{Emoji}', '\\p{Emoji}'],
    ['[\\S]', '\\S inside a class'],
  ])('refuses to run %s (%s)', (pattern, detail) => {
    expect(translatePattern(pattern)).toEqual({ ok: false, problem: 'unsupported', detail });
  });

  it('reports an unsupported pattern in the parse result, and does not enforce it', () => {
    const r = parseElicitRequest({
      message: 'm',
      requestedSchema: { type: 'object', properties: { code: { type: 'string', pattern: '(a)\\1' } } },
    });
    expect(r.ok && r.model.warnings).toEqual([{ code: 'pattern-unsupported', property: 'code' }]);
    expect(r.ok && r.model.fields[0]).toMatchObject({ kind: 'text', pattern: undefined });
  });

  it('accepts nothing unchecked before the engine is loaded', async () => {
    vi.resetModules();
    const fresh = await import('./pattern.js');
    const { validateValue } = await import('./validate.js');
    const parsed = (await import('./parse.js')).parseElicitRequest({
      message: 'm',
      requestedSchema: { type: 'object', properties: { code: { type: 'string', pattern: '^[a-z]+$' } } },
    });
    if (!parsed.ok) throw new Error('parse');
    expect(fresh.testPattern('^[a-z]+$', 'abc')).toBe('not-loaded');
    expect(validateValue(parsed.model.fields[0]!, 'abc')).toMatchObject({ keyword: 'pattern' });
    await fresh.loadPatternEngine();
    expect(validateValue(parsed.model.fields[0]!, 'abc')).toBeNull();
  });
});

// Patterns from a grammar both engines support, and inputs over an alphabet that exercises the
// places where ECMAScript and RE2 differ by default (\s, ., line terminators, astral characters).
const atom = fc.constantFrom(
  'a',
  'b',
  'A',
  '.',
  '\\d',
  '\\D',
  '\\w',
  '\\W',
  '\\s',
  '\\S',
  '[a-c]',
  '[^a]',
  '[\\s_]',
  '[^\\s]',
  '\\p{L}',
  '\\P{L}',
  '\\p{Lu}',
  '\\p{Script=Greek}',
  '\\u0041',
  '\\x61',
  '\\u{1F600}',
  '\\uD83D\\uDE00',
  '😀',
  '\\.',
  '[\\d_]',
  '\\b',
  '\\B',
  '\\t',
  '\\n',
  '[^]',
  '\\/',
  '\\-',
  '[\\-a]',
  'é',
  '[.]',
  '[[]',
  '\\cJ',
  '\\0',
);
const quantifier = fc.constantFrom('', '', '', '*', '+', '?', '{2}', '{1,3}', '{0,}', '*?', '+?', '??');
const pattern: fc.Arbitrary<string> = fc
  .letrec<{ expr: string; term: string }>((tie) => ({
    term: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.tuple(atom, quantifier).map(([a, q]) => a + q),
      // No quantifier on a group that holds one: nested quantifiers make the *oracle* (RegExp)
      // backtrack for minutes (one generated case took 50 s on 10 characters; RE2 took 0 ms).
      fc
        .tuple(tie('expr'), quantifier, fc.constantFrom('(', '(?:', '(?<g>'))
        .map(([e, q, open]) => `${open}${e})${/[*+?}]/.test(e) ? '' : q}`),
    ),
    expr: fc.oneof(
      { depthSize: 'small' },
      fc.array(tie('term'), { minLength: 1, maxLength: 4 }).map((ts) => ts.join('')),
      fc.tuple(tie('term'), tie('term')).map(([a, b]) => `${a}|${b}`),
    ),
  }))
  .expr.chain((e) => fc.constantFrom(e, `^${e}`, `${e}$`, `^${e}$`));
const input = fc
  .array(
    fc.constantFrom(
      'a',
      'b',
      'A',
      '1',
      '_',
      ' ',
      '\n',
      '\r',
      '\u00A0',
      '\u2028',
      '\uFEFF',
      '😀',
      'é',
      'Ω',
      '.',
      '-',
      '[',
      '\t',
      '\u000B',
    ),
    { maxLength: 10 },
  )
  .map((cs) => cs.join(''));

describe('agreement with ECMAScript (as Ajv runs patterns)', () => {
  it(`${RUNS} random patterns × 8 inputs: RE2 matches exactly where RegExp(u) does`, () => {
    let compared = 0;
    fc.assert(
      fc.property(pattern, fc.array(input, { minLength: 8, maxLength: 8 }), (p, values) => {
        let js: RegExp;
        try {
          js = new RegExp(p, 'u');
        } catch {
          return; // not a pattern Ajv would accept either
        }
        if (!translatePattern(p).ok) return;
        for (const v of values) {
          compared++;
          expect(testPattern(p, v), `${p} on ${JSON.stringify(v)}`).toBe(js.test(v));
        }
      }),
      { numRuns: RUNS, seed: Number(process.env.PATTERN_SEED ?? 7) },
    );
    expect(compared).toBeGreaterThan(RUNS * 4);
  }, 120_000);
});
