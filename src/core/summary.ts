import { optionValueOf } from './kinds.js';
import type { ElicitContent, ElicitContentValue } from '../protocol/types.js';
import { formatMessage, intlFormat, type FormMessages } from './messages.js';
import type { FieldModel, FormModel } from './model.js';

/** One line of what an accepted request sent (not exported from an entry: an item of `answerSummary`'s result). */
export type AnswerSummaryItem = ReturnType<typeof answerSummary>[number];

/**
 * What an accepted answer sent, field by field in the form's order, built from the same field model
 * and content the form used (no second reading of the schema). Fields not in the content (left
 * empty) are left out; a field that looks like it asks for a secret is masked.
 *
 * @example
 * ```tsx
 * const parsed = parseElicitRequest(params);
 * if (parsed.ok) answerSummary(parsed.model, { guests: 4, terrace: true }, formMessages); // [{ label: 'Guests', value:
 * '4', … }, …]
 * ```
 */
export function answerSummary(
  model: FormModel,
  content: ElicitContent,
  messages: FormMessages,
  locale?: string,
): {
  /** The property key, as the server wrote it. */
  key: string;
  label: string;
  /** The value as the person saw it (an option's title, not its value; yes or no; a date or time in their locale). */
  value: string;
  /** The field looks like it asks for a secret: `value` is the mask, not what was sent. */
  masked: boolean;
}[] {
  const items: AnswerSummaryItem[] = [];
  for (const field of model.fields) {
    if (!Object.prototype.hasOwnProperty.call(content, field.key)) continue;
    const label = field.label || messages.unnamedField;
    if (field.sensitive) {
      items.push({ key: field.key, label, value: messages.summaryMasked, masked: true });
      continue;
    }
    items.push({
      key: field.key,
      label,
      value: shownValue(field, content[field.key]!, messages, locale),
      masked: false,
    });
  }
  return items;
}

/**
 * The summary as one line: "Guests: 4 · Terrace: yes".
 *
 * @example
 * ```tsx
 * formatAnswerSummary(answerSummary(model, content, formMessages), formMessages); // 'Guests: 4 · Terrace: yes'
 * ```
 */
export function formatAnswerSummary(items: readonly AnswerSummaryItem[], messages: FormMessages): string {
  return items.map((item) => summaryItemText(item, messages)).join(messages.summarySeparator);
}

/** One item as the person reads it: "Guests: 4". */
export function summaryItemText(item: AnswerSummaryItem, messages: FormMessages): string {
  return formatMessage(messages.summaryItem, { label: item.label, value: item.value });
}

function shownValue(field: FieldModel, value: ElicitContentValue, messages: FormMessages, locale?: string): string {
  switch (field.kind) {
    case 'boolean':
      return value === true ? messages.summaryYes : messages.summaryNo;
    case 'number':
      return typeof value === 'number'
        ? intlFormat(Intl.NumberFormat, locale, { maximumFractionDigits: 20 }).format(value)
        : String(value);
    case 'single':
      return optionLabel(field.options, optionValueOf(field, value) ?? value);
    case 'multi':
      return (Array.isArray(value) ? value : [value]).map((v) => optionLabel(field.options, v)).join(', ');
    case 'text':
      return typeof value === 'string' && (field.format === 'date' || field.format === 'date-time')
        ? shownDate(field.format, value, locale)
        : String(value);
    default:
      return field satisfies never;
  }
}

// Dates and times as a person reads them in the host's locale ("1 Aug 2026, 19:30"), not as the
// wire carries them. A date is a calendar day (shown in UTC, so no offset shifts it); a date-time
// is shown in the person's own time zone, with seconds only when it has them. What the formatter
// cannot represent is shown as sent.
function shownDate(format: 'date' | 'date-time', value: string, locale?: string): string {
  try {
    if (format === 'date') {
      const day = new Date(`${value}T00:00:00Z`);
      return Number.isNaN(day.getTime())
        ? value
        : intlFormat(Intl.DateTimeFormat, locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
    }
    const when = new Date(value);
    if (Number.isNaN(when.getTime())) return value;
    const seconds = /T\d\d:\d\d:(\d\d)/i.exec(value)?.[1];
    return intlFormat(Intl.DateTimeFormat, locale, {
      dateStyle: 'medium',
      timeStyle: seconds && seconds !== '00' ? 'medium' : 'short',
    }).format(when);
  } catch {
    return value; // an unknown locale tag
  }
}

function optionLabel(options: readonly { value: string; label: string }[], value: unknown): string {
  return options.find((o) => o.value === value)?.label ?? String(value);
}
