// The engine's types (the queue, its requests, rounds and tasks), as every entry whose signatures
// name them re-exports them (`/host`, the relay). Type-only; the API report checks that nothing
// public is left out.
export type * from '../core/publicTypes.js';
export type {
  AskHandle,
  AskOptions,
  ElicitationQueue,
  ElicitationQueueOptions,
  ElicitationSource,
  EntryEnd,
  EntryStatus,
  Presentation,
  QueueEntry,
  QueueSnapshot,
  SettledEntry,
  TaskEntry,
  TaskTracker,
} from './queue.js';
export type { TaskState, TaskStatus } from './tasks.js';
export type { DecidedRequest } from '../core/decide.js';
export type { BridgeAskOptions, RequestFacts } from './port.js';
export type { InputRequest, InputRequiredResult, InputRound } from './inputRequired.js';
