import fc from 'fast-check';
import type { UrlInspection } from '../core/url.js';

// The oracle for inspectUrl: the WHATWG parser (`new URL`, what window.open navigates to) and the
// host a person would read in the raw string. Runs in Node (property test) and in Chromium (e2e).

const lower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * The host as a hurried person reads it: the text after the first `//`, up to `/`, `?` or `#`,
 * after the last `@`, before a port. Null when there is no `//`.
 */
export function naiveHost(url: string): string | null {
  const i = url.indexOf('//');
  if (i < 0) return null;
  let end = url.length;
  for (const stop of ['/', '?', '#']) {
    const at = url.indexOf(stop, i + 2);
    if (at >= 0 && at < end) end = at;
  }
  let host = url.slice(i + 2, end);
  host = host.slice(host.lastIndexOf('@') + 1);
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.indexOf(':');
  return colon >= 0 ? host.slice(0, colon) : host;
}

/** Every broken promise for one URL (empty when inspectUrl is right about it). */
export function urlViolations(url: string, r: UrlInspection): string[] {
  const out: string[] = [];
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  if (r.refusal) return out; // nothing is opened; refusals are checked by the table
  if (!parsed) return ['not refused, yet the browser cannot parse it'];
  const host = parsed.hostname;
  if (r.openHost !== host) out.push(`names ${r.openHost}, the browser opens ${host}`);
  const unicode = r.parts?.hostUnicode ?? host;
  if (r.highlightRange) {
    const text = url.slice(...r.highlightRange);
    const canon = lower(text);
    if (canon !== host && canon !== unicode) out.push(`highlights "${text}", which is not the opened host ${host}`);
    let reparsed = '';
    try {
      reparsed = new URL(`${parsed.protocol}//${text}`).hostname;
    } catch {
      reparsed = '(unparseable)';
    }
    if (reparsed !== host) out.push(`highlighted "${text}" parses as ${reparsed}, not ${host}`);
  }
  const naive = naiveHost(url);
  const differs = naive === null || (lower(naive) !== host && lower(naive) !== unicode);
  if (differs && !r.warnings.some((w) => w.code === 'host-differs')) {
    out.push(`reads as ${JSON.stringify(naive)}, opens ${host}, and no host-differs warning`);
  }
  if (
    /[\p{Default_Ignorable_Code_Point}\p{Cf}]/u.test(url) &&
    !r.warnings.some((w) => w.code === 'invisible' || w.code === 'bidi')
  ) {
    out.push('hidden characters without a warning');
  }
  return out;
}

const pick = <T>(...xs: T[]) => fc.constantFrom(...xs);

const label = fc.oneof(
  {
    weight: 5,
    arbitrary: pick(
      'paypal',
      'google',
      'accounts',
      'evil',
      'a',
      'example',
      'com',
      'co',
      'xn--pypal-4ve',
      'xn--80ak6aa92e',
      'login',
      'EXAMPLE',
      'Paypal',
    ),
  },
  // IDNA-mapped and look-alike characters
  {
    weight: 3,
    arbitrary: pick(
      'paypa\u2160',
      'paypa\u{1D5A8}',
      '\uFF50\uFF41\uFF59',
      'p\u0430ypal',
      'g\u03BFogle',
      '\u0130\u0130\u0130',
      '\uFB01nance',
      'M\u00DCNCHEN',
      'm\u00FCnchen',
      '\u212Aelvin',
      'e\u0301x',
      '\u00E9x',
      '\u{1F600}',
      'stra\u00DFe',
      '\u0585\u0585',
    ),
  },
  // invisible, bidi and percent
  {
    weight: 2,
    arbitrary: pick(
      'exam\u200Bple',
      'ex\u00ADample',
      'a\u034Fb',
      'a\uFE0Fb',
      'a\u2060b',
      'a\u180Bb',
      '%65vil',
      'a%2eb',
      'a\u202Eb',
      'x\u200Dy',
    ),
  },
);
const dot = fc.oneof(
  { weight: 8, arbitrary: fc.constant('.') },
  { weight: 1, arbitrary: pick('\u3002', '\uFF0E', '\uFF61') },
);
const domain = fc
  .tuple(
    fc.array(fc.tuple(label, dot), { minLength: 0, maxLength: 3 }),
    label,
    fc.boolean(),
    fc.integer({ min: 0, max: 9 }),
  )
  .map(
    ([heads, last, tld, trailing]) =>
      heads.map(([l, d]) => l + d).join('') + last + (tld ? '.com' : '') + (trailing === 0 ? '.' : ''),
  );
const ipv4 = pick(
  '93.184.216.34',
  '0x5d.0xb8.0xd8.0x22',
  '0135.0270.0330.042',
  '0x7f.1',
  '1572395042',
  '127.0.0.1',
  '10.0.0.1',
  '1.2.3',
);
const ipv6 = pick('[2001:db8::1]', '[2001:DB8:0:0:0:0:0:1]', '[::1]', '[::ffff:1.2.3.4]', '[fe80::1%25en0]');
const host = fc.oneof({ weight: 8, arbitrary: domain }, { weight: 1, arbitrary: ipv4 }, { weight: 1, arbitrary: ipv6 });

/** Random URLs that mix schemes, separators, backslashes, userinfo, ports, IP forms, IDNA and invisibles. */
export const urlArbitrary = fc
  .tuple(
    pick('https', 'http', 'HTTPS', 'hTtP', 'https', 'https'),
    fc.oneof(
      { weight: 6, arbitrary: fc.constant('://') },
      { weight: 4, arbitrary: pick(':', ':/', ':///', ':\\\\', ':/\\', ':\\/', '://///') },
    ),
    fc.oneof(
      { weight: 6, arbitrary: fc.constant('') },
      { weight: 2, arbitrary: pick('user@', 'user:pass@', 'accounts.google.com@', 'a@b@', 'paypal.com:443@', '@') },
    ),
    host,
    fc.oneof(
      { weight: 6, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: pick(':443', ':8443', ':', ':80', ':0') },
    ),
    fc.oneof(
      { weight: 4, arbitrary: pick('', '/', '/login', '/a/b?c=d') },
      {
        weight: 2,
        arbitrary: pick(
          '//accounts.google.com',
          '\\@good.com',
          '/@evil.com',
          '\\\\paypal.com/login',
          '?@evil.com',
          '#@evil.com',
          '/\u202Egnp.exe',
          '/\u200Bx',
        ),
      },
    ),
  )
  .map((parts) => parts.join(''));
