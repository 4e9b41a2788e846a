import type { ElicitContent, ElicitContentValue } from '../protocol/types.js';
import { formatMessage, type FormMessages } from './messages.js';
import type { FieldModel, FormModel } from './model.js';

/**
 * One line of what an accepted request sent: the field's label and the value as the person saw it
 * (an option's title, not its value; yes or no). Fields flagged sensitive are masked.
 *
 * @example
 * ```tsx
 * const item: AnswerSummaryItem = { key: 'guests', label: 'Guests', value: '4', masked: false };
 * ```
 */
export interface AnswerSummaryItem {
  /** The property key, as the server wrote it. */
  key: string;
  label: string;
  value: string;
  /** The field looks like it asks for a secret: `value` is the mask, not what was sent. */
  masked: boolean;
}

/**
 * What an accepted answer sent, field by field in the form's order, built from the same field model
 * and content the form used (no second reading of the schema). Fields not in the content (left
 * empty) are left out.
 *
 * @example
 * ```tsx
 * const parsed = parseElicitRequest(params);
 * if (parsed.ok) answerSummary(parsed.model, { guests: 4, terrace: true }, formMessages); // [{ label: 'Guests', value: '4', … }, …]
 * ```
 */
export function answerSummary(model: FormModel, content: ElicitContent, messages: FormMessages, locale?: string): AnswerSummaryItem[] {
  const items: AnswerSummaryItem[] = [];
  for (const field of model.fields) {
    if (!Object.prototype.hasOwnProperty.call(content, field.key)) continue;
    const label = field.label || messages.unnamedField;
    if (field.sensitive) {
      items.push({ key: field.key, label, value: messages.summaryMasked, masked: true });
      continue;
    }
    items.push({ key: field.key, label, value: shownValue(field, content[field.key]!, messages, locale), masked: false });
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
      return typeof value === 'number' ? new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(value) : String(value);
    case 'single':
      return optionLabel(field.options, value);
    case 'multi':
      return (Array.isArray(value) ? value : [value]).map((v) => optionLabel(field.options, v)).join(', ');
    case 'text':
      return String(value);
    default:
      return field satisfies never;
  }
}

function optionLabel(options: readonly { value: string; label: string }[], value: unknown): string {
  return options.find((o) => o.value === value)?.label ?? String(value);
}
