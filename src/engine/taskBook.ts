import { isTerminal, lineMessage, type TaskState } from './tasks.js';
import type { TaskEntry } from './queueTypes.js';

/** What a task's line holds, whoever keeps it: the page's queue adds its source and presentation (`TaskEntry`). */
export type TaskLineFields = Omit<TaskEntry, 'source' | 'presentation'>;

/**
 * What a bridge tells the queue of a task it follows (`ElicitationQueue.track`).
 *
 * @example
 * ```tsx
 * const tracker = queue.track(source, task.taskId);
 * tracker.update(task);
 * ```
 */
export interface TaskTracker {
  /** The task as last seen (or as it ended). */
  update(task: Pick<TaskState, 'status' | 'statusMessage'>): void;
  /** What "Stop this task" does (sends `tasks/cancel`). */
  onStop(stop: () => void): void;
}

/**
 * The one keep rule for ended lines: the newest `ended` of them, each for `endedForMs` after its
 * end when given (else until dismissed). Running lines are always kept.
 */
export interface KeepRule {
  readonly ended: number;
  readonly endedForMs?: number | undefined;
}

/**
 * The lines of the tasks followed for one person, whoever shows them: the page's queue (its task
 * slice) and the relay (one book per owner, told to the owner's windows). What a line says is
 * decided by `lineMessage`; a change that changes nothing shown is not one. No React, no DOM.
 */
export class TaskBook<L extends TaskLineFields> {
  #lines: L[] = [];
  readonly #stops = new Map<number, () => void>();
  readonly #listeners = new Set<() => void>();
  #nextId = 1;

  /** `onLine` hears each line as it starts and at each change (the relay tells it to the windows). */
  constructor(readonly keep: KeepRule, private readonly onLine?: (line: L) => void) {}

  /** The lines, oldest first: a new array at each change. */
  lines = (): readonly L[] => this.#lines;

  /** Listens to every change of the lines (a start, a change, a line forgotten). */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Starts a line (working, no words yet); `replaces` drops a line it takes over (the same task followed again). */
  track(fields: Omit<L, 'id' | 'status' | 'statusMessage' | 'endedAt'>, replaces?: (line: L) => boolean): TaskTracker {
    const id = this.#nextId++;
    const line = { ...fields, id, status: 'working' } as L;
    this.#set([...(replaces ? this.#lines.filter((l) => !replaces(l)) : this.#lines), line]);
    this.onLine?.(line);
    return {
      update: (task) => {
        const was = this.#lines.find((l) => l.id === id);
        if (!was || was.endedAt !== undefined) return;
        const statusMessage = lineMessage(was.statusMessage, task);
        // Nothing the line shows changed (a working task that says nothing new keeps its words).
        if (was.status === task.status && was.statusMessage === statusMessage) return;
        const ended = isTerminal(task.status);
        const { statusMessage: _was, ...rest } = was;
        const next = {
          ...rest,
          status: task.status,
          ...(statusMessage !== undefined && { statusMessage }),
          ...(ended && { endedAt: Date.now() }),
        } as L;
        let all = this.#lines.map((l) => (l.id === id ? next : l));
        if (ended) {
          this.#stops.delete(id);
          const over = all.filter((l) => l.endedAt !== undefined).length - this.keep.ended;
          if (over > 0) all = dropOldestEnded(all, over);
          if (this.keep.endedForMs !== undefined) {
            const forget = setTimeout(() => this.#forget(id), this.keep.endedForMs);
            (forget as { unref?: () => void }).unref?.();
          }
        }
        this.#set(all);
        this.onLine?.(next);
      },
      onStop: (stop) => {
        this.#stops.set(id, stop);
      },
    };
  }

  /** "Stop this task" for the line `id` (a running one: an ended line has no stop). */
  stop(id: number): void {
    this.#stops.get(id)?.();
  }

  /** Forgets an ended line. */
  dismiss(id: number): void {
    if (this.#lines.some((l) => l.id === id && l.endedAt !== undefined)) this.#forget(id);
  }

  #forget(id: number): void {
    if (this.#lines.some((l) => l.id === id)) this.#set(this.#lines.filter((l) => l.id !== id));
  }

  #set(lines: L[]): void {
    this.#lines = lines;
    for (const l of [...this.#listeners]) l();
  }
}

function dropOldestEnded<L extends TaskLineFields>(lines: readonly L[], count: number): L[] {
  let left = count;
  return lines.filter((l) => !(l.endedAt !== undefined && left-- > 0));
}
