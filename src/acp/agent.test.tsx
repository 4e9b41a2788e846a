import { spawn, type ChildProcess } from 'node:child_process';
import { Readable, Writable } from 'node:stream';
import { join } from 'node:path';
import { client, ndJsonStream, type ClientConnection, type Stream } from '@agentclientprotocol/sdk';
import { createHttpStream } from '@agentclientprotocol/sdk/experimental/http-client';
import { createWebSocketStream, type WebSocketConstructor } from '@agentclientprotocol/sdk/experimental/ws-client';
import { WebSocket } from 'ws';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { attachElicitation, type AttachOptions, type ElicitationAttachment } from './attach.js';
import { ElicitationHost } from '../host/ElicitationHost.js';
import { ElicitationQueue } from '../engine/queue.js';
import { personQueue } from '../test/relayed.js';

// A real ACP agent process (demo/acp/agent.mjs, the official SDK's agent side) and a real ACP
// client app of the SDK attached with `attachElicitation`. Every test runs three times: in the page
// (the SDK's Streamable HTTP client transport, or its WebSocket one, the page's queue) and on the
// server (the agent over stdio, a child of the host's process, attached to a relay's
// `queueFor(owner)`; the person's queue fed by `connectRelay`, the relay's handler called as the
// browser's fetch).

type Via = 'page' | 'page, WebSocket' | 'relay';
const AGENT = join(process.cwd(), 'demo/acp');
const children: ChildProcess[] = [];
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((f) => f()));
afterAll(() => children.forEach((c) => c.exitCode === null && c.kill()));

/** The agent over Streamable HTTP, one process for the file: resolves with its /acp URL. */
let httpAgent: Promise<string> | undefined;
function agentUrl(): Promise<string> {
  httpAgent ??= new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [join(AGENT, 'main.mjs'), '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const url = /Example ACP agent: (\S+)/.exec(out)?.[1];
      if (url) resolve(url);
    });
    child.once('exit', (code) => reject(new Error(`the agent exited (${code}): ${out}`)));
  });
  return httpAgent;
}

/** The agent over stdio: a process per connection, as a host's server holds it. */
function stdioAgent(): Stream {
  const child = spawn(process.execPath, [join(AGENT, 'stdio.mjs')], { stdio: ['pipe', 'pipe', 'ignore'] });
  children.push(child);
  cleanups.push(() => child.stdin!.end());
  // Ends when it exits (the test that kills it): the host's side of the stream sees the end.
  child.stdin!.on('error', () => {});
  return ndJsonStream(
    Writable.toWeb(child.stdin!) as WritableStream<Uint8Array>,
    Readable.toWeb(child.stdout!) as ReadableStream<Uint8Array>,
  );
}

interface Setup {
  queue: ElicitationQueue;
  acp: ElicitationAttachment;
  connection: ClientConnection;
  /** Sends a prompt; resolves with the transcript of that turn once it ends. */
  prompt(text: string): Promise<string>;
}

async function connect(via: Via, options: Partial<AttachOptions> = {}): Promise<Setup> {
  const { queue, attached, close } = personQueue(via === 'relay');
  cleanups.push(close);
  const transcript: string[] = [];
  // Each waiting for the transcript to reach a length: called as it grows.
  const growing = new Set<() => void>();
  const heard = (length: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (transcript.length < length) return;
        growing.delete(check);
        resolve();
      };
      growing.add(check);
      check();
    });
  const app = client({ name: 'test host' });
  // Nothing noted for a reload unless a test asks (jsdom's sessionStorage is shared by the file's tests).
  const acp = attachElicitation(app, attached, { agentName: 'Example agent (test)', resumeStorage: null, ...options });
  app.onNotification('session/update', (ctx) => {
    acp.sessionUpdate(ctx.params);
    const update = ctx.params.update;
    if (update.sessionUpdate === 'agent_message_chunk' && update.content.type === 'text')
      transcript.push(update.content.text);
    for (const check of [...growing]) check();
  });
  const stream =
    via === 'relay'
      ? stdioAgent()
      : via === 'page'
      ? createHttpStream(await agentUrl())
      : createWebSocketStream((await agentUrl()).replace(/^http/, 'ws'), {
          WebSocket: WebSocket as unknown as WebSocketConstructor,
        });
  const connection = app.connect(stream);
  cleanups.push(() => connection.close());
  // Destructured, as a host may: no method of the attachment needs its `this`.
  const { initialize } = acp;
  await initialize(connection.agent, { clientInfo: { name: 'test host', version: '1.0.0' } });
  const { sessionId } = await connection.agent.request('session/new', { cwd: '/tmp', mcpServers: [] });
  return {
    queue,
    acp,
    connection,
    async prompt(text) {
      const from = transcript.length;
      const response = await connection.agent.request('session/prompt', {
        sessionId,
        prompt: [{ type: 'text', text }],
      });
      // The SDK may hand the turn's last updates to their handler after the turn's response: the
      // example agent's response says how many lines the turn said, and the turn ends once all are heard.
      const said = (response._meta as { said?: unknown } | null | undefined)?.said;
      expect(typeof said).toBe('number');
      await heard(from + (said as number));
      return transcript.slice(from).join('');
    },
  };
}

