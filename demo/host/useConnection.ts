import { Client as ClientV2, StreamableHTTPClientTransport as HttpTransportV2 } from '@modelcontextprotocol/client';
import { CfWorkerJsonSchemaValidator as ValidatorV2 } from '@modelcontextprotocol/client/validators/cf-worker';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as HttpTransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CfWorkerJsonSchemaValidator as ValidatorV1 } from '@modelcontextprotocol/sdk/validation/cfworker-provider.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { attachElicitation as attachV2 } from '../../src/client';
import type { ElicitationQueue } from '../../src/host';
import { attachElicitation as attachV1, elicitationCapabilities } from '../../src/sdk';
import { LoggingTransport, type LogMessage } from './protocolLog';

/** A tool as the panel shows it (the same in both SDK generations). */
export interface ToolInfo {
  name: string;
  description?: string;
  inputSchema: { properties?: Record<string, unknown>; [key: string]: unknown };
}

type CallOptions = { requestOptions?: { timeout?: number }; onTask?: (taskId: string) => void };
type ResumedCall = { method: string; params: Record<string, unknown>; result: Promise<unknown> };

/** What the panel calls through the bridge of whichever SDK generation connected (prompts and resources: v2). */
export interface ToolCaller {
  callTool(params: { name: string; arguments?: Record<string, unknown> }, options?: CallOptions): Promise<unknown>;
  /** The 2026-07-28 calls this tab left before a reload (a round, a task), gone on with by the library. */
  resume?(options?: CallOptions): ResumedCall[];
  getPrompt?(params: { name: string; arguments?: Record<string, string> }, options?: CallOptions): Promise<unknown>;
  readResource?(params: { uri: string }, options?: CallOptions): Promise<unknown>;
}

/** A prompt or resource the server lists (shown when the bridge can ask for it with input rounds). */
export interface Listed {
  name: string;
  uri?: string;
  description?: string;
}

/** A connected server: its bridge, its tools, the SDK generation and protocol era in use. */
export interface Connection {
  /** Counts connections, so a view can start over with each. */
  id: number;
  attachment: ToolCaller;
  tools: ToolInfo[];
  prompts: Listed[];
  resources: Listed[];
  /** Who is asking, as this app knows it: the address it dialled (the server's own name is only a claim). */
  serverLabel: string;
  sdk: 'v1' | 'v2';
  /** The negotiated protocol revision, e.g. 2026-07-28. */
  protocol: string;
  close(): Promise<void>;
}

/**
 * How to connect, from the page's address: `?sdk=v1` uses the v1 SDK (2025-11-25 only); by default
 * the v2 SDK negotiates the newest era the server supports, unless `?era=2025-11-25` forces the old one.
 */
export function connectionChoice(search: string): { sdk: 'v1' | 'v2'; forceLegacy: boolean; keepAliveMs?: number; apps?: { sandbox: string } } {
  const params = new URLSearchParams(search);
  // `?keepalive=<ms>`: how often a waiting 2025 request is kept alive with progress (default 15 s; 0: never).
  const keepAlive = params.has('keepalive') ? Number(params.get('keepalive')) : NaN;
  return {
    sdk: params.get('sdk') === 'v1' ? 'v1' : 'v2',
    forceLegacy: (params.get('era') ?? '').startsWith('2025'),
    ...(keepAlive >= 0 && { keepAliveMs: keepAlive }),
    // MCP Apps elicitation is declared by default, through the demo's sandbox origin; `?apps=off` turns it off.
    ...(params.get('apps') !== 'off' && DEMO_SANDBOX && { apps: { sandbox: DEMO_SANDBOX } }),
  };
}

/** The demo's sandbox page for MCP Apps, on an origin of its own (the demo's Vite config serves it). */
const DEMO_SANDBOX: string | undefined = import.meta.env.VITE_DEMO_SANDBOX;

const INFO = { name: 'react-mcp-elicitation demo host', version: '0.1.0' };
// Both modes the dialog renders; only these are advertised (and, in 2026, on every request).
const MODES = { form: true, url: true };

type Extra = { keepAliveMs?: number | undefined; apps?: { sandbox: string } | undefined };

async function connectV1(url: URL, queue: ElicitationQueue, log: LogMessage, serverLabel: string, extra: Extra) {
  // No eval anywhere, so the page runs under a strict CSP: JSON Schema checks by
  // @cfworker/json-schema instead of Ajv's code generation (both SDK generations).
  const client = new ClientV1(INFO, { capabilities: { elicitation: elicitationCapabilities(MODES) }, jsonSchemaValidator: new ValidatorV1() });
  const http = new HttpTransportV1(url);
  // Attached before connecting, so what it declares (MCP Apps elicitation) is in initialize.
  const attachment = attachV1(client, queue, { serverName: serverLabel, modes: MODES, ...extra });
  await client.connect(new LoggingTransport(http, log));
  const { tools } = await client.listTools();
  return { attachment, tools, prompts: [], resources: [], protocol: http.protocolVersion ?? 'unknown', close: () => client.close() };
}

async function connectV2(url: URL, queue: ElicitationQueue, log: LogMessage, serverLabel: string, forceLegacy: boolean, extra: Extra) {
  const client = new ClientV2(INFO, {
    capabilities: { elicitation: elicitationCapabilities(MODES) },
    jsonSchemaValidator: new ValidatorV2(),
    ...(forceLegacy ? {} : { versionNegotiation: { mode: 'auto' as const } }),
  });
  const attachment = attachV2(client, queue, { serverName: serverLabel, modes: MODES, ...extra });
  await client.connect(new LoggingTransport(new HttpTransportV2(url), log));
  const { tools } = await client.listTools();
  const caps = client.getServerCapabilities();
  const prompts = caps?.prompts ? (await client.listPrompts()).prompts : [];
  const resources = caps?.resources ? (await client.listResources()).resources : [];
  return { attachment, tools, prompts, resources, protocol: attachment.era() ?? 'unknown', close: () => client.close() };
}

/**
 * The connection lifecycle: connect (closing the previous connection), the status line, and one
 * automatic connect on load (StrictMode runs effects twice in development).
 */
export function useConnection(queue: ElicitationQueue, log: LogMessage, choice = connectionChoice(location.search)) {
  const [connection, setConnection] = useState<Connection | null>(null);
  const [status, setStatus] = useState('Not connected.');
  const current = useRef<Connection | null>(null);
  const count = useRef(0);
  const { sdk, forceLegacy, keepAliveMs, apps } = choice;

  const connect = useCallback(
    async (serverUrl: string) => {
      await current.current?.close().catch(() => {});
      current.current = null;
      setConnection(null);
      setStatus(`Connecting to ${serverUrl}…`);
      try {
        const url = new URL(serverUrl);
        const serverLabel = url.host;
        const extra = { keepAliveMs, apps };
        const made = sdk === 'v1' ? await connectV1(url, queue, log, serverLabel, extra) : await connectV2(url, queue, log, serverLabel, forceLegacy, extra);
        const next: Connection = { id: ++count.current, serverLabel, sdk, ...made, tools: made.tools as ToolInfo[] };
        current.current = next;
        setConnection(next);
        setStatus(`Connected to ${serverLabel}: ${next.tools.length} tools. Protocol ${next.protocol}, SDK ${sdk}.`);
      } catch (error) {
        setStatus(`Could not connect: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    [queue, log, sdk, forceLegacy, keepAliveMs, apps],
  );

  return { connection, status, connect };
}

/** Runs `effect` once after the first render, even under StrictMode's double effects. */
export function useOnce(effect: () => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
