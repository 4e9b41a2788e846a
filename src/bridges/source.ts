import type { ElicitationSource } from '../engine/port.js';
import { appCapability, UI_EXTENSION } from '../core/appHint.js';
import { nonBlank } from '../core/objects.js';
import { appSettings } from './apps.js';
import { elicitationCapabilities, type AttachOptions } from './attachment.js';
import { constructedElicitation, transportUrl } from './sdkPrivate.js';

// Who is asking, as a bridge names it (the host's name, else the endpoint; the server's own name
// only as its claim), and what the client declares: read from either SDK generation's client.

/** What both SDK generations' clients have in common, as far as the bridges read it. */
export interface ClientLike {
  getServerVersion(): { name?: string; title?: string } | undefined;
  readonly transport?: unknown | undefined;
}

/** Who is asking: the host's name for the server, else the endpoint the transport connected to. */
export function sourceOf(client: ClientLike, options: AttachOptions): ElicitationSource {
  return {
    get serverName() {
      return options.serverName ?? transportEndpoint(client) ?? '';
    },
    get serverClaim() {
      const info = client.getServerVersion();
      return nonBlank(info?.title ?? info?.name);
    },
  };
}

/** The modes given, else what the client was constructed with, else form only. */
export function declaredElicitation(client: ClientLike, modes: AttachOptions['modes']): object {
  if (modes) return elicitationCapabilities(modes);
  // The SDKs keep the constructor's capabilities private (`sdkPrivate.ts`); read rather than make hosts repeat them.
  return constructedElicitation(client) ?? elicitationCapabilities({ form: true });
}

/**
 * Why a server's `elicitation/create` must be refused with -32602 before anything is shown, or
 * undefined: a mode that is not form or URL, or one the client did not declare (declaring neither
 * means form, as the spec's older capability did). The SDKs' own request checks did this; the
 * bridges register past them (`sdkPrivate.ts`), so this is the one place it is decided.
 */
export function modeRefusal(params: unknown, declared: object): string | undefined {
  const mode = (params as { mode?: unknown } | null)?.mode ?? 'form';
  if (mode !== 'form' && mode !== 'url') return `Unknown elicitation mode ${JSON.stringify(mode)}.`;
  const has = (m: string) => (declared as Record<string, unknown>)[m] !== undefined;
  const supported = mode === 'url' ? has('url') : has('form') || !has('url');
  return supported ? undefined : `Client does not support ${mode}-mode elicitation requests.`;
}

/**
 * Adds app elicitation to the client's `initialize` capabilities when the host enabled it (see
 * `AttachOptions.apps`); false when it did not, or the client is already connected (a 2025-11-25
 * server then never sees it: its hints are ignored; 2026-07-28 calls still declare it per request).
 */
export function declareApps(
  client: ClientLike & { registerCapabilities(capabilities: object): void },
  options: AttachOptions,
): boolean {
  if (!appSettings(options.apps)) return false;
  try {
    client.registerCapabilities({ extensions: { [UI_EXTENSION]: appCapability() } });
    return true;
  } catch {
    return false;
  }
}

/**
 * The endpoint an HTTP transport connected to, host and path (`127.0.0.1:3001/mcp`): known to the
 * host, not chosen by the server. The path matters: two servers on one origin are two names (and
 * "Stop requests" stops one of them). The query is left out (it may carry a token).
 */
function transportEndpoint(client: ClientLike): string | undefined {
  const url = transportUrl(client.transport);
  if (!(url instanceof URL) || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  return url.pathname === '/' ? url.host : `${url.host}${url.pathname}`;
}
