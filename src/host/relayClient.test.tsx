import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRelay } from '../relay/relay.js';
import { ElicitationHost } from './ElicitationHost.js';
import { ElicitationQueue } from '../engine/queue.js';
import { connectRelay } from './relayClient.js';

// The browser side of the relay, in process: the queue's requests come from a relay's handler
// (called as fetch would), answers go back through it, and what `ask` resolves with is what the
// MCP server would receive.
const ORIGIN = 'https://chat.example.com';
const form = {
  message: 'Your table',
  requestedSchema: {
    type: 'object',
    properties: { guests: { type: 'integer', minimum: 1, title: 'Guests' } },
    required: ['guests'],
  },
};

function setup() {
  const relay = createRelay({ authorize: () => 'ada' });
  const fetch = ((url: string, init?: RequestInit) =>
    relay.handler(new Request(new URL(url, ORIGIN), init))) as typeof globalThis.fetch;
  const connections: { close(): void }[] = [];
  const tab = () => {
    const queue = new ElicitationQueue();
    connections.push(connectRelay(queue, { url: '/api/elicitation', fetch, retryMs: 10 }));
    return queue;
  };
  const close = () => {
    connections.forEach((c) => c.close());
    relay.close();
  };
  return { relay, tab, close };
}

describe('connectRelay: a server-side request in the browser’s queue', () => {
  it('shows in the dialog like any other, and the answer reaches the server exactly', async () => {
    const { relay, tab, close } = setup();
    const queue = tab();
    const user = userEvent.setup();
    render(<ElicitationHost queue={queue} armMs={0} />);
    const answer = relay.ask('ada', form, { serverName: 'Bistro' });
    const dialog = await screen.findByRole('dialog', { name: 'Request from Bistro' });
    await user.type(within(dialog).getByRole('spinbutton', { name: /Guests/ }), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(answer).resolves.toEqual({ action: 'accept', content: { guests: 4 } });
    close();
  });

  it('two tabs of one owner both see it; answered in one, it leaves the other as answered elsewhere', async () => {
    const { relay, tab, close } = setup();
    const [a, b] = [tab(), tab()];
    const answer = relay.ask('ada', form, { serverName: 'Bistro' });
    await waitFor(() => expect([a.getSnapshot().entries.length, b.getSnapshot().entries.length]).toEqual([1, 1]));
    a.answer(a.getSnapshot().entries[0]!.key, { action: 'decline' });
    await expect(answer).resolves.toEqual({ action: 'decline' });
    await waitFor(() => expect(b.getSnapshot().entries).toEqual([]));
    expect(b.getSnapshot().settled.map((s) => s.end)).toEqual(['elsewhere']);
    expect(a.getSnapshot().settled.map((s) => s.end)).toEqual(['answered']);
    // The dialog's status line says why the request left.
    render(<ElicitationHost queue={b} armMs={0} />);
    expect(screen.getByRole('status')).toHaveTextContent('Answered in another window.');
    close();
  });

  it('a request the relay says expired (its MCP connection lost) ends here as expired by a lost connection, a withdrawal as withdrawn', async () => {
    const { relay, close } = setup();
    // Inline: both end as settled cards (the dialog keeps an expired form on screen until closed).
    const queue = new ElicitationQueue({ presentation: 'inline' });
    const fetch = ((url: string, init?: RequestInit) =>
      relay.handler(new Request(new URL(url, ORIGIN), init))) as typeof globalThis.fetch;
    const connection = connectRelay(queue, { url: '/api/elicitation', fetch, retryMs: 10 });
    const lost = new AbortController();
    const withdrawn = new AbortController();
    const source = { serverName: 'Bistro' };
    // The server side's bridge says whether the connection is gone when a request's signal aborts.
    relay.queueFor('ada').ask(source, form, { signal: lost.signal, disconnected: () => true });
    relay.queueFor('ada').ask(source, form, { signal: withdrawn.signal });
    await waitFor(() => expect(queue.getSnapshot().entries).toHaveLength(2));
    lost.abort();
    withdrawn.abort();
    await waitFor(() => expect(queue.getSnapshot().settled).toHaveLength(2));
    expect(queue.getSnapshot().settled.map((s) => [s.end, s.entry.expired])).toEqual([
      ['expired', 'disconnected'],
      ['withdrawn', undefined],
    ]);
    connection.close();
    close();
  });

  it('a dropped stream reconnects: still pending shows once, answered meanwhile in another tab ends as such', async () => {
    const relay = createRelay({ authorize: () => 'ada' });
    const direct = ((url: string, init?: RequestInit) =>
      relay.handler(new Request(new URL(url, ORIGIN), init))) as typeof globalThis.fetch;
    // Tab B's event streams can be cut, as a network drop or a proxy timeout would.
    const cuts: (() => void)[] = [];
    const flaky = (async (url: string, init?: RequestInit) => {
      const response = await direct(url, init);
      if (init?.method === 'POST' || !response.body) return response;
      const reader = response.body.getReader();
      let cut = false;
      const body = new ReadableStream<Uint8Array>({
        start: (controller) =>
          void cuts.push(() => {
            cut = true;
            controller.close();
          }),
        async pull(controller) {
          const { value, done } = await reader.read();
          if (cut) return;
          if (done) controller.close();
          else controller.enqueue(value);
        },
      });
      return new Response(body, { headers: response.headers });
    }) as typeof globalThis.fetch;
    const a = new ElicitationQueue();
    const b = new ElicitationQueue();
    const connections = [
      connectRelay(a, { url: '/r', fetch: direct }),
      connectRelay(b, { url: '/r', fetch: flaky, retryMs: 50 }),
    ];
    const first = relay.ask('ada', form, { serverName: 'Bistro' });
    await waitFor(() => expect(b.getSnapshot().entries).toHaveLength(1));
    cuts.at(-1)!(); // B's stream drops…
    await waitFor(() => expect(cuts.length).toBe(2)); // …and B is back
    expect(b.getSnapshot().entries).toHaveLength(1); // shown once, not twice
    cuts.at(-1)!(); // dropped again; meanwhile A answers
    await waitFor(() => expect(a.getSnapshot().entries).toHaveLength(1));
    a.answer(a.getSnapshot().entries[0]!.key, { action: 'accept', content: { guests: 2 } });
    await expect(first).resolves.toEqual({ action: 'accept', content: { guests: 2 } });
    await waitFor(() => expect(b.getSnapshot().settled.map((s) => s.end)).toEqual(['elsewhere']));
    expect(b.getSnapshot().entries).toEqual([]);
    connections.forEach((c) => c.close());
    relay.close();
  });

  it('a withdrawal on the server withdraws it here; nothing is sent', async () => {
    const { relay, tab, close } = setup();
    const queue = tab();
    const controller = new AbortController();
    const answer = relay.ask('ada', form, { serverName: 'Bistro', signal: controller.signal });
    await waitFor(() => expect(queue.getSnapshot().entries).toHaveLength(1));
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    await waitFor(() => expect(queue.getSnapshot().entries).toEqual([]));
    expect(queue.getSnapshot().notice).toMatchObject({ kind: 'withdrawn', serverName: 'Bistro' });
    close();
  });

  it('a stream that goes silent (a proxy holding a dead upstream open) is opened again after staleMs', async () => {
    const relay = createRelay({ authorize: () => 'ada', heartbeatMs: 60_000 });
    const direct = ((url: string, init?: RequestInit) =>
      relay.handler(new Request(new URL(url, ORIGIN), init))) as typeof globalThis.fetch;
    let opened = 0;
    // The first stream delivers its opening events, then nothing more, and never closes.
    const hanging = (async (url: string, init?: RequestInit) => {
      const response = await direct(url, init);
      if (init?.method === 'POST' || !response.body || opened++ > 0) return response;
      const reader = response.body.getReader();
      const first = await reader.read();
      hung();
      return new Response(
        new ReadableStream<Uint8Array>({ start: (c) => void (first.value && c.enqueue(first.value)) }),
        { headers: response.headers },
      );
    }) as typeof globalThis.fetch;
    let hung!: () => void;
    const hangs = new Promise<void>((resolve) => (hung = resolve));
    const queue = new ElicitationQueue();
    const connection = connectRelay(queue, { url: '/r', fetch: hanging, retryMs: 10, staleMs: 150 });
    await hangs;
    void relay.ask('ada', form, { serverName: 'Bistro' });
    // Asked while the first stream hangs: it arrives once the silent stream is given up.
    await waitFor(() => expect(queue.getSnapshot().entries).toHaveLength(1), { timeout: 2000 });
    expect(opened).toBe(2);
    connection.close();
    relay.close();
  });

  it('an error thrown while handling an event goes to onError (default console.error), and the stream goes on', async () => {
    const relay = createRelay({ authorize: () => 'ada' });
    let opened = 0;
    const fetch = ((url: string, init?: RequestInit) => {
      if (init?.method !== 'POST') opened++;
      return relay.handler(new Request(new URL(url, ORIGIN), init));
    }) as typeof globalThis.fetch;
    // A queue with a bug: its first `ask` throws.
    class Faulty extends ElicitationQueue {
      #failed = false;
      override ask(...args: Parameters<ElicitationQueue['ask']>) {
        if (!this.#failed) {
          this.#failed = true;
          throw new Error('a bug in ask');
        }
        return super.ask(...args);
      }
    }
    const errors: unknown[] = [];
    const queue = new Faulty();
    const connection = connectRelay(queue, { url: '/r', fetch, retryMs: 10, onError: (e) => errors.push(e) });
    void relay.ask('ada', form, { serverName: 'Bistro' }).catch(() => {});
    await waitFor(() => expect(errors).toHaveLength(1));
    expect((errors[0] as Error).message).toBe('a bug in ask');
    // The same stream hands on the next request: it was not taken as a dropped connection.
    void relay.ask('ada', form, { serverName: 'Café' }).catch(() => {});
    await waitFor(() => expect(queue.getSnapshot().entries.map((e) => e.serverName)).toContain('Café'));
    expect(opened).toBe(1);
    connection.close();

    // Without onError, the error is written to the console, not swallowed.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = connectRelay(new Faulty(), { url: '/r', fetch, retryMs: 10 });
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('connectRelay:', expect.objectContaining({ message: 'a bug in ask' })),
    );
    logged.mockRestore();
    second.close();
    relay.close();
  });

  // A dialog host on a relay whose POSTs are held until `release()`, then answered with `status`
  // (or passed on to the relay); `answer()` fills Guests with 4 and submits.
  function heldPosts(status?: number) {
    const relay = createRelay({ authorize: () => 'ada' });
    const direct = ((url: string, init?: RequestInit) =>
      relay.handler(new Request(new URL(url, ORIGIN), init))) as typeof globalThis.fetch;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const fetch = (async (url: string, init?: RequestInit) => {
      if (init?.method !== 'POST') return direct(url, init);
      await gate;
      return status === undefined
        ? direct(url, init)
        : Response.json({ error: 'The connection to the MCP server was lost; nothing was sent.' }, { status });
    }) as typeof globalThis.fetch;
    const queue = new ElicitationQueue();
    const connection = connectRelay(queue, { url: '/r', fetch, retryMs: 10 });
    const user = userEvent.setup();
    render(<ElicitationHost queue={queue} armMs={0} />);
    const asked = relay.ask('ada', form, { serverName: 'Bistro' });
    asked.catch(() => {});
    const answer = async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Request from Bistro' });
      await user.type(within(dialog).getByRole('spinbutton', { name: /Guests/ }), '4');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      return dialog;
    };
    const close = () => {
      connection.close();
      relay.close();
    };
    return { asked, answer, release, close };
  }

  it('while the answer is on its way the dialog says "Sending…", never "Sent"; once the relay has it, "Sent to …"', async () => {
    const held = heldPosts();
    const dialog = await held.answer();
    await waitFor(() => expect(within(dialog).getByText('Sending…')).toBeInTheDocument());
    expect(document.body).not.toHaveTextContent(/Sent/);
    held.release();
    await expect(held.asked).resolves.toEqual({ action: 'accept', content: { guests: 4 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.body).toHaveTextContent('Sent to Bistro: Guests: 4'));
    held.close();
  });

  it('an answer the relay refuses (its MCP connection was lost: 410) comes back as expired, with the answer to copy, never as sent', async () => {
    const held = heldPosts(410);
    const dialog = await held.answer();
    await waitFor(() => expect(within(dialog).getByText('Sending…')).toBeInTheDocument());
    held.release();
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toHaveTextContent('The connection to Bistro was lost. Nothing was sent.'),
    );
    expect(within(screen.getByRole('dialog')).getByRole('listitem')).toHaveTextContent('Guests: 4');
    expect(document.body).not.toHaveTextContent(/Sent to/);
    held.close();
  });

  /**
   * A relay and a dialog whose answer POSTs go through `fail` first: it throws (the network
   * failed) or lets them through. The person answers Guests with `guests`.
   */
  async function flakyAnswer(guests: string, fail: (post: () => Promise<Response>) => Promise<Response>) {
    const relay = createRelay({ authorize: () => 'ada' });
    const direct = (url: string, init?: RequestInit) => relay.handler(new Request(new URL(url, ORIGIN), init));
    const bodies: string[] = [];
    const fetch = (async (url: string, init?: RequestInit) => {
      if (init?.method !== 'POST') return direct(url, init);
      bodies.push(String(init.body));
      return fail(() => direct(url, init));
    }) as typeof globalThis.fetch;
    const queue = new ElicitationQueue();
    const connection = connectRelay(queue, { url: '/r', fetch, retryMs: 10 });
    const user = userEvent.setup();
    render(<ElicitationHost queue={queue} armMs={0} />);
    let deliveries = 0;
    const asked = relay.ask('ada', form, { serverName: 'Bistro' }).then((r) => {
      deliveries++;
      return r;
    });
    const dialog = await screen.findByRole('dialog', { name: 'Request from Bistro' });
    await user.type(within(dialog).getByRole('spinbutton', { name: /Guests/ }), guests);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const close = () => {
      connection.close();
      relay.close();
    };
    return { queue, user, dialog, bodies, asked, deliveries: () => deliveries, close };
  }

  for (const lost of ['the answer', 'the reply'] as const) {
    it(`the network drops ${lost}: no "Sent" while it fails, the same answer goes again, and the server gets it exactly once`, async () => {
      let failures = 1;
      const { queue, dialog, bodies, asked, deliveries, close } = await flakyAnswer('4', async (post) => {
        if (failures === 0) return post();
        failures--;
        // Dropped before the relay saw it, or after it answered (the reply is lost).
        if (lost === 'the reply') await post();
        throw new TypeError('Failed to fetch');
      });
      await waitFor(() => expect(bodies).toHaveLength(1));
      // Failed once: the person is told it is not sent yet, and never "Sent".
      await waitFor(() =>
        expect(within(dialog).getByText('Not sent yet: the connection failed. Retrying…')).toBeInTheDocument(),
      );
      expect(document.body).not.toHaveTextContent(/Sent to|Sent\./);
      expect(queue.getSnapshot().entries[0]!.status).toBe('retrying');
      // The retry (after a second) is the same answer under the same attempt.
      await waitFor(() => expect(document.body).toHaveTextContent('Sent to Bistro: Guests: 4'), { timeout: 4000 });
      expect(bodies).toHaveLength(2);
      expect(bodies[1]).toBe(bodies[0]);
      await expect(asked).resolves.toEqual({ action: 'accept', content: { guests: 4 } });
      expect(deliveries()).toBe(1);
      close();
    });
  }

  it('"Retry now" sends the same answer at once instead of after the wait, and goes with the "Not sent yet" line', async () => {
    let online = false;
    const { user, dialog, bodies, asked, deliveries, close } = await flakyAnswer('5', async (post) => {
      if (!online) throw new TypeError('Failed to fetch');
      return post();
    });
    const retry = await within(dialog).findByRole('button', { name: 'Retry now' });
    expect(within(dialog).getByText('Not sent yet: the connection failed. Retrying…')).toBeInTheDocument();
    online = true;
    const clickedAt = Date.now();
    await user.click(retry);
    // Sent well before the first wait (1 s) would have ended, with the same body.
    await waitFor(() => expect(document.body).toHaveTextContent('Sent to Bistro: Guests: 5'), { timeout: 600 });
    expect(Date.now() - clickedAt).toBeLessThan(600);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toBe(bodies[0]);
    expect(within(document.body).queryByRole('button', { name: 'Retry now' })).toBeNull();
    await expect(asked).resolves.toEqual({ action: 'accept', content: { guests: 5 } });
    expect(deliveries()).toBe(1);
    close();
  });

  it('an answer another tab gave first (409) leaves as answered elsewhere, not as sent from here', async () => {
    const held = heldPosts(409);
    await held.answer();
    held.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.body).toHaveTextContent('Answered in another window.'));
    expect(document.body).not.toHaveTextContent(/Sent to/);
    held.close();
  });
});
