// The one answer to "is this a value of a select's type, and what does its control hold": read by the
// parser (options and defaults) and by the kinds' rules (what is sent, what is accepted). A module of
// its own, so the parser (in the queue's bundle) does not bring the kinds' table with it.

/** Whether `v` is a value of a select's `type` (its `optionType`, or `'string'`). */
export function ofType(v: unknown, type: 'string' | 'number' | 'integer' | 'boolean'): v is string | number | boolean {
  if (type === 'string' || type === 'boolean') return typeof v === type;
  return typeof v === 'number' && Number.isFinite(v) && (type === 'number' || Number.isInteger(v));
}

/** An option's value as its control holds it: itself for strings, its text for numbers and booleans. */
export const valueText = (v: string | number | boolean) => (typeof v === 'string' ? v : String(v));
