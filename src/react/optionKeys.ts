import type { FieldModel } from '../core/model.js';

// The one mapping between a single-select's options and the string keys its controls hold (the
// native `<select>`, Radix Select, a design system's select through `useSingleSelectProps`).
// Options are addressed by position, so any value, even "" or one that repeats another's label,
// round-trips through controls whose values must be strings, or non-empty (Radix Select).

/** The key of "no answer" where the control needs a non-empty one (an optional field's first item). */
export const NO_OPTION = 'none';

/** The key of the option at `index`. */
export const optionKey = (index: number): string => String(index);

/** The position of the chosen option (-1 for none). */
export function chosenIndex(field: FieldModel<'single'>, current: unknown): number {
  return current === undefined ? -1 : field.options.findIndex((o) => o.value === current);
}

/** The chosen option's key, or `''` for none. */
export function chosenKey(field: FieldModel<'single'>, current: unknown): string {
  const index = chosenIndex(field, current);
  return index >= 0 ? optionKey(index) : '';
}

/** The value a key stands for: an option's value exactly, or undefined for none (or a key no option has). */
export function valueOfKey(field: FieldModel<'single'>, key: string): string | undefined {
  return /^\d+$/.test(key) ? field.options[Number(key)]?.value : undefined;
}