const sessionOf = (queue: ElicitationQueue) => queue.getSnapshot().entries[0]?.scope?.sessionId;

/** A person at the dialog, and a prompt turn whose first request the dialog shows. */
async function asked(via: Via, text: string, formProps: { onOpen?: (url: string) => void } = {}) {
  const setup = await connect(via);
  const user = userEvent.setup();
  render(<ElicitationHost queue={setup.queue} armMs={0} formProps={formProps} />);
  const turn = setup.prompt(text);
  // However long the agent takes to ask (a cold process under load), then the dialog shows it.
  await arrived(setup.queue);
  const dialog = await screen.findByRole('dialog');
  return { ...setup, user, turn, dialog };
}

/** Resolves once `queue` holds a request. */
function arrived(queue: ElicitationQueue): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (queue.getSnapshot().entries.length === 0) return;
      stop();
      resolve();
    };
    const stop = queue.subscribe(check);
    check();
  });
}

describe.each<Via>(['page', 'page, WebSocket', 'relay'])('an ACP agent, the client held in the %s', (via) => {
  it('advertises each mode explicitly: an agent asks only in the modes named', async () => {
    const both = await connect(via);
    expect(both.acp.capabilities).toEqual({ form: {}, url: {} });
    const urlOnly = await connect(via, { modes: { url: true } });
    expect(urlOnly.acp.capabilities).toEqual({ url: {} });
    expect(await urlOnly.prompt('form')).toBe('The client did not advertise form mode: nothing asked.\n');
    const formOnly = await connect(via, { modes: { form: true } });
    expect(await formOnly.prompt('url')).toBe('The client did not advertise URL mode: nothing asked.\n');
  });

  it('a form of every field kind: option descriptions shown, the pattern refused until it matches, the content sent once', async () => {
    const { queue, user, turn, dialog } = await asked(via, 'form');
    // The agent's own name only as its claim; every line that names the asker says "agent" (in the
    // page and behind the relay, which tells the browser who asks).
    expect(
      within(dialog).getByText(
        'It calls itself “Example Agent”. That is the agent’s own claim; this app has not verified it.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Written by the agent')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/\bserver\b/i);
    await user.type(within(dialog).getByRole('textbox', { name: /Project name/ }), 'Atlas');
    await user.type(within(dialog).getByRole('textbox', { name: /Slug/ }), 'Not A Slug');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Budget/ }), '1200.5');
    // Each option's description is said with its title, in the field's description.
    const license = within(dialog).getByRole('combobox', { name: /License/ });
    expect(license).toHaveAccessibleDescription(
      'MIT: Short and permissive. · Apache 2.0: Permissive, with a patent grant. · GPL 3.0: Copyleft: changes stay open.',
    );
    await user.selectOptions(license, 'Apache 2.0');
    expect(within(dialog).getByRole('group', { name: /Tooling/ })).toHaveAccessibleDescription(
      /^Linter: Checks style on every commit\. · CI: Runs the tests on every push\./,
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'CI' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const slug = within(dialog).getByRole('textbox', { name: /Slug/ });
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveFocus();
    expect(queue.getSnapshot().entries[0]?.status).toBe('asking');
    await user.clear(slug);
    await user.type(slug, 'atlas-web');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const said = await turn;
    expect(said.match(/Received/g)).toHaveLength(1);
    expect(JSON.parse(/Received accept (.*)/.exec(said)![1]!)).toEqual({
      name: 'Atlas',
      slug: 'atlas-web',
      seats: 3,
      budget: 1200.5,
      public: false,
      license: 'apache-2.0',
      tooling: ['ci'],
    });
  });

  it('a schema full of nulls renders and answers', async () => {
    const { queue, user, turn, dialog } = await asked(via, 'nulls');
    await user.type(within(dialog).getByRole('textbox', { name: /Nickname/ }), 'Ada');
    await user.type(within(dialog).getByRole('spinbutton', { name: /age/ }), '36');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await turn).toBe('Received accept {"nickname":"Ada","age":36}\n');
  });

  it('a required field of an unknown type: the person is told, and may only decline or cancel', async () => {
    const { queue, user, turn, dialog } = await asked(via, 'unknown');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/cannot be shown|can’t be shown|cannot show/i);
    // Named by its title, as the person reads it ("Accent colour"), not by its key ("accent").
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Field “Accent colour” has a type that forms cannot ask for.',
    );
    expect(within(dialog).queryByRole('button', { name: /Submit|Accept|Send/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await turn).toBe('Received decline\n');
  });

  it('an optional field of an unknown type is left out, and said', async () => {
    const { queue, user, turn, dialog } = await asked(via, 'extension');
    expect(dialog).toHaveTextContent('Field “Accent colour” has a type that forms cannot ask for.');
    expect(within(dialog).queryByRole('textbox', { name: /Accent/ })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /Theme name/ }), 'Dusk');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await turn).toBe('Received accept {"theme":"Dusk"}\n');
  });

  it('an unknown mode is refused with -32602 and nothing is shown', async () => {
    const { queue, prompt } = await connect(via);
    expect(await prompt('mode')).toMatch(/^Error -32602: /);
    expect(queue.getSnapshot().entries).toHaveLength(0);
  });

  it('URL mode: consent, then elicitation/complete ends the step; an unknown and a repeated id are ignored', async () => {
    const opened: string[] = [];
    const { queue, user, turn, dialog } = await asked(via, 'url', { onOpen: (url) => opened.push(url) });
    const complete = vi.spyOn(queue, 'complete');
    await user.click(within(dialog).getByRole('button', { name: /^Open 127\.0\.0\.1/ }));
    expect(opened).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/connect\?elicitationId=connect-/)]);
    const url = opened[0]!;
    await waitFor(() => expect(queue.getSnapshot().entries[0]?.status).toBe('waiting'));
    // The person finishes the page: the agent then sends the completion (after an unknown id).
    await fetch(url, { method: 'POST' });
    const said = await turn;
    expect(said).toBe('Received accept\nThe account is connected.\n');
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('The agent reports that this step is complete.'),
    );
    if (via !== 'relay') {
      // Three notifications: the unknown id and the repeat found nothing waiting.
      await waitFor(() => expect(complete).toHaveBeenCalledTimes(3));
      expect(complete.mock.results.map((r) => r.value)).toEqual([false, true, false]);
    }
    expect(queue.getSnapshot().entries[0]?.status).toBe('complete');
  });

  it('URL mode: Done before the agent confirms, then its elicitation/complete closes the step (one line says what became of it)', async () => {
    const opened: string[] = [];
    const { queue, user, turn, dialog } = await asked(via, 'url', { onOpen: (url) => opened.push(url) });
    await user.click(within(dialog).getByRole('button', { name: /^Open 127\.0\.0\.1/ }));
    await waitFor(() => expect(queue.getSnapshot().entries[0]?.status).toBe('waiting'));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(queue.getSnapshot().entries[0]?.status).toBe('confirming');
    await fetch(opened[0]!, { method: 'POST' });
    expect(await turn).toBe('Received accept\nThe account is connected.\n');
    // Nothing left to click: the person already said they were done.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(queue.getSnapshot().entries).toEqual([]);
    expect(screen.getByText('You opened the page from Example agent (test).')).toBeInTheDocument();
  });

  it('$/cancel_request withdraws the request on screen (the draft kept) and is answered -32800', async () => {
    const { queue, user, turn, dialog } = await asked(via, 'cancel');
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'half');
    expect(await turn).toMatch(/^Error -32800: /);
    await waitFor(() =>
      expect(
        screen.getAllByText('Example agent (test) withdrew this request. Nothing was sent.').length,
      ).toBeGreaterThan(0),
    );
    // What the person had typed is kept on screen, to copy.
    expect(screen.getByText('What you had entered').nextElementSibling).toHaveTextContent('half');
  });

  it('two concurrent requests are kept apart', async () => {
    const { queue, prompt } = await connect(via);
    const user = userEvent.setup();
    render(<ElicitationHost queue={queue} armMs={0} />);
    const turn = prompt('two');
    await waitFor(() => expect(queue.getSnapshot().entries).toHaveLength(2));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Other requests waiting: 1');
    await user.type(within(dialog).getByRole('textbox', { name: /Team/ }), 'Core');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Second: the team size.'));
    dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Size/ }), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const said = await turn;
    expect(said.split('\n').filter(Boolean).sort()).toEqual([
      'Received accept {"size":4}',
      'Received accept {"team":"Core"}',
    ]);
  });

  it('the tool call that asks reaches the shells (its title from session/update); cancelling the turn ends its requests with cancel', async () => {
    const { queue, turn, acp, connection, dialog } = await asked(via, 'tool');
    expect(queue.getSnapshot().entries[0]?.scope).toEqual({
      sessionId: expect.stringMatching(/^session-/),
      toolCallId: expect.stringMatching(/^call-/),
      toolTitle: 'Create the repository',
    });
    // Said by default, in the host's words around the agent's title.
    expect(within(dialog).getByText('Asked during the tool call “Create the repository”.')).toBeInTheDocument();
    const sessionId = sessionOf(queue)!;
    act(() => acp.cancelSession(sessionId, connection.agent));
    expect(await turn).toBe('Received cancel\n');
  });

  it('Stop (cancelSession) while the person types: "You stopped this turn", the draft kept with Copy, the agent gets cancel once, nothing else sent', async () => {
    const errors = vi.spyOn(console, 'error');
    const { queue, user, turn, dialog, acp, connection, prompt } = await asked(via, 'form');
    await user.type(within(dialog).getByRole('textbox', { name: /Project name/ }), 'apollo');
    act(() => acp.cancelSession(sessionOf(queue)!, connection.agent));
    expect(await turn).toBe('Received cancel\n');
    // The same line in the page and behind the relay (which answered the agent: the window sent nothing).
    await waitFor(() =>
      expect(
        within(dialog).getByText('You stopped this turn. The request from Example agent (test) was cancelled.'),
      ).toBeInTheDocument(),
    );
    expect(dialog).toHaveTextContent('apollo');
    expect(within(dialog).getByRole('button', { name: /Copy/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Stop requests/ })).toBeNull();
    expect(queue.getSnapshot().entries).toMatchObject([{ status: 'withdrawn', stopped: true }]);
    // No "connection lost" (a refused cancel of its own), no console error: checked once the next
    // turn's request has come the same way (the connection, the relay), behind all the stop set off.
    const next = prompt('form').catch(() => '');
    await vi.waitFor(() => expect(queue.getSnapshot().entries).toHaveLength(2));
    expect(queue.getSnapshot().entries).toMatchObject([{ status: 'withdrawn', stopped: true }, { status: 'asking' }]);
    // (React's test-only "not wrapped in act" warnings for the relay's updates aside.)
    expect(errors.mock.calls.filter(([first]) => !String(first).includes('not wrapped in act'))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(queue.getSnapshot().settled.at(-1)).toMatchObject({ end: 'withdrawn', entry: { stopped: true } });
    act(() => acp.cancelSession(sessionOf(queue)!, connection.agent));
    expect(await next).toBe('Received cancel\n');
    errors.mockRestore();
  });
});

