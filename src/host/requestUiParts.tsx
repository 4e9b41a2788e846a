import { useEffect, useMemo, useState, type ReactNode, type RefObject } from 'react';
import { defaultMessages, formatMessage, resolvePart, type ElicitationMessages } from '../core/messages.js';
import { agentWords } from '../core/agentMessages.js';
import { SurfaceVisibleContext } from '../react/arming.js';
import { useVisibility } from './useVisibility.js';
import type { ElicitationHostProps } from './hostProps.js';
import { EntryNotes, EntryView } from './EntryView.js';
import type { ElicitationQueue, ElicitationSource, QueueEntry, SettledEntry } from '../engine/queue.js';
import { SettledBody } from './SettledBody.js';
import { ShownContext, type ShownPieces } from './shownRequest.js';
import { Body, Header } from './parts.js';

// What `<ElicitationHost>` and `<ElicitationCard>` show a request with, loaded on demand
// (`requestUi.ts`): the form and URL step with our renderers, what became of an ended request, and
// the whole message catalogue (the shell has only its own lines).

/** A task's line (loaded with the request UI: most pages never run a task). */
export { TaskLines } from './TaskLines.js';
/** Getting noticed: the title, the badge, `onAttention`, and inline "n requests waiting". */
export { Attention, InlineAttention } from './attention.js';
export { onCardKeyDown } from './cardKeys.js';
export { holdFor } from './dialogState.js';

/** The status lines' words: an ended request's, the dialog's notices. */
export { noticeLine, settledLine } from './statusLines.js';

interface Shared {
  queue: ElicitationQueue;
  /** The host's props (`components`, `messages`, `formProps`, `collapseAfter`, `armMs`, `allowStopAsking`). */
  host: ElicitationHostProps;
  server: string;
  locale: string | undefined;
  titleId: string;
}

/**
 * The whole catalogue with the host's overrides on top (the shell has only its own lines); for a
 * request an agent sends, each line that names the asker says "agent" (`agentWords`).
 */
function useMessages(overrides: Partial<ElicitationMessages> | undefined, agent: boolean): ElicitationMessages {
  return useMemo(() => {
    const messages = resolvePart(defaultMessages, overrides);
    return agent ? { ...messages, ...agentWords(messages) } : messages;
  }, [overrides, agent]);
}

/** The open dialog's content: its title, the notes, then the request or how it ended. */
export function DialogContent(
  props: Shared & {
    entry: QueueEntry;
    title: ReactNode;
    more: number;
    dialogRef: RefObject<HTMLElement | null>;
    stopButton: (source: ElicitationSource, server: string) => ReactNode;
  },
) {
  const { entry, queue, server, locale } = props;
  const messages = useMessages(props.host.messages, entry.source.kind === 'agent');
  const ended = entry.status === 'withdrawn' || entry.status === 'expired';
  // Whether the open dialog is really visible (not covered): its actions arm only while it is.
  const visible = useVisibility(props.dialogRef, props.host.trackVisibility !== false);
  const pieces: ShownPieces = {
    title: props.title,
    notes: <EntryNotes entry={entry} server={server} messages={messages} locale={locale} waiting={!ended} />,
    since: !ended && entry.status !== 'sending' && entry.status !== 'retrying' && (
      <WaitingFor since={entry.serverAskedAt ?? entry.askedAt} template={messages.dialogWaiting} locale={locale} />
    ),
    more: props.more > 0 && (
      <p className="rme-dialog-pending">{formatMessage(messages.dialogMorePending, { count: props.more }, locale)}</p>
    ),
    body: ended ? (
      <>
        {/* The same state an inline card shows: what happened, what they had typed, Copy. */}
        <SettledBody
          settled={{ entry, end: entry.status, draft: queue.draftOf(entry.key), settledAt: 0 }}
          messages={messages}
          locale={locale}
          cardRef={props.dialogRef}
        />
        <div className="rme-dialog-footer rme-actions">
          <button type="button" className="rme-button rme-button-primary" onClick={() => queue.close(entry.key)}>
            {messages.dialogClose}
          </button>
          {props.host.allowStopAsking !== false &&
            entry.status === 'withdrawn' &&
            !entry.stopped &&
            props.stopButton(entry.source, server)}
        </div>
      </>
    ) : (
      <EntryView
        entry={entry}
        queue={queue}
        host={props.host}
        server={server}
        titleId={props.titleId}
        messages={messages}
        footerClassName="rme-dialog-footer"
      />
    ),
  };
  useTitlePlaced(props.dialogRef, props.titleId, props.host.children);
  return (
    <SurfaceVisibleContext.Provider value={visible}>
      <ShownContext.Provider value={{ surface: 'dialog', entry, server, messages, locale, pieces }}>
        {props.host.children ?? LAYOUT}
      </ShownContext.Provider>
    </SurfaceVisibleContext.Provider>
  );
}

