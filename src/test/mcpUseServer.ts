// A real mcp-use 1.34 server (`MCPServer`, its own HTTP transport) whose tool `book` asks for the
// zod 4 booking of fixtures/converters/models.ts with `ctx.elicit(message, zodModel)`: mcp-use writes
// the JSON itself and checks the answer with its own validation before the tool sees `data`.
// Started by src/bridges/mcpUse.test.tsx as a process of its own (`node --import tsx`), in a
// temporary working directory (mcp-use writes its session file and type registry there); prints
// "listening <port>" once it takes connections.
import { MCPServer } from 'mcp-use/server';
import * as z from 'zod';
import { zod4 } from '../../fixtures/converters/models.js';

const server = new MCPServer({ name: 'mcp-use-booking', version: '1.0.0' });
server.tool({ name: 'book', description: 'Book a stay', schema: z.object({}) }, async (_args, ctx) => {
  try {
    const answer = await ctx.elicit('Book your stay', zod4);
    // What the client sent, and what mcp-use's validation made of it.
    return {
      content: [
        {
          type: 'text',
          text: JSON.stringify({ action: answer.action, content: answer.content ?? null, data: answer.data ?? null }),
        },
      ],
    };
  } catch (e) {
    // mcp-use's own refusal of an answer (its validation), as the tool sees it.
    return {
      content: [{ type: 'text', text: JSON.stringify({ refused: e instanceof Error ? e.message : String(e) }) }],
      isError: true,
    };
  }
});
const port = Number(process.env.PORT ?? 0);
await server.listen(port);
console.log(`listening ${port}`);
