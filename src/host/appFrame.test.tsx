import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ElicitResult } from '../protocol/types.js';
import { ElicitationHost } from './ElicitationHost.js';
import { ElicitationInline } from './ElicitationInline.js';
import { ElicitationQueue } from '../engine/queue.js';
import { openAppChannel } from './appChannel.js';

// A form shown in the server's own app (MCP Apps, SEP-3118), as the host side sees it: the frame's
// messages arrive as `message` events from its window and the sandbox origin (jsdom loads no
// frame; the app's side is played here; Chromium runs the real one in e2e/apps.spec.ts).

const SANDBOX = 'https://sandbox.test/sandbox.html';
const ORIGIN = 'https://sandbox.test';
const source = { serverName: 'Seat server' };
const seatParams = () => ({
  mode: 'form',
  message: 'Pick a seat.',
  requestedSchema: {
    type: 'object',
    properties: {
      seat: { type: 'string', title: 'Seat', enum: ['A1', 'B1'] },
      meal: { type: 'boolean', title: 'Meal' },
    },
    required: ['seat'],
  },
  _meta: { ui: { resourceUri: 'ui://seats/plan' } },
});
const app = { uri: 'ui://seats/plan', sandbox: SANDBOX, html: '<!doctype html><p>Seat plan</p>' };

type Posted = Record<string, unknown> & { id?: unknown; method?: string; params?: Record<string, unknown> };

/** The app's frame in `scope` (loaded on demand), what the host posted to it, and the app's side of the bridge. */
async function appIn(scope: HTMLElement) {
  return appOf((await within(scope).findByTitle('App from Seat server')) as HTMLIFrameElement);
}

function appOf(frame: HTMLIFrameElement) {
  const posted: Posted[] = [];
  const win = frame.contentWindow!;
  win.postMessage = ((message: Posted) => void posted.push(message)) as typeof win.postMessage;
  const send = (data: unknown, from: Window = win, origin = ORIGIN) =>
    act(() => void window.dispatchEvent(new MessageEvent('message', { data, source: from, origin })));
  const asked = () => [...posted].reverse().find((m) => m.method === 'elicitation/create')?.id;
  return {
    frame,
    posted,
    send,
    /** The sandbox page is ready, and the app initializes (declaring `elicitation` unless told otherwise). */
    async start(capabilities: Record<string, unknown> = { elicitation: {} }) {
      send({ jsonrpc: '2.0', method: 'ui/notifications/sandbox-proxy-ready', params: {} });
      send({
        jsonrpc: '2.0',
        id: 1,
        method: 'ui/initialize',
        params: {
          protocolVersion: '2026-01-26',
          appInfo: { name: 'seats', version: '1' },
          appCapabilities: capabilities,
        },
      });
      send({ jsonrpc: '2.0', method: 'ui/notifications/initialized', params: {} });
    },
    /** The id of the `elicitation/create` the host forwarded last. */
    asked,
    answer(result: unknown, id = asked()) {
      send({ jsonrpc: '2.0', id, result });
    },
    /** The person clicks into the frame: focus moves to it, this window blurs. */
    async enter() {
      act(() => frame.focus());
      act(() => void window.dispatchEvent(new Event('blur')));
    },
  };
}

function ask(queue: ElicitationQueue, params = seatParams(), withApp: object | undefined = app) {
  const results: ElicitResult[] = [];
  void queue.ask(source, params, { app: withApp as never }).result.then((r) => results.push(r));
  return results;
}

