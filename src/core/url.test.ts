import { describe, expect, it } from 'vitest';
import cases from '../../fixtures/url-cases.json';
import { decodePunycodeLabel, hostToUnicode } from './punycode.js';
import fc from 'fast-check';
import { inspectUrl, visibleUrlSegments, writtenHostRange, type UrlInspection } from './url.js';
import { trickyUrls, warningCodes } from '../test/urlCases.js';
import { urlArbitrary, urlViolations, naiveHost } from '../test/urlProperties.js';

const RUNS = Number(process.env.URL_RUNS ?? 10_000);

describe('inspectUrl: named tricky URLs', () => {
  it('has at least 100 cases', () => expect(trickyUrls.length).toBeGreaterThanOrEqual(100));

  it.each(trickyUrls)('%s: %j', (_name, url, refusal, warnings, opens, highlighted) => {
    const r = inspectUrl(url);
    expect(r.url).toBe(url);
    expect(r.refusal?.code ?? null).toBe(refusal);
    expect(warningCodes(r)).toEqual(warnings);
    expect(r.openHost ?? null).toBe(opens);
    expect(r.highlightRange ? url.slice(...r.highlightRange) : null).toBe(highlighted);
    expect(urlViolations(url, r)).toEqual([]);
  });

  it('refuses what is not a string', () => {
    expect(inspectUrl(42).refusal).toEqual({ code: 'invalid' });
    expect(inspectUrl(undefined).refusal).toEqual({ code: 'invalid' });
  });

  it('shows Unicode and xn-- forms of an IDN host', () => {
    const r = inspectUrl('https://xn--pypal-4ve.com/login');
    expect(r.warnings[0]).toEqual({ code: 'punycode', unicode: 'pаypal.com', ascii: 'xn--pypal-4ve.com' });
    expect(r.warnings[1]).toMatchObject({ code: 'mixed-script', scripts: ['Latin', 'Cyrillic'] });
  });

  it('names the real host behind credentials', () => {
    expect(inspectUrl('https://accounts.google.com@evil.example/').warnings).toEqual([
      { code: 'credentials', host: 'evil.example' },
    ]);
  });

  it('says which host opens when the written one differs', () => {
    expect(inspectUrl('https:evil.com//accounts.google.com').warnings[0]).toEqual({
      code: 'host-differs',
      host: 'evil.com',
      reasons: ['slashes'],
    });
    expect(inspectUrl('https://paypa\u2160.com/login').warnings[0]).toEqual({
      code: 'host-differs',
      host: 'paypai.com',
      reasons: ['mapped'],
    });
  });

  it('agrees with the shared url-cases fixture', () => {
    for (const c of cases) {
      const r = inspectUrl(c.request.url);
      const got = r.refusal ? 'refuse' : r.warnings.length ? 'warn' : 'openable';
      expect(got, c.name).toBe(c.expect);
    }
  });
});

describe('inspectUrl against the WHATWG parser (property)', () => {
  it(`${RUNS} generated URLs: the highlight is the opened host, and a differing written host is warned about`, () => {
    let parsed = 0;
    fc.assert(
      fc.property(urlArbitrary, (url) => {
        const r = inspectUrl(url);
        if (!r.refusal) parsed++;
        expect(urlViolations(url, r)).toEqual([]);
      }),
      { numRuns: RUNS, seed: Number(process.env.URL_SEED ?? 20261130) },
    );
    // The generator must mostly produce openable URLs, or the property says little.
    expect(parsed).toBeGreaterThan(RUNS * 0.5);
  }, 600_000);

  // Planted bugs: the old first-"//" host finder, and a lost host-differs warning. Both must be caught.
  const firstSlashes = (url: string): UrlInspection => {
    const r = inspectUrl(url);
    if (r.refusal) return r;
    const i = url.indexOf('//');
    if (i < 0) return { ...r, highlightRange: undefined };
    let end = url.length;
    for (const stop of ['/', '?', '#']) {
      const at = url.indexOf(stop, i + 2);
      if (at >= 0 && at < end) end = at;
    }
    const at = url.lastIndexOf('@', end - 1);
    const start = at > i ? at + 1 : i + 2;
    return { ...r, warnings: r.warnings.filter((w) => w.code !== 'host-differs'), highlightRange: [start, end] };
  };
  const noDiffWarning = (url: string): UrlInspection => {
    const r = inspectUrl(url);
    return { ...r, warnings: r.warnings.filter((w) => w.code !== 'host-differs' || !w.reasons.includes('mapped')) };
  };
  it.each([
    ['first-// host finder', firstSlashes],
    ['IDNA mapping not warned', noDiffWarning],
  ])('catches a planted bug: %s', (_name, mutant) => {
    const result = fc.check(
      fc.property(urlArbitrary, (url) => urlViolations(url, mutant(url)).length === 0),
      { numRuns: 2_000, seed: 1 },
    );
    expect(result.failed).toBe(true);
  });
});

