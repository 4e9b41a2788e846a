import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { formatMessage, type ElicitationMessages } from '../core/messages.js';
import type { ElicitContent, ElicitResult } from '../protocol/types.js';
import { DEFAULT_ARM_MS, useArming } from '../react/arming.js';
import { agentWords } from '../core/agentMessages.js';
import { nativeComponents, useComponents } from '../react/components.js';
import type { ElicitationHostProps } from './hostProps.js';
import { ElicitationView } from '../react/ElicitationView.js';
import { HeldRequestContext, type HeldRequest } from '../react/heldRequest.js';
import type { ElicitationQueue, QueueEntry } from '../engine/queue.js';

// The server's own app for a form (MCP Apps): its own chunk, loaded only for a request that names one.
const AppFrame = lazy(() => import('./AppFrame.js'));

/** A waiting queue entry's UI, the same in the dialog and in an inline card: the request (form or
 * URL step) answering into the queue with the host's renderers and options, its draft kept there,
 * and "Stop requests from …". */
export function EntryView(props: {
  entry: QueueEntry;
  queue: ElicitationQueue;
  /** The shell's props (`components`, `messages`, `formProps`, `collapseAfter`, `armMs`, `allowStopAsking`). */
  host: ElicitationHostProps;
  server: string;
  titleId: string;
  /** The whole catalogue, the host's lines on top (an agent's request: its words for an agent). */
  messages: ElicitationMessages;
  footerClassName: string;
  /** "Stop requests from …" at the end of a valid form's actions row, not on a line of its own (inline cards). */
  stopWithActions?: boolean | undefined;
}) {
  const { host } = props;
  const preset = useComponents(nativeComponents, host.components);
  // The form and URL step read the host's overrides: an agent's request gets its lines with them.
  const agent = props.entry.source.kind === 'agent';
  const overrides = useMemo(
    () => (agent ? { ...host.messages, ...agentWords(props.messages) } : host.messages),
    [agent, host.messages, props.messages],
  );
  const armMs = host.armMs ?? DEFAULT_ARM_MS;
  const { entry, queue } = props;
  // "Stop requests" answers too (cancel, and every later request): it arms like the request's own actions.
  const arming = useArming(armMs, entry.key);
  const readDraftWith = useCallback(
    (reader: (() => ElicitContent | undefined) | null) => queue.readDraftWith(entry.key, reader),
    [queue, entry.key],
  );
  const stop = useMemo(
    () =>
      host.allowStopAsking !== false &&
      entry.status === 'asking' && (
        <button
          type="button"
          className="rme-button rme-button-quiet rme-stop-asking"
          aria-disabled={arming.armed ? undefined : true}
          onClick={() => arming.isArmed() && queue.block(entry.source)}
        >
          {formatMessage(props.messages.dialogStopAsking, { server: props.server })}
        </button>
      ),
    // `arming.isArmed` reads a ref: `armed` is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [host.allowStopAsking, entry.status, entry.source, arming.armed, queue, props.messages, props.server],
  );
  // A form the server's app shows (MCP Apps), until the person chooses the standard form or the app
  // fails; an app that could not be read never shows, and the form says so.
  const [standard, setStandard] = useState<{ key: number; why: 'chosen' | 'failed' }>();
  const app = entry.app;
  const model = entry.decided.kind === 'form' && entry.decided.parsed.ok ? entry.decided.parsed.model : undefined;
  const appFailed =
    app !== undefined && (app.html === undefined || (standard?.key === entry.key && standard.why === 'failed'));
  const appShown = app?.html !== undefined && model !== undefined && standard?.key !== entry.key;
  // A valid form has an actions row to end with; a URL step, a malformed request or an unknown mode keeps the line
  // below.
  const inRow = props.stopWithActions === true && entry.decided.kind === 'form' && entry.decided.parsed.ok;
  // The request as the queue holds it, for the view by context: one object per change of the entry
  // (or of its Stop button, once it arms).
  const held = useMemo<HeldRequest>(
    () => ({
      decided: entry.decided,
      status: entry.status,
      previousAnswer: entry.previousAnswer,
      completion: entry.urlCompletion,
      notFinished: entry.urlNotFinished,
      placeActions:
        inRow && stop
          ? (actions) => (
              <div className="rme-actions-row">
                {actions}
                {stop}
              </div>
            )
          : undefined,
      done: () => (entry.status === 'confirming' ? queue.stopWaiting(entry.key) : queue.finish(entry.key)),
      readDraftWith,
    }),
    [entry, queue, readDraftWith, inRow, stop],
  );
  return (
    <>
      <HeldRequestContext.Provider value={held}>
        {appFailed && (
          <p className="rme-app-failed" role="status">
            {formatMessage(props.messages.appFailed, { server: props.server })}
          </p>
        )}
        {appShown ? (
          <Suspense
            fallback={
              <p className="rme-app-loading">{formatMessage(props.messages.appLoading, { server: props.server })}</p>
            }
          >
            {/* One frame, one sandbox load per request: the sandbox page makes one app per load. */}
            <AppFrame
              key={entry.key}
              entry={entry}
              model={model}
              queue={queue}
              server={props.server}
              messages={props.messages}
              locale={host.formProps?.locale}
              armMs={armMs}
              actions={preset.actions}
              onStandard={(why) => setStandard({ key: entry.key, why })}
            />
          </Suspense>
        ) : (
          <ElicitationView
            key={entry.key}
            preset={preset}
            request={entry.request}
            serverName={props.server}
            labelledBy={props.titleId}
            messages={overrides}
            collapseAfter={host.collapseAfter ?? 6}
            armMs={armMs}
            {...host.formProps}
            onResult={(result: ElicitResult) => queue.answer(entry.key, result)}
          />
        )}
      </HeldRequestContext.Provider>
      {entry.status === 'retrying' && (
        // Sends the same answer again now, not a new one: no arming, as it answers nothing new.
        <div className={props.footerClassName}>
          <button type="button" className="rme-button rme-button-quiet" onClick={() => queue.retryNow(entry.key)}>
            {props.messages.resultRetryNow}
          </button>
        </div>
      )}
      {stop && !inRow && <div className={props.footerClassName}>{stop}</div>}
    </>
  );
}

