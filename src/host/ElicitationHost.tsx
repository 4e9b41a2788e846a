import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { useUnobscuredFocus } from './useUnobscuredFocus.js';
import { formatMessage } from '../core/intl.js';
import { hostMessages, serverLabel } from '../core/hostMessages.js';
import { textDirection } from '../core/intl.js';
import type { ElicitationHostProps } from './hostProps.js';
import type { ElicitationSource, QueueSnapshot } from '../engine/queue.js';
import { countWaiting } from '../engine/count.js';
import { sameItems, useQueue, useQueueSelector } from './queueContext.js';
import { TaskLinesOf } from './ElicitationTasks.js';
import { useRequestUi } from './requestUi.js';
import { cx } from '../react/cx.js';
import type { DialogPhase, LastKey } from './dialogState.js';

export type { ElicitationHostProps } from './hostProps.js';

/**
 * Shows pending elicitations one at a time in a modal dialog named by the requesting server. It
 * never takes focus from someone typing: a request that arrives while the person types in a field
 * outside waits (announced politely) until they pause. Focus then goes to the dialog's title, not
 * to a field or a button, and the actions answer only once the request has been on screen for
 * `armMs`. Escape cancels; focus goes back where it was when the queue empties. Withdrawn and
 * blocked requests are announced in a status line outside the dialog.
 *
 * @example
 * ```tsx
 * <ElicitationHost queue={queue} components={defaultComponents} formProps={{ locale: 'de' }} />
 * ```
 */
