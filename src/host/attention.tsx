import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatMessage, serverLabel, type HostMessages } from '../core/messages.js';
import type { ElicitationQueue, QueueEntry, QueueSnapshot } from '../engine/queue.js';
import { countWaiting } from '../engine/count.js';
import { useQueueSelector } from './queueContext.js';
import { inlinePartsOf } from './inlineParts.js';
import { focusCard } from './focusCard.js';
import type { ElicitationHostProps } from './hostProps.js';

// Getting noticed while the person looks elsewhere (loaded with the request UI: it matters only
// once a request waits). While the page is hidden and requests wait: the tab's title gets a count
// prefix and the app badge the count (one document, so one title and one badge for every shell that
// reports), and the host's `onAttention` hears of each arrival. Nothing here moves focus or arms a
// request: that stays with the person and with `useArming`.

interface Report {
  count: number;
  title: boolean;
  badge: boolean;
  template: string;
  locale: string | undefined;
}

type BadgeNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/**
 * One document's title and badge, as every shell in it reports (one document has one title and one
 * badge): kept per document, made when its first shell reports and dropped with its last.
 */
class DocumentAttention {
  readonly #doc: Document;
  readonly #reports = new Map<object, Report>();
  /** The title as we last wrote it, and the page's own title under our prefix. */
  #written: string | undefined;
  #original = '';
  #badged = false;

  constructor(doc: Document) {
    this.#doc = doc;
  }

