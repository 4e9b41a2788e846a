import fc from 'fast-check';
import { splitText, TEXT_PART } from './textParts.js';

// Long server text is laid out in parts; the parts must be the text exactly, cut where a reader
// would not notice (a line break, a space) and never through a character.
const graphemes = [
  'a',
  'Z',
  '中',
  'ก',
  'e\u0301',
  'n\u0303\u0323',
  '👍🏽',
  '🇫🇷',
  '👩\u200d👩\u200d👧',
  '\u05e9',
  ' ',
  '\n',
  '\t',
];
const boundaries = (text: string) =>
  new Set(
    [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)]
      .map((s) => s.index)
      .concat(text.length),
  );
const cuts = (parts: string[]) => parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join('').length);

describe('splitText: long server text in parts', () => {
  it('short text is one part; the parts of any text joined are the text', () => {
    expect(splitText('hello')).toEqual(['hello']);
    expect(splitText('x'.repeat(TEXT_PART * 2))).toHaveLength(1);
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 3000, size: 'max' }),
        fc.integer({ min: 4, max: 300 }),
        (text, size) => {
          const parts = splitText(text, size);
          expect(parts.join('')).toBe(text);
          if (parts.length > 1) expect(parts.every((p) => p.length > 0 && p.length <= size)).toBe(true);
          else expect(text.length).toBeLessThanOrEqual(size * 2);
        },
      ),
    );
  });

  it('every cut is between user-perceived characters, and after a line break or a space when the part has one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...graphemes), { minLength: 100, maxLength: 1500, size: 'max' }),
        fc.integer({ min: 8, max: 120 }),
        (units, size) => {
          const text = units.join('');
          const parts = splitText(text, size);
          const ok = boundaries(text);
          for (const at of cuts(parts)) expect(ok.has(at)).toBe(true);
          for (const part of parts.slice(0, -1)) {
            if (part.slice(1).includes('\n')) expect(part.endsWith('\n')).toBe(true);
            else if (part.slice(1).includes(' ')) expect(part.endsWith(' ')).toBe(true);
          }
        },
      ),
    );
  });

  it('a hostile run (no spaces, a million marks) is cut in bounded time, in parts of bounded size', () => {
    const marks = 'a' + '\u0301'.repeat(1_000_000);
    const start = performance.now();
    const parts = splitText(marks);
    expect(performance.now() - start).toBeLessThan(2000); // a guard against a quadratic cut, not a benchmark
    expect(parts.join('')).toBe(marks);
    expect(Math.max(...parts.map((p) => p.length))).toBeLessThanOrEqual(TEXT_PART);
    expect(parts.length).toBeLessThan(1_000_000 / TEXT_PART + 2);
  });
});
