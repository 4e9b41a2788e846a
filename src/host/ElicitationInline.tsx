import { messageOf } from '../core/decided.js';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ElicitationMessages } from '../core/messages.js';
import { formatMessage } from '../core/intl.js';
import { hostMessages, serverLabel, type HostMessages } from '../core/hostMessages.js';
import { textDirection } from '../core/intl.js';
import { clip } from '../core/clip.js';
import { useShallowStable } from '../react/useShallowStable.js';
import type { ElicitationHostProps } from './hostProps.js';
import { sameItems, useQueue, useQueueSelector } from './queueContext.js';
import { inlinePartsOf, type InlineParts } from './inlineParts.js';
import { ElicitationTasks } from './ElicitationTasks.js';
import type { ElicitationQueue, QueueEntry, QueueSnapshot, SettledEntry } from '../engine/queue.js';
import { loadRequestUi, useRequestUi } from './requestUi.js';
import { cx } from '../react/cx.js';
import { focusCard } from './focusCard.js';
import { cardId, findCard } from './cards.js';

/**
 * One inline item: a request still waiting for the person (`pending`) or one that ended
 * (`settled`), in the order they arrived. `showClaim` is true on the first item of each server
 * and name it gives itself: its card says that name once, not on every card.
 *
 * @example
 * ```tsx
 * useInlineItems().map((item) => <ElicitationCard key={item.key} item={item} />);
 * ```
 */
export type InlineItem = {
  readonly key: number;
  readonly askedAt: number;
  readonly showClaim: boolean;
  /**
   * A 2026-07-28 round of several questions is one item (one card): each question's own item, in
   * the round's order. The item's `pending` is the question the person is on (the first still
   * waiting); once all have ended, its `settled` is the last one's.
   */
  readonly steps?: readonly InlineItem[] | undefined;
} & (
  | { readonly pending: QueueEntry; readonly settled?: undefined }
  | { readonly pending?: undefined; readonly settled: SettledEntry }
);

/**
 * The queue's inline requests (`presentation: 'inline'`), pending and ended, oldest first: what a
 * chat host merges into its transcript by `askedAt`.
 *
 * @example
 * ```tsx
 * const items = useInlineItems();
 * const transcript = [...messages, ...items].sort((a, b) => a.askedAt - b.askedAt);
 * ```
 */
export function useInlineItems(queue?: ElicitationQueue, options: { settled?: boolean } = {}): InlineItem[] {
  const q = useQueue(queue, 'useInlineItems');
  const withSettled = options.settled !== false;
  // Per change of the queue only the inline requests are picked out (cheap, once per snapshot for
  // every reader); the items are made in render, once per change of those, for every reader.
  const parts = useQueueSelector(q, useCallback((snapshot: QueueSnapshot) => inlinePartsOf(q, snapshot), [q]));
  return useMemo(() => inlineItemsOf(q, parts, withSettled), [q, parts, withSettled]);
}

/** The items made of a queue's inline parts, per `withSettled`, with the rounds' items they were made with. */
interface InlineItems {
  readonly parts: InlineParts;
  readonly items: InlineItem[];
  readonly rounds: Map<number, InlineItem>;
}
const itemsCache = new WeakMap<ElicitationQueue, { all?: InlineItems; pending?: InlineItems }>();

/**
 * The inline items of `parts`, made once per change of its requests or ended ones, whoever asks
 * (the shell, its announcer, a host's transcript): a notice's change reuses them.
 */
