import { isRecord } from '../core/objects.js';
import type { ElicitResult } from '../protocol/types.js';
import { withClientCapabilities } from '../engine/inputRequired.js';
import { followTask, TaskError, type FollowOptions, type TaskRequests, type TaskState } from '../engine/tasks.js';
import type { BridgeAskOptions, BridgeQueue, ElicitationSource } from '../engine/port.js';
import type { BridgeCallOptions } from './attachment.js';
import type { SdkAdapter } from './sdkAdapter.js';

// A call's task (the tasks extension), as the bridge (`./createBridge.ts`) runs it: the three task
// requests framed with the call's declaration, and the driver following a task to its end, its
// questions asked through the bridge's one `ask`, its state on the queue's task line.

/** What following tasks needs of the bridge. */
export interface TaskCallsContext {
  readonly queue: BridgeQueue;
  readonly source: ElicitationSource;
  /** Sends a task request as framed, where the SDK generation can (`undefined`: tasks are off). */
  readonly send: SdkAdapter['taskRequest'];
  /** The client capabilities a 2026-07-28 request declares. */
  declaring(tasks: boolean): Record<string, unknown>;
  readonly followOptions: Omit<FollowOptions, 'signal' | 'seen' | 'pollFirst'>;
  /** The bridge's one way to show a request and wait for the person. */
  ask(params: unknown, asked: BridgeAskOptions, declared: boolean): Promise<ElicitResult>;
}

export function taskCalls(context: TaskCallsContext) {
  const { queue, source, send, declaring, followOptions, ask } = context;
  // Every task request declares the extension, with the call's elicitation modes: a server MUST
  // refuse a tasks/get, tasks/update or tasks/cancel from a client that did not (-32021).
  const framed = (method: 'tasks/get' | 'tasks/update' | 'tasks/cancel', params: Record<string, unknown>) =>
    send!(method, withClientCapabilities(params, declaring(true)));
  const requests: TaskRequests | undefined = send && {
    get: (taskId) => framed('tasks/get', { taskId }),
    update: (taskId, inputResponses) => framed('tasks/update', { taskId, inputResponses }),
    cancel: (taskId) => framed('tasks/cancel', { taskId }),
  };

  /**
   * Follows a task to its end (see `followTask`): its questions asked through the queue as the
   * task's (a relay keeps the task id and key with each), its state on the queue's task line.
   */
  function follow(
    requests: TaskRequests,
    task: TaskState,
    callOptions: BridgeCallOptions,
    more: Pick<FollowOptions, 'seen' | 'pollFirst'> = {},
  ): Promise<unknown> {
    const tracker = queue.track?.(source, task.taskId);
    const callSignal = signalOf(callOptions.requestOptions);
    return followTask(
      task,
      requests,
      {
        elicit: (p, key, step, questionSignal) => {
          // URL mode: the person says when the page is done, and that answer goes by tasks/update.
          const url = isRecord(p) && p.mode === 'url';
          const signal = anySignal(callSignal, questionSignal);
          const asked = {
            ...(url && { urlCompletion: 'retry' as const }),
            step,
            signal,
            task: { taskId: task.taskId, key },
          };
          return ask(p, asked, true);
        },
        onState: tracker && ((state) => tracker.update(state)),
        onStop: tracker && ((stop) => tracker.onStop(stop)),
        sampling: callOptions.sampling,
        roots: callOptions.roots,
      },
      { ...followOptions, ...more, signal: callSignal },
    );
  }

  /** Follows a task this process did not start (a relay's `resumeTask`): polls it at once. */
  function followExisting(
    taskId: string,
    callOptions: BridgeCallOptions & { asked?: readonly string[] | undefined } = {},
  ): Promise<unknown> {
    if (!requests)
      return Promise.reject(
        new TaskError(
          'invalid-task',
          'This client cannot follow tasks (the v2 SDK can; tasks: false turns them off).',
          taskId,
        ),
      );
    return follow(requests, { taskId, status: 'working' }, callOptions, { seen: callOptions.asked, pollFirst: true });
  }

  /** Sends answers to a task's questions (`tasks/update`), e.g. from a relay's `resumeTask`. */
  async function updateExisting(taskId: string, inputResponses: Record<string, unknown>): Promise<void> {
    if (!requests)
      throw new TaskError(
        'invalid-task',
        'This client cannot answer tasks (the v2 SDK can; tasks: false turns them off).',
        taskId,
      );
    await requests.update(taskId, inputResponses);
  }

  return { requests, follow, followExisting, updateExisting };
}

/** The abort signal of a call's SDK request options, if it has one. */
export function signalOf(requestOptions: unknown): AbortSignal | undefined {
  const signal = isRecord(requestOptions) ? requestOptions.signal : undefined;
  return signal instanceof AbortSignal ? signal : undefined;
}

/** One signal for two, either may be missing. */
function anySignal(a: AbortSignal | undefined, b: AbortSignal | undefined): AbortSignal | undefined {
  return a && b ? AbortSignal.any([a, b]) : a ?? b;
}