export function ElicitationHost(props: ElicitationHostProps) {
  const queue = useQueue(props.queue, '<ElicitationHost>');
  // What the dialog shows, and only that: its requests and its notice (inline ones are
  // `<ElicitationInline>`'s), so nothing else in the queue renders it.
  const entries = useQueueSelector(queue, dialogEntries, sameItems);
  const notice = useQueueSelector(queue, dialogNotice);
  const messages = useMemo(() => hostMessages(props.messages), [props.messages]);
  // The form and URL step load while the page is idle, or now that a request waits (a task's
  // line asks for them itself).
  // A notice of the dialog's is told in words loaded with the request UI.
  const ui = useRequestUi(entries.length > 0 || notice !== null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const entry = entries[0];
  const lastKey = useLastKeyOutside(dialogRef);
  // The dialog opens when a request waits, what shows it has loaded, and the person is not typing
  // elsewhere. Its actions arm from then on: nothing is answerable before it is on screen.
  // One state for the waiting request (`DialogPhase`): deciding, held while the person types, shown.
  const [phase, setPhase] = useState<DialogPhase>('deciding');
  const wanted = entry !== undefined && ui !== undefined;
  const holdFor = ui?.holdFor;
  useLayoutEffect(() => {
    if (!wanted || !holdFor) {
      setPhase('deciding');
      return;
    }
    if (phase === 'shown') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      const wait = holdFor(
        performance.now(),
        lastKey.current,
        (dialogRef.current?.ownerDocument ?? document).activeElement,
      );
      setPhase(wait > 0 ? 'held' : 'shown');
      if (wait > 0) timer = setTimeout(attempt, wait);
    };
    attempt();
    return () => clearTimeout(timer);
  }, [wanted, phase, lastKey, holdFor]);
  const open = phase === 'shown' && wanted;
  useUnobscuredFocus(dialogRef, open);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // showModal makes the page inert and focuses a control; jsdom lacks it. Focus then goes to
      // the title, so no key meant for the page lands on a field or a button of the request.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      titleRef.current?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const target = returnFocus.current;
      returnFocus.current = null;
      if (target?.isConnected) target.focus();
    }
  }, [open]);

  // A notice of the dialog's is announced once; forget it after a while so an identical one is
  // announced again. An inline one is the transcript's (`<ElicitationTasks>`), kept until dismissed.
  useEffect(() => {
    if (!notice) return;
    const t = setTimeout(() => queue.clearNotice(notice.id), 8000);
    return () => clearTimeout(t);
  }, [notice, queue]);

  // Each next request in the same place: focus goes back to the title (never onto its controls).
  const key = open ? entry.key : undefined;
  useLayoutEffect(() => {
    if (key !== undefined && dialogRef.current?.open) titleRef.current?.focus();
  }, [key]);

  const closeRequest = () => entry && queue.close(entry.key);
  // The components handle Escape themselves (and mark it handled); this catches Escape pressed
  // on the dialog's own controls.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) onCancel(event);
  };
  // The browser's own close request: Escape that no element handled (focus anywhere, even on the
  // page behind). The queue decides when the dialog closes.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    closeRequest();
  };

  const server = serverLabel(entry?.serverName, messages);
  // Other requests waiting, this one's round aside: its step line counts those ("Question 1 of 2"),
  // and another round counts once, as the title and the badge count it (`countWaiting`).
  const more = entry ? countWaiting(entries, entry) : 0;
  const locale = props.formProps?.locale ?? messages.locale;
  const noticeText = useMemo(
    () => (notice && ui ? ui.noticeLine(notice, messages, props.messages, locale) : ''),
    [notice, messages, locale, ui],
  );
  const heldText =
    entry && !ui
      ? formatMessage(messages.dialogLoading, { server })
      : phase === 'held' && wanted
      ? formatMessage(messages.dialogHeldWhileTyping, { server })
      : '';
  // Beside a withdrawal notice (while it stands), the way to stop that server.
  const stopOffer =
    props.allowStopAsking !== false && notice?.kind === 'withdrawn' && notice.source && !queue.isBlocked(notice.source)
      ? notice.source
      : undefined;
  const stopButton = (source: ElicitationSource, name: string) => (
    <button type="button" className="rme-button rme-button-quiet" onClick={() => queue.block(source)}>
      {formatMessage(messages.dialogStopAsking, { server: name })}
    </button>
  );

  return (
    <>
      <dialog
        ref={dialogRef}
        className={cx('rme-dialog', props.className)}
        aria-labelledby={titleId}
        aria-modal="true"
        lang={locale}
        dir={textDirection(locale)}
        data-state={open ? 'open' : 'closed'}
        onKeyDown={onKeyDown}
        onCancel={onCancel}
      >
        {open && (
          <ui.DialogContent
            title={
              <h2 className="rme-dialog-title" id={titleId} tabIndex={-1} ref={titleRef}>
                {formatMessage(messages.dialogTitle, { server })}
              </h2>
            }
            entry={entry}
            queue={queue}
            host={props}
            server={server}
            locale={locale}
            titleId={titleId}
            more={more}
            dialogRef={dialogRef}
            stopButton={stopButton}
          />
        )}
      </dialog>
      {/* Outside the modal, and out of the page's flow wherever the host placed this component: a
          layer of its own over the page's bottom edge (`.rme-dialog-outside`), for the dialog's
          status line and the lines of the calls shown in the dialog. */}
      <div className="rme-dialog-outside" lang={locale} dir={textDirection(locale)}>
        <div className="rme-dialog-notice">
          <p role="status">{heldText || noticeText}</p>
          {stopOffer && !open && stopButton(stopOffer, serverLabel(notice!.serverName, messages))}
        </div>
        <TaskLinesOf queue={queue} presentation="dialog" messages={messages} locale={locale} />
      </div>
      {ui && (
        <ui.Attention
          entries={entries}
          host={props}
          messages={messages}
          locale={locale}
          focus={() => titleRef.current?.focus()}
        />
      )}
    </>
  );
}

const dialogEntries = (s: QueueSnapshot) => s.entries.filter((e) => e.presentation === 'dialog');
const dialogNotice = (s: QueueSnapshot) => (s.notice?.presentation === 'dialog' ? s.notice : null);

/** When the person last pressed a key in an editable field outside `inside` (performance.now()). */
/** The last key pressed outside the dialog (whether it typed is asked when it matters: `holdFor`). */
function useLastKeyOutside(inside: RefObject<HTMLElement | null>): RefObject<LastKey> {
  const last = useRef<LastKey>({ at: -Infinity, target: null });
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const target = event.target as Node | null;
      if (!inside.current?.contains(target)) last.current = { at: performance.now(), target };
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [inside]);
  return last;
}
