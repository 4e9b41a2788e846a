import { useMemo, useState } from 'react';
import { formatMessage, textDirection } from '../core/intl.js';
import { hostMessages, serverLabel } from '../core/hostMessages.js';
import { useShallowStable } from '../react/useShallowStable.js';
import { cx } from '../react/cx.js';
import { useQueue } from './queueContext.js';
import { ElicitationTasks } from './ElicitationTasks.js';
import { useRequestUi } from './requestUi.js';
import { useInlineItems } from './useInlineItems.js';
import { foldPerServer } from './foldPerServer.js';
import { ElicitationCard } from './ElicitationCard.js';
import { InlineAnnouncer } from './InlineAnnouncer.js';
import type { ElicitationInlineProps } from './inlineProps.js';

export type { ElicitationInlineProps } from './inlineProps.js';
export type { InlineItem } from './inlineItems.js';
export { useInlineItems } from './useInlineItems.js';
export { ElicitationCard } from './ElicitationCard.js';
export { InlineAnnouncer } from './InlineAnnouncer.js';

// The inline shell: the queue's inline requests as cards in the host's page, each server's waiting
// cards past `visiblePerServer` folded, the task lines and the announcer after them.

/**
 * The queue's inline requests as cards, in arrival order: each a region named by the requesting
 * server; several can wait at once and be answered in any order. Alt+Down and Alt+Up move between
 * waiting cards. A new card is announced politely without taking focus (unless `focusOnArrival`).
 * An answered card collapses into what was sent; a declined, cancelled, withdrawn or expired one
 * says so, and keeps what the person had typed visible and copyable.
 *
 * @example
 * ```tsx
 * const queue = new ElicitationQueue({ presentation: 'inline' });
 * <ElicitationProvider queue={queue}>
 *   <Transcript />
 *   <ElicitationInline />
 * </ElicitationProvider>
 * ```
 */
export function ElicitationInline(props: ElicitationInlineProps) {
  const queue = useQueue(props.queue, '<ElicitationInline>');
  const items = useInlineItems(queue, { settled: props.showSettled });
  const {
    className,
    focusOnArrival,
    visiblePerServer = 3,
    showSettled: _showSettled,
    attention,
    onAttention,
    ...rest
  } = props;
  // Inline objects from the host (`messages={{…}}`) must not re-render every card.
  const messages = useShallowStable(props.messages);
  const components = useShallowStable(props.components);
  const formProps = useShallowStable(props.formProps);
  const resolved = useMemo(() => hostMessages(messages), [messages]);
  const locale = formProps?.locale ?? resolved.locale;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  // The cards' form and URL step load while the page is idle (a card loads them at once).
  useRequestUi(false);
  const shown = useMemo(
    () => foldPerServer(items, Math.max(1, visiblePerServer), expanded),
    [items, visiblePerServer, expanded],
  );
  return (
    <div
      className={cx('rme-cards', className)}
      role="group"
      aria-label={resolved.inlineListLabel}
      lang={locale}
      dir={textDirection(locale)}
    >
      {shown.map((row) =>
        row.item ? (
          <ElicitationCard
            key={row.item.key}
            {...rest}
            messages={messages}
            components={components}
            formProps={formProps}
            queue={queue}
            item={row.item}
          />
        ) : (
          <button
            key={`more-${row.server}`}
            type="button"
            className="rme-button rme-more-cards"
            onClick={() => setExpanded((was) => new Set(was).add(row.server))}
          >
            {formatMessage(
              resolved.inlineMoreFrom,
              { count: row.hidden, server: serverLabel(row.server, resolved) },
              locale,
            )}
          </button>
        ),
      )}
      <ElicitationTasks queue={queue} messages={messages} locale={locale} />
      <InlineAnnouncer
        queue={queue}
        messages={messages}
        focusOnArrival={focusOnArrival}
        locale={locale}
        attention={attention}
        onAttention={onAttention}
      />
    </div>
  );
}
