import type { FieldModel } from '../core/model.js';
import type { NativeAttributes } from './types.js';

const INPUT_TYPE = { email: 'email', uri: 'url', date: 'date', 'date-time': 'datetime-local' } as const;
const AUTOCOMPLETE = { email: 'email', uri: 'url' } as const;

// A date-time control shows hours and minutes; seconds only for a starting value that has them
// (so what is sent is what the person saw).
const showsSeconds = (local: string | undefined) => local !== undefined && /T\d\d:\d\d:(?!00$)\d\d$/.test(local);

/**
 * What a field's native control needs from its schema, decided once per field: the input `type`
 * (email, url, date, datetime-local, number, checkbox; none for a multi-line text, which is a
 * `<textarea>`), its limits (`min`, `max`, `step`, `maxLength`), `inputMode`, `autoComplete` and
 * `spellCheck`. Part of `inputProps`, so a design system's input gets them by spreading.
 */
export function nativeAttributes(field: FieldModel, initial: string | undefined): NativeAttributes {
  switch (field.kind) {
    case 'text': {
      const format = field.format;
      if (field.multiline) return { maxLength: field.maxLength, autoComplete: 'off' };
      return {
        type: format ? INPUT_TYPE[format] : 'text',
        step: format === 'date-time' && showsSeconds(initial) ? 1 : undefined,
        maxLength: field.maxLength,
        autoComplete: format === 'email' || format === 'uri' ? AUTOCOMPLETE[format] : 'off',
        spellCheck: format === 'email' || format === 'uri' ? false : undefined,
      };
    }
    case 'number':
      return {
        type: 'number',
        inputMode: field.integer ? 'numeric' : 'decimal',
        step: field.multipleOf ?? (field.integer ? 1 : 'any'),
        min: field.minimum,
        max: field.maximum,
      };
    case 'boolean':
      return { type: 'checkbox' };
    case 'single':
    case 'multi':
      return {};
    default:
      return field satisfies never;
  }
}
