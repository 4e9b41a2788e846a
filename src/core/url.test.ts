import { describe, expect, it } from 'vitest';
import cases from '../../fixtures/url-cases.json';
import { decodePunycodeLabel, hostToUnicode } from './punycode';
import { inspectUrl, visibleUrlSegments, type UrlWarning } from './url';

type Row = [url: string, refusal: string | null, warnings: UrlWarning['code'][]];
const table: Row[] = [
  // ordinary, no warning
  ['https://auth.example.com/oauth/authorize?client_id=abc&state=xyz', null, []],
  ['https://example.com', null, []],
  ['https://EXAMPLE.com/Path?q=%20#frag', null, []],
  ['https://sub.domain.example.co.uk/a/b', null, []],
  ['https://example.com:443/', null, []], // default port is no port
  // refused
  ['javascript:alert(document.cookie)', 'scheme', []],
  ['JaVaScRiPt:alert(1)', 'scheme', []],
  ['data:text/html,<script>alert(1)</script>', 'scheme', []],
  ['file:///etc/passwd', 'scheme', []],
  ['blob:https://example.com/uuid', 'scheme', []],
  ['vbscript:msgbox(1)', 'scheme', []],
  ['about:blank', 'scheme', []],
  ['chrome://settings', 'scheme', []],
  ['ftp://example.com/file', 'scheme', []],
  ['mailto:a@example.com', 'scheme', []],
  ['//example.com/path', 'invalid', []],
  ['/relative', 'invalid', []],
  ['', 'invalid', []],
  [' https://example.com', 'invalid', []],
  ['java\nscript:alert(1)', 'invalid', []],
  ['https://exa mple.com', 'invalid', []],
  ['https://', 'invalid', []],
  // warned
  ['http://example.com/login', null, ['http']],
  ['http://localhost:3000/cb', null, ['http-local', 'port']],
  ['http://127.0.0.1/cb', null, ['http-local']],
  ['https://xn--pypal-4ve.com/login', null, ['punycode', 'mixed-script']],
  ['https://xn--80ak6aa92e.com/', null, ['punycode']], // all-Cyrillic "apple" look-alike
  ['https://pаypal.com/', null, ['punycode', 'mixed-script']], // Cyrillic а typed in
  ['https://user:pass@evil.example/', null, ['credentials']],
  ['https://accounts.google.com@evil.example/', null, ['credentials']],
  ['https://93.184.216.34/', null, ['ip-host']],
  ['https://[2001:db8::1]/', null, ['ip-host']],
  ['https://0x5d.0xb8.0xd8.0x22/', null, ['ip-host']], // hex form, normalised by the URL parser
  ['https://münchen.example/', null, ['punycode']], // any IDN host: Unicode and xn-- forms are shown
  ['https://example.com:8443/', null, ['port']],
  ['https://example.com/\u202Egnp.exe', null, ['bidi']],
  ['https://exam\u200Bple.com/', null, ['invisible']],
  ['https://example.com/?' + 'a'.repeat(1200), null, ['long']],
];

describe('inspectUrl', () => {
  it.each(table)('%j → refusal %s, warnings %j', (url, refusal, warnings) => {
    const r = inspectUrl(url);
    expect(r.url).toBe(url);
    expect(r.refusal?.code ?? null).toBe(refusal);
    expect(r.warnings.map((w) => w.code)).toEqual(warnings);
  });

  it('refuses a bare host name (no scheme)', () => {
    // WHATWG parsing reads "example.com" as relative: not absolute, so not openable.
    expect(inspectUrl('example.com').refusal).toEqual({ code: 'invalid' });
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
    expect(inspectUrl('https://accounts.google.com@evil.example/').warnings).toEqual([{ code: 'credentials', host: 'evil.example' }]);
  });

  it('highlights the registrable part of the host', () => {
    expect(inspectUrl('https://auth.example.com/x').highlight).toBe('example.com');
    expect(inspectUrl('https://a.b.example.co.uk/').highlight).toBe('example.co.uk');
    expect(inspectUrl('https://localhost:3000/').highlight).toBe('localhost');
    expect(inspectUrl('https://93.184.216.34/').highlight).toBe('93.184.216.34');
  });

  it('agrees with the shared url-cases fixture', () => {
    for (const c of cases) {
      const r = inspectUrl(c.request.url);
      const got = r.refusal ? 'refuse' : r.warnings.length ? 'warn' : 'openable';
      expect(got, c.name).toBe(c.expect);
    }
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
    ['https://auth.example.com/x', 'example.com'],
    ['https://accounts.google.com@evil.example/', 'evil.example'],
    ['https://evil.example@evil.example:8443/', 'evil.example'],
    ['https://Auth.Example.COM./x', 'Example.COM'],
    ['https://xn--pypal-4ve.com/login', 'xn--pypal-4ve.com'],
    ['https://münchen.example/', 'münchen.example'],
    ['http://[::1]:3000/', '[::1]'],
  ])('highlights the host part of %s as written', (url, part) => {
    const r = inspectUrl(url);
    const [a, b] = r.highlightRange!;
    expect(url.slice(a, b)).toBe(part);
    expect(a).toBeGreaterThan(url.lastIndexOf('@'));
    expect(visibleUrlSegments(url, r.highlightRange).filter((s) => s.host).map((s) => s.text).join('')).toBe(part);
  });

  it('decodes Punycode labels', () => {
    expect(decodePunycodeLabel('mnchen-3ya')).toBe('münchen');
    expect(hostToUnicode('xn--mnchen-3ya.de')).toBe('münchen.de');
    expect(hostToUnicode('xn--!!')).toBe('xn--!!');
  });
});
