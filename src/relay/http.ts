import { loadPatternEngine } from '../core/pattern.js';
import type { DecidedRequest } from '../core/decide.js';
import { checkAnswer } from '../core/validate.js';

// The relay's HTTP edge, as pure functions: what an answer's body may be and is checked against,
// where a POST may come from, and the problem responses.

/** An answer is JSON (a cross-site form can send no such type without a preflight). */
export const JSON_TYPE = /^application\/json\s*(;|$)/i;

/** An answer as the MCP server will receive it (`checkAnswer`), with the server's patterns' engine loaded first. */
export async function checkResult(
  decided: DecidedRequest,
  raw: Record<string, unknown>,
): Promise<ReturnType<typeof checkAnswer>> {
  // Server patterns run in the linear-time engine; here it is loaded before the first check.
  if (
    decided.kind === 'form' &&
    decided.parsed.ok &&
    decided.parsed.model.fields.some((f) => f.kind === 'text' && f.pattern !== undefined)
  )
    await loadPatternEngine();
  return checkAnswer(decided, raw);
}

/** The body as text, or undefined past `max` bytes (read no further than that). */
export async function readLimited(request: Request, max: number): Promise<string | undefined> {
  const length = request.headers.get('content-length');
  const declared = length === null ? NaN : Number(length);
  if (declared > max) return undefined;
  if (!request.body) return '';
  // A declared length is the framing the server enforces (Node's http, undici, edge runtimes): the
  // body cannot run past it, so it is read whole. Without one (chunked), it is counted as it comes.
  if (declared >= 0) return request.text();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(all);
}

/**
 * Whether a POST comes from a page of this site. The browser's own `Sec-Fetch-Site` when it sends
 * one; else the `Origin` host against the host the request was sent to: behind a proxy that ends
 * TLS or renames the host, `request.url` is the proxy's view, and the `Host` (or
 * `X-Forwarded-Host`) header is what the browser addressed. A cross-site page cannot set either
 * header, nor send JSON, without a CORS preflight this handler never grants.
 */
export function fromThisSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin' || site === 'none';
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  const addressed = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
  try {
    return new URL(origin).host === addressed.split(',')[0]!.trim();
  } catch {
    return false;
  }
}

// The browser's name for one answer (`crypto.randomUUID()` fits).
export const ATTEMPT = /^[\w-]{1,64}$/;
/**
 * The claim of a request that ended without an answer (its holder died, and one instance claimed
 * its end): no owner's, whatever the owners are called.
 */
export const ENDED_UNANSWERED = JSON.stringify([null, 'ended']);

/** The owner of a claim (`[owner, attempt]` as JSON; a claim made before attempts, the owner itself). */
export function ownerOf(claim: string | undefined): string | undefined {
  // `''`: an end's claim as instances before `ENDED_UNANSWERED` wrote it.
  if (claim === undefined || claim === ENDED_UNANSWERED || claim === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(claim);
    if (Array.isArray(parsed) && typeof parsed[0] === 'string') return parsed[0];
  } catch {
    // not JSON: an older claim, the owner itself
  }
  return claim;
}

export const problem = (status: number, error: string, headers?: HeadersInit) =>
  Response.json({ error }, { status, ...(headers && { headers }) });
/** 405 with the methods the relay answers (RFC 9110 asks for `Allow`). */
export const notAllowed = () => problem(405, 'GET the event stream or POST an answer.', { allow: 'GET, POST' });
