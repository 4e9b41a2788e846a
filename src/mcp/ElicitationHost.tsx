import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { defaultMessages, formatMessage, resolvePart, type ElicitationMessages } from '../core/messages.js';
import { nativeComponents, useComponents } from '../react/components.js';
import { EntryNotes, EntryView } from './EntryView.js';
import type { ElicitationComponents, ElicitationProps } from '../react/types.js';
import { SettledBody } from './SettledBody.js';
import type { ElicitationQueue, Notice, QueueSnapshot } from './queue.js';
import { describeSettled } from './settled.js';

/** The queue `<ElicitationProvider>` provides (internal: read it with the hooks below). */
export const QueueContext = createContext<ElicitationQueue | null>(null);

/**
 * Makes `queue` available to `<ElicitationHost>` and the queue hooks below it.
 *
 * @example
 * ```tsx
 * <ElicitationProvider queue={queue}>
 *   <App />
 *   <ElicitationHost />
 * </ElicitationProvider>
 * ```
 */
export function ElicitationProvider(props: { queue: ElicitationQueue; children?: ReactNode }) {
  return <QueueContext.Provider value={props.queue}>{props.children}</QueueContext.Provider>;
}

/** The queue of the nearest `<ElicitationProvider>`.
 *
 * @example
 * ```tsx
 * function AskButton() {
 *   const queue = useElicitationQueue();
 *   return <button onClick={() => queue.ask({ serverName: 'Local' }, params)}>Ask</button>;
 * }
 * ```
 */
export function useElicitationQueue(): ElicitationQueue {
  const queue = useContext(QueueContext);
  if (!queue) throw new Error('useElicitationQueue needs an <ElicitationProvider queue={…}> above it.');
  return queue;
}

/** The pending entries and the current notice; re-renders when they change.
 *
 * @example
 * ```tsx
 * function PendingBadge() {
 *   const { entries } = useElicitationSnapshot();
 *   return entries.length ? <span>{entries.length} waiting</span> : null;
 * }
 * ```
 */
export function useElicitationSnapshot(queue?: ElicitationQueue): QueueSnapshot {
  const contextQueue = useContext(QueueContext);
  const q = queue ?? contextQueue;
  if (!q) throw new Error('useElicitationSnapshot needs a queue or an <ElicitationProvider queue={…}> above it.');
  return useSyncExternalStore(q.subscribe, q.getSnapshot, q.getSnapshot);
}

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
  queue?: ElicitationQueue;
  messages?: Partial<ElicitationMessages>;
  className?: string;
  /**
   * The renderers, as for `<ElicitationForm>`. By default `nativeComponents` (a native select, no
   * Radix in the bundle); pass `defaultComponents` from the main entry for Radix Select, or any
   * subset to replace ours.
   */
  components?: Partial<ElicitationComponents>;
  /** Passed to each request's UI (e.g. `locale`, `onOpen`). */
  formProps?: Pick<ElicitationProps, 'locale' | 'onOpen'>;
  /** Offer "Stop requests from …" (default true). */
  allowStopAsking?: boolean;
  /** Fields shown before "Show n more fields" (default: all). */
  collapseAfter?: number;
}

/**
 * Shows pending elicitations one at a time in a modal dialog named by the requesting server: focus
 * moves in and is held there, Escape cancels, focus goes back where it was when the queue empties.
 * Withdrawn and blocked requests are announced in a status line outside the dialog.
 *
 * @example
 * ```tsx
 * <ElicitationHost queue={queue} components={defaultComponents} formProps={{ locale: 'de' }} />
 * ```
 */
