import { hostToUnicode } from './punycode';

/** Why a URL will not be opened. */
export type UrlRefusal =
  | { code: 'invalid' } // not an absolute URL, or holds spaces / control characters
  | { code: 'scheme'; scheme: string }; // anything but https: and http:

export type UrlWarning =
  | { code: 'http' } // not encrypted
  | { code: 'http-local' } // plain http to this computer: milder
  | { code: 'punycode'; unicode: string; ascii: string }
  | { code: 'mixed-script'; label: string; scripts: string[] }
  | { code: 'credentials'; host: string }
  | { code: 'ip-host'; host: string }
  | { code: 'port'; port: string }
  | { code: 'bidi' } // bidirectional control characters in the URL
  | { code: 'invisible' } // zero-width characters in the URL
  | { code: 'long'; length: number };

export interface UrlInspection {
  /** The URL exactly as received; the only string ever opened. */
  url: string;
  refusal: UrlRefusal | null;
  warnings: UrlWarning[];
  /** Parsed parts (absent when the URL could not be parsed). */
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
  /** The registrable part of the host to highlight (heuristic without the public suffix list). */
  highlight?: string;
  /** Where that part (else the whole host) stands in `url`, as [start, end) code-unit offsets. */
  highlightRange?: [number, number];
}

/** Finds the host as written in the raw URL (after any `user:pass@`), and its registrable suffix. */
function locateHighlight(url: string, candidates: string[]): [number, number] | undefined {
  const slashes = url.indexOf('//');
  if (slashes < 0) return undefined;
  const start = slashes + 2;
  let end = url.length;
  for (const stop of ['/', '?', '#', '\\']) {
    const i = url.indexOf(stop, start);
    if (i >= 0 && i < end) end = i;
  }
  const at = url.lastIndexOf('@', end - 1);
  const hostStart = at >= start ? at + 1 : start;
  let hostEnd = end;
  if (url[hostStart] === '[') hostEnd = Math.min(end, url.indexOf(']', hostStart) + 1 || end);
  else {
    const colon = url.indexOf(':', hostStart);
    if (colon >= 0 && colon < end) hostEnd = colon;
  }
  const written = url.slice(hostStart, hostEnd).toLowerCase().replace(/\.$/, '');
  for (const c of candidates) {
    const lc = c.toLowerCase();
    if (lc && written.endsWith(lc) && (written.length === lc.length || written[written.length - lc.length - 1] === '.')) {
      const s0 = hostStart + written.length - lc.length;
      return [s0, s0 + lc.length];
    }
  }
  return hostEnd > hostStart ? [hostStart, hostEnd] : undefined;
}

/** Above this many characters a URL gets a "very long" warning (it is still shown whole). */
export const LONG_URL = 1000;

const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const INVISIBLE = /[\u00AD\u180E\u200B-\u200D\u2060-\u2064\uFEFF]/;
// Spaces and C0/C1 controls: a browser strips or encodes them, so what opens is not what is shown.
const NOT_IN_URL = /[\u0000-\u0020\u007F-\u009F\s]/;

// Suffixes under which names are registered at the third level (a short list, not the PSL).
const SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'gov', 'edu', 'ac', 'or', 'ne', 'go', 'gob', 'nic', 'ltd', 'plc']);

function isIpv4(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host);
}

function registrablePart(host: string): string {
  if (host.startsWith('[') || isIpv4(host)) return host;
  const labels = host.replace(/\.$/, '').split('.');
  if (labels.length <= 2) return labels.join('.');
  const take = labels.length >= 3 && labels[labels.length - 1]!.length === 2 && SECOND_LEVEL.has(labels[labels.length - 2]!) ? 3 : 2;
  return labels.slice(-take).join('.');
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
 * Inspects a URL-mode URL before anything is opened: parts, the host to highlight, every warning,
 * and a refusal when it must not be opened at all. Pure; never fetches anything.
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
  if (scheme === 'http') warnings.push(isLocal(host) ? { code: 'http-local' } : { code: 'http' });
  if (parsed.username || parsed.password) warnings.push({ code: 'credentials', host: hostUnicode });
  if (host.split('.').some((l) => /^xn--/i.test(l))) warnings.push({ code: 'punycode', unicode: hostUnicode, ascii: host });
  for (const label of hostUnicode.split('.')) {
    const scripts = scriptsOf(label);
    if (scripts.length > 1) warnings.push({ code: 'mixed-script', label, scripts });
  }
  if ((isIpv4(host) || host.startsWith('[')) && !isLocal(host)) warnings.push({ code: 'ip-host', host });
  if (parsed.port) warnings.push({ code: 'port', port: parsed.port });
  if (BIDI.test(url)) warnings.push({ code: 'bidi' });
  if (INVISIBLE.test(url)) warnings.push({ code: 'invisible' });
  if (url.length > LONG_URL) warnings.push({ code: 'long', length: url.length });
  const highlight = registrablePart(hostUnicode);
  const highlightRange = locateHighlight(url, [highlight, registrablePart(host)]);
  return { url, refusal: null, warnings, parts, highlight, highlightRange };
}

/** Bidi and invisible characters in server text, which can make it read differently than it is. */
export function hasBidiControls(text: string): boolean {
  return BIDI.test(text);
}

/**
 * Splits a URL for display so every character is readable: controls and invisible characters
 * become visible `U+XXXX` tokens. The original string is untouched (that is what opens).
 */
export interface UrlSegment {
  text: string;
  /** A hidden character shown as its code. */
  special: boolean;
  /** Inside the highlighted host. */
  host: boolean;
}

export function visibleUrlSegments(url: string, highlight?: [number, number]): UrlSegment[] {
  const out: UrlSegment[] = [];
  let index = 0;
  for (const ch of url) {
    const special = BIDI.test(ch) || INVISIBLE.test(ch) || NOT_IN_URL.test(ch);
    const host = highlight !== undefined && index >= highlight[0] && index < highlight[1];
    const text = special ? `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}` : ch;
    const last = out[out.length - 1];
    if (last && !special && !last.special && last.host === host) last.text += text;
    else out.push({ text, special, host });
    index += ch.length;
  }
  return out;
}
