// The value rules of each field kind, in one table: what a control starts with, what a remembered
// answer becomes, what is sent, and what is acceptable. A new kind is a compile error here until
// it has all four (see ARCHITECTURE.md).
import type { ElicitContentValue } from '../protocol/types.js';
import { localDateTimeToRfc3339, rfc3339ToLocalDateTime, textDefaultShowable, type RawValue } from './content.js';
import { FORMAT_CHECKS } from './formats.js';
import type { FieldKind, FieldModel, IssueKeyword, ValidationIssue } from './model.js';
import { testPattern } from './pattern.js';
import { codePointLength } from './unicode.js';
import { ofType, valueText } from './optionValues.js';

type FieldOf<K extends FieldKind> = Extract<FieldModel, { kind: K }>;

interface KindRules<F extends FieldModel> {
  /** What the control starts with: the default when there is one. */
  initial(field: F): RawValue;
  /** A content value → what the control holds, or undefined when it would not accept or show it. */
  fromContent(field: F, value: unknown): RawValue | undefined;
  /** What the control holds → the content value (undefined = leave the key out). */
  toContent(field: F, raw: RawValue): ElicitContentValue | undefined;
  /** The first issue of a present value, or null. */
  check(field: F, value: unknown): ValidationIssue | null;
}

const issue = (keyword: IssueKeyword, params: Record<string, string | number> = {}): ValidationIssue => ({
  keyword,
  params,
});

type Choice = { options: { value: string }[]; optionType?: 'number' | 'integer' | 'boolean' | undefined };

/**
 * A content value → the option value its control holds (`String(v)` for numbers and booleans), or
 * undefined when it is not of the field's type or not an option.
 */
export function optionValueOf(field: Choice, value: unknown): string | undefined {
  if (!ofType(value, field.optionType ?? 'string')) return undefined;
  const text = valueText(value);
  return field.options.some((o) => o.value === text) ? text : undefined;
}

/** An option value as sent: itself for strings, the number or boolean it is the text of otherwise. */
const sentValue = (field: Choice, text: string): string | number | boolean =>
  field.optionType === undefined ? text : field.optionType === 'boolean' ? text === 'true' : Number(text);

const isOption = (field: Choice, value: unknown) => optionValueOf(field, value) !== undefined;
const allOptions = (field: Choice, value: unknown[]) => value.every((v) => isOption(field, v));

