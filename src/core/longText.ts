// Whether a plain text field asks for running text (a multi-line control).

/** More characters than this make a plain text field multi-line. */
export const LONG_TEXT_LENGTH = 100;
// Words a key or title uses for running text (matched as whole words, camelCase split).
const LONG_TEXT_WORDS =
  /(?:^|[^a-z])(?:description|details|notes?|comments?|feedback|message|body|bio|summary|explanation|reason|instructions)(?:$|[^a-z])/i;

/**
 * Whether a plain text field (no format, no pattern, not sensitive) asks for running text and gets
 * a multi-line control: `maxLength` above `LONG_TEXT_LENGTH`, or no `maxLength` and a key or title
 * that names running text, or a default with a line break (which only such a control can show).
 *
 * @example
 * ```ts
 * isLongText('feedback', undefined, undefined, undefined); // true
 * isLongText('name', 'Name', 40, undefined); // false
 * ```
 */
export function isLongText(
  key: string,
  title: string | undefined,
  maxLength: number | undefined,
  dflt: string | undefined,
): boolean {
  if (dflt !== undefined && dflt.includes('\n')) return true;
  if (maxLength !== undefined) return maxLength > LONG_TEXT_LENGTH;
  const words = (text: string) => text.replace(/([a-z])([A-Z])/g, '$1 $2');
  return LONG_TEXT_WORDS.test(words(key)) || (title !== undefined && LONG_TEXT_WORDS.test(words(title)));
}
