import { appPolicy } from '../core/appHint.js';
import { isRecord } from '../core/objects.js';
import type { RequestApp } from '../engine/port.js';

// The host's side of one app instance's MCP Apps bridge (postMessage JSON-RPC through the sandbox
// page), for app-rendered elicitation only: the sandbox handshake, `ui/initialize`, and the one
// `elicitation/create` it forwards once both sides declared `elicitation`. No React, no DOM beyond
// what it is handed: `AppFrame.tsx` gives it the frame's messages, already checked to come from
// that frame and the sandbox origin. The app is untrusted: every message is checked here, and what
// it answers is only reported (the frame checks it and asks the person).

/** The MCP Apps protocol revision this host speaks (the `ui/initialize` handshake). */
const APPS_PROTOCOL = '2026-01-26';

/** What the host's first script in the app's document says when the app fails before `ui/initialize`. */
const APP_FAILED = 'x-react-mcp-elicitation/app-failed';

/**
 * The host's first script in the app's document (after the policy, before anything of the app's):
 * the app's first uncaught error or unhandled rejection is told to the host, which then shows the
 * standard form at once instead of a blank frame until the start timeout. Past `ui/initialize` the
 * host ignores it; all an app can do with it is fall back to the standard form.
 */
const FIRST_SCRIPT = `<script>(()=>{let told=false;const tell=()=>{if(told)return;told=true;try{parent.postMessage({jsonrpc:'2.0',method:'${APP_FAILED}',params:{}},'*')}catch(e){}};addEventListener('error',tell);addEventListener('unhandledrejection',tell)})()</script>`;

/** What the channel tells its frame. */
export interface AppChannelEvents {
  /** The app declared `elicitation` and has the request. */
  ready(): void;
  /** The app answered the request it was forwarded (unchecked: any value). */
  answer(result: unknown): void;
  /** The app cannot be used: it did not start in time, did not declare `elicitation`, or failed the request. */
  fail(reason: 'timeout' | 'no-elicitation' | 'error'): void;
  /** The app asked for this height, in CSS pixels (bounded). */
  resize(height: number): void;
}

/**
 * Opens the channel for `app`, showing the request `params`: `post` sends to the sandbox page.
 * Returns `receive` (a message from the frame), `ask` (forward the request again, after a refused
 * answer) and `close`.
 */
export function openAppChannel(
  app: RequestApp,
  params: unknown,
  post: (message: unknown) => void,
  events: AppChannelEvents,
  options: { timeoutMs: number; theme: 'light' | 'dark'; locale?: string | undefined },
) {
  let stage: 'loading' | 'initializing' | 'ready' | 'closed' = 'loading';
  /** The app sent `ui/initialize`: from then on, its own errors are its own to handle. */
  let initializing = false;
  let appCapabilities: unknown;
  let asked: string | undefined;
  let counter = 0;
  const timer = setTimeout(() => fail('timeout'), options.timeoutMs);

  function fail(reason: 'timeout' | 'no-elicitation' | 'error') {
    if (stage === 'closed') return;
    close();
    events.fail(reason);
  }
  function close() {
    stage = 'closed';
    clearTimeout(timer);
  }
  const respond = (id: unknown, body: { result: unknown } | { error: { code: number; message: string } }) =>
    post({ jsonrpc: '2.0', id, ...body });

  /** Forwards the request, unchanged, under a new id: the answer to an older one is not taken. */
  function ask() {
    if (stage !== 'ready') return;
    asked = `elicitation-${++counter}`;
    post({ jsonrpc: '2.0', id: asked, method: 'elicitation/create', params });
  }

  function receive(message: unknown) {
    if (stage === 'closed' || !isRecord(message) || message.jsonrpc !== '2.0') return;
    const { method, id } = message;
    if (method === 'ui/notifications/sandbox-proxy-ready') {
      if (stage !== 'loading') return;
      stage = 'initializing';
      post({ jsonrpc: '2.0', method: 'ui/notifications/sandbox-resource-ready', params: { html: withPolicy(app) } });
      return;
    }
    if (stage === 'loading') return;
    if (method === undefined && id !== undefined) {
      // A response: only to the request forwarded last.
      if (id !== asked) return;
      asked = undefined;
      if (isRecord(message.error)) return fail('error');
      events.answer(message.result);
      return;
    }
    if (typeof method !== 'string') return;
    if (method === APP_FAILED) {
      if (!initializing) fail('error');
      return;
    }
    if (method === 'ui/initialize' && id !== undefined) {
      initializing = true;
      appCapabilities = isRecord(message.params) ? message.params.appCapabilities : undefined;
      respond(id, {
        result: {
          protocolVersion: APPS_PROTOCOL,
          hostInfo: { name: 'react-mcp-elicitation', version: '0' },
          hostCapabilities: { elicitation: {} },
          hostContext: {
            theme: options.theme,
            displayMode: 'inline',
            availableDisplayModes: ['inline'],
            ...(options.locale && { locale: options.locale }),
          },
        },
      });
      return;
    }
    if (method === 'ui/notifications/initialized') {
      if (stage !== 'initializing') return;
      if (!isRecord(appCapabilities) || !isRecord(appCapabilities.elicitation)) return fail('no-elicitation');
      stage = 'ready';
      clearTimeout(timer);
      events.ready();
      ask();
      return;
    }
    if (method === 'ui/notifications/size-changed') {
      const height = isRecord(message.params) ? Number(message.params.height) : NaN;
      if (Number.isFinite(height)) events.resize(Math.min(Math.max(Math.round(height), 48), 2000));
      return;
    }
    if (id === undefined) return; // other notifications: nothing to do
    if (method === 'ping') return respond(id, { result: {} });
    // Tools, links, messages to the chat, other resources: not for an app that answers a request.
    respond(id, {
      error: { code: -32601, message: `${method.slice(0, 100)} is not available to an app answering a request.` },
    });
  }

  return { receive, ask, close };
}

/**
 * The app's document with its Content-Security-Policy first, then the host's first script (after a
 * doctype, so the document keeps its mode).
 */
function withPolicy(app: RequestApp): string {
  const first = `<meta http-equiv="Content-Security-Policy" content="${appPolicy({
    connectDomains: app.connectDomains ?? [],
    resourceDomains: app.resourceDomains ?? [],
  })}">${FIRST_SCRIPT}`;
  const html = app.html ?? '';
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  return doctype ? doctype[0] + first + html.slice(doctype[0].length) : first + html;
}
