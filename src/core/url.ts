import { hostToUnicode } from './punycode.js';
import { asciiLower, BIDI_CONTROL, codePointName, hasBidiControls, hasInvisible, INVISIBLE } from './unicode.js';

/** Why a URL will not be opened (not exported from an entry: `UrlInspection['refusal']`). */
export type UrlRefusal = NonNullable<UrlInspection['refusal']>;
/** A warning about a URL that is still openable (not exported: `UrlInspection['warnings'][number]`). */
export type UrlWarning = UrlInspection['warnings'][number];
/** How the host as written differs from the host the browser opens (see `UrlInspection['warnings']`). */
export type HostDifference = Extract<UrlWarning, { code: 'host-differs' }>['reasons'][number];

/**
 * What `inspectUrl` found: the URL as received, a refusal or warnings, the parts, the host that opens and where it is
 * written.
 *
 * @example
 * ```tsx
 * const { refusal, warnings, openHost, highlightRange } = inspectUrl(params.url);
 * ```
 */
export interface UrlInspection {
  /** The URL exactly as received; the only string ever opened. */
  url: string;
  /**
   * Why the URL will not be opened, or null: `invalid` (not an absolute URL, or holds spaces or
   * control characters) or `scheme` (anything but `https:` and `http:`).
   *
   * @example
   * ```tsx
   * inspectUrl('javascript:alert(1)').refusal; // { code: 'scheme', scheme: 'javascript' }
   * ```
   */
  refusal: { code: 'invalid' } | { code: 'scheme'; scheme: string } | null;
  /**
   * Something suspicious about a URL that is still openable (each has a message in the catalogue).
   * `host-differs` says how the host as written differs from the host the browser opens (WHATWG URL
   * parsing), in `reasons`:
   * - `slashes`: not exactly `//` after the scheme (`https:evil.com`, `https:///evil.com`);
   * - `backslash`: a `\`, which browsers read as `/` (so `https://evil.com\@good.com` opens evil.com);
   * - `mapped`: characters the browser maps to others (full-width, Roman numerals, mathematical
   *   letters, ligatures, ideographic full stops, invisible characters, non-ASCII capitals);
   * - `percent`: %-escapes in the host, decoded by the browser;
   * - `ip-notation`: an IP address in another notation (hex, octal, short, uncompressed IPv6);
   * - `trailing-dot`: a host ending in `.`.
   *
   * @example
   * ```tsx
   * inspectUrl('http://93.184.216.34/').warnings.map((w) => w.code); // ['http', 'ip-host']
   * inspectUrl('https:evil.com//accounts.google.com').warnings.find((w) => w.code === 'host-differs')?.reasons; //
   * ['slashes']
   * ```
   */
  warnings: (
    | { code: 'http' } // not encrypted
    | { code: 'http-local' } // plain http to this computer: milder
    | {
        code: 'host-differs';
        host: string;
        reasons: ('slashes' | 'backslash' | 'mapped' | 'percent' | 'ip-notation' | 'trailing-dot')[];
      }
    | { code: 'punycode'; unicode: string; ascii: string }
    | { code: 'mixed-script'; label: string; scripts: string[] }
    | { code: 'credentials'; host: string }
    | { code: 'ip-host'; host: string }
    | { code: 'port'; port: string }
    | { code: 'bidi' } // bidirectional control characters in the URL
    | { code: 'invisible' } // invisible (default-ignorable or format) characters in the URL
    | { code: 'long'; length: number }
  )[];
  /** Parsed parts, as the browser's URL parser reads them (absent when it could not parse). */
  parts?: {
    scheme: string;
    username: string;
    password: string;
    /** Host as the browser will resolve it (ASCII, `xn--` for IDN, brackets for IPv6). */
    host: string;
    /** Host as a person reads it (Punycode decoded). */
    hostUnicode: string;
    port: string;
    path: string;
    query: string;
    fragment: string;
  };
  /** The host to name on the consent button: the parsed host as resolved (ASCII, `xn--` for IDN). */
  openHost?: string;
  /**
   * Where the host the browser opens is written in `url`, as [start, end) code-unit offsets; only
   * when that text is the opened host (up to ASCII case). Absent when the written host differs.
   */
  highlightRange?: [number, number];
}

