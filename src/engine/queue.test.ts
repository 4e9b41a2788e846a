import { defaultMessages } from '../core/messages.js';
import type { ElicitRequestFormParams } from '../protocol/types.js';
import { ElicitationQueue } from './queue.js';
import { describeSettled } from '../host/settled.js';

const login: ElicitRequestFormParams = {
  message: 'Sign in to continue',
  requestedSchema: {
    type: 'object',
    properties: { user: { type: 'string', title: 'User name' }, password: { type: 'string', title: 'Password' } },
    required: ['user'],
  },
};
// The queue's two microtask boundaries, not a tick: the run of code that asked is over (a request is
// fresh until then), and an abort's withdrawal has landed (it comes a microtask after the abort).
const flush = () => Promise.resolve();

describe('ElicitationQueue: no secret outlives its request', () => {
  it('an answered request keeps no sensitive value in its settled record; the summary still shows it masked', () => {
    const q = new ElicitationQueue({ presentation: 'inline' });
    const asked = q.ask({ serverName: 'A' }, login);
    q.saveDraft(asked.key, { user: 'ada', password: 'hunter2' });
    q.answer(asked.key, { action: 'accept', content: { user: 'ada', password: 'hunter2' } });
    const snapshot = JSON.stringify(q.getSnapshot());
    expect(snapshot).not.toContain('hunter2');
    const [settled] = q.getSnapshot().settled;
    expect(settled!.result).toEqual({ action: 'accept', content: { user: 'ada' } });
    expect(settled!.redacted).toEqual(['password']);
    expect(describeSettled(settled!, defaultMessages).line).toBe(
      'Sent to A: User name: ada · Password: •••••• (hidden)',
    );
  });

  it('the server still receives what the person sent', async () => {
    const q = new ElicitationQueue();
    const asked = q.ask({ serverName: 'A' }, login);
    q.answer(asked.key, { action: 'accept', content: { user: 'ada', password: 'hunter2' } });
    await expect(asked.result).resolves.toEqual({ action: 'accept', content: { user: 'ada', password: 'hunter2' } });
  });

  it('drafts (draftOf, a withdrawn record) and the asked-again prefill never hold a sensitive value', async () => {
    const q = new ElicitationQueue();
    const controller = new AbortController();
    const asked = q.ask({ serverName: 'A' }, login, {
      signal: controller.signal,
      previousAnswer: { user: 'ada', password: 'hunter2' },
    });
    expect(q.getSnapshot().entries[0]!.previousAnswer).toEqual({ user: 'ada' });
    q.saveDraft(asked.key, { user: 'ada', password: 'hunter2' });
    expect(q.draftOf(asked.key)).toEqual({ user: 'ada' });
    controller.abort();
    await flush();
    expect(JSON.stringify(q.getSnapshot())).not.toContain('hunter2');
    q.close(asked.key);
    expect(JSON.stringify(q.getSnapshot())).not.toContain('hunter2');
  });
});

