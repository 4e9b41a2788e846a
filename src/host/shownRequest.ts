import { createContext, useContext, type ReactNode } from 'react';
import type { ElicitationMessages } from '../core/messages.js';
import type { QueueEntry } from '../engine/queue.js';

/**
 * The request a shell (`<ElicitationHost>`'s dialog, an `<ElicitationCard>`) is showing, as its
 * parts read it (`ElicitationParts.useShown()`).
 *
 * @example
 * ```tsx
 * const { entry } = ElicitationParts.useShown();
 * return entry.scope?.toolTitle ? <p>{entry.scope.toolTitle}</p> : null;
 * ```
 */
export interface ShownRequest {
  /** Where it shows: in the dialog or on an inline card. */
  readonly surface: 'dialog' | 'card';
  /** The queue's entry: the request and every fact the queue holds of it (`scope`, `step`, `task` …). */
  readonly entry: QueueEntry;
  /** The asker's name as the shell says it (the name you gave it, else the server's). */
  readonly server: string;
  /** The whole catalogue with the host's `messages` on top. */
  readonly messages: ElicitationMessages;
  readonly locale: string | undefined;
}

/** What the shell rendered for each part; a part places its piece. */
export interface ShownPieces {
  /** The heading (the dialog's title; a card's title row with the server's claim beside it). */
  readonly title: ReactNode;
  readonly notes: ReactNode;
  readonly since: ReactNode;
  readonly more: ReactNode;
  readonly body: ReactNode;
}

export const ShownContext = createContext<(ShownRequest & { readonly pieces: ShownPieces }) | null>(null);

/** The shown request, or a clear error for a part placed outside a shell. */
export function useShownContext(part: string): ShownRequest & { readonly pieces: ShownPieces } {
  const shown = useContext(ShownContext);
  if (!shown) {
    throw new Error(
      `ElicitationParts.${part} must be placed in a layout of <ElicitationHost>, <ElicitationInline> or <ElicitationCard> (their children).`,
    );
  }
  return shown;
}
