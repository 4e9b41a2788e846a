/**
 * Radix Select calls a few browser APIs that jsdom (Jest's and Vitest's DOM) does not have:
 * `scrollIntoView` when its list opens, pointer capture when its trigger is pressed. Without them a
 * host's own test of a form with a select crashes, so before the first open the select fills in
 * harmless no-ops where, and only where, an API is missing. Browsers have all of them; nothing
 * changes there.
 */
export function fillDomGaps(element: Element | null): void {
  const view = element?.ownerDocument.defaultView;
  if (!view) return;
  const proto = view.Element.prototype as unknown as Record<string, unknown>;
  for (const [name, noOp] of NO_OPS) {
    if (typeof proto[name] !== 'function') proto[name] = noOp;
  }
}

const NO_OPS: [string, () => unknown][] = [
  ['scrollIntoView', () => {}],
  ['hasPointerCapture', () => false],
  ['setPointerCapture', () => {}],
  ['releasePointerCapture', () => {}],
];
