/**
 * The four string formats of the elicitation dialect, accepting exactly what ajv-formats
 * ("full" mode) accepts, so content we send passes the server's Ajv validation and nothing
 * Ajv would take is refused here. Written from RFC 3339 / RFC 3986; agreement with ajv-formats
 * is checked by a property-based test (formats.test.ts).
 */

const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);

/** RFC 3339 full-date with a real calendar day.
 *
 * @example
 * ```tsx
 * isDate('2024-02-29'); // true
 * isDate('2026-02-30'); // false
 * ```
 */
export function isDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month]!);
}

// hh:mm:ss[.frac] then Z or ±hh[[:]mm]
const TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;

/** RFC 3339 full-time with a required offset; a leap second is allowed only at 23:59 UTC. */
export function isTime(text: string): boolean {
  const m = TIME.exec(text);
  if (!m || m[4] === undefined) return false;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  const second = Number(m[3]);
  const sign = m[5] === '-' ? -1 : 1;
  const offH = Number(m[6] ?? 0);
  const offM = Number(m[7] ?? 0);
  if (offH > 23 || offM > 59) return false;
  if (hour <= 23 && minute <= 59 && second < 60) return true;
  // Leap second: must fall on 23:59 UTC (the minute may wrap to -1 across the offset).
  const utcMinute = minute - offM * sign;
  const utcHour = hour - offH * sign - (utcMinute < 0 ? 1 : 0);
  return (utcHour === 23 || utcHour === -1) && (utcMinute === 59 || utcMinute === -1) && second < 61;
}

/** RFC 3339 date-time; the separator may be `T`, `t` or whitespace, as ajv-formats allows.
 *
 * @example
 * ```tsx
 * isDateTime('2026-01-02T10:30:00+01:00'); // true
 * isDateTime('2026-01-02 10:30'); // false (no seconds)
 * ```
 */
export function isDateTime(text: string): boolean {
  const parts = text.split(/t|\s/i);
  return parts.length === 2 && isDate(parts[0]!) && isTime(parts[1]!);
}

const EMAIL_ATOM = "[a-z0-9!#$%&'*+/=?^_`{|}~-]+";
const DNS_LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const EMAIL = new RegExp(`^${EMAIL_ATOM}(?:\\.${EMAIL_ATOM})*@(?:${DNS_LABEL}\\.)+${DNS_LABEL}$`, 'i');

/** A dot-atom local part and a dotted host name of at least two labels.
 *
 * @example
 * ```tsx
 * isEmail('ada@example.com'); // true
 * isEmail('ada@localhost'); // false
 * ```
 */
export function isEmail(text: string): boolean {
  return EMAIL.test(text);
}

// RFC 3986 building blocks (case-insensitive).
const PCT = '%[0-9a-f]{2}';
const UNRESERVED_SUB = "a-z0-9\\-._~!$&'()*+,;=";
const PCHAR = `(?:[${UNRESERVED_SUB}:@]|${PCT})`;
const H16 = '[0-9a-f]{1,4}';
const DEC_OCTET = '(?:25[0-5]|2[0-4]\\d|[01]?\\d\\d?)';
const IPV4 = `(?:${DEC_OCTET}\\.){3}${DEC_OCTET}`;
const LS32 = `(?:${H16}:${H16}|${IPV4})`;

function ipv6Pattern(): string {
  const alternatives = [`(?:${H16}:){6}${LS32}`, `::(?:${H16}:){5}${LS32}`];
  // "[ *n( h16 ":" ) h16 ] ::" followed by a shrinking tail, for n = 0…6 (RFC 3986 §3.2.2).
  const tails = [
    `(?:${H16}:){4}${LS32}`,
    `(?:${H16}:){3}${LS32}`,
    `(?:${H16}:){2}${LS32}`,
    `${H16}:${LS32}`,
    LS32,
    H16,
    '',
  ];
  tails.forEach((tail, n) => {
    const head = n === 0 ? `(?:${H16})?` : `(?:(?:${H16}:){0,${n}}${H16})?`;
    alternatives.push(`${head}::${tail}`);
  });
  return `(?:${alternatives.join('|')})`;
}

const IP_LITERAL = `\\[(?:${ipv6Pattern()}|v[0-9a-f]+\\.[${UNRESERVED_SUB}:]+)\\]`;
const REG_NAME = `(?:[${UNRESERVED_SUB}]|${PCT})*`;
const AUTHORITY = `(?:(?:[${UNRESERVED_SUB}:]|${PCT})*@)?(?:${IP_LITERAL}|${IPV4}|${REG_NAME})(?::\\d*)?`;
const SEGMENTS_AFTER_FIRST = `(?:\\/${PCHAR}*)*`;
const HIER_PART =
  `(?:\\/?\\/${AUTHORITY}${SEGMENTS_AFTER_FIRST}` + // authority form (ajv-formats also takes one slash)
  `|\\/(?:${PCHAR}+${SEGMENTS_AFTER_FIRST})?` + // path-absolute
  `|${PCHAR}+${SEGMENTS_AFTER_FIRST})`; // path-rootless (path-empty is not accepted)
const URI = new RegExp(`^[a-z][a-z0-9+\\-.]*:${HIER_PART}(?:\\?(?:${PCHAR}|[/?])*)?(?:#(?:${PCHAR}|[/?])*)?$`, 'i');

/** An absolute URI (scheme required), RFC 3986.
 *
 * @example
 * ```tsx
 * isUri('https://example.com/a?b=c'); // true
 * isUri('example.com'); // false (not absolute)
 * ```
 */
export function isUri(text: string): boolean {
  return /\/|:/.test(text) && URI.test(text);
}

export const FORMAT_CHECKS = {
  email: isEmail,
  uri: isUri,
  date: isDate,
  'date-time': isDateTime,
} as const;
