// Keeping a waiting request's MCP request alive: the progress notifications a bridge sends while
// the person answers, so the server's timeout (reset by progress) does not end it.

/** The progress notification a bridge sends for a waiting request. */
export interface ProgressNotification {
  method: 'notifications/progress';
  params: { progressToken: string | number; progress: number; message: string };
}

export function progressTokenOf(params: Record<string, unknown>): string | number | undefined {
  const meta = params._meta as { progressToken?: unknown } | undefined;
  const token = meta?.progressToken;
  return typeof token === 'string' || typeof token === 'number' ? token : undefined;
}

/**
 * Sends `notifications/progress` for `token` every `everyMs` until the returned function is called
 * (the person answered, or the server withdrew the request). Progress counts the notifications;
 * the message says how long the request has been waiting.
 */
export function keepAlive(
  token: string | number | undefined,
  everyMs: number,
  send: (notification: ProgressNotification) => Promise<void>,
): () => void {
  if (token === undefined || !(everyMs > 0)) return () => {};
  const started = Date.now();
  let sent = 0;
  const timer = setInterval(() => {
    const seconds = Math.round((Date.now() - started) / 1000);
    // A progress notification that fails to send means the connection is gone; the call's own
    // request fails with it, so nothing is lost by dropping this one.
    send({
      method: 'notifications/progress',
      params: { progressToken: token, progress: ++sent, message: `Waiting for the person (${seconds} s)` },
    }).catch(() => {});
  }, everyMs);
  return () => clearInterval(timer);
}
