import { zodJitless } from './noEval';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { JSONRPCMessage, Tool } from '@modelcontextprotocol/sdk/types.js';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/cfworker-provider.js';
import { StrictMode, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationForm, parseElicitRequest, type ElicitResult } from '../src';
import {
  ElicitationHost,
  ElicitationProvider,
  ElicitationQueue,
  attachElicitation,
  elicitationCapabilities,
  type ElicitationAttachment,
} from '../src/mcp';
import '../src/styles/styles.css';
import { cspComponents } from './strictCsp';
import './demo.css';

// No eval anywhere, so the page runs under a strict CSP: zod without its JIT (./noEval), and JSON
// Schema checks in the SDK by @cfworker/json-schema instead of Ajv's code generation.

if (!zodJitless) console.warn('zod JIT is on: the page will not run under a strict CSP');

// One queue for the whole app: every connected server's elicitations wait here, one dialog shows them.
const queue = new ElicitationQueue();

interface LogLine {
  n: number;
  direction: '→' | '←';
  summary: string;
  json: string;
}

interface Connection {
  client: Client;
  attachment: ElicitationAttachment;
  tools: Tool[];
  serverLabel: string;
}

function describe(message: JSONRPCMessage): string {
  const m = message as { id?: unknown; method?: string; result?: unknown; error?: { code: number; message: string } };
  if (m.method && m.id !== undefined) return `request ${m.method} (id ${String(m.id)})`;
  if (m.method) return `notification ${m.method}`;
  if (m.error) return `error ${m.error.code} for id ${String(m.id)}`;
  return `response for id ${String(m.id)}`;
}

/** Logs every JSON-RPC message the transport carries, in both directions. */
function logTransport(transport: StreamableHTTPClientTransport, log: (direction: LogLine['direction'], m: JSONRPCMessage) => void) {
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    for (const m of Array.isArray(message) ? message : [message]) log('→', m);
    return send(message, options);
  };
  let handler: typeof transport.onmessage;
  Object.defineProperty(transport, 'onmessage', {
    configurable: true,
    get: () => handler && ((message: JSONRPCMessage) => (log('←', message), handler?.(message))),
    set: (h) => (handler = h),
  });
}

function defaultServerUrl(): string {
  return new URLSearchParams(location.search).get('server') ?? new URL('/mcp', location.href).href;
}

