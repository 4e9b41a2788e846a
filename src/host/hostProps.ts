import type { ReactNode } from 'react';
import type { ElicitationMessages } from '../core/messages.js';
import type { ElicitationComponents } from '../react/types.js';
import type { ElicitationProps } from '../react/surfaceTypes.js';
import type { ElicitationQueue } from '../engine/queue.js';

/**
 * Props of `<ElicitationHost>`.
 *
 * @example
 * ```tsx
 * <ElicitationHost queue={queue} allowStopAsking={false} components={defaultComponents} />
 * ```
 */
export interface ElicitationHostProps {
  /** Defaults to the queue of `<ElicitationProvider>`. */
  queue?: ElicitationQueue | undefined;
  /**
   * A layout of each request, built from `ElicitationParts` (`Header` with `Notes`, `Since`,
   * `More`; `Body`) and the host's own elements, which read the request with
   * `ElicitationParts.useShown()`. By default `<Header /><Body />`. On `<ElicitationInline>`, every
   * card's layout. Keep it one element across renders (a constant, or `useMemo`) so the shown
   * request's parts don't render again for nothing.
   */
  children?: ReactNode;
  messages?: Partial<ElicitationMessages> | undefined;
  className?: string | undefined;
  /**
   * The renderers, as for `<ElicitationForm>`. By default `nativeComponents` (a native select, no
   * Radix in the bundle); pass `defaultComponents` from the main entry for Radix Select, or any
   * subset to replace ours.
   */
  components?: Partial<ElicitationComponents> | undefined;
  /** Passed to each request's UI (e.g. `locale`, `onOpen`). */
  formProps?: Pick<ElicitationProps, 'locale' | 'onOpen' | 'onCopy'> | undefined;
  /** Offer "Stop requests from …" (default true). */
  allowStopAsking?: boolean | undefined;
  /**
   * Fields shown before "Show n more fields" (default 6, as on inline cards; `Infinity` shows
   * all). Required fields are never folded: the fold starts after the last one. A submit with
   * hidden fields that hold values (defaults, earlier answers) shows them first.
   */
  collapseAfter?: number | undefined;
  /**
   * How long (ms) each request, and each change of it, is on screen before its answering actions
   * respond (default `DEFAULT_ARM_MS`, 500; see `ElicitationForm`'s `armMs`). Escape always
   * cancels at once.
   */
  armMs?: number | undefined;
  /**
   * Where the browser has IntersectionObserver v2 (Chromium), refuse consent while it reports the
   * dialog not really visible: covered, faded, or in a frame that is scaled or transformed (as a
   * clickjacking page frames it). Default true. A host that knowingly renders in such a frame (a
   * scaled preview, a test runner's frame) turns it off; it then relies on `frame-ancestors`.
   */
  trackVisibility?: boolean | undefined;
  /**
   * Getting noticed while the person looks away, each part on by default: while the page is hidden
   * and requests wait, a count before the tab's title ("(2) Input needed · …", `attentionTitle`)
   * and the app badge (`navigator.setAppBadge`, where the browser has it), both restored when
   * nothing waits or the page is seen; on inline cards, "n requests waiting" while a waiting card
   * is out of view (`jump`), which brings it into view. `false` turns all three off.
   */
  attention?:
    | false
    | { title?: boolean | undefined; badge?: boolean | undefined; jump?: boolean | undefined }
    | undefined;
  /**
   * Called once per arrival while the page is hidden (never while it is shown), for a system
   * notification: how many requests wait, the requesting server's name as you know it, and
   * `focus()`, which brings the page and the request in front (call it from the notification's
   * click). Put only these in a notice, never the server's own text: a notice outside the page
   * looks like the browser's or the system's own.
   */
  onAttention?: ((event: { count: number; server: string; focus: () => void }) => void) | undefined;
}
