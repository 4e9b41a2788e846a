import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createModernHandler } from '../../demo/server/modernServer.mjs';
import { profileSchema } from '../../demo/server/exampleServer.mjs';
import { elicitationCapabilities } from '../bridges/attachment.js';
import { attachElicitation } from '../bridges/v2.js';
import { ElicitationQueue } from '../engine/queue.js';
import { ElicitationHost } from './ElicitationHost.js';
import { ElicitationInline, ElicitationCard, InlineAnnouncer, useInlineItems } from './ElicitationInline.js';
import { ElicitationTasks } from './ElicitationTasks.js';
import { ElicitationProvider } from './queueContext.js';

// The seams a host built from the guides meets (issue 58), driven as that host drives them: the
// guides' own presentation function, the example server's tools, the host's own transcript.

const guidePresentation = (_source: unknown, request: unknown) =>
  (request as { mode?: string }).mode === 'url' ? 'dialog' : 'inline';

/** The five-minutes guide's transcript: the host's rows, then the cards and the task lines in it. */
function Transcript() {
  const cards = useInlineItems();
  return (
    <main aria-label="Transcript">
      <p>you: Run file_expense</p>
      {cards.map((c) => (
        <ElicitationCard key={c.key} item={c} armMs={0} />
      ))}
      <ElicitationTasks />
    </main>
  );
}

