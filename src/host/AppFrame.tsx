import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { formatMessage, type ElicitationMessages } from '../core/messages.js';
import { answerSummary, summaryItemText } from '../core/summary.js';
import { checkAnswer } from '../core/validate.js';
import type { FormModel } from '../core/model.js';
import type { ElicitationQueue, QueueEntry } from '../engine/queue.js';
import type { ElicitResult } from '../protocol/types.js';
import { useArming } from '../react/arming.js';
import { sendingLine, useHeldRequest } from '../react/heldRequest.js';
import type { ActionsProps } from '../react/types.js';
import { ServerMessage } from '../react/ServerMessage.js';
import { openAppChannel } from './appChannel.js';

// A form request shown in the server's own app (MCP Apps, SEP-3118), loaded on demand by
// `EntryView`. The frame is the app's; everything around it is ours: who is asking, Decline,
// Cancel, "Use the standard form", and what the app wants to send. An answer is checked against the
// request's schema, and is sent only when the request was armed and the person had moved into the
// frame since (focus, and the browser's user activation where it has it); otherwise the person
// reads it here and sends it with a button that arms like any other.

/** How long an app has to load and declare `elicitation` before the standard form shows. */
const START_TIMEOUT_MS = 10_000;

/** Answers that do not fit the schema an app may give before the standard form replaces it. */
const MAX_REFUSALS = 3;

type Answer = ElicitResult & { action: 'accept' | 'decline' | 'cancel' };

