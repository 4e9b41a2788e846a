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

export function AcpApp({ queue, inline, agentUrl }: { queue: ElicitationQueue; inline: boolean; agentUrl: string }) {
  const [session, setSession] = useState<AcpSession | null>(null);
  const [status, setStatus] = useState('Connecting…');
  useEffect(() => {
    let live = true;
    let close = () => {};
    // The SDK's WebSocket client transport for a ws: or wss: URL (the example agent's), its Streamable HTTP one otherwise.
    const label = new URL(agentUrl).host;
    const stream = /^wss?:/.test(agentUrl) ? createWebSocketStream(agentUrl) : createHttpStream(agentUrl);
    openAcpSession(queue, stream, { agentName: `Agent at ${label}`, clientName: 'react-mcp-elicitation demo', cwd: '/' }).then(
      (opened) => {
        const onPageHide = () => opened.leave();
        addEventListener('pagehide', onPageHide);
        close = () => (removeEventListener('pagehide', onPageHide), opened.close());
        if (!live) return close();
        setSession(opened.session);
        setStatus(`Connected to the ACP agent at ${label}${opened.claim ? ` (it calls itself “${opened.claim}”)` : ''}. The ACP client runs in this page.`);
      },
      (e: unknown) => live && setStatus(`Could not connect: ${e instanceof Error ? e.message : String(e)}`),
    );
    return () => {
      live = false;
      close();
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
