// Titles a converter writes from a constraint, not for a person (effect's `maxLength(40)`, `int`).
const ECHO_CALL = /^[A-Za-z_$][\w$]*\([^)]*\)$/;
const ECHO_WORDS: ReadonlySet<string> = new Set([
  'int', 'positive', 'negative', 'nonNegative', 'nonPositive', 'finite', 'nonNaN', 'nonEmptyString', 'trimmed',
  'lowercased', 'uppercased', 'capitalized', 'uncapitalized', 'uuid', 'ulid', 'nonEmptyArray',
]);

/** Whether a title only echoes a constraint (effect's annotations), so the key says more. */
export function isConstraintEcho(title: string): boolean {
  return ECHO_CALL.test(title) || ECHO_WORDS.has(title);
}

/** A key as words: `birthDate`, `birth_date` and `birth-date` → "Birth date". */
export function readableKey(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words === '' ? key : words[0]!.toUpperCase() + words.slice(1);
}