describe('display helpers', () => {
  it('makes hidden characters visible without touching the URL', () => {
    expect(visibleUrlSegments('https://a.b/\u202Ex')).toEqual([
      { text: 'https://a.b/', special: false, host: false },
      { text: 'U+202E', special: true, host: false },
      { text: 'x', special: false, host: false },
    ]);
  });

  it.each([
    ['https://auth.example.com/x', 'auth.example.com'],
    ['https://accounts.google.com@evil.example/', 'evil.example'],
    ['https://evil.example@evil.example:8443/', 'evil.example'],
    ['https://Auth.Example.COM./x', 'Auth.Example.COM.'],
    ['https://xn--pypal-4ve.com/login', 'xn--pypal-4ve.com'],
    ['https:evil.com//accounts.google.com', 'evil.com'],
    ['https:\\\\evil.com//x', 'evil.com'],
    ['https://münchen.example/', 'münchen.example'],
    ['http://[::1]:3000/', '[::1]'],
  ])('highlights the host part of %s as written', (url, part) => {
    const r = inspectUrl(url);
    const [a, b] = r.highlightRange!;
    expect(url.slice(a, b)).toBe(part);
    expect(a).toBeGreaterThan(url.lastIndexOf('@'));
    expect(
      visibleUrlSegments(url, r.highlightRange)
        .filter((s) => s.host)
        .map((s) => s.text)
        .join(''),
    ).toBe(part);
  });

  it('finds the host where the parser does, and the naive reading where a person does', () => {
    const url = 'https:evil.com//accounts.google.com';
    const { start, end, slashes } = writtenHostRange(url);
    expect([url.slice(start, end), slashes]).toEqual(['evil.com', '']);
    expect(naiveHost(url)).toBe('accounts.google.com');
  });

  it('keeps offsets exact when lower-casing would change lengths (İ)', () => {
    const url = 'https://' + '\u0130'.repeat(11) + '.evilxx.com/paypal.com';
    const r = inspectUrl(url);
    expect(r.highlightRange).toBeUndefined();
    expect(visibleUrlSegments(url, r.highlightRange).some((s) => s.host)).toBe(false);
    expect(warningCodes(r)).toContain('host-differs:mapped');
  });

  it('shows every invisible character (by Unicode property) as its code', () => {
    for (const ch of [
      '\u034F',
      '\uFE00',
      '\uFE0F',
      '\u180B',
      '\u180D',
      '\u2060',
      '\u2064',
      '\u3164',
      '\uFFA0',
      '\u115F',
      '\u{E0041}',
    ]) {
      const url = `https://example.com/a${ch}b`;
      const segs = visibleUrlSegments(url);
      expect(
        segs.filter((s) => s.special).map((s) => s.text),
        JSON.stringify(ch),
      ).toEqual([`U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`]);
      expect(warningCodes(inspectUrl(url))).toContain('invisible');
    }
  });

  it('decodes Punycode labels', () => {
    expect(decodePunycodeLabel('mnchen-3ya')).toBe('münchen');
    expect(hostToUnicode('xn--mnchen-3ya.de')).toBe('münchen.de');
    expect(hostToUnicode('xn--!!')).toBe('xn--!!');
  });
});
