/**
 * Server text for one line: runs of white space as one space, at most `max` characters (whole code
 * points, never half a surrogate pair), with an ellipsis when cut. A module of its own: the inline
 * shell and the task lines (loaded on demand) share it, and nothing else comes with it.
 *
 * @example
 * ```ts
 * clip('Reading\n  the receipt', 12); // 'Reading the…'
 * ```
 */
export function clip(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' '));
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}
