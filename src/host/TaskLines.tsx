import { useEffect, useRef, useState } from 'react';
import { formatMessage } from '../core/intl.js';
import { serverLabel, type HostMessages } from '../core/hostMessages.js';
import { clip } from '../core/clip.js';
import type { ElicitationQueue, TaskEntry } from '../engine/queue.js';
import { MAX_TASK_SAYS } from '../engine/tasks.js';

/**
 * The lines of the tasks a host shows: what the server says it is doing, for how
 * long, and "Stop this task"; once ended, how it ended, with "Dismiss". Changes are announced
 * politely; the running time is not (it would be read every second).
 */
export function TaskLines(props: {
  queue: ElicitationQueue;
  tasks: readonly TaskEntry[];
  messages: HostMessages;
  locale?: string | undefined;
}) {
  const { queue, tasks, messages, locale } = props;
  const running = tasks.some((t) => t.endedAt === undefined);
  const now = useNow(running);
  const announced = useAnnouncement(tasks, messages, locale);
  if (tasks.length === 0) return null;
  return (
    <div className="rme-tasks">
      <ul className="rme-task-list">
        {tasks.map((task) => {
          const ended = task.endedAt !== undefined;
          return (
            <li key={task.id} className="rme-task" data-status={task.status}>
              <p className="rme-task-line">{lineOf(task, messages, locale)}</p>
              {task.statusMessage && <p className="rme-task-says">{saysOf(task.statusMessage, messages, locale)}</p>}
              {!ended && (
                <p className="rme-task-time">
                  {formatMessage(messages.taskElapsed, { time: clock(now - task.startedAt) }, locale)}
                </p>
              )}
              {ended ? (
                <button
                  type="button"
                  className="rme-button rme-button-quiet"
                  onClick={() => queue.dismissTask(task.id)}
                >
                  {messages.taskDismiss}
                </button>
              ) : (
                <button type="button" className="rme-button" onClick={() => queue.stopTask(task.id)}>
                  {messages.taskStop}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <p className="rme-visually-hidden" role="status">
        {announced}
      </p>
    </div>
  );
}

function lineOf(task: TaskEntry, messages: HostMessages, locale: string | undefined): string {
  const server = serverLabel(task.serverName, messages);
  const template =
    task.status === 'completed'
      ? messages.taskCompleted
      : task.status === 'failed'
      ? messages.taskFailed
      : task.status === 'cancelled'
      ? messages.taskCancelled
      : messages.taskRunning;
  return formatMessage(template, { server }, locale);
}

/** The server's words, cut (`formatMessage` isolates them, so they cannot reorder ours). */
function saysOf(statusMessage: string, messages: HostMessages, locale: string | undefined): string {
  return formatMessage(messages.taskSays, { message: clip(statusMessage, MAX_TASK_SAYS) }, locale);
}

/** `m:ss` (or `h:mm:ss`): digits, the same in every language. */
function clock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const s = String(total % 60).padStart(2, '0');
  const m = Math.floor(total / 60) % 60;
  const h = Math.floor(total / 3600);
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** `Date.now()`, renewed every second while `ticking`. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/** The words for the latest change of a task's status or message (not what was there on mount). */
function useAnnouncement(tasks: readonly TaskEntry[], messages: HostMessages, locale: string | undefined): string {
  const last = useRef<Map<number, string> | null>(null);
  const [text, setText] = useState('');
  useEffect(() => {
    const now = new Map(tasks.map((t) => [t.id, `${t.status}\u0000${t.statusMessage ?? ''}`]));
    const before = last.current;
    last.current = now;
    if (!before) return;
    const changed = tasks.filter((t) => before.get(t.id) !== now.get(t.id)).at(-1);
    if (!changed) return;
    setText(
      [lineOf(changed, messages, locale), changed.statusMessage ? saysOf(changed.statusMessage, messages, locale) : '']
        .filter(Boolean)
        .join(' '),
    );
  }, [tasks, messages, locale]);
  return text;
}
