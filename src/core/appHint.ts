import { isRecord } from './objects.js';

// App-rendered elicitation (MCP Apps, SEP-3118, draft): what a form request's app hint is, what a
// resource read must hold to be shown, and the policy the app's frame runs under. Pure: the bridges
// read the resource, the host's frame shows it.

/** The MCP Apps extension's identifier, in `capabilities.extensions`. */
export const UI_EXTENSION = 'io.modelcontextprotocol/ui';
/** The one app MIME type this host renders (and declares). */
export const APP_MIME = 'text/html;profile=mcp-app';
/** The largest app document shown, in UTF-16 code units of its text (a larger one: the standard form). */
export const MAX_APP_CHARS = 256 * 1024;

/** The client's MCP Apps settings: the MIME type it renders and app-rendered elicitation. */
export function appCapability(): { mimeTypes: string[]; elicitation: Record<string, never> } {
  return { mimeTypes: [APP_MIME], elicitation: {} };
}

/**
 * Whether capabilities (a server's, from `initialize` or `server/discover`) carry the nested `elicitation` setting of
 * MCP Apps.
 */
export function offersAppElicitation(capabilities: unknown): boolean {
  const extensions = isRecord(capabilities) ? capabilities.extensions : undefined;
  const ui = isRecord(extensions) ? extensions[UI_EXTENSION] : undefined;
  return isRecord(ui) && isRecord(ui.elicitation);
}

/**
 * The app a form request names (`_meta.ui.resourceUri`), when it is an absolute `ui://` URI as the
 * SEP requires; anything else (a relative or other-scheme URI, a non-string) names none, and the
 * request is an ordinary form.
 */
export function appHintOf(params: unknown): string | undefined {
  if (!isRecord(params) || params.mode === 'url') return undefined;
  const meta = params._meta;
  const ui = isRecord(meta) ? meta.ui : undefined;
  const uri = isRecord(ui) ? ui.resourceUri : undefined;
  if (typeof uri !== 'string' || uri.length > 2048 || !/^ui:\/\/[^\s]/i.test(uri)) return undefined;
  try {
    return new URL(uri).protocol === 'ui:' ? uri : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An app as a host shows it: the document read from the server that sent the request, and the
 * origins it declared it needs (`_meta.ui.csp`), each checked to be a plain origin.
 */
export interface AppDocument {
  readonly uri: string;
  readonly html: string;
  /** Origins the app may fetch from (`connect-src`). */
  readonly connectDomains: readonly string[];
  /** Origins the app may load scripts, styles, images, fonts and media from. */
  readonly resourceDomains: readonly string[];
}

/** Why an app was not shown (the standard form is, and says so). */
export type AppFailure = 'unreadable' | 'not-found' | 'wrong-type' | 'too-large';

/**
 * Reads a `resources/read` result for `uri`: the content with exactly that URI, of the app MIME
 * type, as text (or base64 `blob`) no larger than `MAX_APP_CHARS`.
 */
export function readAppDocument(
  uri: string,
  result: unknown,
): { ok: true; app: AppDocument } | { ok: false; reason: AppFailure } {
  const contents = isRecord(result) && Array.isArray(result.contents) ? result.contents : undefined;
  if (!contents) return { ok: false, reason: 'unreadable' };
  const content = contents.find((c): c is Record<string, unknown> => isRecord(c) && c.uri === uri);
  if (!content) return { ok: false, reason: 'not-found' };
  if (typeof content.mimeType !== 'string' || content.mimeType.replace(/\s+/g, '').toLowerCase() !== APP_MIME)
    return { ok: false, reason: 'wrong-type' };
  let html: string | undefined;
  if (typeof content.text === 'string') html = content.text;
  else if (typeof content.blob === 'string') {
    if (content.blob.length > (MAX_APP_CHARS * 4) / 3 + 4) return { ok: false, reason: 'too-large' };
    html = decodeBase64(content.blob);
  }
  if (html === undefined) return { ok: false, reason: 'unreadable' };
  if (html.length > MAX_APP_CHARS) return { ok: false, reason: 'too-large' };
  const meta = isRecord(content._meta) ? content._meta : undefined;
  const ui = meta && isRecord(meta.ui) ? meta.ui : undefined;
  const csp = ui && isRecord(ui.csp) ? ui.csp : undefined;
  return {
    ok: true,
    app: { uri, html, connectDomains: origins(csp?.connectDomains), resourceDomains: origins(csp?.resourceDomains) },
  };
}

/**
 * At most 16 declared origins, each `scheme://host[:port]` (a `*.` subdomain wildcard allowed); anything else is
 * dropped.
 */
function origins(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (v): v is string =>
        typeof v === 'string' && /^(https|wss):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i.test(v),
    )
    .slice(0, 16);
}

function decodeBase64(text: string): string | undefined {
  try {
    const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy the app's document runs under: inline script and style (an app is one
 * HTML document), nothing from the network but the origins it declared, no frames, no form
 * submission, no `<base>`. Put first in the document, before anything of the app's.
 */
export function appPolicy(app: Pick<AppDocument, 'connectDomains' | 'resourceDomains'>): string {
  const res = app.resourceDomains.join(' ');
  const with_ = (base: string) => (res ? `${base} ${res}` : base);
  return [
    "default-src 'none'",
    `script-src ${with_("'unsafe-inline'")}`,
    `style-src ${with_("'unsafe-inline'")}`,
    `img-src ${with_('data: blob:')}`,
    `font-src ${with_('data:')}`,
    `media-src ${with_('data: blob:')}`,
    `connect-src ${app.connectDomains.length ? app.connectDomains.join(' ') : "'none'"}`,
    "frame-src 'none'",
    "object-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ');
}
