import { memo, useId, useMemo, useRef } from 'react';
import { messageOf } from '../core/decided.js';
import { formatMessage, textDirection } from '../core/intl.js';
import { hostMessages, serverLabel } from '../core/hostMessages.js';
import { clip } from '../core/clip.js';
import { cx } from '../react/cx.js';
import type { ElicitationInlineProps } from './inlineProps.js';
import type { InlineItem } from './inlineItems.js';
import { useQueue } from './queueContext.js';
import { useRequestUi } from './requestUi.js';
import { cardId } from './cards.js';

/**
 * One inline request as a card: the form (or URL step) while it waits, then what became of it.
 * For hosts that place each card in their own transcript (see `useInlineItems`).
 *
 * @example
 * ```tsx
 * {useInlineItems().map((item) => <ElicitationCard key={item.key} item={item} headingLevel={4} />)}
 * ```
 */
export const ElicitationCard = memo(function ElicitationCard(
  props: Omit<ElicitationInlineProps, 'focusOnArrival' | 'showSettled' | 'visiblePerServer'> & { item: InlineItem },
) {
  const queue = useQueue(props.queue, '<ElicitationCard>');
  const { item } = props;
  const messages = useMemo(() => hostMessages(props.messages), [props.messages]);
  const locale = props.formProps?.locale ?? messages.locale;
  const ui = useRequestUi(true);
  const titleId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const entry = item.pending ?? item.settled.entry;
  const server = serverLabel(entry.serverName, messages);
  // Cards are landmarks, so each needs its own name: the server, then the start of its message
  // (a round's first question's, so the name stays as the person moves through it).
  const named = item.steps?.[0] ?? item;
  const message = messageOf((named.pending ?? named.settled!.entry).decided);
  const label = message?.trim()
    ? formatMessage(messages.inlineCardLabel, { server, message: clip(message.trim(), 80) })
    : formatMessage(messages.dialogTitle, { server });
  const Heading = `h${props.headingLevel ?? 3}` as 'h3';
  const title = (
    <Heading className="rme-card-title" id={titleId}>
      {formatMessage(messages.dialogTitle, { server })}
    </Heading>
  );
  const state = item.pending
    ? 'pending'
    : item.settled.end === 'answered'
    ? item.settled.result?.action ?? 'cancel'
    : item.settled.end;

  return (
    <section
      ref={cardRef}
      className={cx('rme-card', props.className)}
      aria-label={label}
      lang={locale}
      dir={textDirection(locale)}
      data-rme-card={cardId(queue, item.key)}
      data-state={item.pending ? 'pending' : 'settled'}
      data-outcome={item.pending ? undefined : state}
      onKeyDown={item.pending && ui ? (event) => ui.onCardKeyDown(event, queue) : undefined}
      aria-keyshortcuts={item.pending ? 'Alt+ArrowDown Alt+ArrowUp' : undefined}
    >
      {ui ? (
        <ui.CardContent
          heading={title}
          pending={item.pending}
          settled={item.settled}
          steps={item.steps}
          cardRef={cardRef}
          queue={queue}
          host={props}
          server={server}
          locale={locale}
          titleId={titleId}
          claim={item.showClaim}
        />
      ) : (
        <>
          <div className="rme-card-header">{title}</div>
          <p className="rme-card-loading">{formatMessage(messages.dialogLoading, { server })}</p>
        </>
      )}
    </section>
  );
});