/** The lines under a request's title, the same in the dialog and on a card: the server's own
 * claim (unless `claim` is false: a card says it beside its heading, once per server), the tool call
 * that asks (an ACP agent's, when its title was heard), and while
 * it waits, "asked again", its step in a round and each field left out for a type no form can ask
 * for (an ACP agent's extension). */
export function EntryNotes(props: {
  entry: QueueEntry;
  server: string;
  messages: ElicitationMessages;
  locale: string | undefined;
  waiting: boolean;
  claim?: boolean | undefined;
}) {
  const { entry, messages, waiting } = props;
  return (
    <>
      {props.claim !== false && entry.serverClaim !== undefined && (
        <p className="rme-server-claim">{formatMessage(messages.dialogServerClaim, { claim: entry.serverClaim })}</p>
      )}
      {/* Which tool call of an agent asks, as the agent titled it (`session/update`). */}
      {entry.scope?.toolTitle !== undefined && (
        <p className="rme-tool-call" dir="auto">
          {formatMessage(messages.agentToolCall, { title: entry.scope.toolTitle })}
        </p>
      )}
      {waiting && entry.previousAnswer && (
        <p className="rme-dialog-asked-again">{formatMessage(messages.dialogAskedAgain, { server: props.server })}</p>
      )}
      {waiting && entry.resumed && <p className="rme-dialog-asked-again">{messages.dialogResumed}</p>}
      {waiting && entry.step && entry.step.count > 1 && (
        <p className="rme-dialog-step">
          {formatMessage(messages.dialogStep, { index: entry.step.index, count: entry.step.count }, props.locale)}
        </p>
      )}
      {waiting &&
        entry.leftOut?.map((name, i) => (
          <p className="rme-dialog-asked-again" dir="auto" key={i}>
            {formatMessage(messages.requestTypeUnsupported, { property: name })}
          </p>
        ))}
    </>
  );
}
