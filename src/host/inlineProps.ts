import type { ElicitationHostProps } from './hostProps.js';

/**
 * Props of `<ElicitationCard>` and `<ElicitationInline>`: the dialog host's, plus where cards sit
 * in the host's page.
 *
 * @example
 * ```tsx
 * const props: ElicitationInlineProps = { headingLevel: 4, collapseAfter: 5, focusOnArrival: false };
 * ```
 */
export interface ElicitationInlineProps extends ElicitationHostProps {
  /** The level of each card's heading (default 3: cards sit under the host's own headings). */
  headingLevel?: 2 | 3 | 4 | 5 | 6 | undefined;
  /** Fields shown before "Show n more fields" (default 6; `Infinity` shows all; required fields are never folded). */
  collapseAfter?: number | undefined;
  /**
   * Move focus into a request when it arrives. Off by default: a new card is announced politely
   * and focus stays where the person is (they may be typing a message).
   */
  focusOnArrival?: boolean | undefined;
  /** Keep ended requests as summaries (default true); `queue.dismiss(key)` removes one. */
  showSettled?: boolean | undefined;
  /**
   * Waiting cards shown per server (default 3); the rest fold into one "Show n more from …"
   * button, so a server that floods the transcript costs one line, not a thousand forms.
   */
  visiblePerServer?: number | undefined;
}
