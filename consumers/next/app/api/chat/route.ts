// The Vercel AI SDK recipe: one chat turn on the server. The AI SDK's MCP client hands each
// elicitation to the relay for this session's person, who answers it as an inline card in the
// chat; the model (the AI SDK's mock, standing in for a provider's) calls the MCP tool and then
// replies with what the tool said.
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import { isStepCount, streamText } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { startBistro } from '../../bistro';
import { relay } from '../../relay';

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const owner = /(?:^|;\s*)sid=(\w+)/.exec(request.headers.get('cookie') ?? '')?.[1];
  if (!owner) return Response.json({ error: 'No session.' }, { status: 401 });
  const { text } = (await request.json()) as { text: string };
  const mcp = await createMCPClient({ transport: await startBistro(), capabilities: { elicitation: {} } });
  // The turn's end (or the browser leaving) withdraws what is still asked: the AI SDK's handler gets
  // no signal of its own.
  const turn = new AbortController();
  const signal = AbortSignal.any([request.signal, turn.signal]);
  mcp.onElicitationRequest(ElicitationRequestSchema, (elicitation) => relay.ask(owner, elicitation.params, { signal, serverName: 'Bistro' }));
  const end = () => (turn.abort(), void mcp.close());
  const result = streamText({
    model: bookingModel(),
    tools: await mcp.tools(),
    prompt: text,
    stopWhen: isStepCount(3),
    abortSignal: request.signal,
    onFinish: end,
    onError: end,
    onAbort: end,
  });
  return result.toTextStreamResponse();
}

const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };
const streamOf = <T,>(parts: T[]) => new ReadableStream<T>({ start: (c) => (parts.forEach((p) => c.enqueue(p)), c.close()) });

/** First step: call `book_table`. Second: say what the tool returned. */
function bookingModel() {
  return new MockLanguageModelV4({
    doStream: async ({ prompt }) => {
      const toolMessage = prompt.findLast((m) => m.role === 'tool');
      if (!toolMessage) {
        return { stream: streamOf([{ type: 'stream-start', warnings: [] }, { type: 'tool-call', toolCallId: 'call-1', toolName: 'book_table', input: '{}' }, { type: 'finish', usage, finishReason: { unified: 'tool-calls', raw: undefined } }]) };
      }
      const part = toolMessage.content[0];
      const output = part?.type === 'tool-result' ? part.output : undefined;
      const said = output?.type === 'content' ? output.value.map((v) => (v.type === 'text' ? v.text : '')).join('') : JSON.stringify(output ?? null);
      return {
        stream: streamOf([{ type: 'stream-start', warnings: [] }, { type: 'text-start', id: 't' }, { type: 'text-delta', id: 't', delta: `Done. ${said}` }, { type: 'text-end', id: 't' }, { type: 'finish', usage, finishReason: { unified: 'stop', raw: undefined } }]),
      };
    },
  });
}