function App() {
  const [serverUrl, setServerUrl] = useState(defaultServerUrl);
  const [connection, setConnection] = useState<Connection | null>(null);
  const [status, setStatus] = useState('Not connected.');
  const [log, setLog] = useState<LogLine[]>([]);
  const [result, setResult] = useState<{ tool: string; json: string } | null>(null);
  const [argsFor, setArgsFor] = useState<Tool | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const counter = useRef(0);
  const urlId = useId();

  const addLog = useCallback((direction: LogLine['direction'], message: JSONRPCMessage) => {
    const line = { n: ++counter.current, direction, summary: describe(message), json: JSON.stringify(message) };
    setLog((lines) => [...lines.slice(-199), line]);
  }, []);

  async function connect(event?: FormEvent) {
    event?.preventDefault();
    await connection?.client.close().catch(() => {});
    setConnection(null);
    setResult(null);
    setStatus(`Connecting to ${serverUrl}…`);
    try {
      const url = new URL(serverUrl);
      const client = new Client(
        { name: 'react-mcp-elicitation demo host', version: '0.1.0' },
        { capabilities: { elicitation: elicitationCapabilities({ form: true, url: true }) }, jsonSchemaValidator: new CfWorkerJsonSchemaValidator() },
      );
      const transport = new StreamableHTTPClientTransport(url);
      logTransport(transport, addLog);
      await client.connect(transport);
      // Who is asking, as this app knows it: the address we dialled. The server's own name is only
      // its claim; the dialog shows it as such.
      const serverLabel = url.host;
      const attachment = attachElicitation(client, queue, { serverName: serverLabel });
      const { tools } = await client.listTools();
      setConnection({ client, attachment, tools, serverLabel });
      setStatus(`Connected to ${serverLabel}: ${tools.length} tools.`);
    } catch (error) {
      setStatus(`Could not connect: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  // Connect to the default server once on load (StrictMode runs effects twice in development).
  const autoConnected = useRef(false);
  useEffect(() => {
    if (autoConnected.current) return;
    autoConnected.current = true;
    void connect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function callTool(tool: Tool, args: Record<string, unknown> | undefined) {
    if (!connection) return;
    setArgsFor(null);
    setBusy(tool.name);
    setResult(null);
    try {
      // People take their time: no 60-second SDK timeout while a dialog is open.
      const value = await connection.attachment.callTool({ name: tool.name, arguments: args }, { requestOptions: { timeout: 30 * 60 * 1000 } });
      setResult({ tool: tool.name, json: JSON.stringify(value, null, 2) });
    } catch (error) {
      const e = error as { name?: string; code?: unknown; message?: string };
      setResult({ tool: tool.name, json: JSON.stringify({ error: { name: e.name, code: e.code, message: e.message } }, null, 2) });
    } finally {
      setBusy(null);
    }
  }

  function onCallClicked(tool: Tool) {
    const hasArguments = Object.keys(tool.inputSchema.properties ?? {}).length > 0;
    if (hasArguments) setArgsFor(tool);
    else void callTool(tool, undefined);
  }

  return (
    <ElicitationProvider queue={queue}>
      <main>
        <h1>MCP host demo</h1>
        <p>
          A host app built with the MCP TypeScript SDK and react-mcp-elicitation. Elicitation requests from the server open in a dialog.
          The <a href="/gallery.html">gallery</a> shows every example request without a server.
        </p>
        <form className="demo-connect" onSubmit={connect}>
          <label htmlFor={urlId}>Server URL (Streamable HTTP)</label>
          <input id={urlId} type="url" value={serverUrl} onChange={(e) => setServerUrl(e.target.value)} required />
          <button type="submit">Connect</button>
        </form>
        <p role="status" className="demo-status">
          {status}
        </p>
        {connection && (
          <section aria-labelledby="tools-h" className="demo-tools">
            <h2 id="tools-h">Tools</h2>
            <ul>
              {connection.tools.map((tool) => (
                <li key={tool.name} data-tool={tool.name}>
                  {/* aria-disabled, not disabled: focus returns here when the dialog closes mid-call. */}
                  <button type="button" onClick={() => busy === null && onCallClicked(tool)} aria-disabled={busy !== null}>
                    Call {tool.name}
                  </button>
                  {tool.description && <span className="demo-tool-description">{tool.description}</span>}
                  {argsFor?.name === tool.name && <ToolArguments tool={tool} onCall={(args) => callTool(tool, args)} onClose={() => setArgsFor(null)} />}
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="result-h" className="demo-result">
          <h2 id="result-h">Result</h2>
          {busy ? <p>Calling {busy}…</p> : result ? <pre data-tool={result.tool}>{result.json}</pre> : <p>No tool called yet.</p>}
        </section>
        <section aria-labelledby="log-h" className="demo-log">
          <h2 id="log-h">Protocol log</h2>
          <ol>
            {log.map((line) => (
              <li key={line.n}>
                <details>
                  <summary>
                    {line.direction} {line.summary}
                  </summary>
                  <pre>{line.json}</pre>
                </details>
              </li>
            ))}
          </ol>
        </section>
      </main>
      <ElicitationHost formProps={{ components: cspComponents }} />
    </ElicitationProvider>
  );
}

/**
 * A tool's arguments: our own form when its input schema fits the elicitation dialect (a flat object
 * of primitives), else a JSON box.
 */
function ToolArguments({ tool, onCall, onClose }: { tool: Tool; onCall: (args: Record<string, unknown>) => void; onClose: () => void }) {
  const request = { message: `Arguments for ${tool.name}`, requestedSchema: tool.inputSchema };
  const [json, setJson] = useState('{}');
  const [error, setError] = useState<string | null>(null);
  const jsonId = useId();
  if (parseElicitRequest(request).ok) {
    const onResult = (r: ElicitResult) => (r.action === 'accept' ? onCall(r.content ?? {}) : onClose());
    return (
      <div className="demo-arguments">
        <ElicitationForm
          request={request}
          serverName="This app"
          onResult={onResult}
          autoFocus
          components={cspComponents}
          messages={{ submit: `Call ${tool.name} with these arguments` }}
        />
      </div>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    try {
      const value = JSON.parse(json);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('Arguments must be a JSON object.');
      onCall(value);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <form className="demo-arguments" onSubmit={submit}>
      <label htmlFor={jsonId}>Arguments for {tool.name} (JSON)</label>
      <textarea id={jsonId} value={json} onChange={(e) => setJson(e.target.value)} rows={6} aria-describedby={error ? `${jsonId}-err` : undefined} />
      {error && (
        <p id={`${jsonId}-err`} role="alert">
          {error}
        </p>
      )}
      <button type="submit">Call {tool.name} with these arguments</button>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </form>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
