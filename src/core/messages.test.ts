import fc from 'fast-check';
import { defaultMessages, formatMessage, type MessageKey } from './messages.js';

describe('formatMessage', () => {
  it('fills {name}; numbers in the locale’s way; unknown names stay as written', () => {
    expect(formatMessage('{server} is asking', { server: 'Acme' })).toBe('Acme is asking');
    expect(formatMessage('{count} of {max}', { count: 1234.5, max: 2000 }, 'de')).toBe('1.234,5 of 2.000');
    expect(formatMessage('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });

  it('picks a plural branch by the locale’s rules, # as the number', () => {
    const t = '{n, plural, zero {zero #} one {one #} two {two #} few {few #} many {many #} other {other #}}';
    expect([0, 1, 2, 3, 11, 100].map((n) => formatMessage(t, { n }, 'ar'))).toEqual([
      'zero 0',
      'one 1',
      'two 2',
      'few 3',
      'many 11',
      'other 100',
    ]);
    expect([1, 2, 5, 21, 1.5].map((n) => formatMessage(t, { n }, 'ru'))).toEqual([
      'one 1',
      'few 2',
      'many 5',
      'one 21',
      'other 1,5',
    ]);
    expect([0, 1, 2, 1_000_000].map((n) => formatMessage(t, { n }, 'fr'))).toEqual([
      'one 0',
      'one 1',
      'other 2',
      'many 1\u202f000\u202f000',
    ]);
    expect(formatMessage(t, { n: 1 }, 'ja')).toBe('other 1');
  });

  it('an exact =N branch wins; other is the fallback for a category without a branch', () => {
    const t = '{n, plural, =0 {none} one {# item} other {# items}}';
    expect(formatMessage(t, { n: 0 }, 'en')).toBe('none');
    expect(formatMessage(t, { n: 1 }, 'en')).toBe('1 item');
    expect(formatMessage('{n, plural, other {# items}}', { n: 3 }, 'ar')).toBe('3 items');
  });

  it('fills parameters inside branches; # outside a plural is plain text', () => {
    const t = '#{count, plural, one {{server} withdrew its request.} other {{server} withdrew # requests.}}';
    expect(formatMessage(t, { count: 1, server: 'Acme' }, 'en')).toBe('#Acme withdrew its request.');
    expect(formatMessage(t, { count: 3, server: 'Acme' }, 'en')).toBe('#Acme withdrew 3 requests.');
  });

  it('never reads a parameter’s value as a template', () => {
    expect(
      formatMessage(
        '{server} has {count, plural, one {# field} other {# fields}}',
        { server: '{count, plural, other {#}} #', count: 2 },
        'en',
      ),
    ).toBe('{count, plural, other {#}} # has 2 fields');
  });

  it('malformed templates (a host’s typo) render as written, never throw', () => {
    for (const t of [
      '{count, plural, one {# a} other {# b}',
      '{count, plural, one # a}',
      '{count, plural, lots {x}}',
      '{count, plural, one {x} other {y}} }',
      '{{}}',
      '{',
      '}',
      '{count, plural,}',
    ]) {
      expect(() => formatMessage(t, { count: 2 }, 'en')).not.toThrow();
    }
    expect(formatMessage('{count, plural, one {# a} other {# b}', { count: 2 })).toBe(
      '{count, plural, one {# a} other {# b}',
    );
    expect(formatMessage('{count, plural, lots {x}}', { count: 2 })).toBe('{count, plural, lots {x}}');
    expect(formatMessage('{count, plural, one {x}}', { count: 2 }, 'en')).toBe('{count, plural, one {x}}');
  });

  it('a count that is not a number takes the other branch', () => {
    expect(formatMessage('{n, plural, one {# one} other {# other}}', { n: 'many' }, 'en')).toBe('many other');
  });

  it('isolates a parameter that carries bidi controls', () => {
    expect(formatMessage('Field “{property}”', { property: 'a\u202Eb' })).toBe('Field “\u2068a\u202Eb\u2069”');
  });

  it('a locale that is not a BCP 47 tag falls back to the browser’s rules instead of throwing', () => {
    expect(formatMessage('{n, plural, one {# field} other {# fields}}', { n: 2 }, 'not a locale!')).toMatch(
      /^2 fields$/,
    );
  });

  // Server text (a property name, a server's name, a value) reaches messages only as parameters.
  it('any parameter value appears as written, never read as a template (property test)', () => {
    const keys = Object.keys(defaultMessages) as MessageKey[];
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (key, text, n) => {
          const template = defaultMessages[key];
          const out = formatMessage(
            template,
            { server: text, property: text, host: text, label: text, count: n, limit: n, length: n, max: n },
            'en',
          );
          const named = /\{(server|property|host|label)\}/.test(template);
          if (named) expect(out).toContain(text);
          expect(out.includes('{count, plural')).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('any template, even malformed, gives a string without throwing (property test)', () => {
    const piece = fc.constantFrom('{', '}', '#', ',', ' plural', ' one ', ' other ', '=0', 'n', 'x', ' ');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), fc.integer(), (parts, n) => {
        expect(typeof formatMessage(parts.join(''), { n }, 'ar')).toBe('string');
      }),
      { numRuns: 2000 },
    );
  });
});
