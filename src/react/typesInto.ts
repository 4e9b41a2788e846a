// One answer to "does this key type into this element": the arming guard (a held key that types
// stays the person's text) and the dialog's hold (it waits while the person types elsewhere) both ask it.

/** Inputs whose keys press, pick or toggle rather than type. */
const NOT_TYPING_INPUTS = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'image',
  'file',
  'color',
  'range',
]);

/**
 * Whether `key` pressed on `target` types into it: any key in a textarea or an editable element;
 * in a text-like input, any key but Enter (which submits). By tag name, not `instanceof`, so an
 * element of another frame's document answers the same.
 */
export function typesInto(target: unknown, key: string): boolean {
  const element = target as HTMLElement | null;
  if (!element || typeof element.tagName !== 'string') return false;
  if (element.tagName === 'TEXTAREA' || element.isContentEditable) return true;
  return key !== 'Enter' && element.tagName === 'INPUT' && !NOT_TYPING_INPUTS.has((element as HTMLInputElement).type);
}
