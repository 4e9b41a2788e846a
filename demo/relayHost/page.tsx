import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { connectRelay, ElicitationHost, ElicitationProvider, ElicitationQueue } from '../../src/host';
import '../../src/styles/styles.css';
import { ToolsPanel, type Resumed } from '../host/ToolsPanel';
import type { Connection, ToolInfo } from '../host/useConnection';
import { cspComponents } from '../strictCsp';
import { AcpChat, type AcpSession } from '../acp/AcpChat';
import '../demo.css';

// The page of the server-side demo host (./server.ts): the MCP client runs in the Node process;
// this page only shows its requests (through the relay at /api/elicitation) and asks it to call
// tools. The same components as the in-page demo: the queue does not know where requests come from.

const params = new URLSearchParams(location.search);
const inline = params.get('presentation') === 'inline';
const queue = new ElicitationQueue({ presentation: inline ? 'inline' : 'dialog' });

interface Connected {
  serverLabel: string;
  transport: 'stdio' | 'http';
  sdk: 'v1' | 'v2';
  protocol: string;
  tools: ToolInfo[];
  prompts: { name: string; uri?: string; description?: string }[];
  resources: { name: string; uri?: string; description?: string }[];
  running: { id: string; label: string }[];
}

async function post(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const value = (await response.json()) as { error?: unknown };
  if (!response.ok) throw new Error(typeof value.error === 'string' ? value.error : JSON.stringify(value.error));
  return value;
}

/**
 * What a call returns once it ends, however long the person takes (the server holds the call). In
 * a cluster the instance answering may go away: then another one is asked.
 */
async function outcomeOf(id: string): Promise<unknown> {
  let response: Response | undefined;
  while (!response?.ok) {
    response = await fetch(`/api/call/${id}`).catch(() => undefined);
    if (response && !response.ok && response.status < 500) break;
    if (!response?.ok) await new Promise((r) => setTimeout(r, 500));
  }
  const outcome = (await response.json()) as { result?: unknown; error?: { name?: string; code?: unknown; message?: string } };
  if (outcome.error) throw Object.assign(new Error(outcome.error.message), outcome.error);
  return outcome.result;
}

const call = async (body: Record<string, unknown>) => outcomeOf(((await post('/api/call', body)) as { id: string }).id);

function App() {
  const [status, setStatus] = useState('Connecting…');
  const [connection, setConnection] = useState<Connection | null>(null);
  const [resume, setResume] = useState<Resumed[]>([]);

  useEffect(() => connectRelay(queue, { url: '/api/elicitation' }).close, []);
  useEffect(() => {
    let live = true;
    const keepalive = Number(params.get('keepalive'));
    const choice = { server: params.get('server') ?? undefined, era: params.get('era') ?? undefined, sdk: params.get('sdk') ?? undefined, ...(keepalive > 0 && { keepalive }), ...(params.get('apps') === 'off' && { apps: 'off' }) };
    post('/api/connect', choice).then(
      (value) => {
        if (!live) return;
        const c = value as Connected;
        setResume(c.running.map((r) => ({ label: r.label, outcome: outcomeOf(r.id) })));
        setConnection({
          id: 1,
          serverLabel: c.serverLabel,
          sdk: c.sdk,
          protocol: c.protocol,
          tools: c.tools,
          prompts: c.prompts,
          resources: c.resources,
          attachment: {
            callTool: (p) => call({ kind: 'tool', name: p.name, arguments: p.arguments }),
            getPrompt: (p) => call({ kind: 'prompt', name: p.name }),
            readResource: (p) => call({ kind: 'resource', uri: p.uri }),
          },
          close: async () => {},
        });
        setStatus(`Connected to ${c.serverLabel}: ${c.tools.length} tools. Protocol ${c.protocol}, SDK ${c.sdk}. The MCP client runs on the server (${c.transport}).`);
      },
      (error: unknown) => live && setStatus(`Could not connect: ${error instanceof Error ? error.message : String(error)}`),
    );
    return () => void (live = false);
  }, []);

  return (
    <ElicitationProvider queue={queue}>
      <main>
        <h1>MCP host demo, client on the server</h1>
        <p>
          The MCP client runs in the Node process behind this page and reaches the example server over stdio; its elicitation requests come here
          through the relay. Reload mid-request, or open a second tab: the request is still there. Try <a href="?era=2025-11-25">?era=2025-11-25</a>,{' '}
          <a href="?sdk=v1">?sdk=v1</a>, <a href="?presentation=inline">?presentation=inline</a>, or <code>?server=&lt;url&gt;</code> for a Streamable
          HTTP server.
        </p>
        <p role="status" className="demo-status">
          {status}
        </p>
        {connection && <ToolsPanel connection={connection} inline={inline} resume={resume} />}
      </main>
      <ElicitationHost components={cspComponents} />
    </ElicitationProvider>
  );
}

/** `?acp`: the person's ACP agent, held by the server (the example agent over stdio). */
const acpSession: AcpSession = {
  async prompt(text, onText) {
    const { id } = (await post('/api/acp/prompt', { text })) as { id: string };
    onText(((await outcomeOf(id)) as { text: string }).text);
  },
  cancel: () => void post('/api/acp/cancel', {}).catch(() => {}),
};

function AcpApp() {
  const [status, setStatus] = useState('Connecting…');
  const [ready, setReady] = useState(false);
  useEffect(() => connectRelay(queue, { url: '/api/elicitation' }).close, []);
  useEffect(() => {
    let live = true;
    post('/api/acp/connect', {}).then(
      (value) => {
        if (!live) return;
        const { label, claim } = value as { label: string; claim?: string };
        setReady(true);
        setStatus(`Connected to ${label}${claim ? ` (it calls itself “${claim}”)` : ''}. The ACP client runs on the server.`);
      },
      (e: unknown) => live && setStatus(`Could not connect: ${e instanceof Error ? e.message : String(e)}`),
    );
    return () => void (live = false);
  }, []);
  return (
    <ElicitationProvider queue={queue}>
      <main>
        <h1>ACP host demo, client on the server</h1>
        <p>
          The ACP client runs in the Node process behind this page and holds the example agent over stdio; its elicitation requests come here through
          the relay, as an MCP server's do. Reload mid-request: the request is still there.
        </p>
        <p role="status" className="demo-status">
          {status}
        </p>
        <AcpChat session={ready ? acpSession : null} inline={inline} />
      </main>
      <ElicitationHost components={cspComponents} />
    </ElicitationProvider>
  );
}

createRoot(document.getElementById('root')!).render(<StrictMode>{params.has('acp') ? <AcpApp /> : <App />}</StrictMode>);