const RULES: { [K in FieldKind]: KindRules<FieldOf<K>> } = {
  text: {
    initial: (field) =>
      field.default === undefined
        ? ''
        : field.format === 'date-time'
        ? rfc3339ToLocalDateTime(field.default)
        : field.default,
    fromContent(field, value) {
      if (typeof value !== 'string' || !textDefaultShowable(field.format, value, field.multiline)) return undefined;
      return field.format === 'date-time' ? rfc3339ToLocalDateTime(value) : value;
    },
    toContent(field, raw) {
      if (typeof raw !== 'string' || raw === '') return undefined;
      if (field.format !== 'date-time') return raw;
      const local = localDateTimeToRfc3339(raw);
      // A pattern that takes UTC only (zod's `z.iso.datetime()`) gets the same instant in UTC.
      if (field.pattern !== undefined && testPattern(field.pattern, local) === false) {
        const when = new Date(local);
        const utc = Number.isNaN(when.getTime()) ? undefined : when.toISOString().replace('.000Z', 'Z');
        if (utc !== undefined && testPattern(field.pattern, utc) === true) return utc;
      }
      return local;
    },
    check(field, value) {
      if (typeof value !== 'string') return issue('type', { type: 'string' });
      const length = field.minLength !== undefined || field.maxLength !== undefined ? codePointLength(value) : 0;
      if (field.minLength !== undefined && length < field.minLength)
        return issue('minLength', { limit: field.minLength, length });
      if (field.maxLength !== undefined && length > field.maxLength)
        return issue('maxLength', { limit: field.maxLength, length });
      if (field.format !== undefined && !FORMAT_CHECKS[field.format](value))
        return issue('format', { format: field.format });
      if (field.pattern !== undefined) {
        // 'not-loaded': call loadPatternEngine() first; until then nothing unchecked is accepted.
        const match = testPattern(field.pattern, value);
        if (match === false || match === 'not-loaded') return issue('pattern', { pattern: field.pattern });
      }
      return null;
    },
  },
  number: {
    initial: (field) => (field.default === undefined ? '' : String(field.default)),
    fromContent: (_field, value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined),
    toContent(_field, raw) {
      if (typeof raw !== 'string' || raw.trim() === '') return undefined;
      // NaN is kept so that validation says "enter a number" instead of silently dropping input.
      return Number(raw.trim());
    },
    check(field, value) {
      if (typeof value !== 'number' || !Number.isFinite(value))
        return issue('type', { type: field.integer ? 'integer' : 'number' });
      if (field.integer && !Number.isInteger(value)) return issue('type', { type: 'integer' });
      if (field.minimum !== undefined && value < field.minimum) return issue('minimum', { limit: field.minimum });
      if (field.maximum !== undefined && value > field.maximum) return issue('maximum', { limit: field.maximum });
      if (field.exclusiveMinimum !== undefined && value <= field.exclusiveMinimum)
        return issue('exclusiveMinimum', { limit: field.exclusiveMinimum });
      if (field.exclusiveMaximum !== undefined && value >= field.exclusiveMaximum)
        return issue('exclusiveMaximum', { limit: field.exclusiveMaximum });
      // As Ajv checks it: the quotient must be a whole number.
      if (field.multipleOf !== undefined && !Number.isInteger(value / field.multipleOf))
        return issue('multipleOf', { limit: field.multipleOf });
      return null;
    },
  },
  boolean: {
    // A required box is always an answer (unchecked = false); an optional one waits for a touch.
    initial: (field) => field.default ?? (field.required ? false : undefined),
    fromContent: (_field, value) => (typeof value === 'boolean' ? value : undefined),
    toContent: (_field, raw) => (typeof raw === 'boolean' ? raw : undefined),
    check: (_field, value) => (typeof value === 'boolean' ? null : issue('type', { type: 'boolean' })),
  },
  single: {
    initial: (field) => field.default,
    fromContent: (field, value) => optionValueOf(field, value),
    toContent: (field, raw) => (typeof raw === 'string' ? sentValue(field, raw) : undefined),
    check: (field, value) => (isOption(field, value) ? null : issue('enum')),
  },
  multi: {
    initial: (field) => (field.default ? [...field.default] : []),
    fromContent: (field, value) =>
      Array.isArray(value) && allOptions(field, value) ? [...(value as string[])] : undefined,
    toContent(field, raw) {
      const chosen = new Set(Array.isArray(raw) ? raw : []);
      const ordered = field.options.filter((o) => chosen.has(o.value)).map((o) => o.value);
      // An empty choice is an answer when required or when it replaces a default; else omitted.
      if (ordered.length === 0 && !field.required && field.default === undefined) return undefined;
      return ordered;
    },
    check(field, value) {
      if (!Array.isArray(value)) return issue('type', { type: 'array' });
      if (!allOptions(field, value)) return issue('enum');
      if (field.minItems !== undefined && value.length < field.minItems)
        return issue('minItems', { limit: field.minItems, count: value.length });
      if (field.maxItems !== undefined && value.length > field.maxItems)
        return issue('maxItems', { limit: field.maxItems, count: value.length });
      return null;
    },
  },
};

// One typed lookup: the table's mapped type guarantees the rules match the field's kind.
const rulesOf = (field: FieldModel) => RULES[field.kind] as KindRules<FieldModel>;

/** The value a control starts with: the default when there is one.
 *
 * @example
 * ```tsx
 * initialRawValue(field); // '' for an empty text field, the default when there is one
 * ```
 */
export function initialRawValue(field: FieldModel): RawValue {
  return rulesOf(field).initial(field);
}

/**
 * A content value (a remembered answer, say) → what the control holds, or `undefined` when the
 * field would not accept it or its control could not show it exactly.
 *
 * @example
 * ```tsx
 * rawFromContent(numberField, 36); // '36'
 * rawFromContent(singleField, 'not an option'); // undefined
 * ```
 */
export function rawFromContent(field: FieldModel, value: unknown): RawValue | undefined {
  return rulesOf(field).fromContent(field, value);
}

/**
 * One control's raw value → the content value to send (`undefined` = leave the key out).
 * An untouched default is sent exactly as the server wrote it.
 *
 * @example
 * ```tsx
 * toContentValue(numberField, ' 42 '); // 42
 * toContentValue(textField, ''); // undefined: leave the key out
 * ```
 */
export function toContentValue(field: FieldModel, raw: RawValue): ElicitContentValue | undefined {
  // The control shows the default as text; untouched, the server gets its own value back verbatim.
  if (
    field.default !== undefined &&
    (field.kind === 'text' || field.kind === 'number') &&
    raw === initialRawValue(field)
  )
    return field.default;
  return rulesOf(field).toContent(field, raw);
}

/**
 * Checks one content value (as it would be sent; `undefined` = absent) against its field.
 * Returns the first issue, or null when the value is acceptable.
 *
 * @example
 * ```tsx
 * validateValue(field, 'ab'); // { keyword: 'minLength', params: { limit: 3, length: 2 } } or null
 * ```
 */
export function validateValue(field: FieldModel, value: unknown): ValidationIssue | null {
  if (value === undefined) return field.required ? issue('required') : null;
  return rulesOf(field).check(field, value);
}