/** Above this many characters a URL gets a "very long" warning (it is still shown whole).
 *
 * @example
 * ```tsx
 * if (url.length > LONG_URL_CHARS) console.warn('very long URL');
 * ```
 */
export const LONG_URL_CHARS = 1000;

// Spaces and C0/C1 controls: a browser strips or encodes them, so what opens is not what is shown.
const NOT_IN_URL = /[\u0000-\u0020\u007F-\u009F\s]/;

function isIpv4(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host);
}

const SCRIPTS: [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
];

function scriptsOf(label: string): string[] {
  return SCRIPTS.filter(([, re]) => re.test(label)).map(([name]) => name);
}

function isLocal(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '[::1]';
}

/**
 * Where the WHATWG parser finds the host of an http(s) URL in the raw string: after the scheme and
 * any run of `/` or `\` (the parser needs none), up to the first `/`, `\`, `?` or `#`, after the
 * last `@`, before the port. Valid only for strings without spaces or controls (refused earlier).
 *
 * @example
 * ```tsx
 * const { start, end } = writtenHostRange('https:evil.com//x'); // 'evil.com' is url.slice(start, end)
 * ```
 */
export function writtenHostRange(url: string): { slashes: string; start: number; end: number } {
  const colon = url.indexOf(':');
  let i = colon + 1;
  while (url[i] === '/' || url[i] === '\\') i++;
  const slashes = url.slice(colon + 1, i);
  let authorityEnd = url.length;
  for (const stop of ['/', '\\', '?', '#']) {
    const at = url.indexOf(stop, i);
    if (at >= 0 && at < authorityEnd) authorityEnd = at;
  }
  const at = url.lastIndexOf('@', authorityEnd - 1);
  const start = at >= i ? at + 1 : i;
  let end = authorityEnd;
  if (url[start] === '[') {
    const close = url.indexOf(']', start);
    if (close >= 0 && close < authorityEnd) end = close + 1;
  } else {
    const portColon = url.indexOf(':', start);
    if (portColon >= 0 && portColon < authorityEnd) end = portColon;
  }
  return { slashes, start, end };
}

function hostDifferences(
  url: string,
  written: string,
  host: string,
  hostUnicode: string,
  slashes: string,
): HostDifference[] {
  const reasons: HostDifference[] = [];
  if (slashes !== '//') reasons.push('slashes');
  if (url.includes('\\')) reasons.push('backslash');
  const lower = asciiLower(written);
  if (lower !== host && lower !== hostUnicode) {
    if (written.includes('%')) reasons.push('percent');
    if (isIpv4(host) || host.startsWith('[')) reasons.push('ip-notation');
    else if (!written.includes('%')) reasons.push('mapped');
  }
  if (host.endsWith('.')) reasons.push('trailing-dot');
  return reasons;
}

/**
 * Inspects a URL-mode URL before anything is opened. The browser's own parser (`new URL`, what
 * `window.open` navigates to) is the only authority on the host; we find where that host is
 * written and warn whenever the written form is not what opens. Pure; never fetches anything.
 *
 * @example
 * ```tsx
 * const r = inspectUrl('https:evil.com//accounts.google.com');
 * r.openHost; // 'evil.com'
 * r.warnings; // [{ code: 'host-differs', host: 'evil.com', reasons: ['slashes'] }]
 * ```
 */
