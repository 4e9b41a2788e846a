import { formatMessage, type FormMessages } from './messages.js';
import type { FieldModel, RequestWarning } from './model.js';

// What a field says about itself beside its label: notes (warnings about the field) and the hint
// line (local time, how many options are chosen). The words are the catalogue's; when and which
// is decided here.

const NOTE_KEYS: Partial<Record<RequestWarning['code'], keyof FormMessages>> = {
  unsatisfiable: 'unsatisfiableNote',
  'pattern-unsupported': 'patternUnsupportedNote',
  'default-hidden': 'defaultHiddenNote',
};

/**
 * The notes a field shows under its control (sensitive data, contradictory limits, an unchecked
 * pattern, a default that could not be shown), joined into one sentence; undefined when none.
 *
 * @example
 * ```tsx
 * fieldNotes(field, model.warnings, formMessages); // 'This looks like a password…' for a password field
 * ```
 */
export function fieldNotes(
  field: FieldModel,
  warnings: readonly RequestWarning[],
  messages: FormMessages,
): string | undefined {
  const notes: string[] = field.sensitive ? [messages.sensitiveWarning] : [];
  for (const w of warnings) {
    const key = w.property === field.key ? NOTE_KEYS[w.code] : undefined;
    if (key) notes.push(messages[key]);
  }
  return notes.length ? notes.join(' ') : undefined;
}

/**
 * Whether a field shows a hint line (so its id can be listed in `aria-describedby` from the start).
 *
 * @example
 * ```tsx
 * hasHint(dateTimeField); // true: 'Your local time (UTC+01:00).'
 * ```
 */
export function hasHint(field: FieldModel): boolean {
  return (
    (field.kind === 'text' && field.format === 'date-time') ||
    (field.kind === 'multi' && (field.maxItems !== undefined || !!field.minItems))
  );
}

/** Whether a field's hint follows its value (a multi-select with a maximum counts the chosen options). */
export function hintFollowsValue(field: FieldModel): boolean {
  return field.kind === 'multi' && field.maxItems !== undefined;
}

/**
 * A field's hint line: the local-time note of a date-time field, the count of a multi-select.
 * `offset` is the person's UTC offset (`'UTC+01:00'`; null on a server render), `chosen` the
 * number of options chosen.
 *
 * @example
 * ```tsx
 * fieldHint(multiField, formMessages, { chosen: 2 }); // '2 of 3 selected'
 * ```
 */
export function fieldHint(
  field: FieldModel,
  messages: FormMessages,
  state: { offset?: string | null; chosen?: number } = {},
  locale?: string,
): string | undefined {
  if (field.kind === 'text' && field.format === 'date-time') {
    return state.offset
      ? formatMessage(messages.dateTimeHint, { offset: state.offset })
      : messages.dateTimeHintNoOffset;
  }
  if (field.kind === 'multi') {
    if (field.maxItems !== undefined)
      return formatMessage(messages.multiCount, { count: state.chosen ?? 0, max: field.maxItems }, locale);
    if (field.minItems) return formatMessage(messages.multiMinHint, { min: field.minItems }, locale);
  }
  return undefined;
}
