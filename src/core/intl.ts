import { BIDI_CONTROL } from './unicode.js';

// The catalogue's mechanics, with no strings of their own: filling a template (plurals, numbers,
// isolated parameters), the Intl objects it keeps, a locale's writing direction, and a part of the
// catalogue with a host's overrides on top.

/**
 * Fills a template's parameters. `{name}` takes the parameter's value; a number is written in the
 * locale's way (1,000.5 / 1.000,5). `{name, plural, one {…} other {…}}` picks a branch by
 * `Intl.PluralRules` of the locale (categories `zero one two few many other`, or an exact `=0`),
 * with `#` for the number; `other` is the fallback. Unknown names and malformed parts stay as written.
 * A parameter that carries bidi controls (a hostile property name, say) is wrapped in an isolate
 * (FSI … PDI), so it cannot reorder the sentence around it. Parameter values are never read as templates.
 *
 * @example
 * ```tsx
 * formatMessage('{server} is asking', { server: 'Acme' }); // 'Acme is asking'
 * formatMessage('{count, plural, one {# field} other {# fields}}', { count: 1200 }, 'de'); // '1.200 fields'
 * ```
 */
export function formatMessage(
  template: string,
  params: Record<string, string | number | undefined> = {},
  locale?: string,
): string {
  return fill(template, params, locale);
}

const PLACEHOLDER = /^\s*(\w+)\s*(?:,\s*plural\s*,([\s\S]*))?$/;
const BRANCH = /\s*(=\d+(?:\.\d+)?|zero|one|two|few|many|other)\s*\{/y;

function fill(
  template: string,
  params: Record<string, string | number | undefined>,
  locale: string | undefined,
  hash?: string,
): string {
  let out = '';
  for (let i = 0; i < template.length; ) {
    const c = template[i]!;
    const end = c === '{' ? closing(template, i) : -1;
    if (end < 0) {
      out += c === '#' && hash !== undefined ? hash : c;
      i++;
      continue;
    }
    const whole = template.slice(i, end + 1);
    i = end + 1;
    const m = PLACEHOLDER.exec(whole.slice(1, -1));
    const v = m && Object.prototype.hasOwnProperty.call(params, m[1]!) ? params[m[1]!] : undefined;
    if (!m || v === undefined) {
      out += whole;
    } else if (m[2] === undefined) {
      out += isolate(typeof v === 'number' ? intl(Intl.NumberFormat, locale).format(v) : String(v));
    } else {
      const n = Number(v);
      const branches = branchesOf(m[2]);
      const chosen =
        branches?.[`=${n}`] ??
        branches?.[Number.isFinite(n) ? intl(Intl.PluralRules, locale).select(n) : 'other'] ??
        branches?.other;
      out +=
        chosen === undefined
          ? whole
          : fill(
              chosen,
              params,
              locale,
              isolate(Number.isFinite(n) ? intl(Intl.NumberFormat, locale).format(n) : String(v)),
            );
    }
  }
  return out;
}

/**
 * The locale's number format or plural rules; the browser's for a locale that is not a BCP 47 tag (a host's typo), so
 * no message throws.
 */
function intl<T>(Format: new (locale: string | undefined) => T, locale: string | undefined): T {
  try {
    return intlFormat(Format, locale);
  } catch {
    return intlFormat(Format, undefined);
  }
}

/**
 * Builds the locale's plural rules and number format ahead of need. The first Intl object a page
 * makes costs 25–40 ms in Chromium (measured on the catastrophic-pattern page: the first failed
 * submit went from 58–66 ms to 80–162 ms without it), better spent while the page is idle than on
 * the person's Submit click.
 */
export function prepareLocale(locale: string | undefined): void {
  intl(Intl.PluralRules, locale);
  intl(Intl.NumberFormat, locale);
}

/** The index of the `}` that closes the `{` at `start`, or -1. */
export function closing(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** `one {…} other {…}` as a map, or undefined when it is not well formed. */
function branchesOf(text: string): Record<string, string> | undefined {
  const branches: Record<string, string> = {};
  let at = 0;
  for (;;) {
    BRANCH.lastIndex = at;
    const m = BRANCH.exec(text);
    if (!m) break;
    const end = closing(text, BRANCH.lastIndex - 1);
    if (end < 0) return undefined;
    branches[m[1]!] = text.slice(BRANCH.lastIndex, end);
    at = end + 1;
  }
  return text.slice(at).trim() === '' ? branches : undefined;
}

function isolate(text: string): string {
  return BIDI_CONTROL.test(text) ? `\u2068${text}\u2069` : text;
}

// Intl formatters take tens of microseconds to build, and a long form asks for one per error and
// per answered number or date: one is kept per kind, locale and options (the host's locales, four styles).
const formatters = new Map<string, unknown>();

/** An `Intl.NumberFormat` or `Intl.DateTimeFormat` for the locale and options, built once. */
export function intlFormat<T, O>(
  Format: new (locale: string | undefined, options?: O) => T,
  locale: string | undefined,
  options?: O,
): T {
  const key = Format.name + locale + JSON.stringify(options);
  let f = formatters.get(key) as T | undefined;
  if (!f) formatters.set(key, (f = new Format(locale, options)));
  return f;
}

/** The part of the catalogue a component needs (`base`), with the host's overrides on top.
 *
 * @example
 * ```tsx
 * const form = resolvePart(formMessages, { submit: 'Send' });
 * ```
 */
export function resolvePart<T extends object>(base: T, overrides?: object): T {
  return overrides ? { ...base, ...overrides } : base;
}

// Scripts written right to left (Unicode's Bidi_Class R/AL scripts in use today).
const RTL_SCRIPTS = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg', 'Mand', 'Samr', 'Mend', 'Yezi']);

/**
 * The locale's tag with its likely script and region filled in (`fr-CA` → `fr-Latn-CA`), or undefined for a tag that is
 * not BCP 47.
 */
export function maximized(tag: string): Intl.Locale | undefined {
  try {
    return new Intl.Locale(tag).maximize();
  } catch {
    return undefined;
  }
}

/**
 * The direction a locale's script is written in (`ar`, `he`, `fa` … right to left), for `dir`;
 * undefined without a locale or for one that is not a BCP 47 tag.
 *
 * @example
 * ```tsx
 * textDirection('ar-EG'); // 'rtl'
 * ```
 */
export function textDirection(locale: string | undefined): 'ltr' | 'rtl' | undefined {
  const script = locale ? maximized(locale)?.script : undefined;
  return script ? (RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr') : undefined;
}
