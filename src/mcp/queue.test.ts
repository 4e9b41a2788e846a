import { defaultMessages } from '../core/messages.js';
import type { ElicitRequestFormParams } from '../protocol/types.js';
import { ElicitationQueue } from './queue.js';
import { describeSettled } from './settled.js';

const login: ElicitRequestFormParams = {
  message: 'Sign in to continue',
  requestedSchema: {
    type: 'object',
    properties: { user: { type: 'string', title: 'User name' }, password: { type: 'string', title: 'Password' } },
    required: ['user'],
  },
};
const flush = () => new Promise((r) => setTimeout(r, 0));

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
    expect(describeSettled(settled!, defaultMessages).line).toBe('Sent to A: User name: ada · Password: •••••• (hidden)');
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
    const asked = q.ask({ serverName: 'A' }, login, { signal: controller.signal, previousAnswer: { user: 'ada', password: 'hunter2' } });
    expect(q.getSnapshot().entries[0]!.previousAnswer).toEqual({ user: 'ada' });
    q.saveDraft(asked.key, { user: 'ada', password: 'hunter2' });
    expect(q.draftOf(asked.key)).toEqual({ user: 'ada' });
    controller.abort();
    await flush();
    expect(JSON.stringify(q.getSnapshot())).not.toContain('hunter2');
    q.done(asked.key);
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
    expect(q.getSnapshot().entries.map((e) => e.phase)).toEqual(['withdrawn']);
    expect(q.draftOf(asked.key)).toEqual({ user: 'ada' });
    q.done(asked.key);
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