export default function AppFrame(props: {
  entry: QueueEntry;
  model: FormModel;
  queue: ElicitationQueue;
  server: string;
  messages: ElicitationMessages;
  locale?: string | undefined;
  armMs: number;
  /** The host's actions renderer (`components.actions`, `DefaultActions` by default): the form's own row. */
  actions: ComponentType<ActionsProps>;
  /** The standard form instead: the person chose it, or the app could not be used. */
  onStandard(why: 'chosen' | 'failed'): void;
}) {
  const { entry, model, queue, messages, server } = props;
  const app = entry.app!;
  const frame = useRef<HTMLIFrameElement>(null);
  const arming = useArming(props.armMs, entry.key);
  const [held, setHeld] = useState<{ answer: Answer; n: number } | undefined>();
  const sendArming = useArming(props.armMs, held?.n ?? 0);
  const [refused, setRefused] = useState<string | undefined>();
  const [ready, setReady] = useState(false);
  const [height, setHeight] = useState(320);
  // The person moved into the frame while the request was armed (a click or Tab into it).
  const entered = useRef(false);
  // The frame already had focus when the request armed: that move into it was not after arming.
  const inBeforeArmed = useRef(false);
  useEffect(() => {
    if (arming.armed && document.activeElement === frame.current) inBeforeArmed.current = true;
  }, [arming.armed]);
  const onStandard = useRef(props.onStandard);
  onStandard.current = props.onStandard;
  const live = useRef({ arming, messages, server });
  live.current = { arming, messages, server };

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const origin = new URL(app.sandbox).origin;
    const dark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
    let heldCount = 0;
    let refusals = 0;
    const channel = openAppChannel(
      app,
      entry.request,
      (message) => element.contentWindow?.postMessage(message, origin),
      {
        ready: () => setReady(true),
        fail: () => onStandard.current('failed'),
        resize: setHeight,
        answer: (result) => {
          const { arming: armed, messages: words, server: name } = live.current;
          const answer = answerOf(entry, model, result);
          if (typeof answer === 'string') {
            // The app may try again (the request is forwarded anew), three times: then the standard form.
            if (++refusals >= MAX_REFUSALS) return onStandard.current('failed');
            setRefused(formatMessage(words.appRefused, { server: name, fields: answer }));
            channel.ask();
            return;
          }
          setRefused(undefined);
          const activation = (navigator as { userActivation?: { isActive: boolean } }).userActivation;
          // Checked per answer too: a frame that took focus from another frame blurs no window.
          const inside = entered.current || (document.activeElement === element && !inBeforeArmed.current);
          if (armed.isArmed() && inside && (activation === undefined || activation.isActive)) {
            queue.answer(entry.key, answer);
            return;
          }
          // Not the person's doing, as far as the host can tell: they confirm it here. The request is
          // not forwarded again, so an app cannot keep replacing what waits for the person.
          setHeld({ answer, n: ++heldCount });
        },
      },
      { timeoutMs: START_TIMEOUT_MS, theme: dark ? 'dark' : 'light', locale: props.locale },
    );
    const onMessage = (event: MessageEvent) => {
      if (event.source === element.contentWindow && event.origin === origin) channel.receive(event.data);
    };
    // Focus moving into the frame focuses this frame's element, which is then the active element:
    // entered while armed, it stays entered. Focus that came from the page is read again when an
    // answer comes (`inside`, above), as the active element then.
    const onEnter = () => {
      if (document.activeElement === element && live.current.arming.isArmed()) entered.current = true;
    };
    window.addEventListener('message', onMessage);
    element.addEventListener('focus', onEnter);
    return () => {
      channel.close();
      window.removeEventListener('message', onMessage);
      element.removeEventListener('focus', onEnter);
    };
    // One channel per request and app: the entry's key and app never change under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry.key, app]);

  const summary = useMemo(
    () =>
      held?.answer.action === 'accept' && held.answer.content
        ? answerSummary(model, held.answer.content, messages, props.locale).map((item) =>
            summaryItemText(item, messages),
          )
        : [],
    [held, model, messages, props.locale],
  );
  // The actions row is the host's own renderer (`components.actions`, as the form's): Submit only
  // for an answer the app gave and the person confirms here; every action arms as the form's do,
  // and a held answer arms anew.
  const guard = held ? sendArming : arming;
  const answerWith = (result: Answer) => guard.isArmed() && queue.answer(entry.key, result);
  const heldRequest = useHeldRequest();
  // The answer is on its way (a host that confirms delivery): nothing more to answer here.
  const sending = sendingLine(heldRequest?.status ?? entry.status, messages);
  const Actions = props.actions;
  const actions = (
    <form
      className="rme-app-actions"
      onSubmit={(event) => {
        event.preventDefault();
        if (held) answerWith(held.answer);
      }}
    >
      <Actions
        canSubmit={held !== undefined}
        disabled={false}
        armed={guard.armed}
        messages={messages}
        onSubmit={() => held && answerWith(held.answer)}
        onDecline={() => answerWith({ action: 'decline' })}
        onCancel={() => answerWith({ action: 'cancel' })}
      />
      <button
        type="button"
        className="rme-button rme-button-quiet rme-app-standard"
        onClick={() => props.onStandard('chosen')}
      >
        {messages.appUseStandard}
      </button>
    </form>
  );
  const place = heldRequest?.placeActions;
  return (
    <div className="rme-root rme-app" onKeyDownCapture={arming.onKeyDownCapture}>
      {model.message && <ServerMessage caption={messages.serverTextNote} text={model.message} />}
      <p className="rme-app-caption">{formatMessage(messages.appCaption, { server })}</p>
      {!ready && (
        <p className="rme-app-loading" role="status">
          {formatMessage(messages.appLoading, { server })}
        </p>
      )}
      <iframe
        ref={frame}
        className="rme-app-frame"
        title={formatMessage(messages.appFrameTitle, { server })}
        src={app.sandbox}
        sandbox="allow-scripts allow-same-origin allow-forms"
        referrerPolicy="origin"
        style={{ height }}
      />
      {refused && (
        <div className="rme-request-error" role="alert">
          {refused}
        </div>
      )}
      {held && (
        <div className="rme-app-held" role="status">
          <p className="rme-app-held-title">
            {held.answer.action === 'accept'
              ? messages.appWantsToSend
              : formatMessage(messages.appWantsToEnd, {
                  action: held.answer.action === 'decline' ? messages.decline : messages.cancel,
                })}
          </p>
          {summary.length > 0 && (
            <ul className="rme-summary-list">
              {summary.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {sending ? (
        <p className="rme-result" role="status">
          {sending}
        </p>
      ) : place ? (
        place(actions)
      ) : (
        actions
      )}
    </div>
  );
}

/**
 * The app's result as an answer to this form (`checkAnswer`, as a relay checks one), or the fields it got wrong (a list
 * for the person).
 */
function answerOf(entry: QueueEntry, model: FormModel, result: unknown): Answer | string {
  const checked = checkAnswer(entry.decided, result);
  if (checked.ok) return checked.result as Answer;
  const labels = new Map(model.fields.map((f) => [f.key, f.label || f.key]));
  return [...new Set(checked.issues.map((i) => labels.get(i.key) ?? (i.key || 'content')))].slice(0, 5).join(', ');
}
