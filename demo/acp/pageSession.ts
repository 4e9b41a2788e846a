import { client } from '@agentclientprotocol/sdk';
import { createHttpStream } from '@agentclientprotocol/sdk/experimental/http-client';
import { createWebSocketStream } from '@agentclientprotocol/sdk/experimental/ws-client';
import { attachElicitation } from '../../src/acp';
import type { ElicitationQueue } from '../../src/host';
import type { AcpSession } from './AcpChat';

// The ACP client in the page (the guide's page recipe): the SDK's client app over its Streamable
// HTTP transport (its WebSocket one for a ws: or wss: URL), attached to the page's queue. Resolves
// once a session is open.

export async function openPageSession(queue: ElicitationQueue, agentUrl: string): Promise<{ session: AcpSession; label: string; claim?: string | undefined; close(): void }> {
  const label = new URL(agentUrl).host;
  // Each turn's chunks go to the prompt that started it.
  let onText: ((text: string) => void) | undefined;
  const app = client({ name: 'react-mcp-elicitation demo' });
  const acp = attachElicitation(app, queue, { agentName: `Agent at ${label}` });
  app.onNotification('session/update', (ctx) => {
    acp.sessionUpdate(ctx.params);
    const update = ctx.params.update;
    if (update.sessionUpdate === 'agent_message_chunk' && update.content.type === 'text') onText?.(update.content.text);
  });
  const connection = app.connect(/^wss?:/.test(agentUrl) ? createWebSocketStream(agentUrl) : createHttpStream(agentUrl));
  const init = await acp.initialize(connection.agent, { clientInfo: { name: 'react-mcp-elicitation demo', version: '0.1.0' } });
  const { sessionId } = await connection.agent.request('session/new', { cwd: '/', mcpServers: [] });
  return {
    label,
    claim: init.agentInfo?.title ?? init.agentInfo?.name,
    session: {
      async prompt(text, hear) {
        onText = hear;
        // People take their time: no timeout while a request waits for them.
        await connection.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text }] });
      },
      cancel: () => acp.cancelSession(sessionId, connection.agent),
    },
    close: () => connection.close(),
  };
}
