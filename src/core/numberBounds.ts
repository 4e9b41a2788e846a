import { fail } from './problem.js';

/** A number keyword of a property, when it has one; anything else is refused. */
export function optionalNumber(prop: Record<string, unknown>, keyword: string, key: string): number | undefined {
  const v = prop[keyword];
  if (v === undefined) return undefined;
  if (typeof v !== 'number' || !Number.isFinite(v))
    fail('keyword-invalid', `"${keyword}" of property "${key}" is not a number.`, key, keyword);
  return v;
}

/**
 * The bounds of a number field: inclusive, exclusive (the number form and draft 4's boolean form)
 * and `multipleOf`. A bound at or beyond ±(2^53 − 1) (a converter's "any integer") is no bound; an
 * integer field's exclusive bounds become the next whole number, inclusive.
 */
export function numberBounds(prop: Record<string, unknown>, key: string, integer: boolean) {
  const bound = (keyword: string) => {
    // Draft 4's `exclusiveMinimum: true` is read with its `minimum` below.
    if (typeof prop[keyword] === 'boolean' && keyword[0] === 'e') return undefined;
    const n = optionalNumber(prop, keyword, key);
    return n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined;
  };
  let minimum = bound('minimum');
  let maximum = bound('maximum');
  let exclusiveMinimum = prop.exclusiveMinimum === undefined ? undefined : bound('exclusiveMinimum');
  let exclusiveMaximum = prop.exclusiveMaximum === undefined ? undefined : bound('exclusiveMaximum');
  let multipleOf = prop.multipleOf === undefined ? undefined : bound('multipleOf');
  if (prop.exclusiveMinimum === true) [exclusiveMinimum, minimum] = [minimum, undefined];
  if (prop.exclusiveMaximum === true) [exclusiveMaximum, maximum] = [maximum, undefined];
  if (integer) {
    // The next whole number inside an exclusive bound is an inclusive one.
    if (exclusiveMinimum !== undefined) minimum = Math.max(minimum ?? -Infinity, Math.floor(exclusiveMinimum) + 1);
    if (exclusiveMaximum !== undefined) maximum = Math.min(maximum ?? Infinity, Math.ceil(exclusiveMaximum) - 1);
    exclusiveMinimum = exclusiveMaximum = undefined;
    if (multipleOf === 1) multipleOf = undefined;
  }
  if (multipleOf !== undefined && multipleOf <= 0)
    fail('keyword-invalid', `"multipleOf" of property "${key}" is not above 0.`, key, 'multipleOf');
  return { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf };
}
