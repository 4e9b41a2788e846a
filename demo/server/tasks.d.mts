export const TASKS_EXTENSION: string;
export function declaredTasks(ctx: unknown): boolean;
export function missingTasksCapability(): Error & { code: number; data?: unknown };
export function refusalOf(message: unknown, taskTools?: readonly string[]): { jsonrpc: '2.0'; id: unknown; error: { code: number; message: string; data?: unknown } } | undefined;
export function guardHttp<T extends { fetch(request: Request, options?: { parsedBody?: unknown }): Promise<Response> }>(entry: T, taskTools?: readonly string[]): T;
export function guardTransport<T extends object>(transport: T, taskTools?: readonly string[]): T;
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
  requests: { method: string; taskId: string; capabilities: unknown }[];
  refused: { method: string; taskId: string }[];
  strays: { taskId: string; key: string }[];
}
export function createTaskStore(options?: { pollIntervalMs?: number | null; staleReads?: number; ttlMs?: number; log?: (line: string) => void }): TaskStore;
export function pause(ms: number, signal?: AbortSignal): Promise<void>;
