export const TASKS_EXTENSION: string;
export function declaredTasks(ctx: unknown): boolean;
export interface TaskWork {
  taskId: string;
  ask(requests: Record<string, { method: string; params?: unknown }>): Promise<Record<string, { action: string; content?: Record<string, unknown> }>>;
  drop(key: string): void;
  setStatus(message: string): void;
  signal: AbortSignal;
}
export interface TaskStore {
  start(work: (w: TaskWork) => Promise<Record<string, unknown>>): Record<string, unknown>;
  register(server: unknown): void;
  tasks: Map<string, { taskId: string; status: string; [key: string]: unknown }>;
  updates: { taskId: string; inputResponses: Record<string, unknown> }[];
  polls: Map<string, number[]>;
}
export function createTaskStore(options?: { pollIntervalMs?: number | null; staleReads?: number; ttlMs?: number; log?: (line: string) => void }): TaskStore;
export function pause(ms: number, signal?: AbortSignal): Promise<void>;
