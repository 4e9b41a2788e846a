import { appHintOf, offersAppElicitation, readAppDocument } from '../core/appHint.js';
import type { RequestApp } from '../engine/port.js';

// App-rendered elicitation (MCP Apps, SEP-3118) as a bridge does it: whether the host gave what
// rendering needs, whether a request's app hint is to be used, and reading the app from the server
// that sent the request. The frame is the host's (`host/AppFrame.tsx`).

/** How long a resource read of an app may take before the standard form shows instead. */
const READ_TIMEOUT_MS = 10_000;

/**
 * The host's app settings, checked: `sandbox` must be an absolute http(s) URL, and in a browser on
 * an origin other than the page's (the app's isolation rests on it). Throws a TypeError otherwise,
 * at attach, rather than declare support the host cannot give.
 */
export function appSettings(apps: { sandbox: string } | null | undefined): { sandbox: string } | undefined {
  if (apps === undefined || apps === null) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(String(apps.sandbox));
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new TypeError(
      `apps.sandbox must be an absolute http(s) URL of the host's sandbox page (got ${JSON.stringify(
        String(apps.sandbox),
      ).slice(0, 200)}).`,
    );
  }
  const page =
    typeof location === 'object' && location !== null && typeof location.origin === 'string'
      ? location.origin
      : undefined;
  if (page !== undefined && page === url.origin) {
    throw new TypeError(
      `apps.sandbox must be on an origin of its own, not the page's (${page}): an app would run beside the host.`,
    );
  }
  return { sandbox: url.href };
}

/** What reading an app needs of the bridge: the server's capabilities and one request to it. */
export interface AppReader {
  serverCapabilities(): unknown;
  read(uri: string, signal: AbortSignal | undefined): Promise<unknown>;
}

/**
 * The app to show `params` with, or none (an ordinary form): only when the host gave its settings,
 * the client declared app elicitation for this request (`declared`) and the server declared it too,
 * and the request names an absolute `ui://` URI. The resource is read from `reader`, the server that
 * sent the request; a failed or wrong read gives the app without `html` (the standard form says so).
 */
export async function appFor(
  params: unknown,
  settings: { sandbox: string } | undefined,
  declared: boolean,
  reader: AppReader,
  signal?: AbortSignal | undefined,
): Promise<RequestApp | undefined> {
  if (!settings || !declared) return undefined;
  const uri = appHintOf(params);
  if (uri === undefined || !offersAppElicitation(reader.serverCapabilities())) return undefined;
  const timeout = AbortSignal.timeout(READ_TIMEOUT_MS);
  const read = await reader.read(uri, signal ? AbortSignal.any([signal, timeout]) : timeout).catch(() => undefined);
  const document = readAppDocument(uri, read);
  if (!document.ok) return { uri, sandbox: settings.sandbox };
  const { html, connectDomains, resourceDomains } = document.app;
  return { uri, sandbox: settings.sandbox, html, connectDomains, resourceDomains };
}
