/**
 * Character classes for server text, by Unicode property rather than hand lists, so a character
 * added to Unicode (or forgotten by us) is still caught.
 */

/** Explicit bidi formatting characters: marks, embeddings, overrides, isolates (Bidi_Control). */
export const BIDI_CONTROL = /\p{Bidi_Control}/u;

/**
 * Characters that render as nothing: Default_Ignorable_Code_Point (zero-width joiners, variation
 * selectors, Hangul fillers, soft hyphen…) and the other format characters (Cf).
 */
export const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/u;
const INVISIBLE_ALL = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

/**
 * Whether text holds bidi control characters, which can make it read differently than it is.
 *
 * @example
 * ```tsx
 * hasBidiControls('invoice\u202Egnp.exe'); // true
 * ```
 */
export function hasBidiControls(text: string): boolean {
  return BIDI_CONTROL.test(text);
}

/** Bidi controls excluded: those get their own warning.
 *
 * @example
 * ```tsx
 * hasInvisible('pay\u200Bpal'); // true
 * ```
 */
export function hasInvisible(text: string): boolean {
  for (const ch of text) if (INVISIBLE.test(ch) && !BIDI_CONTROL.test(ch)) return true;
  return false;
}

export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE_ALL, '');
}

/** `U+200B`-style name of a code point. */
export function codePointName(ch: string): string {
  return `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Lower-cases A–Z only: never changes a string's length, unlike `toLowerCase` (`İ` → `i̇`). */
export function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32));
}

/** Length in Unicode code points, as JSON Schema (and Ajv) count it.
 *
 * @example
 * ```tsx
 * codePointLength('😀a'); // 2 ('😀a'.length is 3)
 * ```
 */
export function codePointLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}
