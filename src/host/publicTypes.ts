// The queue's types, as every entry whose signatures name the queue re-exports them (`/host`, the
// bridges, the relay). Type-only; the API report checks that nothing public is left out.
export type * from '../core/publicTypes.js';
export type { AskHandle, AskOptions, ElicitationQueue, ElicitationQueueOptions, ElicitationSource, EntryEnd, EntryStatus, Presentation, QueueEntry, QueueSnapshot, SettledEntry, TaskEntry, TaskTracker } from '../engine/queue.js';
export type { TaskState, TaskStatus } from '../engine/tasks.js';
export type { DecidedRequest } from '../core/decide.js';
export type { BridgeAskOptions } from '../engine/port.js';
export type { InputRequest, InputRequiredResult, InputRound } from '../engine/inputRequired.js';