/** The default layout, built from the parts a host's own layout places. */
const LAYOUT = (
  <>
    <Header />
    <Body />
  </>
);

/** A host's layout that places no `Header` leaves the request unnamed: said once per layout. */
function useTitlePlaced(surface: RefObject<HTMLElement | null>, titleId: string, layout: ReactNode) {
  useEffect(() => {
    if (layout !== undefined && !surface.current?.ownerDocument.getElementById(titleId)) {
      console.error(
        'react-mcp-elicitation: a layout that places no <ElicitationParts.Header> leaves the request with no name and nothing for focus to land on.',
      );
    }
  }, [surface, titleId, layout]);
}

interface Step {
  readonly pending?: QueueEntry | undefined;
  readonly settled?: SettledEntry | undefined;
}

/**
 * A card's content: its heading, the notes, then the request or how it ended. A round's card
 * (`steps`) shows how each question it has passed ended, then the question the person is on; the
 * questions after it show once it is answered.
 */
export function CardContent(
  props: Shared & {
    heading: ReactNode;
    pending: QueueEntry | undefined;
    settled: SettledEntry | undefined;
    steps?: readonly Step[] | undefined;
    cardRef: RefObject<HTMLElement | null>;
    claim: boolean;
  },
) {
  const { server, locale, pending } = props;
  const entry = pending ?? props.settled!.entry;
  const messages = useMessages(props.host.messages, entry.source.kind === 'agent');
  const steps = props.steps ?? [props];
  const pieces: ShownPieces = {
    // The heading and, on a server's first card, the name it gives itself: one line where it fits.
    title: (
      <div className="rme-card-title-row">
        {props.heading}
        {props.claim && entry.serverClaim !== undefined && (
          <p className="rme-server-claim">{formatMessage(messages.inlineServerClaim, { claim: entry.serverClaim })}</p>
        )}
      </div>
    ),
    notes: (
      <EntryNotes
        entry={entry}
        server={server}
        messages={messages}
        locale={locale}
        waiting={pending !== undefined}
        claim={false}
      />
    ),
    // From a minute on: "Asked 4 min ago", as in the dialog (not announced as it ticks).
    since: pending?.status === 'asking' && (
      <WaitingFor since={pending.serverAskedAt ?? pending.askedAt} template={messages.dialogWaiting} locale={locale} />
    ),
    more: null,
    body: steps.map((step) =>
      step.settled ? (
        <SettledBody
          key={step.settled.entry.key}
          settled={step.settled}
          messages={messages}
          locale={locale}
          cardRef={props.cardRef}
        />
      ) : step.pending === pending && pending ? (
        <EntryView
          key={pending.key}
          entry={pending}
          queue={props.queue}
          host={props.host}
          server={server}
          titleId={props.titleId}
          messages={messages}
          footerClassName="rme-card-footer"
          stopWithActions
        />
      ) : null,
    ),
  };
  useTitlePlaced(props.cardRef, props.titleId, props.host.children);
  return (
    <ShownContext.Provider value={{ surface: 'card', entry, server, messages, locale, pieces }}>
      {props.host.children ?? LAYOUT}
    </ShownContext.Provider>
  );
}

/** "Asked 3 min ago", from one minute on, updated each 15 s (a server may be waiting on it). */
function WaitingFor({ since, template, locale }: { since: number; template: string; locale: string | undefined }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const minutes = Math.floor((now - since) / 60_000);
  if (minutes < 1) return null;
  return <p className="rme-dialog-pending">{formatMessage(template, { minutes }, locale)}</p>;
}
