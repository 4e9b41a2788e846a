import type { ProgressNotification } from './keepAlive.js';

// What the bridge (`./createBridge.ts`) needs of one SDK generation: each of `./v1.ts` and
// `./v2.ts` fits its client to this, and the bridge names nothing else of an SDK.

/** What a bridge's handler knows of one incoming `elicitation/create`. */
export interface IncomingRequest {
  signal?: AbortSignal | undefined;
  /** Sends a notification related to the request (progress). */
  notify?: ((notification: ProgressNotification) => Promise<void>) | undefined;
  /** Its place in an input round the SDK fulfils itself (2026-07-28, v2's own driver). */
  step?: { index: number; count: number; round?: number | undefined } | undefined;
}

/** One SDK generation, as the shared bridge needs it. */
export interface SdkAdapter {
  /** Sends one request; an `input_required` result comes back as a value, not an error. */
  request(method: string, params: Record<string, unknown>, requestOptions: unknown): Promise<unknown>;
  /** The `capabilities.elicitation` the client declared. */
  declared(): object;
  /** Whether the connection is gone (an aborted request then expired rather than was withdrawn). */
  closed(): boolean;
  /**
   * Whether the session speaks 2026-07-28: only then do requests carry the per-request client
   * capabilities (`_meta`). A 2025-11-25 server may take them for a 2026 request and refuse it.
   */
  modern(): boolean;
  /** The server's capabilities as connected (`initialize` or `server/discover`). */
  serverCapabilities(): unknown;
  /** Whether the client's `initialize` declared app elicitation (a 2025-11-25 server reads only that). */
  appsAtConnect(): boolean;
  /**
   * Sends one of the task requests (`tasks/get`, `tasks/update`, `tasks/cancel`) as given, where
   * the SDK generation can; the bridge frames its params (the per-request capabilities).
   */
  taskRequest?: ((method: TaskMethod, params: Record<string, unknown>) => Promise<unknown>) | undefined;
}

/** The requests of the tasks extension. */
export type TaskMethod = 'tasks/get' | 'tasks/update' | 'tasks/cancel';
