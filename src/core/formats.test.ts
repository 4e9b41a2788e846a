import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMAT_CHECKS, isDate, isDateTime, isEmail, isUri } from './formats.js';

const ajv = new Ajv({ logger: false, strict: false });
addFormats(ajv);
const ajvCheck = Object.fromEntries(
  (['email', 'uri', 'date', 'date-time'] as const).map((f) => [f, ajv.compile({ type: 'string', format: f })]),
);

describe('formats: tables', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['1900-02-29', false],
    ['2000-02-29', true],
    ['2026-04-31', false],
    ['2026-12-31', true],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-1-01', false],
    ['26-01-01', false],
    ['2026-01-01 ', false],
  ])('date %s → %s', (text, ok) => expect(isDate(text)).toBe(ok));

  it.each([
    ['2026-01-02T10:30:00Z', true],
    ['2026-01-02T10:30:00+01:00', true],
    ['2026-01-02t10:30:00.123z', true],
    ['2026-01-02 10:30:00-0530', true],
    ['2026-01-02T10:30:00+01', true],
    ['2026-01-02T10:30', false], // a datetime-local value is not RFC 3339
    ['2026-01-02T10:30:00', false], // no offset
    ['2026-01-02T24:00:00Z', false],
    ['2026-12-31T23:59:60Z', true], // leap second at 23:59 UTC
    ['2026-12-31T22:59:60-01:00', true],
    ['2026-12-31T12:59:60Z', false],
    ['2026-01-02T10:30:00+24:00', false],
    ['2026-01-02TT10:30:00Z', false],
  ])('date-time %s → %s', (text, ok) => expect(isDateTime(text)).toBe(ok));

  it.each([
    ['a@example.com', true],
    ['first.last+tag@sub.example.co', true],
    ['a@localhost', false],
    ['a@@example.com', false],
    ['.a@example.com', false],
    ['a..b@example.com', false],
    ['a@-example.com', false],
    ['a b@example.com', false],
    ['ä@example.com', false],
  ])('email %s → %s', (text, ok) => expect(isEmail(text)).toBe(ok));

  it.each([
    ['https://example.com', true],
    ['https://user:pw@example.com:8080/p/a?q=1#f', true],
    ['http://[::1]/', true],
    ['http://[2001:db8::ff00:42:8329]:80', true],
    ['http://127.0.0.1', true],
    ['mailto:a@example.com', true],
    ['urn:isbn:0451450523', true],
    ['file:///etc/hosts', true],
    ['example.com', false],
    ['/relative/path', false],
    ['https://exa mple.com', false],
    ['https://example.com/ä', false],
    ['a:', false],
    ['1http://x', false],
    ['http://[::g]/', false],
  ])('uri %s → %s', (text, ok) => expect(isUri(text)).toBe(ok));

  it('every table row agrees with ajv-formats', () => {
    for (const [format, check] of Object.entries(FORMAT_CHECKS)) {
      for (const s of ['', 'x', '2024-02-29', '2026-01-02T10:30:00Z', 'a@b.co', 'https://a.b/c', 'http://[::1]']) {
        expect(check(s), `${format} ${s}`).toBe(ajvCheck[format]!(s));
      }
    }
  });
});

// Strings built from the characters each grammar cares about, so random inputs land near the edges.
const fromChars = (chars: string, max = 30) =>
  fc.array(fc.constantFrom(...chars.split('')), { maxLength: max }).map((a) => a.join(''));
const arbDateLike = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 32 }))
    .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  fromChars('0123456789-', 12),
);
const arbTimeLike = fc
  .tuple(
    fc.integer({ min: 0, max: 25 }),
    fc.integer({ min: 0, max: 61 }),
    fc.integer({ min: 0, max: 61 }),
    fc.constantFrom('', '.5', '.123'),
    fc.constantFrom('', 'Z', 'z', '+00:00', '-01:00', '+23:59', '+24:00', '-0530', '+01', '+01:60'),
  )
  .map(
    ([h, m, s, f, z]) =>
      `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}${f}${z}`,
  );
// Leap seconds near midnight UTC with small offsets: the rule's corner.
const pad2 = (n: number) => String(n).padStart(2, '0');
const arbLeapTime = fc
  .tuple(
    fc.constantFrom(0, 1, 22, 23),
    fc.constantFrom(0, 1, 58, 59),
    fc.constantFrom('60', '60.5', '61'),
    fc.constantFrom('+', '-'),
    fc.integer({ min: 0, max: 2 }),
    fc.integer({ min: 0, max: 2 }),
  )
  .map(([h, m, s, sign, oh, om]) => `${pad2(h)}:${pad2(m)}:${s}${sign}${pad2(oh)}:${pad2(om)}`);
const arbDateTimeLike = fc.oneof(
  arbLeapTime.map((t) => `2026-12-31T${t}`),
  fc.tuple(arbDateLike, fc.constantFrom('T', 't', ' ', '\t', 'TT', 'x'), arbTimeLike).map(([d, sep, t]) => d + sep + t),
  fromChars('0123456789-:TZ+. ', 30),
);
const arbEmailLike = fc.oneof(fromChars("ab0.-_+@!#'ä ", 20), fc.emailAddress());
const arbUriLike = fc.oneof(
  fromChars("ab:/?#[]@!$&'()*+,;=%0123456789.-_~v ä", 30),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.tuple(fc.constantFrom('http://[', 'a://[', 'b:/'), fromChars('0123456789abcdef:.v]/', 30)).map(([a, b]) => a + b),
);

describe('formats: agree with ajv-formats on random strings', () => {
  const runs = Number(process.env.FORMAT_RUNS ?? 3000);
  it.each([
    ['date', arbDateLike, isDate],
    ['date-time', arbDateTimeLike, isDateTime],
    ['email', arbEmailLike, isEmail],
    ['uri', arbUriLike, isUri],
  ] as const)('%s', (format, arb, check) => {
    fc.assert(
      fc.property(fc.oneof(arb, fc.string()), (s) => check(s) === ajvCheck[format]!(s)),
      { numRuns: runs },
    );
  });
});
