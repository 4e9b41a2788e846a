// @vitest-environment node
import { createServer } from 'node:http';
import { createRelay, type RelayEvent } from './relay.js';
import { RelayLimitError } from './errors.js';
import { memoryStore, type RelayStore, type StoredRequest } from './store.js';

// The relay's handler driven as a browser would: its event stream read as text, answers posted as
// same-origin JSON. What the MCP server would receive is what `ask` resolves with.
const ORIGIN = 'https://chat.example.com';
const URL_ = `${ORIGIN}/api/elicitation`;
const sessions: Record<string, string> = { 'sid=ada': 'ada', 'sid=bo': 'bo' };
const make = () => createRelay({ authorize: (r) => sessions[r.headers.get('cookie') ?? ''] });

const form = {
  message: 'Your table',
  requestedSchema: {
    type: 'object',
    properties: {
      guests: { type: 'integer', minimum: 1, maximum: 8 },
      terrace: { type: 'boolean' },
      code: { type: 'string', pattern: '^[A-Z]{3}$' },
    },
    required: ['guests'],
  },
};

function post(
  body: unknown,
  init: { cookie?: string; type?: string; origin?: string | null; site?: string; raw?: BodyInit } = {},
) {
  const headers = new Headers({ cookie: init.cookie ?? 'sid=ada', 'content-type': init.type ?? 'application/json' });
  if (init.origin !== null) headers.set('origin', init.origin ?? ORIGIN);
  if (init.site) headers.set('sec-fetch-site', init.site);
  return new Request(URL_, { method: 'POST', headers, body: init.raw ?? JSON.stringify(body) });
}

/** Opens the owner's event stream and collects its events until `until` holds. */
function events(relay: ReturnType<typeof make>, cookie: string, until: (e: RelayEvent[]) => boolean) {
  return listening(relay, cookie, until).seen;
}

/**
 * `events`, and `listed`: resolves once the window has its listing (its first event, `pending`),
 * from when on everything the relay tells the owner reaches it.
 */
function listening(relay: ReturnType<typeof make>, cookie: string, until: (e: RelayEvent[]) => boolean) {
  let listed!: () => void;
  const opened = new Promise<void>((resolve) => (listed = resolve));
  const seen = read(relay, cookie, (e) => {
    if (e.length > 0) listed();
    return until(e);
  });
  return { listed: opened, seen };
}

async function read(relay: ReturnType<typeof make>, cookie: string, until: (e: RelayEvent[]) => boolean) {
  const response = await relay.handler(new Request(URL_, { headers: { cookie, accept: 'text/event-stream' } }));
  expect(response.headers.get('content-type')).toBe('text/event-stream');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const seen: RelayEvent[] = [];
  let buffer = '';
  while (!until(seen)) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let at: number;
    while ((at = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, at);
      buffer = buffer.slice(at + 2);
      const data = block.split('\n').find((l) => l.startsWith('data: '));
      if (data) seen.push(JSON.parse(data.slice(6)) as RelayEvent);
    }
  }
  void reader.cancel();
  return seen;
}

const askOf = (seen: RelayEvent[]) => seen.find((e): e is Extract<RelayEvent, { type: 'ask' }> => e.type === 'ask');

