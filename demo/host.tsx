import { zodJitless } from './noEval';
import { StrictMode, useId, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationHost, ElicitationProvider, ElicitationQueue } from '../src/host';
import '../src/styles/styles.css';
import { ProtocolLog, useProtocolLog } from './host/protocolLog';
import { ToolsPanel } from './host/ToolsPanel';
import { useConnection, useOnce } from './host/useConnection';
import { cspComponents } from './strictCsp';
import { NotifyMe, onAttention } from './host/notify';
import { AcpApp } from './acp/AcpApp';
import './demo.css';

// The demo host: a connection (./host/useConnection), the tools and their result (./host/ToolsPanel)
// and the protocol log (./host/protocolLog). No eval anywhere, so the page runs under a strict
// CSP: zod without its JIT (./noEval).

if (!zodJitless) console.warn('zod JIT is on: the page will not run under a strict CSP');

// One queue for the whole app: every connected server's elicitations wait here. By default one
// dialog shows them; `?presentation=inline` shows them as cards in a chat-like transcript.
const inline = new URLSearchParams(location.search).get('presentation') === 'inline';
const queue = new ElicitationQueue({ presentation: inline ? 'inline' : 'dialog' });

function defaultServerUrl(): string {
  return new URLSearchParams(location.search).get('server') ?? new URL('/mcp', location.href).href;
}

function App() {
  const [serverUrl, setServerUrl] = useState(defaultServerUrl);
  const { lines, log } = useProtocolLog();
  const { connection, status, connect } = useConnection(queue, log);
  const urlId = useId();
  useOnce(() => void connect(serverUrl));

  const onConnect = (event: FormEvent) => {
    event.preventDefault();
    void connect(serverUrl);
  };

  return (
    <ElicitationProvider queue={queue}>
      <main>
        <h1>MCP host demo</h1>
        <p>
          A host app built with the MCP TypeScript SDK and react-mcp-elicitation. Elicitation requests from the server open in a dialog (or, inline, in the conversation).
          The <a href="/gallery.html">gallery</a> shows every example request without a server.
        </p>
        <p>
          By default the v2 SDK negotiates the newest protocol the server speaks (2026-07-28 with the example server). Try the 2025
          era with <a href="?era=2025-11-25">?era=2025-11-25</a>, or the v1 SDK with <a href="?sdk=v1">?sdk=v1</a>; see requests as cards in
          a conversation instead of a dialog with <a href="?presentation=inline">?presentation=inline</a>; add <code>&amp;server=…</code> for
          another server. Talk to an ACP agent (Agent Client Protocol) with <a href="?acp=">?acp=</a> (the example agent), or{' '}
          <code>?acp=&lt;agent URL&gt;</code>.
        </p>
        <form className="demo-connect" onSubmit={onConnect}>
          <label htmlFor={urlId}>Server URL (Streamable HTTP)</label>
          <input id={urlId} type="url" value={serverUrl} onChange={(e) => setServerUrl(e.target.value)} required />
          <button type="submit">Connect</button>
        </form>
        <p role="status" className="demo-status">
          {status}
        </p>
        <NotifyMe />
        {/* A new connection starts with a fresh panel (no result from the previous server). */}
        <ToolsPanel key={connection?.id ?? 0} connection={connection} inline={inline} />
        <ProtocolLog lines={lines} />
      </main>
      <ElicitationHost components={cspComponents} onAttention={onAttention} />
    </ElicitationProvider>
  );
}

// `?acp=<agent URL>`: the page talks to an ACP agent instead (the example agent when empty).
const acp = new URLSearchParams(location.search).get('acp');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {acp === null ? <App /> : <AcpApp queue={queue} inline={inline} agentUrl={acp || (import.meta.env.VITE_DEMO_ACP as string)} />}
  </StrictMode>,
);