  /** A shell's report, now: the title and badge follow. */
  report(id: object, report: Report): void {
    if (this.#reports.size === 0) this.#doc.addEventListener('visibilitychange', this.apply);
    this.#reports.set(id, report);
    this.apply();
  }

  /** A shell went: what it reported goes; with the last one, this document's attention is forgotten. */
  leave(id: object): void {
    if (!this.#reports.delete(id)) return;
    if (this.#reports.size === 0) {
      this.#doc.removeEventListener('visibilitychange', this.apply);
      attentionByDocument.delete(this.#doc);
    }
    this.apply();
  }

  /**
   * Writes the title and the badge for what the shells report now; restores both when nothing waits or the page is
   * seen.
   */
  readonly apply = (): void => {
    const doc = this.#doc;
    const hidden = doc.visibilityState === 'hidden';
    let titled = 0;
    let badge = 0;
    let words: Report | undefined;
    for (const r of this.#reports.values()) {
      if (r.title && r.count > 0) {
        titled += r.count;
        words ??= r;
      }
      if (r.badge) badge += r.count;
    }
    // The page changed its title under our prefix: the new one is the page's, left as it is.
    if (this.#written !== undefined && doc.title !== this.#written) this.#written = undefined;
    if (hidden && words) {
      if (this.#written === undefined) this.#original = doc.title;
      this.#written = formatMessage(words.template, { count: titled, title: this.#original }, words.locale);
      doc.title = this.#written;
    } else if (this.#written !== undefined) {
      doc.title = this.#original;
      this.#written = undefined;
    }
    const nav = (doc.defaultView?.navigator ?? navigator) as BadgeNavigator;
    // The badge is a hint: a browser that refuses it (`NotAllowedError`: not an installed app, or
    // no permission) leaves the title's count, which is enough.
    if (hidden && badge > 0) {
      this.#badged = true;
      nav.setAppBadge?.(badge).catch(() => {});
    } else if (this.#badged) {
      this.#badged = false;
      nav.clearAppBadge?.().catch(() => {});
    }
  };
}

const attentionByDocument = new WeakMap<Document, DocumentAttention>();
function attentionOf(doc: Document): DocumentAttention {
  let attention = attentionByDocument.get(doc);
  if (!attention) attentionByDocument.set(doc, (attention = new DocumentAttention(doc)));
  return attention;
}

function hidden(): boolean {
  return document.visibilityState === 'hidden';
}

/**
 * A shell's part in getting noticed: its waiting requests (`entries`, those of its presentation)
 * counted into the title and badge, and `onAttention` called once per arrival while the page is
 * hidden (never while it is shown). `focus` brings the request in front of the person, for the
 * host's notification to call on a click.
 */
export function Attention(props: {
  entries: readonly QueueEntry[];
  host: Pick<ElicitationHostProps, 'attention' | 'onAttention'>;
  /** The shell's lines, with the host's overrides (the title's words, the unknown server's name). */
  messages: HostMessages;
  locale: string | undefined;
  focus: (key: number) => void;
}) {
  const { entries, host, messages } = props;
  const options = host.attention === false ? { title: false, badge: false } : host.attention ?? {};
  // A round of questions is one request (`countWaiting`, the dialog's count too).
  const count = countWaiting(entries);
  const id = useRef({}).current;
  useEffect(() => () => attentionOf(document).leave(id), [id]);
  const title = options.title !== false;
  const badge = options.badge !== false;
  useEffect(() => {
    attentionOf(document).report(id, { count, title, badge, template: messages.attentionTitle, locale: props.locale });
  }, [id, count, title, badge, messages.attentionTitle, props.locale]);

  // Arrivals: what was there when this mounted counts as arrived only if the page was hidden then.
  const seen = useRef<Set<number> | null>(null);
  const latest = useRef(props);
  latest.current = props;
  useEffect(() => {
    const known = (seen.current ??= new Set(hidden() ? [] : entries.map((e) => e.key)));
    const fresh = entries.filter((e) => !known.has(e.key));
    for (const e of fresh) known.add(e.key);
    // One call per arrival: a round's questions come together, and make one.
    const last = fresh.at(-1);
    if (!last || !hidden()) return;
    latest.current.host.onAttention?.({
      count,
      server: serverLabel(last.serverName, messages),
      focus: () => {
        window.focus();
        latest.current.focus(last.key);
      },
    });
    // `messages` only names the server: a change of wording is no arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entries, count]);
  return null;
}

/**
 * The cards' part (rendered by `<InlineAnnouncer>`): `Attention` for the inline requests, and
 * "n requests waiting" while a waiting card is out of view. `items` are the cards, in order (a
 * round's card keyed by its first question, with its questions as `steps`).
 */
export function InlineAttention(props: {
  queue: ElicitationQueue;
  items: readonly { key: number; pending?: unknown; steps?: readonly { key: number }[] | undefined }[];
  host: Pick<ElicitationHostProps, 'attention' | 'onAttention'>;
  messages: HostMessages;
  locale: string | undefined;
  announce: (text: string) => void;
  /** The card of an item key, as the announcer finds it (its queue's, in its document). */
  find: (key: number) => HTMLElement | null;
}) {
  const { items, host, messages, find } = props;
  // The inline requests as the cards read them (picked out once per snapshot for every reader).
  const queue = props.queue;
  const waiting = useQueueSelector(
    queue,
    useCallback((s: QueueSnapshot) => inlinePartsOf(queue, s), [queue]),
  ).entries;
  const pendingKeys = items.flatMap((i) => (i.pending ? [i.key] : [])).join();
  const keys = useMemo(() => (pendingKeys ? pendingKeys.split(',').map(Number) : []), [pendingKeys]);
  // A request's card: its own, or its round's.
  const focus = (key: number) => {
    const item = items.find((i) => i.key === key || i.steps?.some((s) => s.key === key));
    const card = item && find(item.key);
    // Not in every DOM (jsdom has none).
    card?.scrollIntoView?.({ block: 'center' });
    focusCard(card);
  };
  return (
    <>
      <Attention entries={waiting} host={host} messages={messages} locale={props.locale} focus={focus} />
      {host.attention !== false && host.attention?.jump !== false && (
        <JumpToWaiting
          keys={keys}
          find={find}
          messages={messages}
          locale={props.locale}
          focus={focus}
          announce={props.announce}
        />
      )}
    </>
  );
}

/**
 * "n requests waiting", while a waiting card is out of view: brings the first such card into view
 * and focuses it. Said once, politely, when it appears (through the cards' announcer).
 */
function JumpToWaiting(props: {
  keys: readonly number[];
  find: (key: number) => HTMLElement | null;
  messages: HostMessages;
  locale: string | undefined;
  announce: (text: string) => void;
  focus: (key: number) => void;
}) {
  const { keys } = props;
  const [away, setAway] = useState<readonly number[]>([]);
  useEffect(() => {
    if (keys.length === 0) return setAway([]);
    if (typeof IntersectionObserver === 'undefined') return;
    // Each observer reports every card it watches first, so `away` is whole again without a reset
    // (which would hide and show the button, and say it again, at each arrival).
    const out = new Set<number>();
    const observer = new IntersectionObserver((records) => {
      for (const r of records) {
        const key = byCard.get(r.target)!;
        if (r.isIntersecting) out.delete(key);
        else out.add(key);
      }
      setAway(keys.filter((k) => out.has(k)));
    });
    const byCard = new Map<Element, number>();
    for (const key of keys) {
      const card = props.find(key);
      if (!card) continue;
      byCard.set(card, key);
      observer.observe(card);
    }
    return () => observer.disconnect();
  }, [keys, props.find]);
  const text = away.length > 0 ? formatMessage(props.messages.inlineJump, { count: away.length }, props.locale) : '';
  const shown = text !== '';
  const announce = useRef(props.announce);
  announce.current = props.announce;
  useEffect(() => {
    if (shown) announce.current(text);
    // Once, when it appears: not again as its count changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);
  if (!shown) return null;
  return (
    <button type="button" className="rme-button rme-jump" onClick={() => props.focus(away[0]!)}>
      {text}
    </button>
  );
}