describe('an app shows the form: the host side of the bridge', () => {
  it('hands the sandbox the app with its policy first, answers ui/initialize with hostCapabilities.elicitation, and forwards the request unchanged only after initialized', async () => {
    const queue = new ElicitationQueue();
    const params = seatParams();
    ask(queue, params);
    render(<ElicitationHost queue={queue} armMs={0} />);
    const dialog = await screen.findByRole('dialog', { name: 'Request from Seat server' });
    const a = await appIn(dialog);
    expect(a.frame.getAttribute('src')).toBe(SANDBOX);
    // The outer frame is the sandbox page (another origin); it may not navigate the host or open windows.
    expect(a.frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms');
    // Our chrome stands outside the frame.
    for (const name of ['Decline', 'Cancel', 'Use the standard form'])
      expect(within(dialog).getByRole('button', { name })).toBeVisible();
    expect(dialog).toHaveTextContent('Shown by Seat server’s own app, in a sandbox.');

    a.send({ jsonrpc: '2.0', method: 'ui/notifications/sandbox-proxy-ready', params: {} });
    const resource = a.posted.find((m) => m.method === 'ui/notifications/sandbox-resource-ready');
    const html = String(resource?.params?.html);
    expect(
      html.startsWith(
        "<!doctype html><meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src 'unsafe-inline';",
      ),
    ).toBe(true);
    expect(html).toContain("connect-src 'none'");
    expect(html).toContain("frame-src 'none'");
    expect(html.endsWith('<p>Seat plan</p>')).toBe(true);
    // The host's first script comes right after the policy, before anything of the app's.
    expect(html).toMatch(
      /^<!doctype html><meta [^>]*><script>[^<]*x-react-mcp-elicitation\/app-failed[^<]*<\/script><p>Seat plan<\/p>$/,
    );

    a.send({ jsonrpc: '2.0', id: 7, method: 'ui/initialize', params: { appCapabilities: { elicitation: {} } } });
    const init = a.posted.find((m) => m.id === 7) as { result: { hostCapabilities: unknown } };
    expect(init.result.hostCapabilities).toEqual({ elicitation: {} });
    expect(a.asked()).toBeUndefined();
    a.send({ jsonrpc: '2.0', method: 'ui/notifications/initialized', params: {} });
    const forwarded = a.posted.filter((m) => m.method === 'elicitation/create');
    expect(forwarded).toHaveLength(1);
    expect(forwarded[0]!.params).toEqual(params);
    // Anything else an app asks for is refused: it answers this request and nothing more.
    a.send({ jsonrpc: '2.0', id: 9, method: 'tools/call', params: { name: 'transfer' } });
    expect((a.posted.find((m) => m.id === 9) as { error?: { code: number } }).error?.code).toBe(-32601);
  });

  it('a person who entered the frame answers in it: exactly the checked content is sent, once, and the frame is torn down', async () => {
    const queue = new ElicitationQueue();
    const results = ask(queue);
    render(<ElicitationHost queue={queue} armMs={0} />);
    const a = await appIn(await screen.findByRole('dialog'));
    await a.start();
    await a.enter();
    const id = a.asked();
    a.answer({ action: 'accept', content: { seat: 'B1', meal: true } });
    await waitFor(() => expect(results).toEqual([{ action: 'accept', content: { seat: 'B1', meal: true } }]));
    expect(a.frame.isConnected).toBe(false);
    // A second answer to the same request (or a replay) reaches nothing.
    // Dispatched at once (`send`), to no one: the frame is gone, and the host's listener with it.
    a.answer({ action: 'accept', content: { seat: 'A1' } }, id);
    expect(results).toHaveLength(1);
  });

  it('an answer no one gave (no one entered the frame) is held: the person reads it in our words and sends it with Submit, which arms like any other', async () => {
    const queue = new ElicitationQueue();
    const results = ask(queue);
    const user = userEvent.setup();
    render(<ElicitationHost queue={queue} armMs={300} />);
    const dialog = await screen.findByRole('dialog');
    const a = await appIn(dialog);
    await a.start();
    a.answer({ action: 'accept', content: { seat: 'B1', meal: true } });
    await waitFor(() => expect(dialog).toHaveTextContent('The app wants to send this. Check it, then send it:'));
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Seat: B1', 'Meal: yes']);
    expect(results).toEqual([]);
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit);
    expect(results).toEqual([]);
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-disabled'));
    await user.click(submit);
    await waitFor(() => expect(results).toEqual([{ action: 'accept', content: { seat: 'B1', meal: true } }]));
  });

  it('the actions row is the host’s own renderer, as the form’s: a design system’s buttons decline, and send a held answer', async () => {
    const queue = new ElicitationQueue({ presentation: 'inline' });
    const results = ask(queue);
    const second = ask(queue);
    const user = userEvent.setup();
    // A design system's actions: its own markup and words, the same props as the form gives it.
    const actions: NonNullable<Parameters<typeof ElicitationInline>[0]['components']>['actions'] = (p) => (
      <div className="ds-bar">
        {p.canSubmit && (
          <button type="submit" aria-disabled={p.armed ? undefined : true}>
            Send it
          </button>
        )}
        <button type="button" onClick={p.onDecline} aria-disabled={p.armed ? undefined : true}>
          No thanks
        </button>
        <button type="button" onClick={p.onCancel}>
          Close
        </button>
      </div>
    );
    render(<ElicitationInline queue={queue} armMs={0} components={{ actions }} />);
    await waitFor(() => expect(screen.getAllByTitle('App from Seat server')).toHaveLength(2));
    const frames = screen.getAllByTitle('App from Seat server') as HTMLIFrameElement[];
    const [first, other] = frames.map((f) => f.closest('.rme-app') as HTMLElement);
    const a = appOf(frames[0]!);
    await a.start();
    // An answer no one gave is held; the design system's submit sends it.
    a.answer({ action: 'accept', content: { seat: 'A1' } });
    await user.click(await within(first!).findByRole('button', { name: 'Send it' }));
    await waitFor(() => expect(results).toEqual([{ action: 'accept', content: { seat: 'A1' } }]));
    // The other card's decline is the design system's too; "Use the standard form" stays ours.
    expect(within(other!).getByRole('button', { name: 'Use the standard form' })).toBeInTheDocument();
    await user.click(within(other!).getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(second).toEqual([{ action: 'decline' }]));
  });

  it('an answer before the request armed is held too, even from a person in the frame; so is a decline', async () => {
    const queue = new ElicitationQueue();
    const results = ask(queue);
    render(<ElicitationHost queue={queue} armMs={60_000} />);
    const dialog = await screen.findByRole('dialog');
    const a = await appIn(dialog);
    await a.start();
    await a.enter();
    a.answer({ action: 'decline' });
    await waitFor(() => expect(dialog).toHaveTextContent('The app wants to answer “Decline”. Confirm to send it.'));
    expect(results).toEqual([]);
  });

  it('an answer that breaks the schema is refused and said, nothing sent; the app is asked again; the third refusal brings the standard form', async () => {
    const queue = new ElicitationQueue();
    const results = ask(queue);
    render(<ElicitationHost queue={queue} armMs={0} />);
    const dialog = await screen.findByRole('dialog');
    const a = await appIn(dialog);
    await a.start();
    await a.enter();
    const first = a.asked();
    a.answer({ action: 'accept', content: { seat: 'Z9', meal: 'yes', extra: 1 } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The app’s answer does not fit what Seat server asked for, so nothing was sent (extra, Seat, Meal).',
    );
    expect(results).toEqual([]);
    expect(a.asked()).not.toBe(first);
    a.answer({ action: 'accept' }); // no content: the required seat is missing
    a.answer({ action: 'maybe' });
    expect(
      await within(dialog).findByText('The app from Seat server could not be shown, so here is the standard form.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: /Seat/ })).toBeVisible();
    expect(within(dialog).queryByTitle('App from Seat server')).toBeNull();
    expect(results).toEqual([]);
  });

  it('an app that does not declare elicitation, or whose document could not be read, leaves the standard form (and says so); "Use the standard form" needs no reason', async () => {
    const queue = new ElicitationQueue();
    const results = ask(queue);
    const user = userEvent.setup();
    render(<ElicitationHost queue={queue} armMs={0} />);
    let dialog = await screen.findByRole('dialog');
    await (await appIn(dialog)).start({});
    expect(
      await within(dialog).findByText('The app from Seat server could not be shown, so here is the standard form.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(results).toEqual([{ action: 'decline' }]));

    const unread = ask(queue, seatParams(), { uri: app.uri, sandbox: SANDBOX });
    dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('The app from Seat server could not be shown, so here is the standard form.'),
    ).toBeVisible();
    expect(within(dialog).queryByTitle('App from Seat server')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(unread).toEqual([{ action: 'cancel' }]));

    const chosen = ask(queue);
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Use the standard form' }));
    expect(within(dialog).queryByTitle('App from Seat server')).toBeNull();
    expect(within(dialog).queryByText(/could not be shown/)).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: /Seat/ })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(chosen).toEqual([{ action: 'cancel' }]));
  });

  it('messages from another window, or from the right window on another origin, are not the app', async () => {
    const queue = new ElicitationQueue();
    ask(queue);
    render(<ElicitationHost queue={queue} armMs={0} />);
    const a = await appIn(await screen.findByRole('dialog'));
    a.send({ jsonrpc: '2.0', method: 'ui/notifications/sandbox-proxy-ready', params: {} }, window);
    a.send(
      { jsonrpc: '2.0', method: 'ui/notifications/sandbox-proxy-ready', params: {} },
      a.frame.contentWindow!,
      'https://evil.test',
    );
    expect(a.posted).toEqual([]);
  });

  it('two app requests at once (inline cards): two frames, and one app cannot answer the other request', async () => {
    const queue = new ElicitationQueue({ presentation: 'inline' });
    const one = ask(queue);
    const other = ask(queue, { ...seatParams(), message: 'Pick a seat for the way back.' });
    render(<ElicitationInline queue={queue} armMs={0} />);
    await waitFor(() => expect(screen.getAllByTitle('App from Seat server')).toHaveLength(2));
    const frames = screen.getAllByTitle('App from Seat server') as HTMLIFrameElement[];
    const cardOne = frames[0]!.closest('.rme-app') as HTMLElement;
    const a = appOf(frames[0]!);
    const b = appOf(frames[1]!);
    await a.start();
    await b.start();
    expect(a.asked()).toBe(b.asked()); // each channel numbers its own requests
    await b.enter();
    // App A answers with B's id, from its own window: only its own request could take it.
    a.answer({ action: 'accept', content: { seat: 'A1' } }, b.asked());
    await waitFor(() =>
      expect(within(cardOne).getByText('The app wants to send this. Check it, then send it:')).toBeVisible(),
    );
    expect(other).toEqual([]);
    b.answer({ action: 'accept', content: { seat: 'B1' } });
    await waitFor(() => expect(other).toEqual([{ action: 'accept', content: { seat: 'B1' } }]));
    expect(one).toEqual([]);
  });
});

describe('an app that never gets going, or a request that ends under it', () => {
  it('an app that fails before ui/initialize (the host’s first script tells): the standard form at once; after ui/initialize the same message changes nothing', async () => {
    const queue = new ElicitationQueue();
    const results = ask(queue);
    render(<ElicitationHost queue={queue} armMs={0} />);
    const dialog = await screen.findByRole('dialog');
    const a = await appIn(dialog);
    a.send({ jsonrpc: '2.0', method: 'ui/notifications/sandbox-proxy-ready', params: {} });
    a.send({ jsonrpc: '2.0', method: 'x-react-mcp-elicitation/app-failed', params: {} });
    // No timeout waited for: the standard form is there in the same turn.
    expect(
      within(dialog).getByText('The app from Seat server could not be shown, so here is the standard form.'),
    ).toBeVisible();
    expect(within(dialog).queryByTitle('App from Seat server')).toBeNull();
    queue.answer(queue.getSnapshot().entries[0]!.key, { action: 'decline' });
    await waitFor(() => expect(results).toEqual([{ action: 'decline' }]));

    const events = { ready: vi.fn(), answer: vi.fn(), fail: vi.fn(), resize: vi.fn() };
    const channel = openAppChannel(app, seatParams(), () => {}, events, { timeoutMs: 10_000, theme: 'light' });
    channel.receive({ jsonrpc: '2.0', method: 'ui/notifications/sandbox-proxy-ready', params: {} });
    channel.receive({
      jsonrpc: '2.0',
      id: 1,
      method: 'ui/initialize',
      params: { appCapabilities: { elicitation: {} } },
    });
    channel.receive({ jsonrpc: '2.0', method: 'x-react-mcp-elicitation/app-failed', params: {} });
    channel.receive({ jsonrpc: '2.0', method: 'ui/notifications/initialized', params: {} });
    expect(events.fail).not.toHaveBeenCalled();
    expect(events.ready).toHaveBeenCalledOnce();
    channel.close();
  });

  it('two app requests one after the other in the dialog (a round of two): each its own frame and load, each answered by a click in its frame', async () => {
    const queue = new ElicitationQueue();
    const first = ask(queue);
    const second: ElicitResult[] = [];
    void queue
      .ask(
        source,
        { ...seatParams(), message: 'And back?' },
        { app: app as never, step: { index: 2, count: 2, round: 3 } },
      )
      .result.then((r) => second.push(r));
    render(<ElicitationHost queue={queue} armMs={0} />);
    const dialog = await screen.findByRole('dialog');
    const a = await appIn(dialog);
    await a.start();
    await a.enter();
    a.answer({ action: 'accept', content: { seat: 'A1', meal: false } });
    await waitFor(() => expect(first).toEqual([{ action: 'accept', content: { seat: 'A1', meal: false } }]));
    // A new frame element (a new load of the sandbox page, which makes one app per load).
    const b = await waitFor(() => {
      const frame = within(dialog).getByTitle('App from Seat server') as HTMLIFrameElement;
      expect(frame).not.toBe(a.frame);
      return appOf(frame);
    });
    await b.start();
    // Focus moves from the first frame into this one: no window blur, only the frame's own focus.
    act(() => b.frame.focus());
    b.answer({ action: 'accept', content: { seat: 'B1', meal: true } });
    await waitFor(() => expect(second).toEqual([{ action: 'accept', content: { seat: 'B1', meal: true } }]));
    expect(within(dialog).queryByText('The app wants to send this. Check it, then send it:')).toBeNull();
  });

  it('no initialize in time (or no initialized after it): the channel fails with timeout, once, and takes nothing after', () => {
    vi.useFakeTimers();
    try {
      for (const handshake of [[], ['initialize']]) {
        const events = { ready: vi.fn(), answer: vi.fn(), fail: vi.fn(), resize: vi.fn() };
        const posted: unknown[] = [];
        const channel = openAppChannel(app, seatParams(), (m) => posted.push(m), events, {
          timeoutMs: 10_000,
          theme: 'light',
        });
        channel.receive({ jsonrpc: '2.0', method: 'ui/notifications/sandbox-proxy-ready', params: {} });
        if (handshake.includes('initialize'))
          channel.receive({
            jsonrpc: '2.0',
            id: 1,
            method: 'ui/initialize',
            params: { appCapabilities: { elicitation: {} } },
          });
        vi.advanceTimersByTime(9_999);
        expect(events.fail).not.toHaveBeenCalled();
        vi.advanceTimersByTime(1);
        expect(events.fail).toHaveBeenCalledExactlyOnceWith('timeout');
        const before = posted.length;
        channel.receive({ jsonrpc: '2.0', method: 'ui/notifications/initialized', params: {} });
        channel.receive({ jsonrpc: '2.0', id: 'elicitation-1', result: { action: 'accept', content: { seat: 'A1' } } });
        expect(posted).toHaveLength(before);
        expect(events.ready).not.toHaveBeenCalled();
        expect(events.answer).not.toHaveBeenCalled();
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('a request the server withdraws while its app shows: the frame is torn down and the person is told', async () => {
    const queue = new ElicitationQueue({ presentation: 'inline' });
    const withdraw = new AbortController();
    queue.ask(source, seatParams(), { app, signal: withdraw.signal }).result.catch(() => {});
    render(<ElicitationInline queue={queue} armMs={0} />);
    const frame = await screen.findByTitle('App from Seat server');
    await appOf(frame as HTMLIFrameElement).start();
    act(() => withdraw.abort());
    await waitFor(() => expect(frame.isConnected).toBe(false));
    expect((await screen.findAllByText('Seat server withdrew this request. Nothing was sent.'))[0]).toBeVisible();
  });
});
