import type { PatternMatcher } from './model.js';

/**
 * Server `pattern`s, run in linear time. A server's regex is hostile input: a backtracking engine
 * (JavaScript's `RegExp`) can take minutes on `^(a+)+$`. We translate the ECMAScript (`u` flag)
 * syntax JSON Schema uses into RE2 syntax and run it with re2js, whose automata match in time
 * linear in the input. re2js is loaded on demand, only when a schema carries a pattern.
 */

/** Why a pattern is not enforced.
 *
 * @example
 * ```tsx
 * const t = translatePattern('(a)\\1');
 * if (!t.ok) t.problem; // 'unsupported'
 * ```
 */
export type PatternProblem =
  | 'invalid' // not a valid ECMAScript regular expression
  | 'unsupported'; // valid, but needs backtracking (backreferences, lookaround) or a feature RE2 lacks

/**
 * The RE2 form of a pattern, or why it cannot be run safely.
 *
 * @example
 * ```tsx
 * const t: PatternTranslation = translatePattern('^[a-z]+$'); // { ok: true, re2: '^[a-z]+$' }
 * ```
 */
export type PatternTranslation = { ok: true; re2: string } | { ok: false; problem: PatternProblem; detail: string };

// ECMAScript's \s: White_Space plus U+FEFF.
const WHITE_SPACE =
  '\\t\\n\\x{0B}\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}';
const ANY = '\\x{0}-\\x{10FFFF}';
const GENERAL_CATEGORIES = new Set(
  'L Lu Ll Lt Lm Lo M Mn Mc Me N Nd Nl No P Pc Pd Ps Pe Pi Pf Po S Sm Sc Sk So Z Zs Zl Zp C Cc Cf Co Cs'.split(' '),
);
// Scripts RE2's tables name the same way as ECMAScript's (the common ones; others are refused).
const SCRIPTS = new Set(
  (
    'Latin Greek Cyrillic Armenian Hebrew Arabic Syriac Thaana Devanagari Bengali Gurmukhi Gujarati Oriya Tamil Telugu ' +
    'Kannada Malayalam Sinhala Thai Lao Tibetan Myanmar Georgian Hangul Ethiopic Cherokee Khmer Mongolian Hiragana ' +
    'Katakana Bopomofo Han Yi Common Inherited'
  ).split(' '),
);

class Unsupported extends Error {}
const hex = (code: number) => `\\x{${code.toString(16).toUpperCase()}}`;

function property(body: string, negated: boolean): string {
  const [name, value] = body.includes('=') ? (body.split('=', 2) as [string, string]) : [undefined, body];
  let re2: string | undefined;
  if ((name === undefined || name === 'General_Category' || name === 'gc') && GENERAL_CATEGORIES.has(value))
    re2 = value;
  else if ((name === 'Script' || name === 'sc') && SCRIPTS.has(value)) re2 = value;
  else if (name === undefined && SCRIPTS.has(value)) re2 = value;
  if (re2 === undefined) throw new Unsupported(`\\p{${body}}`);
  return `\\${negated ? 'P' : 'p'}{${re2}}`;
}

/**
 * ECMAScript (`u` flag, no other flags) → RE2 syntax with the same matches, or why not.
 * Assumes a pattern `new RegExp(pattern, 'u')` accepts (the parser checks that first).
 *
 * @example
 * ```tsx
 * translatePattern('\\s+'); // { ok: true, re2: '[\\t\\n…]+' } (ECMAScript's \\s)
 * translatePattern('(?=a)'); // { ok: false, problem: 'unsupported', detail: 'lookaround' }
 * ```
 */
export function translatePattern(pattern: string): PatternTranslation {
  try {
    new RegExp(pattern, 'u');
  } catch (e) {
    return { ok: false, problem: 'invalid', detail: String((e as Error).message) };
  }
  try {
    return { ok: true, re2: translate(pattern) };
  } catch (e) {
    if (e instanceof Unsupported) return { ok: false, problem: 'unsupported', detail: e.message };
    throw e;
  }
}