function GuideHost({ queue }: { queue: ElicitationQueue }) {
  return (
    <ElicitationProvider queue={queue}>
      <Transcript />
      <InlineAnnouncer />
      <ElicitationHost armMs={0} />
    </ElicitationProvider>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('task lines follow the presentation (a host’s function reading request.mode)', () => {
  it('file_expense through a real v2 client: its line is in the transcript, nothing outside the dialog, no error', async () => {
    const errors = vi.spyOn(console, 'error');
    const handler = createModernHandler({
      origin: 'http://mcp.test',
      profileSchema,
      enumShapes: {},
      consents: new Map(),
      newConsent: () => ({ id: 'x' }),
      log: () => {},
    });
    const queue = new ElicitationQueue({ presentation: guidePresentation });
    const client = new Client(
      { name: 'guide-host', version: '1.0.0' },
      {
        capabilities: { elicitation: elicitationCapabilities({ form: true, url: true }) },
        versionNegotiation: { mode: 'auto' },
      },
    );
    const server = attachElicitation(client, queue, { serverName: 'Example server', tasks: { backoffMs: 100 } });
    await client.connect(
      new StreamableHTTPClientTransport(new URL('http://mcp.test/mcp'), {
        fetch: (url, init) => handler.fetch(new Request(url, init)),
      }),
    );
    render(<GuideHost queue={queue} />);
    const call = server.callTool({ name: 'file_expense', arguments: {} });
    const transcript = screen.getByRole('main', { name: 'Transcript' });
    await within(transcript).findByText(/Reading the receipt/, undefined, { timeout: 5000 });
    expect(document.querySelector('.rme-dialog-outside')!.textContent).toBe('');
    expect(queue.getTasks()[0]!.presentation).toBe('inline');
    // The host's function was never handed an undefined request.
    expect(errors).not.toHaveBeenCalled();
    await client.close();
    await call.catch(() => {});
  });

  it('a function that throws is reported once, with what it was given, and its requests go to the dialog', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const queue = new ElicitationQueue({
      presentation: (_s, request) =>
        (request as { nope: { mode: string } }).nope.mode === 'url' ? 'dialog' : 'inline',
      taskPresentation: () => {
        throw new Error('host bug');
      },
    });
    const request = { message: 'Name?', requestedSchema: { type: 'object', properties: { n: { type: 'string' } } } };
    queue.ask({ serverName: 'A' }, request);
    queue.ask({ serverName: 'A' }, request);
    queue.track({ serverName: 'A' }, 't1');
    expect(queue.getSnapshot().entries.map((e) => e.presentation)).toEqual(['dialog', 'dialog']);
    // A task's line falls back to inline, where a call's lines belong.
    expect(queue.getTasks()[0]!.presentation).toBe('inline');
    expect(errors).toHaveBeenCalledTimes(2);
    expect(errors.mock.calls[0]![0]).toContain("presentation function threw; using 'dialog'");
    expect(errors.mock.calls[0]![1]).toMatchObject({ source: { serverName: 'A' }, given: request });
    expect(errors.mock.calls[1]![0]).toContain("taskPresentation function threw; using 'inline'");
    expect(errors.mock.calls[1]![1]).toMatchObject({ given: { kind: 'task', taskId: 't1' } });
  });

  it('taskPresentation defaults: one choice follows presentation; with a function, inline', () => {
    const dialog = new ElicitationQueue({ presentation: 'dialog' });
    dialog.track({ serverName: 'A' }, 't');
    expect(dialog.getTasks()[0]!.presentation).toBe('dialog');
    const fn = new ElicitationQueue({ presentation: () => 'dialog' });
    fn.track({ serverName: 'A' }, 't');
    expect(fn.getTasks()[0]!.presentation).toBe('inline');
    const chosen = new ElicitationQueue({
      presentation: () => 'inline',
      taskPresentation: (_s, line) => (line.kind === 'task' ? 'dialog' : 'inline'),
    });
    chosen.track({ serverName: 'A' }, 't');
    expect(chosen.getTasks()[0]!.presentation).toBe('dialog');
    // Each line says what it is about: a server turned off with nothing waiting is not a reload.
    const told: string[] = [];
    const asked = new ElicitationQueue({
      taskPresentation: (_s, line) => {
        told.push(line.kind);
        return 'inline';
      },
    });
    asked.endedByReload({ serverName: 'A' });
    asked.block({ serverName: 'B' });
    expect(told).toEqual(['reloaded', 'blocked']);
  });
});

describe('one count rule: a round is one request', () => {
  const ask = (message: string) => ({
    message,
    requestedSchema: { type: 'object', properties: { a: { type: 'string', title: 'A' } } },
  });

  it('a round of two plus one single request: the hidden tab says (2), the dialog "Other requests waiting: 1"', async () => {
    const queue = new ElicitationQueue();
    document.title = 'Chat';
    render(<ElicitationHost queue={queue} armMs={0} />);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      act(() => {
        queue.ask({ serverName: 'Trips' }, ask('Where?'), { step: { index: 1, count: 2, round: 4 } });
        queue.ask({ serverName: 'Trips' }, ask('Who?'), { step: { index: 2, count: 2, round: 4 } });
        queue.ask({ serverName: 'Desk' }, ask('Which desk?'));
      });
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('Question 1 of 2 from this step');
      expect(dialog).toHaveTextContent('Other requests waiting: 1');
      await waitFor(() => expect(document.title).toBe('(2) Input needed · Chat'));
    } finally {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
});

describe('notices follow the presentation', () => {
  it('inline: the reload notice is a line of the transcript (where <ElicitationTasks> sits) until dismissed; nothing outside the dialog', async () => {
    // The clock is the test's: past the dialog's 8 s for a notice, the line is still there.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const queue = new ElicitationQueue({ presentation: guidePresentation });
    render(<GuideHost queue={queue} />);
    act(() => queue.endedByReload({ serverName: 'Example server' }));
    const transcript = screen.getByRole('main', { name: 'Transcript' });
    expect(within(transcript).getByRole('status', { name: '' })).toBeDefined();
    expect(transcript).toHaveTextContent(
      'The request from Example server ended when the page reloaded. Nothing was sent.',
    );
    expect(document.querySelector('.rme-dialog-outside')!.textContent).toBe('');
    // It stays (a line of the transcript is not a toast) until the person dismisses it.
    try {
      await act(async () => void vi.advanceTimersByTime(60_000));
      expect(transcript).toHaveTextContent('ended when the page reloaded');
      await user.click(within(transcript).getByRole('button', { name: 'Dismiss' }));
      expect(transcript).not.toHaveTextContent('ended when the page reloaded');
    } finally {
      vi.useRealTimers();
    }
  });

  it('dialog: the notice and the dialog’s task lines sit in the layer outside the modal, not in the transcript', () => {
    const queue = new ElicitationQueue();
    render(
      <ElicitationProvider queue={queue}>
        <Transcript />
        <ElicitationHost armMs={0} />
      </ElicitationProvider>,
    );
    act(() => queue.endedByReload({ serverName: 'Example server' }));
    const outside = document.querySelector('.rme-dialog-outside')!;
    expect(outside).toHaveTextContent('The request from Example server ended when the page reloaded.');
    expect(screen.getByRole('main', { name: 'Transcript' })).not.toHaveTextContent('reloaded');
  });

  it('the inline shell: Stop requests on a card says it on the card, not in the dialog’s layer', async () => {
    const user = userEvent.setup();
    const queue = new ElicitationQueue({ presentation: 'inline' });
    render(
      <>
        <ElicitationInline queue={queue} armMs={0} />
        <ElicitationHost queue={queue} armMs={0} />
      </>,
    );
    act(
      () =>
        void queue.ask(
          { serverName: 'Nagger' },
          { message: 'Again?', requestedSchema: { type: 'object', properties: {} } },
        ),
    );
    await user.click(await screen.findByRole('button', { name: 'Stop requests from Nagger' }));
    expect(queue.getSnapshot().notice).toMatchObject({ kind: 'blocked', presentation: 'inline' });
    // Said once, by the card; not again in the transcript's lines, nor outside the dialog.
    expect(screen.getByRole('region', { name: /^Request from Nagger/ })).toHaveTextContent(
      'Requests from Nagger were turned off. Nothing was sent.',
    );
    expect(document.querySelector('.rme-inline-notice')!.textContent).toBe('');
    expect(document.querySelector('.rme-dialog-outside')!.textContent).toBe('');
    // Turned off by the host with nothing waiting: no card tells it, so the transcript's line does.
    act(() => queue.block({ serverName: 'Other' }));
    expect(document.querySelector('.rme-inline-notice')).toHaveTextContent(
      'Requests from Other are turned off until you reload.',
    );
    expect(document.querySelector('.rme-dialog-outside')!.textContent).toBe('');
  });
});

describe('a required field is never folded away', () => {
  it('fill_profile on a card (collapseAfter 6): Role, required and empty, is shown; one Submit reports and focuses it', async () => {
    const user = userEvent.setup();
    const queue = new ElicitationQueue({ presentation: 'inline' });
    render(<ElicitationInline queue={queue} armMs={0} />);
    let result!: Promise<unknown>;
    act(() => {
      result = queue.ask(
        { serverName: 'Example server' },
        { message: 'Please fill in your profile.', requestedSchema: profileSchema },
      ).result;
    });
    const card = await screen.findByRole('region', { name: /^Request from Example server/ });
    // Only the optional field after the last required one waits behind the button.
    expect(within(card).getByRole('button', { name: 'Show 1 more field' })).toBeInTheDocument();
    await user.type(within(card).getByRole('textbox', { name: /Full name/ }), 'Ada Lovelace');
    await user.type(within(card).getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.type(within(card).getByRole('spinbutton', { name: /Age/ }), '36');
    await user.click(within(card).getByRole('button', { name: 'Submit' }));
    const role = within(card).getByRole('combobox', { name: /Role/ });
    expect(role).toHaveFocus();
    expect(role).toHaveAccessibleDescription(/required|Choose/i);
    expect(queue.getSnapshot().entries).toHaveLength(1);
    void result;
  });
});