describe('ElicitationQueue: withdrawals do not nag', () => {
  it('a dialog request withdrawn before the person touched it leaves the queue at once; repeated ones fold into one counted notice', async () => {
    const q = new ElicitationQueue();
    const source = { serverName: 'Nagger' };
    for (let i = 0; i < 12; i++) {
      const controller = new AbortController();
      q.ask(source, login, { signal: controller.signal });
      await flush(); // on screen, then withdrawn
      controller.abort();
      await flush();
    }
    const { entries, notice } = q.getSnapshot();
    expect(entries).toEqual([]);
    expect(notice).toMatchObject({ kind: 'withdrawn', serverName: 'Nagger', count: 12, source });
  });

  it('one the person had typed into stays, withdrawn, with the draft, until closed', async () => {
    const q = new ElicitationQueue();
    const controller = new AbortController();
    const asked = q.ask({ serverName: 'A' }, login, { signal: controller.signal });
    await flush();
    q.saveDraft(asked.key, { user: 'ada' });
    controller.abort();
    await flush();
    expect(q.getSnapshot().entries.map((e) => e.status)).toEqual(['withdrawn']);
    expect(q.draftOf(asked.key)).toEqual({ user: 'ada' });
    q.close(asked.key);
    expect(q.getSnapshot().entries).toEqual([]);
  });

  it('one withdrawn in the same turn it was asked (never painted: StrictMode, a cleanup) leaves no trace', async () => {
    const q = new ElicitationQueue();
    const controller = new AbortController();
    const asked = q.ask({ serverName: 'A' }, login, { signal: controller.signal });
    q.ask({ serverName: 'A' }, login);
    controller.abort();
    await expect(asked.result).rejects.toThrow('withdrawn');
    await expect(asked.ended).resolves.toBe('withdrawn');
    const { entries, notice, settled } = q.getSnapshot();
    expect(entries).toHaveLength(1);
    expect(notice).toBeNull();
    expect(settled).toEqual([]);
  });

  it('another server in between starts a new count', async () => {
    const q = new ElicitationQueue();
    const withdraw = async (serverName: string, source = { serverName }) => {
      const controller = new AbortController();
      q.ask(source, login, { signal: controller.signal });
      await flush(); // on screen, then withdrawn
      controller.abort();
      await flush();
      return source;
    };
    const a = await withdraw('A');
    await withdraw('A', a);
    await withdraw('B');
    expect(q.getSnapshot().notice).toMatchObject({ serverName: 'B' });
    expect(q.getSnapshot().notice!.count).toBeUndefined();
  });
});

describe('ElicitationQueue: "Stop requests" is keyed to who is asking', () => {
  it('survives a reconnect: a new source object with the same name is stopped too', async () => {
    const q = new ElicitationQueue();
    q.block({ serverName: 'tools.example/mcp' });
    const again = q.ask({ serverName: 'tools.example/mcp' }, login);
    await expect(again.result).resolves.toEqual({ action: 'cancel' });
    await expect(again.ended).resolves.toBe('blocked');
  });

  it('stops only that name: another server on the same origin still asks', () => {
    const q = new ElicitationQueue();
    q.block({ serverName: '127.0.0.1:3001/a' });
    q.ask({ serverName: '127.0.0.1:3001/b' }, login);
    expect(q.getSnapshot().entries.map((e) => e.serverName)).toEqual(['127.0.0.1:3001/b']);
  });

  it('a nameless source is stopped by object only (two unnamed servers are not one)', () => {
    const q = new ElicitationQueue();
    const a = { serverName: '' };
    q.block(a);
    q.ask(a, login);
    q.ask({ serverName: '' }, login);
    expect(q.getSnapshot().entries).toHaveLength(1);
  });
});

