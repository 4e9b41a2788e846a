import { isRecord } from './objects.js';
import { fail } from './problem.js';
import { LIMITS, tooLarge } from './limits.js';
import { ofType, valueText } from './optionValues.js';
import type { FieldOption, RequestWarning } from './model.js';

// A select's options as a request writes them: a list of values (`enum`) or of titled options
// (`oneOf` / `anyOf`), each checked for its type and read as text, repeats dropped.

/** The option types a select may have besides strings (`FieldModel<'single'>['optionType']`). */
export type ValueType = 'string' | 'number' | 'integer' | 'boolean';
export const SELECT_TYPES: ReadonlySet<unknown> = new Set(['string', 'number', 'integer', 'boolean']);

/** `value` when it is a list of options (not empty, not too long). */
function optionList(value: unknown, key: string, keyword: string): unknown[] {
  if (!Array.isArray(value)) fail('enum-invalid', `"${keyword}" of property "${key}" is not a list.`, key, keyword);
  if (value.length === 0) fail('enum-empty', `Property "${key}" offers no options.`, key, keyword);
  if (value.length > LIMITS.options) tooLarge('options', value.length, key, keyword);
  return value;
}

/** A field's values, each of `type` (shown as text). */
export function valueList(list: unknown, key: string, keyword: string, type: ValueType = 'string'): string[] {
  const value = optionList(list, key, keyword);
  if (!value.every((v) => ofType(v, type))) {
    const what = type === 'string' ? 'strings' : `of type "${type}"`;
    fail('enum-invalid', `"${keyword}" of property "${key}" holds values that are not ${what}.`, key, keyword);
  }
  return type === 'string' ? (value as string[]) : (value as (number | boolean)[]).map(valueText);
}

/** A field's titled options (`oneOf` / `anyOf` of `const` and `title`), each value of `type`. */
export function titledList(list: unknown, key: string, keyword: string, type: ValueType = 'string'): FieldOption[] {
  return optionList(list, key, keyword).map((entry) => {
    if (!isRecord(entry) || !ofType(entry.const, type)) {
      const what = type === 'string' ? 'string' : type;
      fail('enum-invalid', `An option of property "${key}" has no ${what} "const".`, key, keyword);
    }
    if (entry.title !== undefined && typeof entry.title !== 'string') {
      fail('enum-invalid', `An option of property "${key}" has a "title" that is not a string.`, key, keyword);
    }
    // A missing title falls back to the value, as an untitled enum would show it.
    const text = valueText(entry.const);
    return { value: text, label: (entry.title as string | undefined) ?? text };
  });
}

/** The options, each value once (the first kept); a repeat is a warning. */
export function dedupe(options: FieldOption[], key: string, warnings: RequestWarning[]): FieldOption[] {
  const seen = new Set<string>();
  const out: FieldOption[] = [];
  for (const o of options) {
    if (seen.has(o.value)) continue;
    seen.add(o.value);
    out.push(o);
  }
  if (out.length !== options.length) warnings.push({ code: 'duplicate-option', property: key });
  return out;
}
