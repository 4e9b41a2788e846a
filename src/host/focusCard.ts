// A card's first control that takes input: where focus goes when the person moves to a card
// (Alt+Down, "1 request waiting", a notification's click), never onto an action first.
const CONTROLS =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex="0"]';

/** Focuses the first control of `card` (none: nothing happens). */
export function focusCard(card: Element | null | undefined): void {
  card?.querySelector<HTMLElement>(CONTROLS)?.focus();
}
