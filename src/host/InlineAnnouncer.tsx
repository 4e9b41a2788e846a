import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ElicitationMessages } from '../core/messages.js';
import { formatMessage } from '../core/intl.js';
import { hostMessages, serverLabel, type HostMessages } from '../core/hostMessages.js';
import type { ElicitationQueue } from '../engine/queue.js';
import type { ElicitationInlineProps } from './inlineProps.js';
import { useQueue } from './queueContext.js';
import type { InlineItem } from './inlineItems.js';
import { useInlineItems } from './useInlineItems.js';
import { loadRequestUi, useRequestUi } from './requestUi.js';
import { focusCard } from './focusCard.js';
import { findCard } from './cards.js';

/**
 * A polite live region for inline requests: "New request from …" when one arrives, and what
 * happened when one is withdrawn or expires. `<ElicitationInline>` renders one; a host that places
 * `<ElicitationCard>`s itself renders one anywhere in its page. With `focusOnArrival`, focus moves
 * into the new card instead of only announcing it. It also gets the cards noticed (`attention`,
 * `onAttention`, as on `<ElicitationInline>`): the title and badge while the page is hidden, and
 * "n requests waiting" while a waiting card is out of view.
 *
 * @example
 * ```tsx
 * <InlineAnnouncer />
 * {useInlineItems().map((item) => <ElicitationCard key={item.key} item={item} />)}
 * ```
 */
export function InlineAnnouncer(
  props: {
    queue?: ElicitationQueue;
    messages?: Partial<ElicitationMessages>;
    focusOnArrival?: boolean;
    locale?: string;
  } & Pick<ElicitationInlineProps, 'attention' | 'onAttention'>,
) {
  const queue = useQueue(props.queue, '<InlineAnnouncer>');
  const items = useInlineItems(queue);
  const messages = useMemo(() => hostMessages(props.messages), [props.messages]);
  const region = useRef<HTMLParagraphElement>(null);
  const find = useCallback((key: number) => findCard(region.current?.ownerDocument, queue, key), [queue]);
  const [text, setText] = useAnnouncements(
    items,
    messages,
    props.messages,
    props.focusOnArrival ? find : undefined,
    props.locale,
  );
  const ui = useRequestUi(false);
  return (
    <>
      <p ref={region} className="rme-visually-hidden" role="status">
        {text}
      </p>
      {ui && (
        <ui.InlineAttention
          queue={queue}
          items={items}
          host={props}
          messages={messages}
          locale={props.locale}
          find={find}
          announce={(t) => setText((was) => was || t)}
        />
      )}
    </>
  );
}

// What changed since the last render: a request that arrived ("New request from …"; focused when
// asked) or one that ended (what became of it: sent, declined, withdrawn…). The newest wins.
function useAnnouncements(
  items: readonly InlineItem[],
  messages: HostMessages,
  overrides: Partial<ElicitationMessages> | undefined,
  // With it, focus moves into the new card (found as the announcer finds its queue's cards).
  focus: ((key: number) => HTMLElement | null) | undefined,
  locale?: string,
) {
  const seen = useRef<Set<string> | null>(null);
  const [text, setText] = useState('');
  useEffect(() => {
    const ids = items.map((i) => `${i.pending ? 'p' : 's'}${i.key}`);
    if (seen.current === null) {
      // What was there on mount is not news.
      seen.current = new Set(ids);
      return;
    }
    const known = seen.current;
    const fresh = items.filter((_, n) => !known.has(ids[n]!));
    for (const id of ids) known.add(id);
    const latest = fresh.at(-1);
    if (!latest) return;
    if (latest.settled) {
      // It was shown with the request UI, so that has loaded (unless it ended elsewhere first).
      const settled = latest.settled;
      let live = true;
      loadRequestUi().then(
        (ui) => live && setText(ui.settledLine(settled, overrides, locale)),
        () => {},
      );
      return () => {
        live = false;
      };
    }
    setText(formatMessage(messages.inlineArrived, { server: serverLabel(latest.pending.serverName, messages) }));
    if (focus) focusCard(focus(latest.key));
  }, [items, messages, overrides, focus, locale]);
  // Forget it after a while, so the same words are announced again next time.
  useEffect(() => {
    if (!text) return;
    const t = setTimeout(() => setText(''), 8000);
    return () => clearTimeout(t);
  }, [text]);
  return [text, setText] as const;
}
