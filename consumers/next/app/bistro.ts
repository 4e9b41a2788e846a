// The MCP server of the AI SDK recipe: a tool that asks the person how to book (an elicitation),
// then says what it booked. Started per chat turn, in the same process (a real deployment points
// the AI SDK's client at its server over HTTP or stdio instead).
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

export async function startBistro() {
  const server = new McpServer({ name: 'bistro', version: '1.0.0' });
  server.registerTool('book_table', { description: 'Books a table at the Bistro, asking the person for the details.' }, async () => {
    const answer = await server.server.elicitInput({
      message: 'How should we book your table?',
      requestedSchema: {
        type: 'object',
        properties: {
          guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 8 },
          name: { type: 'string', title: 'Name', minLength: 1 },
          terrace: { type: 'boolean', title: 'On the terrace' },
        },
        required: ['guests', 'name'],
      },
    });
    return { content: [{ type: 'text', text: `The Bistro received ${JSON.stringify(answer)}` }] };
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  return clientSide;
}