describe('relay: a request held on the server, answered from the owner’s browser', () => {
  it('the owner’s stream delivers the request; a valid answer resolves ask with exactly the content', async () => {
    const relay = make();
    const answer = relay.ask('ada', form, { serverName: 'Bistro' });
    const seen = await events(relay, 'sid=ada', (e) => askOf(e) !== undefined);
    const asked = askOf(seen)!;
    expect(seen[0]).toEqual({ type: 'pending', ids: [asked.id] });
    expect(asked).toMatchObject({ params: form, serverName: 'Bistro' });
    const response = await relay.handler(
      post({ id: asked.id, result: { action: 'accept', content: { guests: 4, code: 'ABC' } } }),
    );
    expect(response.status).toBe(200);
    await expect(answer).resolves.toEqual({ action: 'accept', content: { guests: 4, code: 'ABC' } });
  });

  it('a reconnecting browser gets what is still pending again (a reload loses nothing)', async () => {
    const relay = make();
    void relay.ask('ada', form);
    const first = askOf(await events(relay, 'sid=ada', (e) => askOf(e) !== undefined))!;
    const again = await events(relay, 'sid=ada', (e) => askOf(e) !== undefined);
    expect(again[0]).toEqual({ type: 'pending', ids: [first.id] });
    expect(askOf(again)!.id).toBe(first.id);
  });

  it('another owner sees nothing, and a forged answer for the id is refused with nothing sent', async () => {
    const relay = make();
    let settled = false;
    void relay.ask('ada', form).then(() => (settled = true));
    const id = askOf(await events(relay, 'sid=ada', (e) => askOf(e) !== undefined))!.id;
    expect(await events(relay, 'sid=bo', (e) => e.length > 0)).toEqual([{ type: 'pending', ids: [] }]);
    const forged = await relay.handler(
      post({ id, result: { action: 'accept', content: { guests: 2 } } }, { cookie: 'sid=bo' }),
    );
    expect(forged.status).toBe(404);
    const noSession = await relay.handler(post({ id, result: { action: 'decline' } }, { cookie: 'sid=eve' }));
    expect(noSession.status).toBe(401);
    await Promise.resolve();
    expect(settled).toBe(false);
  });

  it('exactly once: the first answer wins, a second (another tab, a replay) gets 409', async () => {
    const relay = make();
    const answer = relay.ask('ada', form);
    const id = askOf(await events(relay, 'sid=ada', (e) => askOf(e) !== undefined))!.id;
    const [a, b] = await Promise.all([
      relay.handler(post({ id, result: { action: 'accept', content: { guests: 3 } } })),
      relay.handler(post({ id, result: { action: 'decline' } })),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const result = await answer;
    expect(result).toEqual(a.status === 200 ? { action: 'accept', content: { guests: 3 } } : { action: 'decline' });
    // A replay later still reads as answered; for another owner the id stays unknown.
    expect((await relay.handler(post({ id, result: { action: 'cancel' } }))).status).toBe(409);
    expect((await relay.handler(post({ id, result: { action: 'cancel' } }, { cookie: 'sid=bo' }))).status).toBe(404);
  });

  it('bad input gets a clear status and never reaches the MCP server', async () => {
    const relay = make();
    let settled = false;
    void relay.ask('ada', form).then(() => (settled = true));
    const id = askOf(await events(relay, 'sid=ada', (e) => askOf(e) !== undefined))!.id;
    const status = async (request: Request) => {
      const response = await relay.handler(request);
      return [response.status, (await response.json()) as { error: string; issues?: unknown[] }] as const;
    };
    expect((await status(post(null, { raw: '{"id": ' })))[0]).toBe(400); // malformed JSON
    expect((await status(post(null, { raw: 'x'.repeat(10 * 1024 * 1024) })))[0]).toBe(413); // 10 MB
    expect((await status(post({ id: 'nope', result: { action: 'decline' } })))[0]).toBe(404); // unknown id
    expect(await status(post({ id, result: { action: 'accept', content: { guests: 9 } } }))).toEqual([
      422,
      expect.objectContaining({ issues: [{ key: 'guests', issue: { keyword: 'maximum', params: { limit: 8 } } }] }),
    ]);
    expect(
      (await status(post({ id, result: { action: 'accept', content: { guests: 2, admin: true } } })))[1].issues,
    ).toEqual([{ key: 'admin', issue: { keyword: 'unknown', params: {} } }]);
    expect((await status(post({ id, result: { action: 'accept', content: { guests: 2, code: 'abc' } } })))[0]).toBe(
      422,
    ); // pattern, checked on the server
    expect((await status(post({ id, result: { action: 'accept', content: {} } })))[0]).toBe(422); // required
    expect((await status(post({ id, result: { action: 'approve' } })))[0]).toBe(422);
    // A cross-site form POST: not JSON, and not from this origin.
    expect(
      (
        await status(
          post(null, {
            raw: `id=${id}&action=accept`,
            type: 'application/x-www-form-urlencoded',
            origin: 'https://evil.example',
          }),
        )
      )[0],
    ).toBe(415);
    expect((await status(post({ id, result: { action: 'decline' } }, { origin: 'https://evil.example' })))[0]).toBe(
      403,
    );
    expect((await status(post({ id, result: { action: 'decline' } }, { origin: null, site: 'cross-site' })))[0]).toBe(
      403,
    );
    expect((await status(post({ id, result: { action: 'decline' } }, { origin: ORIGIN, site: 'same-site' })))[0]).toBe(
      403,
    ); // a sibling subdomain
    expect((await status(post({ id, result: { action: 'decline' } }, { origin: 'null' })))[0]).toBe(403); // a sandboxed frame
    await Promise.resolve();
    expect(settled).toBe(false);
  });

  it('a withdrawal rejects ask and tells the browser; a late answer gets 404', async () => {
    const relay = make();
    const controller = new AbortController();
    const answer = relay.ask('ada', form, { signal: controller.signal });
    const id = askOf(await events(relay, 'sid=ada', (e) => askOf(e) !== undefined))!.id;
    const ended = listening(relay, 'sid=ada', (e) => e.some((x) => x.type === 'end'));
    await ended.listed;
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect((await ended.seen).find((e) => e.type === 'end')).toEqual({ type: 'end', id, end: 'withdrawn' });
    expect((await relay.handler(post({ id, result: { action: 'decline' } }))).status).toBe(404);
  });

  it.each(['here', 'on another instance'])(
    'a request withdrawn while its answer is on the way (answered %s) gets 410, and nothing is sent',
    async (where) => {
      // The withdrawal lands between the answer's check and its delivery: the store's claim is the seam.
      const controller = new AbortController();
      const shared = memoryStore();
      // The withdrawal has landed once the holder has taken the request out of the store.
      let removed!: () => void;
      const withdrawn = new Promise<void>((resolve) => (removed = resolve));
      const remove = async (id: string) => {
        await shared.remove(id);
        removed();
      };
      const claim = async (id: string, by: string) => {
        controller.abort();
        // The withdrawal lands now, between the check and the claim.
        await withdrawn;
        return shared.claim(id, by);
      };
      const store: RelayStore = { ...shared, claim, remove };
      const authorize = (r: Request) => sessions[r.headers.get('cookie') ?? ''];
      const holder = createRelay({ authorize, store });
      const answering = where === 'here' ? holder : createRelay({ authorize, store });
      const answer = holder.ask('ada', form, { signal: controller.signal });
      const id = askOf(await events(answering, 'sid=ada', (e) => askOf(e) !== undefined))!.id;
      const response = await answering.handler(post({ id, result: { action: 'decline' } }));
      expect([response.status, ((await response.json()) as { error: string }).error]).toEqual([
        410,
        'This request ended before the answer arrived; nothing was sent.',
      ]);
      await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
      holder.close();
      answering.close();
    },
  );

  it('closing a relay tells its withdrawals to the other instances before the bus closes, however slow the bus', async () => {
    const shared = memoryStore();
    // This instance's bus takes 30 ms to carry a message; closing it stops every listener.
    const slow: RelayStore = {
      ...shared,
      async publish(m) {
        await new Promise((r) => setTimeout(r, 30));
        return shared.publish(m);
      },
    };
    const authorize = (r: Request) => sessions[r.headers.get('cookie') ?? ''];
    const closing = createRelay({ authorize, store: slow });
    const other = createRelay({ authorize, store: shared });
    void closing.ask('ada', form, { serverName: 'Bistro' }).catch(() => {});
    let closed = false;
    const seen = await events(other, 'sid=ada', (e) => {
      if (!closed && askOf(e)) {
        closed = true;
        closing.close();
      }
      return e.some((x) => x.type === 'end');
    });
    expect(seen.find((e) => e.type === 'end')).toEqual({ type: 'end', id: askOf(seen)!.id, end: 'expired' });
    other.close();
  });

  it('URL mode: accept carries no content; anything else is refused', async () => {
    const relay = make();
    const answer = relay.ask('ada', {
      mode: 'url',
      message: 'Sign in',
      url: 'https://auth.example.com/',
      elicitationId: 'e1',
    });
    const id = askOf(await events(relay, 'sid=ada', (e) => askOf(e) !== undefined))!.id;
    expect((await relay.handler(post({ id, result: { action: 'accept', content: { token: 'x' } } }))).status).toBe(422);
    expect((await relay.handler(post({ id, result: { action: 'accept' } }))).status).toBe(200);
    await expect(answer).resolves.toEqual({ action: 'accept' });
  });

  it('a completion that arrives before consent is kept before it is told: told after what was told before it, listed to a window that connects meanwhile', async () => {
    const shared = memoryStore();
    // Saves wait for `release` once `held` is set: the completion's is the one held.
    let held: Promise<void> | undefined;
    let release!: () => void;
    const store: RelayStore = {
      ...shared,
      async save(record) {
        await held;
        return shared.save(record);
      },
    };
    const relay = createRelay({ authorize: (r) => sessions[r.headers.get('cookie') ?? ''], store });
    const queue = relay.queueFor('ada');
    const source = { serverName: 'Auth' };
    const params = { mode: 'url', message: 'Sign in', url: 'https://auth.example.com/', elicitationId: 'e1' };
    const handle = queue.ask(source, params, { elicitationId: 'e1', closeOnComplete: true });
    let firstSeen: RelayEvent[] = [];
    let asked!: () => void;
    let lined!: () => void;
    const [askSeen, lineSeen] = [new Promise<void>((r) => (asked = r)), new Promise<void>((r) => (lined = r))];
    const first = events(relay, 'sid=ada', (e) => {
      firstSeen = e;
      if (askOf(e)) asked();
      if (e.some((x) => x.type === 'task')) lined();
      return e.some((x) => x.type === 'complete') && e.some((x) => x.type === 'task');
    });
    await askSeen;
    const id = askOf(firstSeen)!.id;
    held = new Promise<void>((r) => (release = r));
    expect(queue.complete(source, 'e1')).toBe(true);
    // Told after the completion: a task's line (kept nowhere, told at once) goes the same way.
    queue.track!(source, 't1');
    await lineSeen;
    expect(firstSeen.filter((e) => e.type === 'complete')).toEqual([]);
    // A window that connects while the completion is being kept lists the request, then hears it.
    const second = listening(relay, 'sid=ada', (e) => e.some((x) => x.type === 'complete'));
    await second.listed;
    release();
    expect((await first).filter((e) => e.type === 'complete')).toEqual([{ type: 'complete', id }]);
    expect((await second.seen).filter((e) => e.type === 'complete')).toEqual([{ type: 'complete', id }]);
    // One that connects now reads it from the store.
    expect((await events(relay, 'sid=ada', (e) => e.some((x) => x.type === 'complete')))[0]).toEqual({
      type: 'pending',
      ids: [id],
    });
    expect((await relay.handler(post({ id, result: { action: 'accept' } }))).status).toBe(200);
    await expect(handle.result).resolves.toEqual({ action: 'accept' });
    await expect(handle.ended).resolves.toBe('complete');
    relay.close();
  });

  it('a URL step the server tracks waits after consent; only then may the browser say the person left it', async () => {
    const relay = make();
    const queue = relay.queueFor('ada');
    const source = { serverName: 'Auth' };
    const handle = queue.ask(
      source,
      { mode: 'url', message: 'Sign in', url: 'https://auth.example.com/', elicitationId: 'e1' },
      { elicitationId: 'e1', closeOnComplete: true },
    );
    const id = askOf(await events(relay, 'sid=ada', (e) => askOf(e) !== undefined))!.id;
    expect((await relay.handler(post({ id, left: true }))).status).toBe(409); // not answered yet
    expect((await relay.handler(post({ id, result: { action: 'accept' } }))).status).toBe(200);
    await expect(handle.result).resolves.toEqual({ action: 'accept' });
    // Waiting: a second answer is refused, completion from another source is not this one's.
    expect((await relay.handler(post({ id, result: { action: 'accept' } }))).status).toBe(409);
    expect(queue.complete({ serverName: 'Auth' }, 'e1')).toBe(false);
    expect((await relay.handler(post({ id, left: true }, { cookie: 'sid=bo' }))).status).toBe(404);
    expect((await relay.handler(post({ id, left: true }))).status).toBe(200);
    await expect(handle.ended).resolves.toBe('done');
    expect(queue.complete(source, 'e1')).toBe(false);
  });

  // One lifecycle: the relay runs the queue's transition function. Completion that arrives before
  // the person consents is remembered, so their accept ends the step instead of leaving it to wait
  // for a completion that already came (a -32042 call that would then wait forever).
  for (const closeOnComplete of [true, false]) {
    it(`URL completion before consent (closeOnComplete ${closeOnComplete}): a new window sees it complete, the accept ends the step, nothing stays pending`, async () => {
      const relay = make();
      const queue = relay.queueFor('ada');
      const source = { serverName: 'Auth' };
      const handle = queue.ask(
        source,
        { mode: 'url', message: 'Sign in', url: 'https://auth.example.com/', elicitationId: 'e1' },
        { elicitationId: 'e1', closeOnComplete },
      );
      const id = askOf(await events(relay, 'sid=ada', (e) => askOf(e) !== undefined))!.id;
      expect(queue.complete(source, 'e1')).toBe(true);
      expect(queue.complete(source, 'e1')).toBe(true); // still pending; the repeat changes nothing
      expect(queue.complete(source, 'unknown')).toBe(false);
      const reconnected = await events(relay, 'sid=ada', (e) => e.some((x) => x.type === 'complete'));
      expect(reconnected).toEqual([{ type: 'pending', ids: [id] }, askOf(reconnected), { type: 'complete', id }]);
      expect((await relay.handler(post({ id, result: { action: 'accept' } }))).status).toBe(200);
      await expect(handle.result).resolves.toEqual({ action: 'accept' });
      await expect(handle.ended).resolves.toBe('complete');
      expect(await events(relay, 'sid=ada', (e) => e.length > 0)).toEqual([{ type: 'pending', ids: [] }]);
      expect((await relay.handler(post({ id, left: true }))).status).toBe(409);
    });
  }

  it('consent after a withdrawal sends nothing (410/404), and the withdrawal told every window once', async () => {
    const relay = make();
    const controller = new AbortController();
    const handle = relay
      .queueFor('ada')
      .ask(
        { serverName: 'Auth' },
        { mode: 'url', message: 'Sign in', url: 'https://auth.example.com/', elicitationId: 'e2' },
        { elicitationId: 'e2', signal: controller.signal },
      );
    const id = askOf(await events(relay, 'sid=ada', (e) => askOf(e) !== undefined))!.id;
    const ended = listening(relay, 'sid=ada', (e) => e.some((x) => x.type === 'end'));
    await ended.listed;
    controller.abort();
    await expect(handle.result).rejects.toThrow();
    await expect(handle.ended).resolves.toBe('withdrawn');
    expect((await ended.seen).filter((e) => e.type === 'end')).toEqual([{ type: 'end', id, end: 'withdrawn' }]);
    expect((await relay.handler(post({ id, result: { action: 'accept' } }))).status).toBe(404);
  });

  it('closing a request from the server answers cancel and tells the browser to close it', async () => {
    const relay = make();
    const queue = relay.queueFor('ada');
    const handle = queue.ask({ serverName: 'Bistro' }, form);
    const seen = await events(relay, 'sid=ada', (e) => askOf(e) !== undefined);
    const ended = listening(relay, 'sid=ada', (e) => e.some((x) => x.type === 'end'));
    await ended.listed;
    queue.close(handle.key);
    await expect(handle.result).resolves.toEqual({ action: 'cancel' });
    expect((await ended.seen).find((e) => e.type === 'end')).toEqual({
      type: 'end',
      id: askOf(seen)!.id,
      end: 'closed',
    });
  });

  it('nodeHandler serves the same over Node’s http: the stream flows as written, the body limit holds', async () => {
    const relay = createRelay({ authorize: (r) => sessions[r.headers.get('cookie') ?? ''], maxBodyBytes: 1024 });
    const server = createServer(relay.nodeHandler);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const answer = relay.ask('ada', form);
      const stream = await fetch(`${origin}/api/elicitation`, { headers: { cookie: 'sid=ada' } });
      expect(stream.headers.get('content-type')).toBe('text/event-stream');
      const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      while (!text.includes('"type":"ask"')) text += (await reader.read()).value ?? '';
      const id = /"type":"ask","id":"([^"]+)"/.exec(text)![1]!;
      const send = (body: string) =>
        fetch(`${origin}/api/elicitation`, {
          method: 'POST',
          headers: { cookie: 'sid=ada', 'content-type': 'application/json', origin },
          body,
        });
      expect((await send('x'.repeat(5000))).status).toBe(413);
      expect((await send(JSON.stringify({ id, result: { action: 'accept', content: { guests: 2 } } }))).status).toBe(
        200,
      );
      await expect(answer).resolves.toEqual({ action: 'accept', content: { guests: 2 } });
      await reader.cancel();
    } finally {
      relay.close();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  it('a retried answer (same attempt) learns its own outcome: 200 once handed on, never a second delivery; another attempt gets 409', async () => {
    const relay = make();
    let resolved = 0;
    const answer = relay.ask('ada', form).then((r) => {
      resolved++;
      return r;
    });
    const id = askOf(await events(relay, 'sid=ada', (e) => askOf(e) !== undefined))!.id;
    const body = { id, attempt: 'a1b2', result: { action: 'accept', content: { guests: 3 } } };
    // The first arrives; its reply is lost on the way back, so the browser sends it again.
    expect((await relay.handler(post(body))).status).toBe(200);
    const again = await relay.handler(post(body));
    expect([again.status, await again.json()]).toEqual([200, { ok: true }]);
    expect((await relay.handler(post({ ...body, attempt: 'other' }))).status).toBe(409);
    expect((await relay.handler(post({ id, result: body.result }))).status).toBe(409);
    await expect(answer).resolves.toEqual({ action: 'accept', content: { guests: 3 } });
    expect(resolved).toBe(1);
    expect((await relay.handler(post({ ...body, attempt: 'not an id!' }))).status).toBe(400);
    relay.close();
  });

  it('an answer that arrives as its request ends is 410, and so is its retry: never "sent"', async () => {
    // A store whose reads lag its writes, as a replica can: the request still reads as waiting
    // after it was withdrawn, so the answer is claimed and only then found to have no taker.
    const real = memoryStore();
    const saved = new Map<string, Awaited<ReturnType<RelayStore['load']>>>();
    const save = (r: StoredRequest) => {
      saved.set(r.id, r);
      return real.save(r);
    };
    const store: RelayStore = { ...real, save, load: async (id) => (await real.load(id)) ?? saved.get(id) };
    const relay = createRelay({ authorize: (r) => sessions[r.headers.get('cookie') ?? ''], store });
    const controller = new AbortController();
    const asked = relay.ask('ada', form, { signal: controller.signal });
    const id = askOf(await events(relay, 'sid=ada', (e) => askOf(e) !== undefined))!.id;
    controller.abort();
    // Withdrawn here (the ask rejects); the lagging store still reads it as waiting.
    await expect(asked).rejects.toMatchObject({ name: 'AbortError' });
    const body = { id, attempt: 'late1', result: { action: 'decline' } };
    const first = await relay.handler(post(body));
    const retry = await relay.handler(post(body));
    expect([first.status, retry.status]).toEqual([410, 410]);
    relay.close();
  });

  it('bounded per owner: past maxPendingPerOwner, ask rejects at once and the browser is shown nothing more; other owners are not affected', async () => {
    const relay = createRelay({ authorize: (r) => sessions[r.headers.get('cookie') ?? ''], maxPendingPerOwner: 3 });
    for (let i = 0; i < 3; i++) void relay.ask('ada', form).catch(() => {});
    const refused = relay.ask('ada', form);
    await expect(refused).rejects.toBeInstanceOf(RelayLimitError);
    await expect(refused).rejects.toThrow('Too many requests are waiting for this person (3)');
    void relay.ask('bo', form).catch(() => {});
    const ada = await events(relay, 'sid=ada', (e) => e.filter((x) => x.type === 'ask').length >= 3);
    expect(ada[0]).toMatchObject({ type: 'pending' });
    expect((ada[0] as { ids: string[] }).ids).toHaveLength(3);
    expect((await events(relay, 'sid=bo', (e) => askOf(e) !== undefined)).filter((e) => e.type === 'ask')).toHaveLength(
      1,
    );
    relay.close();
  });

  it('an owner’s event streams are bounded: a new one past maxStreamsPerOwner ends the oldest', async () => {
    const relay = createRelay({ authorize: (r) => sessions[r.headers.get('cookie') ?? ''], maxStreamsPerOwner: 2 });
    const open = async () =>
      (
        await relay.handler(new Request(URL_, { headers: { cookie: 'sid=ada', accept: 'text/event-stream' } }))
      ).body!.getReader();
    const first = await open();
    await first.read();
    const second = await open();
    await second.read();
    const third = await open();
    await third.read();
    // The oldest ends; the other two stay open.
    expect((await first.read()).done).toBe(true);
    // The second still hears what the relay tells (a request asked now), rather than its end.
    void relay.ask('ada', form).catch(() => {});
    const next = await second.read();
    expect(next.done).toBe(false);
    expect(new TextDecoder().decode(next.value)).toContain('"type":"ask"');
    relay.close();
  });

  it('a window that stops reading is dropped once it holds maxUnreadBytes unread, not buffered without bound', async () => {
    // The 50th request told to this instance's windows (its bus handed the relay its `ask`).
    const real = memoryStore();
    let told = 0;
    let allTold!: () => void;
    const fifty = new Promise<void>((resolve) => (allTold = resolve));
    const subscribe: RelayStore['subscribe'] = (listener) =>
      real.subscribe((message) => {
        listener(message);
        if (message.kind === 'event' && message.event.type === 'ask' && ++told === 50) allTold();
      });
    const store: RelayStore = { ...real, subscribe };
    const relay = createRelay({
      authorize: (r) => sessions[r.headers.get('cookie') ?? ''],
      maxUnreadBytes: 20_000,
      maxPendingPerOwner: 1000,
      store,
    });
    const response = await relay.handler(
      new Request(URL_, { headers: { cookie: 'sid=ada', accept: 'text/event-stream' } }),
    );
    const reader = response.body!.getReader();
    await reader.read();
    // Nobody reads while 50 requests of about 1 kB each are told to this window.
    const big = { ...form, message: 'x'.repeat(1000) };
    for (let i = 0; i < 50; i++) void relay.ask('ada', big).catch(() => {});
    await fifty;
    // Dropped: what it had not read is gone with it (an error ends the read, not 50 kB of events).
    await expect(reader.read()).rejects.toThrow('The window stopped reading its events.');
    // Its reconnection lists everything pending: nothing was lost.
    const again = await events(relay, 'sid=ada', (e) => e.filter((x) => x.type === 'ask').length >= 50);
    expect((again[0] as { ids: string[] }).ids).toHaveLength(50);
    relay.close();
  });

  it('a request asked while a window’s listing is read reaches it after the listing, so the listing never ends it', async () => {
    const real = memoryStore();
    // The listing is read at once but arrives late, as from a busy store: the request is saved and
    // told meanwhile, so the listing does not have it.
    let read!: () => void;
    const reading = new Promise<void>((resolve) => (read = resolve));
    let deliver!: () => void;
    const late = new Promise<void>((resolve) => (deliver = resolve));
    const pendingOf = async (owner: string) => {
      const listed = await real.pendingOf(owner);
      read();
      await late;
      return listed;
    };
    // Told to this instance's windows: its bus handed the relay the request's `ask`.
    let told!: () => void;
    const toldAsk = new Promise<void>((resolve) => (told = resolve));
    const subscribe: RelayStore['subscribe'] = (listener) =>
      real.subscribe((message) => {
        listener(message);
        if (message.kind === 'event' && message.event.type === 'ask') told();
      });
    const store: RelayStore = { ...real, pendingOf, subscribe };
    const relay = createRelay({ authorize: (r) => sessions[r.headers.get('cookie') ?? ''], store });
    const seen = events(relay, 'sid=ada', (e) => askOf(e) !== undefined);
    // The listing has been read (without the request) and is still on its way.
    await reading;
    void relay.ask('ada', form, { serverName: 'Bistro' }).catch(() => {});
    // The request is saved and told before the listing arrives.
    await toldAsk;
    deliver();
    const order = (await seen).map((e) => e.type);
    // The browser ends what a listing lacks: the live ask must come after it, not before.
    expect(order).toEqual(['pending', 'ask']);
    relay.close();
  });

  it('a store whose bus cannot be listened to at first: reported, tried again a second later, and the browser served then (never 503 for good)', async () => {
    const real = memoryStore();
    let refusals = 1;
    const store: RelayStore = {
      ...real,
      subscribe: (listener) => (refusals-- > 0 ? Promise.reject(new Error('ECONNRESET')) : real.subscribe(listener)),
    };
    const errors: string[] = [];
    const relay = createRelay({
      authorize: (r) => sessions[r.headers.get('cookie') ?? ''],
      store,
      onError: (_e, during) => errors.push(during),
    });
    const answer = relay.ask('ada', form, { serverName: 'Bistro' });
    // A browser that connects meanwhile waits (within storeTimeoutMs) and is served once it listens.
    const seen = await events(relay, 'sid=ada', (e) => askOf(e) !== undefined);
    expect(errors).toEqual(['listening to the other instances']);
    expect(
      (await relay.handler(post({ id: askOf(seen)!.id, result: { action: 'accept', content: { guests: 2 } } }))).status,
    ).toBe(200);
    await expect(answer).resolves.toEqual({ action: 'accept', content: { guests: 2 } });
    relay.close();
  });

  it("only a non-empty string is an owner: null, 0, false, '' or an object from authorize is 401 on GET and POST", async () => {
    for (const refused of [null, 0, false, '', {}, undefined]) {
      const relay = createRelay({ authorize: () => refused as unknown as string });
      const get = await relay.handler(new Request(URL_, { headers: { accept: 'text/event-stream' } }));
      const answer = await relay.handler(post({ id: 'x', result: { action: 'decline' } }));
      expect([String(refused), get.status, answer.status]).toEqual([String(refused), 401, 401]);
      relay.close();
    }
  });

  it('any other method is 405 with Allow: GET, POST, TRACE through Node’s http included', async () => {
    const relay = make();
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await relay.handler(new Request(URL_, { method, headers: { cookie: 'sid=ada' } }));
      expect([method, response.status, response.headers.get('allow')]).toEqual([method, 405, 'GET, POST']);
    }
    const server = createServer(relay.nodeHandler);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    try {
      // fetch refuses to send TRACE; a raw request does, as a scanner would.
      const { request } = await import('node:http');
      for (const method of ['TRACE', 'PUT']) {
        const response = await new Promise<{ status: number | undefined; allow: string | string[] | undefined }>(
          (resolve, reject) => {
            const r = request({ host: '127.0.0.1', port, method, path: '/api/elicitation' }, (res) => {
              res.resume();
              resolve({ status: res.statusCode, allow: res.headers.allow });
            });
            r.once('error', reject);
            r.end();
          },
        );
        expect([method, response.status, response.allow]).toEqual([method, 405, 'GET, POST']);
      }
    } finally {
      relay.close();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  it('event ids count each stream’s own events: another owner’s traffic does not show in them', async () => {
    const relay = make();
    const idsOf = async (cookie: string) => {
      const response = await relay.handler(new Request(URL_, { headers: { cookie, accept: 'text/event-stream' } }));
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      const { value } = await reader.read();
      void reader.cancel();
      return [...(value ?? '').matchAll(/^id: (.+)$/gm)].map((m) => m[1]);
    };
    const before = await idsOf('sid=ada');
    for (let i = 0; i < 5; i++) void relay.ask('bo', form);
    await idsOf('sid=bo');
    await idsOf('sid=bo');
    expect(await idsOf('sid=ada')).toEqual(before);
    relay.close();
  });

  it('behind a proxy that ends TLS, a same-origin answer is the browser’s origin against the host it addressed', async () => {
    const relay = make();
    const answer = relay.ask('ada', form);
    const id = askOf(await events(relay, 'sid=ada', (e) => askOf(e) !== undefined))!.id;
    // The app sees http://10.0.0.5:3000; the browser was on https://chat.example.com.
    const proxied = (origin: string) =>
      new Request('http://10.0.0.5:3000/api/elicitation', {
        method: 'POST',
        headers: {
          cookie: 'sid=ada',
          'content-type': 'application/json',
          origin,
          'x-forwarded-host': 'chat.example.com',
        },
        body: JSON.stringify({ id, result: { action: 'decline' } }),
      });
    expect((await relay.handler(proxied('https://evil.example'))).status).toBe(403);
    expect((await relay.handler(proxied(ORIGIN))).status).toBe(200);
    await expect(answer).resolves.toEqual({ action: 'decline' });
  });
});

describe('relay: task lines keep and send what the line shows, and only so many', () => {
  const taskEvents = (seen: RelayEvent[]) =>
    seen.filter((e): e is Extract<RelayEvent, { type: 'task' }> => e.type === 'task');

  it('a statusMessage of a million characters is sent and kept cut to 300', async () => {
    const relay = make();
    const tracker = relay.queueFor('ada').track!({ serverName: 'Task server' }, 'task-1');
    tracker.update({ status: 'working', statusMessage: `Reading ${'x'.repeat(1_000_000)}` });
    // A window that connects now is told the line as kept.
    const seen = await events(relay, 'sid=ada', (e) => taskEvents(e).some((t) => t.statusMessage !== undefined));
    const line = taskEvents(seen).find((t) => t.statusMessage !== undefined)!;
    expect(Array.from(line.statusMessage!)).toHaveLength(300);
    expect(line.statusMessage!.startsWith('Reading xxx')).toBe(true);
    expect(line.statusMessage!.endsWith('…')).toBe(true);
    relay.close();
  });

  it('a window that connects is told the newest 20 of an owner’s ended tasks, and every running one', async () => {
    const relay = make();
    const queue = relay.queueFor('ada');
    for (let i = 0; i < 25; i++)
      queue.track!({ serverName: 'Task server' }, `ended-${i}`).update({ status: 'completed' });
    queue.track!({ serverName: 'Task server' }, 'running');
    const window = listening(relay, 'sid=ada', (e) => taskEvents(e).some((t) => t.taskId === 'marker'));
    // A line started after the window's listing marks its end.
    await window.listed;
    queue.track!({ serverName: 'Task server' }, 'marker');
    const told = taskEvents(await window.seen)
      .map((t) => t.taskId)
      .filter((id) => id !== 'marker');
    expect(told).toHaveLength(21);
    expect(new Set(told)).toEqual(new Set(['running', ...Array.from({ length: 20 }, (_, i) => `ended-${i + 5}`)]));
    relay.close();
  });
});
