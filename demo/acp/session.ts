import { client, type Stream } from '@agentclientprotocol/sdk';
import { attachElicitation, type BridgeQueue } from '../../src/acp';
import type { AcpSession } from './AcpChat';

// The demo's ACP client (the guide's recipes): the SDK's client app over `stream`, attached to
// `queue` (the page's queue, or a relay's `queueFor(owner)` on the server), with a session open.

export async function openAcpSession(
  queue: BridgeQueue,
  stream: Stream,
  options: { agentName: string; clientName: string; cwd: string },
): Promise<{ session: AcpSession; claim?: string | undefined; close(): void; leave(): void; closed: Promise<void> }> {
  // Each turn's chunks go to the prompt that started it.
  let onText: ((text: string) => void) | undefined;
  const app = client({ name: options.clientName });
  const acp = attachElicitation(app, queue, { agentName: options.agentName });
  app.onNotification('session/update', (ctx) => {
    acp.sessionUpdate(ctx.params);
    const update = ctx.params.update;
    if (update.sessionUpdate === 'agent_message_chunk' && update.content.type === 'text') onText?.(update.content.text);
  });
  const connection = app.connect(stream);
  const init = await acp.initialize(connection.agent, { clientInfo: { name: options.clientName, version: '0.1.0' } });
  const { sessionId } = await connection.agent.request('session/new', { cwd: options.cwd, mcpServers: [] });
  return {
    claim: init.agentInfo?.title ?? init.agentInfo?.name,
    session: {
      async prompt(text, hear) {
        onText = hear;
        // People take their time: no timeout while a request waits for them.
        await connection.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text }] });
        // The SDK may hand the turn's last updates to their handler just after its response.
        await new Promise((r) => setTimeout(r, 50));
      },
      cancel: () => acp.cancelSession(sessionId, connection.agent),
    },
    close: () => connection.close(),
    closed: connection.closed,
    // The page going away: what waits is answered cancel now, and said to have ended after a reload.
    leave: () => acp.leave(),
  };
}
