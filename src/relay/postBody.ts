import { isRecord } from '../core/objects.js';
import { MAX_TASK_ID } from '../engine/tasks.js';
import { ATTEMPT, fromThisSite, JSON_TYPE, problem, readLimited } from './http.js';

// What a browser may POST to the relay, read and checked before anything is looked up: an answer,
// "I left this page", or "Stop this task". Anything else is a problem response.

/** A POST the relay serves. */
export type RelayPost =
  /** An answer to request `id`; `attempt` names it, so a retry of the same answer learns its outcome. */
  | {
      readonly kind: 'answer';
      readonly id: string;
      readonly result: Record<string, unknown>;
      readonly attempt: string | undefined;
    }
  /** The person left request `id`'s URL step that waits for the server's completion. */
  | { readonly kind: 'left'; readonly id: string; readonly attempt: string | undefined }
  /** "Stop this task". */
  | { readonly kind: 'stopTask'; readonly taskId: string };

/** `request`'s body as a `RelayPost`, or the problem response that refuses it. */
export async function readPost(request: Request, maxBody: number): Promise<RelayPost | Response> {
  // Only a same-origin JSON POST: a cross-site form can send neither this type nor this origin.
  if (!JSON_TYPE.test(request.headers.get('content-type') ?? ''))
    return problem(415, 'An answer is a JSON body (Content-Type: application/json).');
  if (!fromThisSite(request)) return problem(403, 'An answer must come from this origin.');
  const text = await readLimited(request, maxBody);
  if (text === undefined) return problem(413, `An answer is at most ${maxBody} bytes.`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return problem(400, 'The body is not JSON.');
  }
  if (isRecord(body) && typeof body.task === 'string' && body.stop === true) {
    if (body.task.length > MAX_TASK_ID) return problem(400, `A task id is at most ${MAX_TASK_ID} characters.`);
    return { kind: 'stopTask', taskId: body.task };
  }
  if (!isRecord(body) || typeof body.id !== 'string' || !(isRecord(body.result) || body.left === true)) {
    return problem(400, 'The body is { id, result }, { id, left: true }, or { task, stop: true }.');
  }
  if (body.attempt !== undefined && !(typeof body.attempt === 'string' && ATTEMPT.test(body.attempt)))
    return problem(400, 'An attempt is an id of at most 64 letters, digits, - or _.');
  const attempt = typeof body.attempt === 'string' ? body.attempt : undefined;
  if (body.left === true) return { kind: 'left', id: body.id, attempt };
  return { kind: 'answer', id: body.id, result: body.result as Record<string, unknown>, attempt };
}