function inlineItemsOf(queue: ElicitationQueue, parts: InlineParts, withSettled: boolean): InlineItem[] {
  let cache = itemsCache.get(queue);
  if (!cache) itemsCache.set(queue, (cache = {}));
  const slot = withSettled ? 'all' : 'pending';
  const was = cache[slot];
  if (was?.parts === parts) return was.items;
  const found: (QueueEntry | SettledEntry)[] = [...parts.entries];
  if (withSettled) found.push(...parts.settled);
  const entry = (of: QueueEntry | SettledEntry) => ('entry' in of ? of.entry : of);
  found.sort((a, b) => entry(a).askedAt - entry(b).askedAt || entry(a).key - entry(b).key);
  // A round's questions (`step.round`) make one item, where its first question arrived.
  const rounds = new Map<number, (QueueEntry | SettledEntry)[]>();
  for (const of of found) {
    const round = entry(of).step?.round;
    if (round === undefined) continue;
    const parts = rounds.get(round);
    if (parts) parts.push(of);
    else rounds.set(round, [of]);
  }
  const kept = new Map<number, InlineItem>();
  // The server's claim is news on its first card only (per server and claimed name).
  const claimed = new Set<string>();
  const out: InlineItem[] = [];
  for (const of of found) {
    const e = entry(of);
    const id = `${e.serverName}\n${e.serverClaim}`;
    const first = !claimed.has(id);
    claimed.add(id);
    const parts = e.step?.round === undefined ? undefined : rounds.get(e.step.round);
    if (!parts || parts.length < 2) out.push(itemOf(of, first));
    else if (parts[0] === of) {
      const steps = [...parts].sort((a, b) => entry(a).step!.index - entry(b).step!.index).map((p) => itemOf(p, false));
      const now = steps.find((s) => s.pending) ?? steps.at(-1)!;
      const before = was?.rounds.get(e.key);
      // The same object while nothing in the round changed, so its card does not render.
      const item: InlineItem =
        before && before.showClaim === first && before.steps!.length === steps.length && before.steps!.every((s, n) => s === steps[n])
          ? before
          : now.pending
            ? { key: e.key, askedAt: e.askedAt, showClaim: first, steps, pending: now.pending }
            : { key: e.key, askedAt: e.askedAt, showClaim: first, steps, settled: now.settled! };
      kept.set(e.key, item);
      out.push(item);
    }
  }
  // The same list while its items are the same (an ended request a list without them does not show).
  const items = was && sameItems(was.items, out) ? was.items : out;
  cache[slot] = { parts, items, rounds: kept };
  return items;
}

// One item object per queue entry or settled record (both immutable), new only when its claim line
// comes or goes, so a memoised card renders only when its own request changed: an arrival renders
// the new card, not every card.
const items = new WeakMap<QueueEntry | SettledEntry, InlineItem>();
function itemOf(of: QueueEntry | SettledEntry, showClaim: boolean): InlineItem {
  let item = items.get(of);
  if (item?.showClaim !== showClaim) {
    item = 'entry' in of ? { key: of.entry.key, askedAt: of.entry.askedAt, showClaim, settled: of } : { key: of.key, askedAt: of.askedAt, showClaim, pending: of };
    items.set(of, item);
  }
  return item;
}

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
  const { className, focusOnArrival, visiblePerServer = 3, showSettled: _showSettled, attention, onAttention, ...rest } = props;
  // Inline objects from the host (`messages={{…}}`) must not re-render every card.
  const messages = useShallowStable(props.messages);
  const components = useShallowStable(props.components);
  const formProps = useShallowStable(props.formProps);
  const resolved = useMemo(() => hostMessages(messages), [messages]);
  const locale = formProps?.locale ?? resolved.locale;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  // The cards' form and URL step load while the page is idle (a card loads them at once).
  useRequestUi(false);
  const shown = useMemo(() => foldPerServer(items, Math.max(1, visiblePerServer), expanded), [items, visiblePerServer, expanded]);
  return (
    <div className={cx('rme-cards', className)} role="group" aria-label={resolved.inlineListLabel} lang={locale} dir={textDirection(locale)}>
      {shown.map((row) =>
        row.item ? (
          <ElicitationCard key={row.item.key} {...rest} messages={messages} components={components} formProps={formProps} queue={queue} item={row.item} />
        ) : (
          <button
            key={`more-${row.server}`}
            type="button"
            className="rme-button rme-more-cards"
            onClick={() => setExpanded((was) => new Set(was).add(row.server))}
          >
            {formatMessage(resolved.inlineMoreFrom, { count: row.hidden, server: serverLabel(row.server, resolved) }, locale)}
          </button>
        ),
      )}
      <ElicitationTasks queue={queue} messages={messages} locale={locale} />
      <InlineAnnouncer queue={queue} messages={messages} focusOnArrival={focusOnArrival} locale={locale} attention={attention} onAttention={onAttention} />
    </div>
  );
}