function translate(p: string): string {
  let out = '';
  let i = 0;
  let inClass = false;
  const cp = (at: number) => p.codePointAt(at)!;

  // One escape sequence at p[i] === '\\'; returns RE2 text and advances i.
  const escape = (): string => {
    const c = p[i + 1]!;
    i += 2;
    switch (c) {
      case 'd':
      case 'D':
      case 'w':
      case 'W':
        return `\\${c}`;
      case 'b':
        return inClass ? hex(8) : '\\b';
      case 'B':
        return '\\B';
      case 's':
        return inClass ? WHITE_SPACE : `[${WHITE_SPACE}]`;
      case 'S':
        if (inClass) throw new Unsupported('\\S inside a class');
        return `[^${WHITE_SPACE}]`;
      case 't':
        return hex(9);
      case 'n':
        return hex(10);
      case 'v':
        return hex(11);
      case 'f':
        return hex(12);
      case 'r':
        return hex(13);
      case '0':
        return hex(0);
      case 'c': {
        const letter = p[i]!;
        i++;
        return hex(letter.charCodeAt(0) % 32);
      }
      case 'x': {
        const code = parseInt(p.slice(i, i + 2), 16);
        i += 2;
        return hex(code);
      }
      case 'u': {
        if (p[i] === '{') {
          const close = p.indexOf('}', i);
          const code = parseInt(p.slice(i + 1, close), 16);
          i = close + 1;
          return hex(code);
        }
        let code = parseInt(p.slice(i, i + 4), 16);
        i += 4;
        // A surrogate pair written as two escapes is one code point under the u flag.
        if (
          code >= 0xd800 &&
          code <= 0xdbff &&
          p.startsWith('\\u', i) &&
          /^[dD][c-fC-F][0-9a-fA-F]{2}$/.test(p.slice(i + 2, i + 6))
        ) {
          const low = parseInt(p.slice(i + 2, i + 6), 16);
          code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
          i += 6;
        }
        return hex(code);
      }
      case 'p':
      case 'P': {
        const close = p.indexOf('}', i);
        const body = p.slice(i + 1, close);
        i = close + 1;
        return property(body, c === 'P');
      }
      case 'k':
        throw new Unsupported('named backreference');
      default:
        if (c >= '1' && c <= '9') throw new Unsupported('backreference');
        // Identity escape of a syntax character (the u flag allows no other).
        return `\\${c}`;
    }
  };

  while (i < p.length) {
    const c = p[i]!;
    if (c === '\\') {
      out += escape();
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      // `[` is literal inside an ECMAScript class; RE2 would read `[:` as a POSIX class.
      out += c === '[' ? '\\[' : c;
      i++;
      continue;
    }
    switch (c) {
      case '[': {
        if (p.startsWith('[^]', i)) {
          out += `[${ANY}]`;
          i += 3;
        } else if (p.startsWith('[]', i)) {
          out += `[^${ANY}]`;
          i += 2;
        } else {
          inClass = true;
          const negated = p[i + 1] === '^';
          out += negated ? '[^' : '[';
          i += negated ? 2 : 1;
        }
        continue;
      }
      case '.':
        out += '[^\\n\\r\\x{2028}\\x{2029}]';
        i++;
        continue;
      case '(':
        if (p.startsWith('(?=', i) || p.startsWith('(?!', i) || p.startsWith('(?<=', i) || p.startsWith('(?<!', i)) {
          throw new Unsupported('lookaround');
        }
        if (p.startsWith('(?<', i)) {
          out += '(?P<';
          i += 3;
        } else {
          out += '(';
          i++;
        }
        continue;
      case '{': {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(p.slice(i));
        if (m) {
          const counts = [m[1], m[3]].filter((n) => n !== undefined && n !== '').map(Number);
          if (counts.some((n) => n > 1000)) throw new Unsupported('a repeat count above 1000');
          out += m[0];
          i += m[0].length;
          continue;
        }
        out += '\\{';
        i++;
        continue;
      }
      default: {
        const code = cp(i);
        const ch = String.fromCodePoint(code);
        out += ch;
        i += ch.length;
      }
    }
  }
  return out;
}

type Engine = { compile(re2: string): PatternMatcher };
let engine: Engine | null = null;
let loading: Promise<void> | null = null;

/** Loads the linear-time engine (once). Forms call it when a schema has a pattern.
 *
 * @example
 * ```tsx
 * await loadPatternEngine();
 * checkForm(model, values); // patterns are now enforced
 * ```
 */
export function loadPatternEngine(): Promise<void> {
  loading ??= import('./patternEngine.js').then((m) => {
    engine = m.patternEngine;
  });
  return loading;
}

/**
 * Whether the linear-time pattern engine has loaded.
 *
 * @example
 * ```tsx
 * if (!patternEngineReady()) await loadPatternEngine();
 * ```
 */
export function patternEngineReady(): boolean {
  return engine !== null;
}

const compiledPatterns = new Map<string, PatternMatcher | PatternProblem>();

/**
 * Tests `value` against a server pattern in linear time. `'not-loaded'` until `loadPatternEngine`
 * has resolved; a pattern that cannot run safely answers with its problem, never by running it.
 *
 * @example
 * ```tsx
 * await loadPatternEngine();
 * testPattern('^(a+)+$', 'a'.repeat(30) + '!'); // false, at once
 * ```
 */
export function testPattern(pattern: string, value: string): boolean | PatternProblem | 'not-loaded' {
  let m = compiledPatterns.get(pattern);
  if (m === undefined) {
    if (!engine) return 'not-loaded';
    const t = translatePattern(pattern);
    if (!t.ok) m = t.problem;
    else {
      try {
        m = engine.compile(t.re2);
      } catch {
        m = 'unsupported';
      }
    }
    // Bounded: a stream of requests with distinct patterns must not grow memory without end.
    if (compiledPatterns.size >= 512) compiledPatterns.clear();
    compiledPatterns.set(pattern, m);
  }
  return typeof m === 'string' ? m : m.test(value);
}
