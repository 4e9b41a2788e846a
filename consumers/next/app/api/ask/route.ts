// Stands in for the server's MCP client: its elicitation handler hands the request to the relay
// for the person of this session, and gets their validated answer back.
import { relay } from '../../relay';
import { request as params } from '../../request';

export const dynamic = 'force-dynamic';
export async function POST(request: Request): Promise<Response> {
  const owner = /(?:^|;\s*)sid=(\w+)/.exec(request.headers.get('cookie') ?? '')?.[1];
  if (!owner) return Response.json({ error: 'No session.' }, { status: 401 });
  const result = await relay.ask(owner, params, { serverName: 'Server-side MCP client', signal: request.signal });
  return Response.json(result);
}