export function inspectUrl(url: unknown): UrlInspection {
  if (typeof url !== 'string' || url === '' || NOT_IN_URL.test(url)) {
    return { url: typeof url === 'string' ? url : '', refusal: { code: 'invalid' }, warnings: [] };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { url, refusal: { code: 'invalid' }, warnings: [] };
  }
  const scheme = parsed.protocol.slice(0, -1).toLowerCase();
  const host = parsed.hostname;
  const hostUnicode = hostToUnicode(host);
  const parts = {
    scheme,
    username: parsed.username,
    password: parsed.password,
    host,
    hostUnicode,
    port: parsed.port,
    path: parsed.pathname,
    query: parsed.search,
    fragment: parsed.hash,
  };
  if (scheme !== 'https' && scheme !== 'http') {
    return { url, refusal: { code: 'scheme', scheme }, warnings: [], parts };
  }
  if (host === '') return { url, refusal: { code: 'invalid' }, warnings: [], parts };

  const warnings: UrlWarning[] = [];
  const punycode = host.split('.').some((l) => /^xn--/i.test(l));
  const mixed: UrlWarning[] = [];
  for (const label of hostUnicode.split('.')) {
    const scripts = scriptsOf(label);
    if (scripts.length > 1) mixed.push({ code: 'mixed-script', label, scripts });
  }
  // What we name is what resolves: the ASCII host (`xn--` for IDN), never a look-alike reading.
  const openHost = host;

  const { slashes, start, end } = writtenHostRange(url);
  const written = url.slice(start, end);
  const reasons = hostDifferences(url, written, host, hostUnicode, slashes);
  if (reasons.length) warnings.push({ code: 'host-differs', host: openHost, reasons });
  if (scheme === 'http') warnings.push(isLocal(host) ? { code: 'http-local' } : { code: 'http' });
  if (parsed.username || parsed.password) warnings.push({ code: 'credentials', host: openHost });
  if (punycode) warnings.push({ code: 'punycode', unicode: hostUnicode, ascii: host });
  warnings.push(...mixed);
  if ((isIpv4(host) || host.startsWith('[')) && !isLocal(host)) warnings.push({ code: 'ip-host', host });
  if (parsed.port) warnings.push({ code: 'port', port: parsed.port });
  if (hasBidiControls(url)) warnings.push({ code: 'bidi' });
  if (hasInvisible(url)) warnings.push({ code: 'invisible' });
  if (url.length > LONG_URL_CHARS) warnings.push({ code: 'long', length: url.length });

  // Highlight only text that is, up to ASCII case, the host that opens: never a look-alike.
  const lower = asciiLower(written);
  const highlightRange: [number, number] | undefined =
    end > start && (lower === host || lower === hostUnicode) ? [start, end] : undefined;
  return { url, refusal: null, warnings, parts, openHost, highlightRange };
}

/**
 * Splits a URL for display so every character is readable: controls and invisible characters
 * become visible `U+XXXX` tokens. The original string is untouched (that is what opens).
 *
 * @example
 * ```tsx
 * visibleUrlSegments(url, r.highlightRange).map((s) => (s.host ? <strong>{s.text}</strong> : s.text));
 * ```
 */
export interface UrlSegment {
  text: string;
  /** A hidden character shown as its code. */
  special: boolean;
  /** Inside the highlighted host. */
  host: boolean;
}

/**
 * Splits a URL for display: hidden characters become visible `U+XXXX` tokens, the host is marked. The URL itself is
 * untouched.
 *
 * @example
 * ```tsx
 * visibleUrlSegments('https://a.b/\u202Ex'); // [{ text: 'https://a.b/' }, { text: 'U+202E', special: true }, { text:
 * 'x' }]
 * ```
 */
export function visibleUrlSegments(url: string, highlight?: [number, number]): UrlSegment[] {
  const out: UrlSegment[] = [];
  let index = 0;
  for (const ch of url) {
    const special = BIDI_CONTROL.test(ch) || INVISIBLE.test(ch) || NOT_IN_URL.test(ch);
    const host = highlight !== undefined && index >= highlight[0] && index < highlight[1];
    const text = special ? codePointName(ch) : ch;
    const last = out[out.length - 1];
    if (last && !special && !last.special && last.host === host) last.text += text;
    else out.push({ text, special, host });
    index += ch.length;
  }
  return out;
}
