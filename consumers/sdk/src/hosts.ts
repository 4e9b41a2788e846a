// Type-checked with moduleResolution node16 and nodenext, next to both MCP SDK generations: the
// bridges resolve, nothing is `any`, and one capabilities object fits both clients' types.
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { Client as ClientV2 } from '@modelcontextprotocol/client';
import { ElicitationQueue } from 'react-mcp-elicitation/host';
import { attachElicitation as attachV1, elicitationCapabilities } from 'react-mcp-elicitation/sdk';
import { attachElicitation as attachV2 } from 'react-mcp-elicitation/client';
import { createRelay } from 'react-mcp-elicitation/relay';

type IsAny<T> = 0 extends 1 & T ? true : false;
const queue = new ElicitationQueue();
const elicitation = elicitationCapabilities({ form: true, url: true });
const v1 = new ClientV1({ name: 'host', version: '1.0.0' }, { capabilities: { elicitation } });
const v2 = new ClientV2({ name: 'host', version: '1.0.0' }, { capabilities: { elicitation }, versionNegotiation: { mode: 'auto' } });
const server1 = attachV1(v1, queue, { serverName: 'one' });
const server2 = attachV2(v2, queue, { serverName: 'two' });
export const notAny: [false, false, false, false] = [
  false as IsAny<typeof attachV1>,
  false as IsAny<typeof attachV2>,
  false as IsAny<typeof server1.callTool>,
  false as IsAny<typeof server2.readResource>,
];

/** Each bridge returns its own SDK's result types. */
export async function callBoth(): Promise<[number, number, string | undefined]> {
  const r1 = await server1.callTool({ name: 'plan_trip' }, { requestOptions: { timeout: 60_000 } });
  const r2 = await server2.callTool({ name: 'plan_trip' }, { requestOptions: { timeout: 60_000 } });
  return [r1.content.length, r2.content.length, server2.era()];
}

/** On the server: both bridges attach to a relay's queue for one person, typed as in the page. */
const relay = createRelay({ authorize: (request) => request.headers.get('x-user') ?? undefined });
export const onServer = [attachV1(v1, relay.queueFor('ada'), { serverName: 'one' }), attachV2(v2, relay.queueFor('ada'), { serverName: 'two' })] as const;
export const relayNotAny: [false, false] = [false as IsAny<typeof relay.queueFor>, false as IsAny<typeof onServer[1]['callTool']>];