// Every transition of an entry's life, through the public API only (what a host and the bridges
// call), so the lifecycle can be re-implemented underneath without these changing.
describe('ElicitationQueue: each transition of an entry', () => {
  const source = { serverName: 'S' };
  const urlRequest = { mode: 'url', message: 'Sign in', url: 'https://auth.example.com/', elicitationId: 'e1' };
  const statuses = (q: ElicitationQueue) => q.getSnapshot().entries.map((e) => e.status);
  const ends = (q: ElicitationQueue) => q.getSnapshot().settled.map((s) => s.end);

  it('asking → answered (accept, decline, cancel): leaves; the result and the end are exact; later answers ignored', async () => {
    for (const result of [
      { action: 'accept', content: { user: 'ada' } },
      { action: 'decline' },
      { action: 'cancel' },
    ] as const) {
      const q = new ElicitationQueue();
      const asked = q.ask(source, login);
      q.answer(asked.key, result);
      q.answer(asked.key, { action: 'cancel' });
      await expect(asked.result).resolves.toEqual(result);
      await expect(asked.ended).resolves.toBe('answered');
      expect(statuses(q)).toEqual([]);
      expect(ends(q)).toEqual(['answered']);
      // The dialog says what became of it once closed.
      expect(q.getSnapshot().notice).toMatchObject({ kind: 'answered' });
    }
  });

  it('asking → close(): the person closed it unanswered, which is cancel', async () => {
    const q = new ElicitationQueue();
    const asked = q.ask(source, login);
    q.close(asked.key);
    await expect(asked.result).resolves.toEqual({ action: 'cancel' });
    await expect(asked.ended).resolves.toBe('answered');
  });

  it('URL: asking → waiting (accept) → complete (notification) → close(): ends complete', async () => {
    const q = new ElicitationQueue();
    const asked = q.ask(source, urlRequest, { elicitationId: 'e1' });
    q.answer(asked.key, { action: 'accept' });
    await expect(asked.result).resolves.toEqual({ action: 'accept' });
    expect(statuses(q)).toEqual(['waiting']);
    expect(q.complete(source, 'e1')).toBe(true);
    expect(statuses(q)).toEqual(['complete']);
    expect(q.complete(source, 'e1')).toBe(false); // already complete: ignored
    q.close(asked.key);
    await expect(asked.ended).resolves.toBe('complete');
    expect(statuses(q)).toEqual([]);
  });

  it('URL: waiting → confirming (Done before the notification) → ends complete with its line, or → stopWaiting()', async () => {
    const q = new ElicitationQueue();
    const a = q.ask(source, urlRequest, { elicitationId: 'e1' });
    q.answer(a.key, { action: 'accept' });
    q.finish(a.key);
    expect(statuses(q)).toEqual(['confirming']);
    q.complete(source, 'e1');
    // The person already said Done: the server's word closes it, and the dialog says what became of it.
    await expect(a.ended).resolves.toBe('complete');
    expect(statuses(q)).toEqual([]);
    expect(q.getSnapshot().notice).toMatchObject({
      kind: 'answered',
      settled: { end: 'complete', result: { action: 'accept' } },
    });

    const b = q.ask(source, { ...urlRequest, elicitationId: 'e2' }, { elicitationId: 'e2' });
    q.answer(b.key, { action: 'accept' });
    q.finish(b.key);
    q.stopWaiting(b.key);
    await expect(b.ended).resolves.toBe('done');
    expect(statuses(q)).toEqual([]);
  });

  it('URL: completed elsewhere while asking, then accepted → complete; with closeOnComplete it leaves at once', async () => {
    const q = new ElicitationQueue();
    const a = q.ask(source, urlRequest, { elicitationId: 'e1' });
    expect(q.complete(source, 'e1')).toBe(true);
    expect(statuses(q)).toEqual(['asking']);
    q.answer(a.key, { action: 'accept' });
    expect(statuses(q)).toEqual(['complete']);

    const b = q.ask(source, { ...urlRequest, elicitationId: 'e2' }, { elicitationId: 'e2', closeOnComplete: true });
    q.complete(source, 'e2');
    q.answer(b.key, { action: 'accept' });
    await expect(b.ended).resolves.toBe('complete');
  });

  it('URL without an elicitationId: accept ends it (nothing to wait for)', async () => {
    const q = new ElicitationQueue();
    const a = q.ask(source, { mode: 'url', message: 'm', url: 'https://example.com/' });
    q.answer(a.key, { action: 'accept' });
    await expect(a.ended).resolves.toBe('answered');
  });

  it('asking → withdrawn (typed into) → done(): ends withdrawn; an untouched one leaves at once', async () => {
    const q = new ElicitationQueue();
    const c = new AbortController();
    const a = q.ask(source, login, { signal: c.signal });
    await flush();
    q.saveDraft(a.key, { user: 'ada' });
    c.abort();
    await flush();
    expect(statuses(q)).toEqual(['withdrawn']);
    await expect(a.result).rejects.toThrow('withdrawn');
    q.answer(a.key, { action: 'accept', content: { user: 'ada' } }); // too late: ignored
    q.close(a.key);
    await expect(a.ended).resolves.toBe('withdrawn');
    expect(ends(q)).toEqual(['withdrawn']);
  });

  it('asking → expired (timeout, lost connection): a form stays with its state until closed', async () => {
    const q = new ElicitationQueue();
    const t = new AbortController();
    const a = q.ask(source, login, { signal: t.signal });
    await flush();
    t.abort('McpError: MCP error -32001: Request timed out');
    await flush();
    expect(q.getSnapshot().entries.map((e) => [e.status, e.expired])).toEqual([['expired', 'timeout']]);
    await expect(a.ended).resolves.toBe('expired');
    q.close(a.key);
    expect(q.getSnapshot().settled.map((s) => [s.end, s.entry.expired])).toEqual([['expired', 'timeout']]);

    const b = q.ask(source, login);
    q.expire(source);
    await expect(b.ended).resolves.toBe('expired');
    expect(q.getSnapshot().entries.map((e) => e.expired)).toEqual(['disconnected']);
  });

  it('with confirmsDelivery: asking → sending (the answer resolves at once) → delivered(): leaves as answered, said as sent', async () => {
    const q = new ElicitationQueue();
    const asked = q.ask(source, login, { confirmsDelivery: true });
    q.answer(asked.key, { action: 'accept', content: { user: 'ada' } });
    // The bridge delivers it now; the person sees it as on its way, not as sent.
    await expect(asked.result).resolves.toEqual({ action: 'accept', content: { user: 'ada' } });
    expect(statuses(q)).toEqual(['sending']);
    expect(q.getSnapshot().notice).toBeNull();
    // A lost connection meanwhile changes nothing: the delivery tells.
    q.expire(source);
    expect(statuses(q)).toEqual(['sending']);
    expect(q.delivered(asked.key)).toBe(true);
    await expect(asked.ended).resolves.toBe('answered');
    expect(statuses(q)).toEqual([]);
    expect(q.getSnapshot().settled.map((s) => [s.end, s.result])).toEqual([
      ['answered', { action: 'accept', content: { user: 'ada' } }],
    ]);
    expect(q.getSnapshot().notice).toMatchObject({ kind: 'answered' });
    expect(q.delivered(asked.key)).toBe(false);
  });

  it('with confirmsDelivery: sending → notDelivered(): expired, the answer kept as the draft (secrets dropped), nothing said as sent', async () => {
    const q = new ElicitationQueue();
    const asked = q.ask(source, login, { confirmsDelivery: true });
    q.answer(asked.key, { action: 'accept', content: { user: 'ada', password: 'hunter2' } });
    expect(q.notDelivered(asked.key)).toBe(true);
    await expect(asked.ended).resolves.toBe('expired');
    expect(q.getSnapshot().entries.map((e) => [e.status, e.expired])).toEqual([['expired', 'disconnected']]);
    expect(q.draftOf(asked.key)).toEqual({ user: 'ada' });
    expect(q.getSnapshot().notice).toMatchObject({ kind: 'expired' });
    q.close(asked.key);
    const [settled] = q.getSnapshot().settled;
    expect(settled).toMatchObject({ end: 'expired', draft: { user: 'ada' } });
    expect(settled).not.toHaveProperty('result');
    expect(JSON.stringify(q.getSnapshot())).not.toContain('hunter2');
    // While sending it cannot be closed (Escape): the delivery, a POST's while, says what became of it.
    const again = q.ask(source, login, { confirmsDelivery: true });
    q.answer(again.key, { action: 'decline' });
    q.close(again.key);
    expect(statuses(q)).toEqual(['sending']);
    expect(q.delivered(again.key)).toBe(true);
    await expect(again.ended).resolves.toBe('answered');
    expect(q.notDelivered(again.key)).toBe(false);
  });

  it('any → blocked: every waiting request from that server is cancelled, later ones at once; others are untouched', async () => {
    const q = new ElicitationQueue();
    const mine = q.ask(source, login);
    const theirs = q.ask({ serverName: 'Other' }, login);
    q.block(source);
    await expect(mine.result).resolves.toEqual({ action: 'cancel' });
    await expect(mine.ended).resolves.toBe('blocked');
    expect(q.getSnapshot().entries.map((e) => e.serverName)).toEqual(['Other']);
    expect(q.getSnapshot().notice).toMatchObject({ kind: 'blocked', serverName: 'S' });
    const later = q.ask(source, login);
    await expect(later.ended).resolves.toBe('blocked');
    q.answer(theirs.key, { action: 'decline' });
    await expect(theirs.result).resolves.toEqual({ action: 'decline' });
  });

  it('an already aborted signal never joins the queue', async () => {
    const q = new ElicitationQueue();
    const c = new AbortController();
    c.abort();
    const a = q.ask(source, login, { signal: c.signal });
    await expect(a.ended).resolves.toBe('withdrawn');
    expect(q.getSnapshot()).toMatchObject({ entries: [], notice: null, settled: [] });
  });

  it('settled records: at most keepSettled, dismiss forgets one; clearNotice forgets the notice', () => {
    const q = new ElicitationQueue({ keepSettled: 2 });
    for (let i = 0; i < 3; i++) q.answer(q.ask(source, login).key, { action: 'decline' });
    expect(q.getSnapshot().settled).toHaveLength(2);
    q.dismiss(q.getSnapshot().settled[0]!.entry.key);
    expect(q.getSnapshot().settled).toHaveLength(1);
    q.clearNotice();
    expect(q.getSnapshot().notice).toBeNull();
  });
});