describe('an ACP agent in the page, and the page goes away while a request waits', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
      items,
    };
  };

  it.each<Via>(['page', 'page, WebSocket'])(
    'over %s: leave() answers cancel while the connection is open; after the reload, initialize says it ended',
    async (via) => {
      const storage = memory();
      const before = await connect(via, { resumeStorage: storage });
      const first = render(<ElicitationHost queue={before.queue} armMs={0} />);
      const turn = before.prompt('form');
      await arrived(before.queue);
      await screen.findByRole('dialog');
      expect(storage.items.size).toBe(1);
      before.acp.leave();
      // Exactly one end reaches the agent: the cancel, sent while the page could still send it.
      expect(await turn).toBe('Received cancel\n');
      first.unmount();
      const after = await connect(via, { resumeStorage: storage });
      render(<ElicitationHost queue={after.queue} armMs={0} />);
      expect(after.queue.getSnapshot().notice).toMatchObject({ kind: 'reloaded', serverName: 'Example agent (test)' });
      expect(
        await screen.findByText(
          'The request from Example agent (test) ended when the page reloaded. Nothing was sent.',
        ),
      ).toBeInTheDocument();
      // Said once: a second page finds nothing left to say.
      const again = await connect(via, { resumeStorage: storage });
      expect(again.queue.getSnapshot().notice).toBeNull();
    },
  );

  it('a request that ended while the page stayed leaves nothing to say after a reload', async () => {
    const storage = memory();
    const before = await connect('page', { resumeStorage: storage });
    render(<ElicitationHost queue={before.queue} armMs={0} />);
    const user = userEvent.setup();
    const turn = before.prompt('two');
    await arrived(before.queue);
    let dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Team/ }), 'Core');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Size/ }), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await turn;
    expect(storage.items.size).toBe(0);
    const after = await connect('page', { resumeStorage: storage });
    expect(after.queue.getSnapshot().notice).toBeNull();
  });
});

describe('an ACP agent held over stdio', () => {
  it('dies while a request waits: the person reads that the connection was lost, and nothing is sent', async () => {
    const { dialog, turn } = await asked('relay', 'form');
    void turn.catch(() => {});
    expect(within(dialog).getByRole('textbox', { name: /Project name/ })).toBeInTheDocument();
    children.at(-1)!.kill('SIGKILL');
    await waitFor(() =>
      expect(
        screen.getAllByText('The connection to Example agent (test) was lost. Nothing was sent.').length,
      ).toBeGreaterThan(0),
    );
  });

  it('a host that names no agent gets a typed error, before anything is asked', () => {
    expect(() => attachElicitation(client({ name: 'x' }), new ElicitationQueue(), { agentName: ' ' })).toThrow(
      TypeError,
    );
  });
});
