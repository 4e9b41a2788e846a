import type { KeyboardEvent } from 'react';
import { cardId } from './cards.js';
import { focusCard } from './focusCard.js';

/**
 * Alt+Down / Alt+Up from inside a waiting card: the next or previous waiting card of the same queue,
 * in page order. Loaded with the request UI (a card takes input only once that has loaded).
 */
export function onCardKeyDown(event: KeyboardEvent<HTMLElement>, queue: object): void {
  if (!event.altKey || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
  const cards = [
    ...event.currentTarget.ownerDocument.querySelectorAll<HTMLElement>(
      `[data-rme-card^="${cardId(queue, '')}"][data-state=pending]`,
    ),
  ];
  const here = cards.indexOf(event.currentTarget);
  const target = cards[event.key === 'ArrowDown' ? here + 1 : here - 1];
  if (here < 0 || !target) return;
  event.preventDefault();
  focusCard(target);
}
