import type { ElicitationSource, TaskTracker } from '../engine/queue.js';
import { TaskBook, type TaskLineFields } from '../engine/taskBook.js';
import type { RelayEvent } from '../engine/wire.js';

/** Ended task lines an instance tells a window that connects: an owner's newest 20, each for a minute. */
const TASK_LINES_KEPT = { ended: 20, endedForMs: 60_000 };

/**
 * The lines of the tasks this instance follows, one `TaskBook` per owner: each change is told to
 * the owner's windows (`tell`), all of them again to a window that connects (`relist`), and "Stop
 * this task" reaches the running line of that task (`stop`), for that owner only.
 */
export function relayTaskLines(tell: (owner: string, event: RelayEvent) => void) {
  const books = new Map<string, TaskBook<TaskLineFields>>();
  return {
    /** A task followed here for `owner`; the same task followed again here replaces its line. */
    track(owner: string, source: ElicitationSource, taskId: string): TaskTracker {
      let book = books.get(owner);
      if (!book) {
        const made = new TaskBook<TaskLineFields>(TASK_LINES_KEPT, (line) => tell(owner, taskEvent(line)));
        made.subscribe(() => made.lines().length === 0 && books.get(owner) === made && books.delete(owner));
        books.set(owner, (book = made));
      }
      return book.track({ taskId, serverName: source.serverName, startedAt: Date.now() }, (l) => l.taskId === taskId);
    },
    relist(owner: string): void {
      books
        .get(owner)
        ?.lines()
        .forEach((line) => tell(owner, taskEvent(line)));
    },
    stop(owner: string, taskId: string): void {
      const book = books.get(owner);
      const line = book?.lines().find((l) => l.taskId === taskId && l.endedAt === undefined);
      if (line) book!.stop(line.id);
    },
  };
}

/** A task's line as the owner's windows are told it. */
function taskEvent(line: TaskLineFields): Extract<RelayEvent, { type: 'task' }> {
  const { taskId, serverName, status, statusMessage, startedAt } = line;
  return { type: 'task', taskId, serverName, status, ...(statusMessage !== undefined && { statusMessage }), startedAt };
}