export function ElicitationHost(props: ElicitationHostProps) {
  const contextQueue = useContext(QueueContext);
  const queue = props.queue ?? contextQueue;
  if (!queue) throw new Error('<ElicitationHost> needs a queue prop or an <ElicitationProvider>.');
  const snapshot = useElicitationSnapshot(queue);
  const { notice } = snapshot;
  // Inline requests are `<ElicitationInline>`'s.
  const entries = useMemo(() => snapshot.entries.filter((e) => e.presentation === 'dialog'), [snapshot.entries]);
  const messages = useMemo(() => resolvePart(defaultMessages, props.messages), [props.messages]);
  const components = useComponents(nativeComponents, props.components);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const entry = entries[0];
  const open = entry !== undefined;

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // showModal makes the page inert and focuses the first control; jsdom lacks it.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const target = returnFocus.current;
      returnFocus.current = null;
      if (target?.isConnected) target.focus();
    }
  }, [open]);

  // A notice is announced once; forget it after a while so an identical one is announced again.
  useEffect(() => {
    if (!notice) return;
    const t = setTimeout(() => queue.clearNotice(), 8000);
    return () => clearTimeout(t);
  }, [notice, queue]);

  // Each new entry: if its component did not take focus (URL mode does not), focus stays in the
  // dialog on its first control rather than falling to the inert page.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !entry || dialog.contains(document.activeElement)) return;
    const first = dialog.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])');
    first?.focus();
  }, [entry?.key]); // eslint-disable-line react-hooks/exhaustive-deps

  const closeRequest = () => {
    if (!entry) return;
    if (entry.phase === 'asking') queue.answer(entry.key, { action: 'cancel' });
    else queue.done(entry.key);
  };
  // The components handle Escape themselves (and mark it handled); this catches Escape pressed
  // on the dialog's own controls.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    closeRequest();
  };
  // The browser's own close request: Escape that no element handled (focus anywhere, even on the
  // page behind). The queue decides when the dialog closes.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    closeRequest();
  };

  const server = entry?.serverName.trim() ? entry.serverName : messages.unknownServer;
  const more = entries.length - 1;
  const noticeText = notice && notice.settled?.entry.presentation !== 'inline' ? noticeLine(notice, messages, props.formProps?.locale) : '';

  return (
    <>
      <dialog
        ref={dialogRef}
        className={['rme-dialog', props.className].filter(Boolean).join(' ')}
        aria-labelledby={titleId}
        aria-modal="true"
        data-state={open ? 'open' : 'closed'}
        onKeyDown={onKeyDown}
        onCancel={onCancel}
      >
        {entry && (
          <>
            <div className="rme-dialog-header">
              <h2 className="rme-dialog-title" id={titleId}>
                {formatMessage(messages.dialogTitle, { server })}
              </h2>
              <EntryNotes entry={entry} server={server} messages={messages} waiting={entry.phase !== 'withdrawn'} />
              {entry.phase !== 'withdrawn' && <WaitingFor since={entry.askedAt} template={messages.dialogWaiting} />}
              {more > 0 && <p className="rme-dialog-pending">{formatMessage(messages.dialogMorePending, { count: more })}</p>}
            </div>
            {entry.phase === 'withdrawn' ? (
              <>
                {/* The same state an inline card shows: what happened, what they had typed, Copy. */}
                <SettledBody
                  settled={{ entry, end: entry.expired ? 'expired' : 'withdrawn', draft: queue.draftOf(entry.key), settledAt: 0 }}
                  messages={messages}
                  locale={props.formProps?.locale}
                  cardRef={dialogRef}
                />
                <div className="rme-dialog-footer">
                  <button type="button" className="rme-button rme-button-primary" onClick={() => queue.done(entry.key)}>
                    {messages.dialogClose}
                  </button>
                </div>
              </>
            ) : (
              <EntryView
                entry={entry}
                queue={queue}
                preset={components}
                server={server}
                titleId={titleId}
                messages={messages}
                overrides={props.messages}
                formProps={props.formProps}
                collapseAfter={props.collapseAfter}
                autoFocus
                allowStopAsking={props.allowStopAsking}
                footerClassName="rme-dialog-footer"
              />
            )}
          </>
        )}
      </dialog>
      <p className="rme-dialog-notice" role="status">
        {noticeText}
      </p>
    </>
  );
}

/** The status line's words for a notice: what was sent, withdrawn, expired or turned off. */
function noticeLine(notice: Notice, messages: ElicitationMessages, locale?: string): string {
  switch (notice.kind) {
    case 'answered':
      return notice.settled ? describeSettled(notice.settled, messages, locale).line : '';
    case 'withdrawn':
      return formatMessage(messages.dialogWithdrawn, { server: notice.serverName });
    case 'expired':
      return formatMessage(messages.dialogExpired, { server: notice.serverName });
    case 'blocked':
      return formatMessage(messages.dialogBlocked, { server: notice.serverName });
    default:
      return notice.kind satisfies never;
  }
}

/** "Asked 3 min ago", from one minute on, updated each 15 s (a server may be waiting on it). */
function WaitingFor({ since, template }: { since: number; template: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const minutes = Math.floor((now - since) / 60_000);
  if (minutes < 1) return null;
  return <p className="rme-dialog-pending">{formatMessage(template, { minutes })}</p>;
}
