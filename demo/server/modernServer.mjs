// The example server's 2026-07-28 leg, on the v2 SDK (`@modelcontextprotocol/server`): the same
// tools as the 2025 leg, asking for input the 2026 way (an `input_required` result, then a retry
// with `inputResponses` and the echoed `requestState`), plus a prompt and a resource that need
// input. Stateless: what a round must remember travels in `requestState`.
import { createMcpHandler, inputRequired, McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { createTaskStore, declaredTasks, guardHttp, missingTasksCapability, pause } from './tasks.mjs';
import { APP_MIME, appUri, clientTakesApps, readSeatApp, SEAT_VARIANTS, seatRequest, UI_EXTENSION } from './seatApp.mjs';
import { bookingRequest, bookStayTool, checkBooking } from './converters.mjs';

/** The tools only a task can serve: a call that did not declare the tasks extension gets -32021. */
export const TASK_TOOLS = ['file_expense', 'import_receipts'];

/** The 2026-07-28 request state of `plan_trip`: base64 with `+`, `/` and `=` in it, echoed byte for byte. */
export const TRIP_STATE = 'eyJzdGVwIjoxfQ+/trip=demo==';

/**
 * A fetch-style handler for 2026-07-28 requests (`createMcpHandler`, a fresh server per request).
 * `consents` is shared with the 2025 leg: the consent page marks an id done.
 */
export function createModernHandler({ origin, profileSchema, enumShapes, consents, newConsent, log }) {
  const reply = (received) => ({ content: [{ type: 'text', text: JSON.stringify(received) }], structuredContent: received });
  const responsesOf = (ctx) => ctx.mcpReq.inputResponses;
  // Tasks outlive the request that started them (and the server built for it): one store per handler.
  const tasks = createTaskStore({ pollIntervalMs: 500, log });
  /**
   * A task for this call. A call from a client that did not declare the extension gets -32021 at
   * the entry (`guardHttp`, `guardTransport`: `TASK_TOOLS`); here it is only a tool error, as the
   * SDK reports what a tool throws, and never a task.
   */
  const startTask = (ctx, work) => {
    if (!declaredTasks(ctx)) throw missingTasksCapability();
    return tasks.start(work);
  };

  const build = () => {
    const server = new McpServer(
      { name: 'example-elicitation-server', version: '1.0.0' },
      { capabilities: { tools: {}, prompts: {}, resources: {}, extensions: { [UI_EXTENSION]: { elicitation: {} } } } },
    );

    server.registerTool(
      'pick_seat',
      {
        description: 'Asks for a seat; where this request declared MCP Apps elicitation, in the server’s own seat-plan app (SEP-3118).',
        inputSchema: z.object({
          variant: z.enum(SEAT_VARIANTS).default('seat-plan').meta({ title: 'App' }),
          returnFlight: z.boolean().default(false).meta({ title: 'Return flight too' }),
        }),
      },
      async ({ variant, returnFlight }, ctx) => {
        const responses = responsesOf(ctx);
        if (responses?.seat && !returnFlight) return reply(responses.seat);
        if (responses?.seat && responses.back) return reply({ out: responses.seat, back: responses.back });
        // The request's own capabilities decide (2026-07-28 is stateless): the hint only where declared.
        const apps = clientTakesApps(ctx.mcpReq.envelope?.['io.modelcontextprotocol/clientCapabilities']);
        const seat = { method: 'elicitation/create', params: seatRequest(variant, apps) };
        // A return flight: a round of two app requests, each in an app of its own.
        const inputRequests = returnFlight ? { seat, back: { method: 'elicitation/create', params: seatRequest(variant, apps, 'back') } } : { seat };
        return { resultType: 'input_required', inputRequests };
      },
    );
    for (const variant of SEAT_VARIANTS.filter((v) => v !== 'missing')) {
      server.registerResource(`seat-app-${variant}`, appUri(variant), { mimeType: APP_MIME, description: `The seat-plan app (${variant}).` }, async (uri) => readSeatApp(uri.href));
    }

    server.registerTool('fill_profile', { description: 'Asks for a profile: every field kind and format.', inputSchema: z.object({}) }, async (_args, ctx) => {
      const answer = responsesOf(ctx)?.profile;
      if (answer) return reply(answer);
      return inputRequired({ inputRequests: { profile: { method: 'elicitation/create', params: { mode: 'form', message: 'Please fill in your profile.', requestedSchema: profileSchema } } } });
    });

    server.registerTool(
      'book_stay',
      { description: bookStayTool.description, inputSchema: z.object({ library: z.enum(bookStayTool.inputSchema.properties.library.enum).meta({ title: 'Schema library' }) }) },
      async ({ library }, ctx) => {
        const answer = responsesOf(ctx)?.booking;
        if (answer) return reply(checkBooking(library, answer));
        // The converter's JSON as it is (not a Standard Schema the SDK would convert itself).
        return inputRequired({ inputRequests: { booking: { method: 'elicitation/create', params: { mode: 'form', ...bookingRequest(library) } } } });
      },
    );

    server.registerTool(
      'pick_enum',
      {
        description: 'Asks for a colour with one of the five enum shapes.',
        inputSchema: z.object({ shape: z.enum(Object.keys(enumShapes)).meta({ title: 'Enum shape' }) }),
      },
      async ({ shape }, ctx) => {
        const answer = responsesOf(ctx)?.colour;
        if (answer) return reply(answer);
        const requestedSchema = { type: 'object', properties: { colour: enumShapes[shape] }, required: ['colour'] };
        return inputRequired({ inputRequests: { colour: { method: 'elicitation/create', params: { mode: 'form', message: `Pick a colour (${shape}).`, requestedSchema } } } });
      },
    );

    server.registerTool(
      'plan_trip',
      { description: 'Two questions in one round, with request state.', inputSchema: z.object({}) },
      async (_args, ctx) => {
        const responses = responsesOf(ctx);
        if (responses) return reply({ inputResponses: responses, requestState: ctx.mcpReq.requestState?.() ?? null });
        return inputRequired({
          inputRequests: {
            destination: inputRequired.elicit({
              message: 'Where do you want to go?',
              requestedSchema: { type: 'object', properties: { city: { type: 'string', title: 'City', minLength: 1 } }, required: ['city'] },
            }),
            travellers: inputRequired.elicit({
              message: 'How many people are travelling?',
              requestedSchema: { type: 'object', properties: { count: { type: 'integer', title: 'Travellers', minimum: 1, maximum: 9, default: 1 } } },
            }),
          },
          requestState: TRIP_STATE,
        });
      },
    );

    server.registerTool(
      'choose_username',
      { description: 'Asks for a username and asks again until it is free (a server-side validation loop).', inputSchema: z.object({}) },
      async (_args, ctx) => {
        const name = responsesOf(ctx)?.username;
        const problem = usernameProblem(name);
        if (!problem) return reply(name);
        return inputRequired({ inputRequests: { username: inputRequired.elicit({ message: problem, requestedSchema: usernameSchema }) } });
      },
    );

    server.registerTool(
      'open_consent_page',
      { description: 'URL mode: asks you to confirm on a local consent page; continues when you say you have finished.', inputSchema: z.object({}) },
      async (_args, ctx) => {
        // The consent id travels in requestState: the retry says which page to check.
        const id = ctx.mcpReq.requestState?.();
        const answer = responsesOf(ctx)?.consent;
        const consent = id ? consents.get(id) : undefined;
        if (answer && answer.action !== 'accept') return reply({ ...answer, completed: false });
        if (answer && consent?.done) return reply({ action: 'accept', completed: true });
        const next = consent ? { id } : newConsent('modern', async () => {});
        return inputRequired({
          inputRequests: { consent: inputRequired.elicitUrl({ message: 'Confirm on the example consent page.', url: `${origin}/consent/${next.id}` }) },
          requestState: next.id,
        });
      },
    );

    server.registerTool(
      'send_malformed_schema',
      {
        description: 'Sends an elicitation whose schema is malformed.',
        inputSchema: z.object({ variant: z.enum(['empty-enum', 'nested-object']).default('empty-enum').meta({ title: 'Variant' }) }),
      },
      async ({ variant }, ctx) => {
        const answer = responsesOf(ctx)?.bad;
        if (answer) return reply(answer);
        const properties =
          variant === 'nested-object'
            ? { address: { type: 'object', title: 'Address', properties: { street: { type: 'string' } } } }
            : { colour: { type: 'string', title: 'Colour', enum: [] } };
        // Raw: the SDK's builder would not let a malformed schema through.
        return { resultType: 'input_required', inputRequests: { bad: { method: 'elicitation/create', params: { mode: 'form', message: 'This schema is malformed.', requestedSchema: { type: 'object', properties } } } } };
      },
    );

    tasks.register(server);

    server.registerTool(
      'file_expense',
      { description: 'A task: reads the receipt for 2.5 seconds, then asks for the amount and an approver (answered with tasks/update), then files it.', inputSchema: z.object({}) },
      async (_args, ctx) =>
        startTask(ctx, async ({ taskId, ask, setStatus, signal }) => {
          setStatus('Reading the receipt…');
          // Long enough to be read, and stopped, from the task's line before the questions come
          // (polled every 500 ms: a second left a person, and the e2e, half a second to do it).
          await pause(2500, signal);
          setStatus('Waiting for the amount and the approver.');
          const inputResponses = await ask({ amount: inputRequired.elicit({ message: 'How much was the expense?', requestedSchema: expenseAmountSchema }), approver: inputRequired.elicit({ message: 'Who approves it?', requestedSchema: approverSchema }) });
          setStatus('Filing the expense…');
          await pause(500, signal);
          // What arrived, and how: each tasks/update's inputResponses, in order.
          const updates = tasks.updates.filter((u) => u.taskId === taskId).map((u) => u.inputResponses);
          return reply({ inputResponses, updates });
        }),
    );

    server.registerTool(
      'import_receipts',
      { description: 'A task that works for a second and then fails.', inputSchema: z.object({}) },
      async (_args, ctx) =>
        startTask(ctx, async ({ setStatus, signal }) => {
          setStatus('Opening the receipts folder…');
          await pause(1000, signal);
          throw new Error('The receipts folder is empty.');
        }),
    );

    server.registerPrompt('trip_brief', { description: 'A prompt that asks where you are going first.', argsSchema: z.object({}) }, async (_args, ctx) => {
      const city = responsesOf(ctx)?.city?.content?.city;
      if (typeof city !== 'string') {
        return inputRequired({ inputRequests: { city: inputRequired.elicit({ message: 'Which city is the brief for?', requestedSchema: { type: 'object', properties: { city: { type: 'string', title: 'City' } }, required: ['city'] } }) } });
      }
      return { messages: [{ role: 'user', content: { type: 'text', text: `Write a one-page travel brief for ${city}.` } }] };
    });

    server.registerResource('itinerary', 'itinerary://current', { description: 'An itinerary that asks which trip first.' }, async (uri, ctx) => {
      const trip = responsesOf(ctx)?.trip?.content?.trip;
      if (typeof trip !== 'string') {
        return inputRequired({ inputRequests: { trip: inputRequired.elicit({ message: 'Which trip?', requestedSchema: { type: 'object', properties: { trip: { type: 'string', title: 'Trip name' } }, required: ['trip'] } }) } });
      }
      return { contents: [{ uri: uri.href, mimeType: 'text/plain', text: `Itinerary for ${trip}: day 1, arrive; day 2, explore.` }] };
    });
    return server;
  };

  // `build` also serves stdio (./stdio.mjs), where one instance is pinned per connection. `tasks`
  // is there for tests (what the client sent, what was refused).
  return Object.assign(guardHttp(createMcpHandler(build, { legacy: 'reject', onerror: (e) => log(`2026 leg: ${e.message}`) }), TASK_TOOLS), { build, tasks });
}

const expenseAmountSchema = { type: 'object', properties: { amount: { type: 'number', title: 'Amount', minimum: 0 } }, required: ['amount'] };
const approverSchema = {
  type: 'object',
  properties: { approver: { type: 'string', title: 'Approver', oneOf: [{ const: 'grace', title: 'Grace Hopper' }, { const: 'alan', title: 'Alan Turing' }] } },
  required: ['approver'],
};

export const usernameSchema = { type: 'object', properties: { username: { type: 'string', title: 'Username' } }, required: ['username'] };
const TAKEN = new Set(['admin', 'root', 'ada']);

/** Why a username answer is not good yet (the loop's next message), or null when it is. */
export function usernameProblem(answer) {
  if (!answer) return 'Choose a username.';
  if (answer.action !== 'accept') return null;
  const name = String(answer.content?.username ?? '');
  if (name.length < 3) return `“${name}” is too short: at least 3 letters.`;
  if (TAKEN.has(name.toLowerCase())) return `“${name}” is taken. Try another.`;
  return null;
}
