import type { TaskStore } from './tasks.mjs';
export const TASK_TOOLS: readonly string[];
export const TRIP_STATE: string;
export const usernameSchema: Record<string, unknown>;
export function usernameProblem(answer: { action: string; content?: Record<string, unknown> } | undefined): string | null;
export function createModernHandler(options: Record<string, unknown>): { fetch(request: Request, options?: { parsedBody?: unknown }): Promise<Response>; tasks: TaskStore };
