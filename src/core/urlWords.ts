import type { HostDifference, UrlRefusal, UrlWarning } from './url.js';
import { formatMessage } from './intl.js';
import type { UrlMessages } from './messages.js';

// URL mode's warnings and refusals in the person's words: which catalogue key says each, and the
// script names and lists they name, in the person's language.

const URL_WARNING_KEYS = {
  http: 'urlWarnHttp',
  'http-local': 'urlWarnHttpLocal',
  'host-differs': 'urlWarnHostDiffers',
  punycode: 'urlWarnPunycode',
  'mixed-script': 'urlWarnMixedScript',
  credentials: 'urlWarnCredentials',
  'ip-host': 'urlWarnIpHost',
  port: 'urlWarnPort',
  bidi: 'urlWarnBidi',
  invisible: 'urlWarnInvisible',
  long: 'urlWarnLong',
} as const satisfies Record<UrlWarning['code'], keyof UrlMessages>;

const HOST_DIFFERENCE_KEYS = {
  slashes: 'urlHostDiffersSlashes',
  backslash: 'urlHostDiffersBackslash',
  mapped: 'urlHostDiffersMapped',
  percent: 'urlHostDiffersPercent',
  'ip-notation': 'urlHostDiffersIpNotation',
  'trailing-dot': 'urlHostDiffersTrailingDot',
} as const satisfies Record<HostDifference, keyof UrlMessages>;

/** The localised sentence for a URL warning.
 *
 * @example
 * ```tsx
 * inspectUrl(url).warnings.map((w) => urlWarningText(urlMessages, w));
 * ```
 */
export function urlWarningText(messages: UrlMessages, warning: UrlWarning, locale?: string): string {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(warning)) {
    if (k === 'code') continue;
    if (k === 'reasons')
      params[k] = listOf(
        (v as HostDifference[]).map((r) => messages[HOST_DIFFERENCE_KEYS[r]]),
        locale,
      );
    else if (k === 'scripts')
      params[k] = listOf(
        (v as string[]).map((name) => scriptName(name, locale)),
        locale,
      );
    else params[k] = v as string | number;
  }
  return formatMessage(messages[URL_WARNING_KEYS[warning.code]], params, locale);
}

// ISO 15924 codes of the scripts `inspectUrl` names, for the locale's own names of them.
const SCRIPT_CODES: Record<string, string> = {
  Latin: 'Latn',
  Cyrillic: 'Cyrl',
  Greek: 'Grek',
  Armenian: 'Armn',
  Cherokee: 'Cher',
};

/** A script's name in the locale ("Cyrillic", "кириллица"); the English name where Intl has none. */
function scriptName(name: string, locale: string | undefined): string {
  try {
    return new Intl.DisplayNames(locale, { type: 'script' }).of(SCRIPT_CODES[name] ?? name) ?? name;
  } catch {
    return name;
  }
}

/** Items as the locale lists them ("A and B", "A و B", "A、B"); comma-joined where Intl cannot. */
function listOf(items: string[], locale: string | undefined): string {
  try {
    return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

/**
 * Why a URL is refused, as one localised sentence.
 *
 * @example
 * ```tsx
 * const { refusal } = inspectUrl('javascript:alert(1)');
 * if (refusal) urlRefusalText(urlMessages, refusal); // 'Addresses starting with “javascript:” can run code…'
 * ```
 */
export function urlRefusalText(messages: UrlMessages, refusal: UrlRefusal): string {
  return refusal.code === 'scheme'
    ? formatMessage(messages.urlRefusedScheme, { scheme: refusal.scheme })
    : messages.urlRefusedInvalid;
}