type Row = { item: InlineItem; server?: undefined; hidden?: undefined } | { item?: undefined; server: string; hidden: number };

/** The items in order, with each server's waiting cards past `max` folded into one row after its last shown one. */
function foldPerServer(items: readonly InlineItem[], max: number, expanded: ReadonlySet<string>): Row[] {
  const pending = new Map<string, number>();
  for (const item of items) if (item.pending) pending.set(item.pending.serverName, (pending.get(item.pending.serverName) ?? 0) + 1);
  const rows: Row[] = [];
  const seen = new Map<string, number>();
  for (const item of items) {
    if (!item.pending) {
      rows.push({ item });
      continue;
    }
    const server = item.pending.serverName;
    const total = pending.get(server)!;
    const n = (seen.get(server) ?? 0) + 1;
    seen.set(server, n);
    if (total <= max || expanded.has(server) || n <= max) rows.push({ item });
    if (n === max && total > max && !expanded.has(server)) rows.push({ server, hidden: total - max });
  }
  return rows;
}

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
export function InlineAnnouncer(props: { queue?: ElicitationQueue; messages?: Partial<ElicitationMessages>; focusOnArrival?: boolean; locale?: string } & Pick<ElicitationInlineProps, 'attention' | 'onAttention'>) {
  const queue = useQueue(props.queue, '<InlineAnnouncer>');
  const items = useInlineItems(queue);
  const messages = useMemo(() => hostMessages(props.messages), [props.messages]);
  const region = useRef<HTMLParagraphElement>(null);
  const find = useCallback((key: number) => findCard(region.current?.ownerDocument, queue, key), [queue]);
  const [text, setText] = useAnnouncements(items, messages, props.messages, props.focusOnArrival ? find : undefined, props.locale);
  const ui = useRequestUi(false);
  return (
    <>
      <p ref={region} className="rme-visually-hidden" role="status">
        {text}
      </p>
      {ui && <ui.InlineAttention queue={queue} items={items} host={props} messages={messages} locale={props.locale} find={find} announce={(t) => setText((was) => was || t)} />}
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
      loadRequestUi().then((ui) => live && setText(ui.settledLine(settled, overrides, locale)), () => {});
      return () => {
        live = false;
      };
    }
    const server = latest.pending.serverName.trim() ? latest.pending.serverName : messages.unknownServer;
    setText(formatMessage(messages.inlineArrived, { server }));
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

/**
 * One inline request as a card: the form (or URL step) while it waits, then what became of it.
 * For hosts that place each card in their own transcript (see `useInlineItems`).
 *
 * @example
 * ```tsx
 * {useInlineItems().map((item) => <ElicitationCard key={item.key} item={item} headingLevel={4} />)}
 * ```
 */
export const ElicitationCard = memo(function ElicitationCard(props: Omit<ElicitationInlineProps, 'focusOnArrival' | 'showSettled' | 'visiblePerServer'> & { item: InlineItem }) {
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
  const label =
    message?.trim()
      ? formatMessage(messages.inlineCardLabel, { server, message: clip(message.trim(), 80) })
      : formatMessage(messages.dialogTitle, { server });
  const Heading = `h${props.headingLevel ?? 3}` as 'h3';
  const title = (
    <Heading className="rme-card-title" id={titleId}>
      {formatMessage(messages.dialogTitle, { server })}
    </Heading>
  );
  const state = item.pending ? 'pending' : item.settled.end === 'answered' ? (item.settled.result?.action ?? 'cancel') : item.settled.end;

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
