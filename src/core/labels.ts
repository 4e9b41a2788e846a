// Titles a converter writes from a constraint, not for a person (effect's `maxLength(40)`, `int`).
// A call (`between(1, 5)`), or one of effect's own refinement names.
const ECHO =
  /^(?:[a-z][\w$]*\([^)]*\)|int|positive|negative|non(?:Negative|Positive|NaN|EmptyString|EmptyArray)|finite|trimmed|(?:lower|upper)cased|(?:un)?capitalized|uuid|ulid)$/;

/** Whether a title only echoes a constraint (effect's annotations), so the key says more. */
export function isConstraintEcho(title: string): boolean {
  // effect's annotations start with a lower-case letter; most titles do not (a cheap first test).
  const first = title.charCodeAt(0);
  return first >= 97 && first <= 122 && ECHO.test(title);
}

/** A key as words: `birthDate`, `birth_date` and `birth-date` → "Birth date". */
export function readableKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words === '' ? key : words[0]!.toUpperCase() + words.slice(1);
}
