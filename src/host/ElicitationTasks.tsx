import { useMemo } from 'react';
import type { ElicitationMessages } from '../core/messages.js';
import { hostMessages, serverLabel, type HostMessages } from '../core/hostMessages.js';
import { formatMessage, textDirection } from '../core/intl.js';
import { useShallowStable } from '../react/useShallowStable.js';
import type { ElicitationQueue, Presentation, QueueSnapshot } from '../engine/queue.js';
import { useElicitationTasks, useQueue, useQueueSelector } from './queueContext.js';
import { useRequestUi } from './requestUi.js';

/**
 * A call's lines in the transcript: the lines of the tasks servers run for calls (the tasks
 * extension) whose presentation is inline (the queue's `taskPresentation`; or `presentation`
 * here): what each server says it is doing and for how long, "Stop this task", and how it ended,
 * with "Dismiss"; and an inline notice no card tells (a request that ended with a page reload, a
 * server turned off with nothing waiting), with "Dismiss". `<ElicitationInline>` shows it after its
 * cards; a host that builds its own transcript from `useInlineItems` places it where it likes.
 * Renders nothing visible while there is nothing to say; the task lines load with the request UI.
 *
 * @example
 * ```tsx
 * <Transcript items={useInlineItems()} />
 * <ElicitationTasks />
 * ```
 */
export function ElicitationTasks(props: {
  queue?: ElicitationQueue | undefined;
  presentation?: Presentation | undefined;
  messages?: Partial<ElicitationMessages> | undefined;
  locale?: string | undefined;
}) {
  const queue = useQueue(props.queue, '<ElicitationTasks>');
  const overrides = useShallowStable(props.messages);
  const messages = useMemo(() => hostMessages(overrides), [overrides]);
  const presentation = props.presentation ?? 'inline';
  const locale = props.locale ?? messages.locale;
  return (
    <>
      {presentation === 'inline' && <InlineNotice queue={queue} messages={messages} locale={locale} />}
      <TaskLinesOf queue={queue} presentation={presentation} messages={messages} locale={locale} />
    </>
  );
}

/**
 * An inline notice no card tells (a request that ended with a reload, a server turned off with
 * nothing waiting), as a line of the transcript until the person dismisses it or another notice
 * replaces it. Renders only when the notice changes, not with every request.
 */
function InlineNotice(props: { queue: ElicitationQueue; messages: HostMessages; locale: string | undefined }) {
  const { queue, messages } = props;
  const notice = useQueueSelector(queue, inlineNotice);
  const text = !notice
    ? ''
    : notice.kind === 'reloaded'
    ? messages.dialogReloaded
    : notice.kind === 'blocked' && !notice.settled
    ? messages.dialogBlocked
    : '';
  return (
    <div className="rme-tasks rme-inline-notice" lang={props.locale} dir={textDirection(props.locale)}>
      <p role="status">
        {text && formatMessage(text, { server: serverLabel(notice!.serverName, messages) }, props.locale)}
      </p>
      {text && (
        <button type="button" className="rme-button rme-button-quiet" onClick={() => queue.clearNotice(notice!.id)}>
          {messages.taskDismiss}
        </button>
      )}
    </div>
  );
}

const inlineNotice = (s: QueueSnapshot) => (s.notice?.presentation === 'inline' ? s.notice : null);

/**
 * The lines of one presentation's tasks, with the host's words already chosen: what the dialog
 * shows below itself, and `<ElicitationTasks>` in a transcript. It alone listens to the task lines.
 */
export function TaskLinesOf(props: {
  queue: ElicitationQueue;
  presentation: Presentation;
  messages: HostMessages;
  locale?: string | undefined;
}) {
  const { queue, presentation } = props;
  const all = useElicitationTasks(queue);
  const tasks = useMemo(() => all.filter((t) => t.presentation === presentation), [all, presentation]);
  const ui = useRequestUi(tasks.length > 0);
  if (!ui || tasks.length === 0) return null;
  return <ui.TaskLines queue={queue} tasks={tasks} messages={props.messages} locale={props.locale} />;
}
