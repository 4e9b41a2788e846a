import { useEffect, useState } from 'react';
import { ElicitationHost, ElicitationProvider, type ElicitationQueue } from '../../src/host';
import { onAttention } from '../host/notify';
import { cspComponents } from '../strictCsp';
import { AcpChat, type AcpSession } from './AcpChat';
import { createHttpStream } from '@agentclientprotocol/sdk/experimental/http-client';
import { createWebSocketStream } from '@agentclientprotocol/sdk/experimental/ws-client';
import { openAcpSession } from './session';

// `npm start` with `?acp=<agent URL>`: the demo host talks to an ACP agent from this page (the
// example agent at /acp when the value is empty). Its requests use the same queue and shells as an
// MCP server's.

type Opened = Awaited<ReturnType<typeof openAcpSession>>;

/**
 * The page's one connection and session per agent URL, made once: outside React's effects, so
 * StrictMode's second effect (or a remount) reuses it instead of opening another. It lives as long
 * as the page; on `pagehide` what waits is answered `cancel` and said to have ended after a reload.
 */
const connections = new Map<string, Promise<Opened>>();
function connectOnce(queue: ElicitationQueue, agentUrl: string): Promise<Opened> {
  let opened = connections.get(agentUrl);
  if (!opened) {
    // The SDK's WebSocket client transport for a ws: or wss: URL (the example agent's), its Streamable HTTP one otherwise.
    const stream = /^wss?:/.test(agentUrl) ? createWebSocketStream(agentUrl) : createHttpStream(agentUrl);
    opened = openAcpSession(queue, stream, { agentName: `Agent at ${new URL(agentUrl).host}`, clientName: 'react-mcp-elicitation demo', cwd: '/' });
    opened.then((o) => addEventListener('pagehide', () => o.leave()), () => connections.delete(agentUrl));
    connections.set(agentUrl, opened);
  }
  return opened;
}

export function AcpApp({ queue, inline, agentUrl }: { queue: ElicitationQueue; inline: boolean; agentUrl: string }) {
  const [session, setSession] = useState<AcpSession | null>(null);
  const [status, setStatus] = useState('Connecting…');
  useEffect(() => {
    let live = true;
    const label = new URL(agentUrl).host;
    connectOnce(queue, agentUrl).then(
      (opened) => {
        if (!live) return;
        setSession(opened.session);
        setStatus(`Connected to the ACP agent at ${label}${opened.claim ? ` (it calls itself “${opened.claim}”)` : ''}. The ACP client runs in this page.`);
        // A lost connection is said, and Send is off.
        void opened.closed.then(() => live && (setSession(null), setStatus(`The connection to the ACP agent at ${label} was lost. Reload the page to connect again.`)));
      },
      (e: unknown) => live && setStatus(`Could not connect: ${e instanceof Error ? e.message : String(e)}`),
    );
    return () => {
      live = false;
    };
  }, [queue, agentUrl]);
  return (
    <ElicitationProvider queue={queue}>
      <main>
        <h1>ACP host demo</h1>
        <p>
          A host app built with the Agent Client Protocol SDK and react-mcp-elicitation: the agent's elicitation requests use the same form,
          URL step and shells as an MCP server's. <a href="/">Back to the MCP demo</a>; add <code>&amp;presentation=inline</code> for cards.
        </p>
        <p role="status" className="demo-status">
          {status}
        </p>
        <AcpChat session={session} inline={inline} />
      </main>
      <ElicitationHost components={cspComponents} onAttention={onAttention} />
    </ElicitationProvider>
  );
}
