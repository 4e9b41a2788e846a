import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ElicitRequestFormParams } from '../protocol/types.js';
import { attachElicitation, elicitationCapabilities } from '../bridges/v1.js';
import { ElicitationHost } from './ElicitationHost.js';
import { ElicitationProvider } from './queueContext.js';
import { ElicitationInline } from './ElicitationInline.js';
import { ElicitationQueue } from '../engine/queue.js';

const dinner: ElicitRequestFormParams = {
  message: 'Book a table?',
  requestedSchema: {
    type: 'object',
    properties: {
      guests: { type: 'integer', title: 'Guests', minimum: 1 },
      terrace: { type: 'boolean', title: 'Terrace' },
      pin: { type: 'string', title: 'Card PIN' },
    },
    required: ['guests'],
  },
};
const who: ElicitRequestFormParams = {
  message: 'Who are you?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] },
};
// A card's name: "Request from <server>: <the start of its message>".
const card = (name: string) =>
  screen.getByRole('region', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `) });

describe('ElicitationQueue: presentation and what became of each request', () => {
  it('puts requests where the queue, a function or the request says', () => {
    const q = new ElicitationQueue({
      presentation: (_s, r) => ((r as { mode?: string }).mode === 'url' ? 'dialog' : 'inline'),
    });
    q.ask({ serverName: 'A' }, who);
    q.ask({ serverName: 'A' }, { mode: 'url', message: 'm', url: 'https://example.com/', elicitationId: 'e' });
    q.ask({ serverName: 'A' }, who, { presentation: 'dialog' });
    expect(q.getSnapshot().entries.map((e) => e.presentation)).toEqual(['inline', 'dialog', 'dialog']);
    const d = new ElicitationQueue();
    d.ask({ serverName: 'A' }, who);
    expect(d.getSnapshot().entries[0]!.presentation).toBe('dialog');
  });

  it('keeps ended requests with their answer, a draft only when unanswered, at most keepSettled, until dismissed', async () => {
    const q = new ElicitationQueue({ presentation: 'inline', keepSettled: 2 });
    const source = { serverName: 'A' };
    const a = q.ask(source, who);
    q.saveDraft(a.key, { name: 'Ada' });
    q.answer(a.key, { action: 'accept', content: { name: 'Ada' } });
    const controller = new AbortController();
    const b = q.ask(source, who, { signal: controller.signal });
    q.saveDraft(b.key, { name: 'Bo', ['__proto__']: 'x' } as never);
    controller.abort();
    await expect(b.result).rejects.toMatchObject({ name: 'AbortError' });
    await expect(b.ended).resolves.toBe('withdrawn');
    const settled = q.getSnapshot().settled;
    expect(settled.map((s) => s.end)).toEqual(['answered', 'withdrawn']);
    expect(settled[0]).toMatchObject({ result: { action: 'accept', content: { name: 'Ada' } } });
    expect(settled[0]!.draft).toBeUndefined();
    // A property the server named `__proto__` is kept as data, never as the draft's prototype.
    expect(settled[1]!.draft!.name).toBe('Bo');
    expect(Object.prototype.hasOwnProperty.call(settled[1]!.draft, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(settled[1]!.draft)).toBe(Object.prototype);
    const c = q.ask(source, who);
    q.answer(c.key, { action: 'decline' });
    expect(q.getSnapshot().settled.map((s) => s.entry.key)).toEqual([b.key, c.key]);
    q.dismiss(b.key);
    expect(q.getSnapshot().settled.map((s) => s.entry.key)).toEqual([c.key]);
  });

  it('a timed-out request expires (not withdrawn); a lost connection expires every request from that server', async () => {
    const q = new ElicitationQueue({ presentation: 'inline' });
    const timeout = new AbortController();
    const t = q.ask({ serverName: 'A' }, who, { signal: timeout.signal });
    timeout.abort('McpError: MCP error -32001: Request timed out');
    await expect(t.ended).resolves.toBe('expired');
    const source = { serverName: 'B' };
    const x = q.ask(source, who);
    const y = q.ask(source, { mode: 'url', message: 'm', url: 'https://example.com/', elicitationId: 'e' });
    q.expire(source);
    await expect(x.ended).resolves.toBe('expired');
    await expect(y.ended).resolves.toBe('expired');
    expect(q.getSnapshot().settled.map((s) => s.entry.expired)).toEqual(['timeout', 'disconnected', 'disconnected']);
  });
});

describe('<ElicitationInline>', () => {
  it('shows two pending requests as cards named by their server, answered in either order, each result exact', async () => {
    const queue = new ElicitationQueue({ presentation: 'inline' });
    const user = userEvent.setup();
    render(<ElicitationInline queue={queue} armMs={0} />);
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = queue.ask({ serverName: 'Bistro' }, dinner).result;
      second = queue.ask({ serverName: 'Directory' }, who).result;
    });
    expect(screen.getAllByRole('region')).toHaveLength(2);
    // The second first.
    await user.type(within(card('Request from Directory')).getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.click(within(card('Request from Directory')).getByRole('button', { name: 'Submit' }));
    await expect(second).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
    expect(card('Request from Directory')).toHaveTextContent('Sent to Directory: Name: Ada');
    // The answered card's line took focus (its Submit button is gone).
    expect(within(card('Request from Directory')).getByText(/Sent to Directory/)).toHaveFocus();
    const bistro = card('Request from Bistro');
    await user.type(within(bistro).getByRole('spinbutton', { name: /Guests/ }), '4');
    await user.click(within(bistro).getByRole('checkbox', { name: /Terrace/ }));
    await user.type(within(bistro).getByRole('textbox', { name: /Card PIN/ }), '1234');
    await user.click(within(bistro).getByRole('button', { name: 'Submit' }));
    await expect(first).resolves.toEqual({ action: 'accept', content: { guests: 4, terrace: true, pin: '1234' } });
    // The summary is the content sent, as the person saw it; the PIN is masked.
    expect(card('Request from Bistro')).toHaveTextContent(
      'Sent to Bistro: Guests: 4 · Terrace: yes · Card PIN: •••••• (hidden)',
    );
    expect(card('Request from Bistro')).not.toHaveTextContent('1234');
    expect(queue.getSnapshot().entries).toEqual([]);
  });

  it('says a server’s own name for itself once per transcript: on its first card, not on every card', async () => {
    const queue = new ElicitationQueue({ presentation: 'inline' });
    render(<ElicitationInline queue={queue} armMs={0} />);
    const claimOf = (region: HTMLElement) => within(region).queryByText(/^calls itself “.*” \(not verified\)$/);
    act(() => {
      queue.ask({ serverName: 'Bistro', serverClaim: 'Official Bank' }, who);
      queue.ask({ serverName: 'Bistro', serverClaim: 'Official Bank' }, dinner);
      queue.ask({ serverName: 'Directory', serverClaim: 'dir-server' }, who);
    });
    const [first, second, third] = screen.getAllByRole('region');
    expect(claimOf(first!)).toHaveTextContent('calls itself “Official Bank” (not verified)');
    expect(claimOf(second!)).toBeNull();
    // Another server's claim is its own news.
    expect(claimOf(third!)).toHaveTextContent('calls itself “dir-server” (not verified)');
    // The first card gone, the next card of that server says it.
    const key = queue.getSnapshot().entries[0]!.key;
    act(() => queue.answer(key, { action: 'decline' }));
    expect(claimOf(screen.getByRole('region', { name: /^Request from Bistro: Who/ }))).not.toBeNull();
    act(() => queue.dismiss(key));
    await waitFor(() => expect(claimOf(card('Request from Bistro'))).toHaveTextContent('calls itself “Official Bank”'));
    // A new name from the same server is said again, on its first card.
    act(() => void queue.ask({ serverName: 'Bistro', serverClaim: 'Another Name' }, who));
    const bistro = screen.getAllByRole('region', { name: /^Request from Bistro/ });
    expect(bistro.map((r) => claimOf(r)?.textContent ?? null)).toEqual([
      expect.stringContaining('Official Bank'),
      expect.stringContaining('Another Name'),
    ]);
  });

  it('a one-field card spends no line on "Stop requests": it ends the actions row, arms like them and stops the server', async () => {
    const queue = new ElicitationQueue({ presentation: 'inline' });
    render(<ElicitationInline queue={queue} armMs={0} />);
    const directory = { serverName: 'Directory' };
    const asked: Promise<unknown>[] = [];
    act(() => {
      asked.push(queue.ask(directory, who).result);
      asked.push(queue.ask({ serverName: 'Bistro' }, dinner).result);
      asked.push(
        queue.ask(directory, { mode: 'url', message: 'Sign in', url: 'https://example.com/login', elicitationId: 'e1' })
          .result,
      );
    });
    const one = screen.getByRole('region', { name: /^Request from Directory: Who/ });
    // In reading and tab order: the request's actions, then Stop, in one row (no footer line of its own).
    expect(
      within(one)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Submit', 'Decline', 'Cancel', 'Stop requests from Directory']);
    const stop = within(one).getByRole('button', { name: 'Stop requests from Directory' });
    expect(stop.parentElement).toBe(
      within(one).getByRole('button', { name: 'Cancel' }).closest('.rme-actions')!.parentElement,
    );
    expect(one.querySelector('.rme-card-footer')).toBeNull();
    // A URL step has no form row to end: Stop keeps its own line there.
    const url = screen.getByRole('region', { name: /^Request from Directory: Sign in/ });
    expect(
      within(url).getByRole('button', { name: 'Stop requests from Directory' }).closest('.rme-card-footer'),
    ).not.toBeNull();
    // Enter on Stop is a click on Stop, not the form's submit.
    stop.focus();
    await userEvent.setup().keyboard('{Enter}');
    await expect(asked[0]).resolves.toEqual({ action: 'cancel' });
    await expect(asked[2]).resolves.toEqual({ action: 'cancel' });
    expect(queue.getSnapshot().entries.map((e) => e.source.serverName)).toEqual(['Bistro']);
    expect(card('Request from Bistro')).toHaveAttribute('data-state', 'pending');
  });

  it('a round of two questions is one card: the second shows once the first is answered, each result exact', async () => {
    const queue = new ElicitationQueue({ presentation: 'inline' });
    render(<ElicitationInline queue={queue} armMs={0} />);
    const trips = { serverName: 'Trips', serverClaim: 'trip-server' };
    const asked: Promise<unknown>[] = [];
    act(() => {
      asked.push(queue.ask(trips, who, { step: { index: 1, count: 2, round: 3 } }).result);
      asked.push(queue.ask(trips, dinner, { step: { index: 2, count: 2, round: 3 } }).result);
    });
    const [first, second] = asked;
    const user = userEvent.setup();
    const round = card('Request from Trips');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(round).toHaveTextContent('Question 1 of 2 from this step');
    expect(round).toHaveTextContent('calls itself “trip-server” (not verified)');
    expect(within(round).queryByRole('spinbutton', { name: /Guests/ })).toBeNull();
    await user.type(within(round).getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.click(within(round).getByRole('button', { name: 'Submit' }));
    await expect(first).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
    // Still one card, named as before: what was sent, then the next question.
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(card('Request from Trips')).toBe(round);
    expect(round).toHaveTextContent('Sent to Trips: Name: Ada');
    expect(round).toHaveTextContent('Question 2 of 2 from this step');
    await user.type(within(round).getByRole('spinbutton', { name: /Guests/ }), '2');
    await user.click(within(round).getByRole('button', { name: 'Submit' }));
    await expect(second).resolves.toEqual({ action: 'accept', content: { guests: 2 } });
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(round).toHaveTextContent('Sent to Trips: Name: Ada');
    expect(round).toHaveTextContent('Sent to Trips: Guests: 2');
    expect(round).toHaveAttribute('data-state', 'settled');
  });

  it('says declined and cancelled; a withdrawn card keeps the draft as copyable text and sends nothing', async () => {
    const queue = new ElicitationQueue({ presentation: 'inline' });
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ElicitationInline queue={queue} armMs={0} />);
    const controller = new AbortController();
    let withdrawn!: Promise<unknown>;
    act(() => {
      queue.ask({ serverName: 'One' }, who).result.then(() => {});
      queue.ask({ serverName: 'Two' }, who);
      withdrawn = queue
        .ask({ serverName: 'Three' }, who, { signal: controller.signal })
        .result.catch((e: unknown) => e);
    });
    await user.click(within(card('Request from One')).getByRole('button', { name: 'Decline' }));
    expect(card('Request from One')).toHaveTextContent('You declined the request from One.');
    await user.click(within(card('Request from Two')).getByRole('button', { name: 'Cancel' }));
    expect(card('Request from Two')).toHaveTextContent('You cancelled the request from Two.');
    await user.type(within(card('Request from Three')).getByRole('textbox', { name: /Name/ }), 'Buy oat milk');
    await act(async () => controller.abort());
    expect(await withdrawn).toMatchObject({ name: 'AbortError' });
    const three = card('Request from Three');
    await waitFor(() => expect(three).toHaveTextContent('Three withdrew this request. Nothing was sent.'));
    expect(within(three).getByRole('listitem')).toHaveTextContent('Name: Buy oat milk');
    expect(within(three).queryByRole('textbox')).toBeNull();
    // Focus was in the card: it moves to the line that says what happened.
    expect(within(three).getByText(/withdrew this request/)).toHaveFocus();
    await user.click(within(three).getByRole('button', { name: 'Copy what you entered' }));
    expect(writeText).toHaveBeenCalledWith('Name: Buy oat milk');
    expect(await within(three).findByText('Copied.')).toHaveAttribute('role', 'status');
  });

  it('announces a new request politely and leaves focus where it was; focusOnArrival moves it in', async () => {
    const queue = new ElicitationQueue({ presentation: 'inline' });
    const { rerender } = render(
      <>
        <input aria-label="Message" />
        <ElicitationInline queue={queue} armMs={0} />
      </>,
    );
    const composer = screen.getByRole('textbox', { name: 'Message' });
    composer.focus();
    act(() => void queue.ask({ serverName: 'Bistro' }, dinner));
    await waitFor(() => expect(screen.getByText('New request from Bistro.')).toHaveAttribute('role', 'status'));
    expect(composer).toHaveFocus();
    rerender(
      <>
        <input aria-label="Message" />
        <ElicitationInline queue={queue} armMs={0} focusOnArrival />
      </>,
    );
    act(() => void queue.ask({ serverName: 'Directory' }, who));
    await waitFor(() =>
      expect(within(card('Request from Directory')).getByRole('textbox', { name: /Name/ })).toHaveFocus(),
    );
  });

  it('Alt+Down and Alt+Up move between waiting cards', async () => {
    const queue = new ElicitationQueue({ presentation: 'inline' });
    const user = userEvent.setup();
    render(<ElicitationInline queue={queue} armMs={0} />);
    act(() => {
      queue.ask({ serverName: 'One' }, who);
      queue.ask({ serverName: 'Two' }, dinner);
      queue.ask({ serverName: 'Three' }, who);
    });
    within(card('Request from One')).getByRole('textbox', { name: /Name/ }).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(within(card('Request from Two')).getByRole('spinbutton', { name: /Guests/ })).toHaveFocus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(within(card('Request from Three')).getByRole('textbox', { name: /Name/ })).toHaveFocus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}{Alt>}{ArrowUp}{/Alt}');
    expect(within(card('Request from One')).getByRole('textbox', { name: /Name/ })).toHaveFocus();
  });

  it('two queues on one page (two chat panes, keys restarting at 1 in each): focus on arrival and Alt+Arrow stay in their own pane', async () => {
    const left = new ElicitationQueue({ presentation: 'inline' });
    const right = new ElicitationQueue({ presentation: 'inline' });
    const user = userEvent.setup();
    render(
      <>
        <section aria-label="Left pane">
          <ElicitationInline queue={left} armMs={0} />
        </section>
        <section aria-label="Right pane">
          <ElicitationInline queue={right} armMs={0} focusOnArrival />
        </section>
      </>,
    );
    const pane = (name: string) => screen.getByRole('region', { name });
    const cardIn = (p: string, name: string) => within(pane(p)).getByRole('region', { name: new RegExp(`^${name}`) });
    act(() => {
      left.ask({ serverName: 'Left one' }, who);
      left.ask({ serverName: 'Left two' }, dinner);
    });
    // The right queue's first request has key 1, as the left's: its own card takes focus.
    act(() => void right.ask({ serverName: 'Right one' }, who));
    await waitFor(() =>
      expect(
        within(cardIn('Right pane', 'Request from Right one')).getByRole('textbox', { name: /Name/ }),
      ).toHaveFocus(),
    );
    act(() => void right.ask({ serverName: 'Right two' }, dinner));
    await waitFor(() =>
      expect(
        within(cardIn('Right pane', 'Request from Right two')).getByRole('spinbutton', { name: /Guests/ }),
      ).toHaveFocus(),
    );
    // Alt+Up from the right pane's second card: its first, never the left pane's.
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(within(cardIn('Right pane', 'Request from Right one')).getByRole('textbox', { name: /Name/ })).toHaveFocus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(within(cardIn('Right pane', 'Request from Right one')).getByRole('textbox', { name: /Name/ })).toHaveFocus();
    // And from the left pane's last card, Alt+Down goes nowhere (the right pane's cards are not its).
    within(cardIn('Left pane', 'Request from Left two'))
      .getByRole('spinbutton', { name: /Guests/ })
      .focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(
      within(cardIn('Left pane', 'Request from Left two')).getByRole('spinbutton', { name: /Guests/ }),
    ).toHaveFocus();
  });

  it('the dialog leaves inline requests alone, and says in its status line what a closed request sent', async () => {
    const queue = new ElicitationQueue({
      presentation: (_s, r) => ((r as { message?: string }).message === 'Who are you?' ? 'dialog' : 'inline'),
    });
    const user = userEvent.setup();
    render(
      <ElicitationProvider queue={queue}>
        <ElicitationInline armMs={0} />
        <ElicitationHost armMs={0} />
      </ElicitationProvider>,
    );
    act(() => {
      queue.ask({ serverName: 'Bistro' }, dinner);
      queue.ask({ serverName: 'Directory' }, who);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Request from Directory' });
    // Named once: the form is labelled by the dialog's title, with no second "… is asking" line.
    expect(within(dialog).getByRole('group', { name: 'Request from Directory' })).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('Directory is asking');
    expect(within(dialog).queryByText(/Bistro/)).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Sent to Directory: Name: Ada')).toHaveAttribute('role', 'status');
    expect(card('Request from Bistro')).toBeInTheDocument();
  });

  it('a lost connection expires the server’s inline requests: they say so, keep the draft, send nothing', async () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const server = new Server({ name: 's', version: '1' }, { capabilities: {} });
    const client = new Client(
      { name: 'h', version: '1' },
      { capabilities: { elicitation: elicitationCapabilities() } },
    );
    const queue = new ElicitationQueue({ presentation: 'inline' });
    attachElicitation(client, queue, { serverName: 'Flaky' });
    await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
    const user = userEvent.setup();
    render(<ElicitationInline queue={queue} armMs={0} />);
    await server.ping();
    const asked = server.elicitInput(who).catch((e: unknown) => e);
    const flaky = await screen.findByRole('region', { name: 'Request from Flaky: Who are you?' });
    await user.type(within(flaky).getByRole('textbox', { name: /Name/ }), 'Ada');
    await act(async () => client.close());
    await waitFor(() => expect(flaky).toHaveTextContent('The connection to Flaky was lost. Nothing was sent.'));
    expect(within(flaky).getByRole('listitem')).toHaveTextContent('Name: Ada');
    expect(await asked).toBeInstanceOf(Error);
  });
});

describe('long forms: collapseAfter', () => {
  const long: ElicitRequestFormParams = {
    message: 'Profile',
    requestedSchema: {
      type: 'object',
      properties: {
        a: { type: 'string', title: 'First' },
        b: { type: 'string', title: 'Second' },
        c: { type: 'string', title: 'Third', minLength: 3 },
        d: { type: 'string', title: 'Fourth', default: 'from the server' },
      },
    },
  };

  /** An inline card folded after two fields, asking `params`; its answer, and the person. */
  function askFolded(params: object) {
    const queue = new ElicitationQueue({ presentation: 'inline' });
    const user = userEvent.setup();
    render(<ElicitationInline queue={queue} armMs={0} collapseAfter={2} />);
    let result!: Promise<unknown>;
    act(() => {
      result = queue.ask({ serverName: 'S' }, params).result;
    });
    return { queue, user, result };
  }

  it('shows the first fields and a disclosure; an error in a hidden field opens it and takes focus', async () => {
    const { user, result } = askFolded({
      ...long,
      requestedSchema: {
        ...long.requestedSchema,
        properties: { ...long.requestedSchema.properties, d: { type: 'string', title: 'Fourth' } },
      },
    });
    const more = screen.getByRole('button', { name: 'Show 2 more fields' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: /Third/ })).toBeNull();
    await user.click(more);
    expect(screen.getByRole('textbox', { name: /Third/ })).toHaveFocus();
    await user.keyboard('ab');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('textbox', { name: /Third/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Third/ })).toHaveAccessibleDescription(/at least 3/);
    await user.keyboard('c');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await expect(result).resolves.toEqual({ action: 'accept', content: { c: 'abc' } });
  });

  it('never sends a hidden value unseen: a submit with filled hidden fields shows them first', async () => {
    const { queue, user, result } = askFolded(long);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // Shown, and focus on the filled field; nothing sent yet.
    expect(screen.getByRole('textbox', { name: /Fourth/ })).toHaveFocus();
    expect(screen.getByText('Some of the fields below are filled in. Check them, then send.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(queue.getSnapshot().entries).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await expect(result).resolves.toEqual({ action: 'accept', content: { d: 'from the server' } });
  });

  it('a submit with an error and folded fields holding values: one press reports the error, focuses it and shows those fields; the next sends', async () => {
    const { user, result } = askFolded({ ...long, requestedSchema: { ...long.requestedSchema, required: ['a'] } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const first = screen.getByRole('textbox', { name: /First/ });
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription(/required/i);
    expect(screen.getByRole('textbox', { name: /Fourth/ })).toBeVisible();
    expect(screen.getByText('Some of the fields below are filled in. Check them, then send.')).toBeInTheDocument();
    await user.keyboard('x');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await expect(result).resolves.toEqual({ action: 'accept', content: { a: 'x', d: 'from the server' } });
  });

  it('labels the disclosure with how many hidden fields are filled in', () => {
    const queue = new ElicitationQueue({ presentation: 'inline' });
    render(<ElicitationInline queue={queue} armMs={0} collapseAfter={2} />);
    act(() => void queue.ask({ serverName: 'S' }, long));
    expect(screen.getByRole('button', { name: 'Show 2 more fields (1 filled in)' })).toBeInTheDocument();
  });
});