describe('ElicitationQueue.stop: the host stopped the turn (ACP’s Stop)', () => {
  it('answered cancel; a typed dialog form stays with its draft, said as stopped; an untouched one leaves with a "stopped" notice', async () => {
    const q = new ElicitationQueue();
    const typed = q.ask({ serverName: 'Agent' }, login);
    await flush();
    q.saveDraft(typed.key, { user: 'ada', password: 'hunter2' });
    q.stop(typed.key);
    await expect(typed.result).resolves.toEqual({ action: 'cancel' });
    expect(q.getSnapshot().entries).toMatchObject([{ status: 'withdrawn', stopped: true }]);
    expect(q.draftOf(typed.key)).toEqual({ user: 'ada' });
    expect(q.getSnapshot().notice).toMatchObject({ kind: 'stopped', serverName: 'Agent' });
    q.close(typed.key);
    const settled = q.getSnapshot().settled.at(-1)!;
    expect(describeSettled(settled, defaultMessages).line).toBe(
      'You stopped this turn. The request from Agent was cancelled.',
    );

    const untouched = q.ask({ serverName: 'Agent' }, login);
    await flush();
    q.stop(untouched.key);
    await expect(untouched.result).resolves.toEqual({ action: 'cancel' });
    await expect(untouched.ended).resolves.toBe('withdrawn');
    expect(q.getSnapshot().entries).toEqual([]);
    expect(q.getSnapshot().notice).toMatchObject({ kind: 'stopped' });
  });

  it('behind a relay (confirmsDelivery): nothing is sent from this window, the draft is kept', async () => {
    const q = new ElicitationQueue();
    const asked = q.ask({ serverName: 'Agent' }, login, { confirmsDelivery: true });
    await flush();
    q.saveDraft(asked.key, { user: 'ada' });
    q.stop(asked.key);
    await expect(asked.result).rejects.toThrow();
    expect(q.getSnapshot().entries).toMatchObject([{ status: 'withdrawn', stopped: true }]);
  });

  it('an inline card: ends as settled with the draft, said as stopped', async () => {
    const q = new ElicitationQueue({ presentation: 'inline' });
    const asked = q.ask({ serverName: 'Agent' }, login);
    await flush();
    q.saveDraft(asked.key, { user: 'ada' });
    q.stop(asked.key);
    const settled = q.getSnapshot().settled.at(-1)!;
    expect(settled).toMatchObject({ end: 'withdrawn', draft: { user: 'ada' }, entry: { stopped: true } });
    expect(describeSettled(settled, defaultMessages)).toMatchObject({
      line: 'You stopped this turn. The request from Agent was cancelled.',
      draft: [{ label: 'User name', value: 'ada' }],
    });
  });
});
