import { fail } from './problem.js';

function optionalNumber(prop: Record<string, unknown>, keyword: string, key: string): number | undefined {
  const v = prop[keyword];
  if (v === undefined) return undefined;
  if (typeof v !== 'number' || !Number.isFinite(v)) fail('keyword-invalid', `"${keyword}" of property "${key}" is not a number.`, key, keyword);
  return v;
}

/**
 * The bounds of a number field: inclusive, exclusive (the number form and draft 4's boolean form)
 * and `multipleOf`. A bound at or beyond ±(2^53 − 1) (a converter's "any integer") is no bound; an
 * integer field's exclusive bounds become the next whole number, inclusive.
 */
export function numberBounds(prop: Record<string, unknown>, key: string, integer: boolean) {
  const bound = (keyword: string) => {
    const v = optionalNumber(prop, keyword, key);
    return v !== undefined && Math.abs(v) < Number.MAX_SAFE_INTEGER ? v : undefined;
  };
  let minimum = bound('minimum');
  let maximum = bound('maximum');
  const draft4 = (keyword: string) => {
    const v = prop[keyword];
    if (v !== undefined && typeof v !== 'boolean' && typeof v !== 'number') fail('keyword-invalid', `"${keyword}" of property "${key}" is not a number.`, key, keyword);
    return v === true;
  };
  let exclusiveMinimum = typeof prop.exclusiveMinimum === 'boolean' ? undefined : bound('exclusiveMinimum');
  let exclusiveMaximum = typeof prop.exclusiveMaximum === 'boolean' ? undefined : bound('exclusiveMaximum');
  if (draft4('exclusiveMinimum') && minimum !== undefined) [exclusiveMinimum, minimum] = [minimum, undefined];
  if (draft4('exclusiveMaximum') && maximum !== undefined) [exclusiveMaximum, maximum] = [maximum, undefined];
  if (integer && exclusiveMinimum !== undefined) {
    minimum = Math.max(minimum ?? -Infinity, Math.floor(exclusiveMinimum) + 1);
    exclusiveMinimum = undefined;
  }
  if (integer && exclusiveMaximum !== undefined) {
    maximum = Math.min(maximum ?? Infinity, Math.ceil(exclusiveMaximum) - 1);
    exclusiveMaximum = undefined;
  }
  let multipleOf = optionalNumber(prop, 'multipleOf', key);
  if (multipleOf !== undefined && multipleOf <= 0) fail('keyword-invalid', `"multipleOf" of property "${key}" is not above 0.`, key, 'multipleOf');
  if (integer && multipleOf === 1) multipleOf = undefined;
  return { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf };
}

