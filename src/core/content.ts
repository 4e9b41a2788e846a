import type { FieldModel } from './model.js';
import { isDate, isDateTime } from './formats.js';

/**
 * What a control holds, before it becomes protocol content:
 * text / number → the string typed ('' = nothing); boolean → checked state, `undefined` while an
 * optional box without default is untouched; single → the chosen value or `undefined`;
 * multi → the chosen values.
 *
 * @example
 * ```tsx
 * const raw: RawValue = '2026-01-02T10:30'; // what a datetime-local input holds
 * ```
 */
export type RawValue = string | boolean | string[] | undefined;

/** Raw values keyed by the field's safe `name` (never by the server's key).
 *
 * @example
 * ```tsx
 * const values: FormValues = { f0: 'Ada', f1: '36', f2: true, f3: ['a'] };
 * ```
 */
export type FormValues = Record<string, RawValue>;

const pad = (n: number, width = 2) => String(Math.trunc(Math.abs(n))).padStart(width, '0');

/** `+01:00`-style offset of the person's time zone at the given local wall-clock time. */
export function localOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(minutes / 60)}:${pad(minutes % 60)}`;
}

const LOCAL_DATE_TIME = /^(\d{4,})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d)(\.\d+)?)?$/;

/**
 * A `datetime-local` value (`2026-01-02T10:30`, seconds optional) → RFC 3339 with seconds and the
 * person's offset (`2026-01-02T10:30:00+01:00`). Anything else is returned unchanged so that
 * validation reports it.
 *
 * @example
 * ```tsx
 * localDateTimeToRfc3339('2026-01-02T10:30'); // '2026-01-02T10:30:00+01:00' in Berlin
 * ```
 */
export function localDateTimeToRfc3339(local: string): string {
  const m = LOCAL_DATE_TIME.exec(local);
  if (!m) return local;
  const [, y, mo, d, h, mi, s = '00', frac = ''] = m;
  const when = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  return `${y}-${mo}-${d}T${h}:${mi}:${s}${frac}${localOffset(when)}`;
}

/** An RFC 3339 date-time → the person's wall-clock time for a `datetime-local` control ('' if unparseable).
 *
 * @example
 * ```tsx
 * rfc3339ToLocalDateTime('2026-01-02T09:30:00Z'); // '2026-01-02T10:30:00' in Berlin
 * ```
 */
export function rfc3339ToLocalDateTime(text: string): string {
  const when = new Date(text);
  if (Number.isNaN(when.getTime()) || !/^\d{4}-\d\d-\d\d[Tt ]\d\d:\d\d/.test(text)) return '';
  return (
    `${pad(when.getFullYear(), 4)}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}` +
    `T${pad(when.getHours())}:${pad(when.getMinutes())}:${pad(when.getSeconds())}`
  );
}

// What date and datetime-local inputs can hold (HTML's valid date strings; Chromium's maximum).
const CONTROL_YEARS = { min: 1, max: 275759 };

/**
 * Whether the control for a text field can show `value` exactly (the browser sanitises what it
 * cannot: line breaks in text inputs, impossible dates, year 0000…). A default that cannot be shown
 * is not prefilled and never sent: a person must see what is sent in their name.
 *
 * @example
 * ```tsx
 * textDefaultShowable('date', '2026-02-30'); // false: no date input can show it
 * textDefaultShowable(undefined, 'one line'); // true
 * textDefaultShowable(undefined, 'two\nlines', true); // true: a multi-line control shows it
 * ```
 */
export function textDefaultShowable(format: FieldModel<'text'>['format'], value: string, multiline = false): boolean {
  // A one-line input drops line breaks; a multi-line one keeps "\n" but turns "\r" into it.
  if (multiline ? value.includes('\r') : /[\r\n]/.test(value)) return false;
  if ((format === 'email' || format === 'uri') && value !== value.trim()) return false;
  if (format === 'date') {
    const year = Number(value.slice(0, 4));
    return isDate(value) && year >= CONTROL_YEARS.min && year <= CONTROL_YEARS.max;
  }
  if (format === 'date-time') {
    if (!isDateTime(value)) return false;
    const fraction = /\.(\d+)/.exec(value);
    if (fraction && /[1-9]/.test(fraction[1]!)) return false; // the control shows whole seconds
    const local = rfc3339ToLocalDateTime(value);
    const year = Number(local.slice(0, 4));
    return local !== '' && /^\d{4}-/.test(local) && year >= CONTROL_YEARS.min && year <= CONTROL_YEARS.max;
  }
  return true;
}
