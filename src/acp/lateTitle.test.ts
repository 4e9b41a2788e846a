import type { ClientApp, SessionNotification } from '@agentclientprotocol/sdk';
import { attachElicitation } from './attach.js';
import type { BridgeQueue } from './port.js';
import { personQueue } from '../test/relayed.js';
import { ElicitationQueue } from '../engine/queue.js';
import { createRelay } from '../relay/relay.js';
import { connectRelay } from '../host/relayClient.js';

// A tool call's title heard only after the request it makes is on screen (the SDK hands a
// `session/update` to the host's handler after the request's, when the request's handler sits
// earlier in its list): the request says which tool call asks from then on, on the page and through
// a relay, with no wait before it is shown. Driven in the worst order, deterministically: the
// request first, then the update.

type Handler = (ctx: { params: unknown; signal: AbortSignal }) => Promise<unknown>;

/** The part of an ACP client app the attachment registers with: its request handler, kept. */
function fakeApp() {
  const requests = new Map<string, Handler>();
  const app = {
    onRequest: (method: string, handler: Handler) => void requests.set(method, handler),
    onNotification: () => {},
  };
  return {
    app: app as unknown as ClientApp,
    request: (method: string, params: unknown) =>
      requests.get(method)!({ params, signal: new AbortController().signal }),
  };
}

const asking = {
  sessionId: 'session-1',
  toolCallId: 'call-1',
  mode: 'form',
  message: 'Name the repository.',
  requestedSchema: { type: 'object', properties: { name: { type: 'string' } } },
};
const titled = (title: string, sessionUpdate = 'tool_call') =>
  ({
    sessionId: 'session-1',
    update: { sessionUpdate, toolCallId: 'call-1', title },
  } as unknown as SessionNotification);

/** Resolves once the person's queue shows a request whose scope passes `test`. */
function shows(queue: ElicitationQueue, test: (scope: unknown) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!queue.getSnapshot().entries.some((e) => test(e.scope))) return;
      stop();
      resolve();
    };
    const stop = queue.subscribe(check);
    check();
  });
}

describe.each([false, true])('a tool call’s title heard after its request (through a relay: %s)', (viaRelay) => {
  it('reaches the request on screen, and a later title replaces it; another session’s call does not', async () => {
    const { queue, attached, close } = personQueue(viaRelay);
    try {
      const { app, request } = fakeApp();
      const acp = attachElicitation(app, attached, { agentName: 'Agent', resumeStorage: null });
      const answer = request('elicitation/create', asking);
      // Shown at once, with the scope as asked: no title yet.
      await shows(
        queue,
        (scope) => JSON.stringify(scope) === JSON.stringify({ sessionId: 'session-1', toolCallId: 'call-1' }),
      );
      acp.sessionUpdate({ ...titled('Elsewhere'), sessionId: 'session-2' } as SessionNotification);
      acp.sessionUpdate(titled('Create the repository'));
      await shows(queue, (scope) => (scope as { toolTitle?: string }).toolTitle === 'Create the repository');
      acp.sessionUpdate(titled('Create the repository “apollo”', 'tool_call_update'));
      await shows(queue, (scope) => (scope as { toolTitle?: string }).toolTitle === 'Create the repository “apollo”');
      expect(queue.getSnapshot().entries).toHaveLength(1);
      queue.answer(queue.getSnapshot().entries[0]!.key, { action: 'accept', content: { name: 'apollo' } });
      await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'apollo' } });
    } finally {
      close();
    }
  });
});

describe('relay: queueFor(owner).amend', () => {
  it('a window that connects after the amend, or while the request is still being saved, lists it amended', async () => {
    const relay = createRelay({ authorize: () => 'ada' });
    const fetch = ((url: string, init?: RequestInit) =>
      relay.handler(new Request(new URL(url, 'https://chat.example.com'), init))) as typeof globalThis.fetch;
    // The relay's queue as the ACP attachment takes it.
    const port: BridgeQueue = relay.queueFor('ada');
    const bridge = { ask: port.ask.bind(port), close: port.close.bind(port), amend: port.amend!.bind(port) };
    const scope = { sessionId: 'session-1', toolCallId: 'call-1' };
    const form = { message: 'm', requestedSchema: { type: 'object', properties: {} } };
    // Amended before its first save has been written: what is saved and told is the amended record.
    const first = bridge.ask({ serverName: 'Agent', kind: 'agent' }, form, { scope });
    expect(bridge.amend(first.key, { scope: { ...scope, toolTitle: 'Early' } })).toBe(true);
    const second = bridge.ask({ serverName: 'Agent', kind: 'agent' }, form, {
      scope: { ...scope, toolCallId: 'call-2' },
    });
    const queue = new ElicitationQueue();
    const connection = connectRelay(queue, { url: '/api/elicitation', fetch, retryMs: 10 });
    try {
      await shows(queue, (s) => (s as { toolCallId?: string }).toolCallId === 'call-2');
      expect(bridge.amend(second.key, { scope: { ...scope, toolCallId: 'call-2', toolTitle: 'Late' } })).toBe(true);
      await shows(queue, (s) => (s as { toolTitle?: string }).toolTitle === 'Late');
      expect(queue.getSnapshot().entries.map((e) => e.scope?.toolTitle)).toEqual(['Early', 'Late']);
      // Another window, connecting now, lists both as amended.
      const later = new ElicitationQueue();
      const again = connectRelay(later, { url: '/api/elicitation', fetch, retryMs: 10 });
      await shows(later, (s) => (s as { toolTitle?: string }).toolTitle === 'Late');
      expect(later.getSnapshot().entries.map((e) => e.scope?.toolTitle)).toEqual(['Early', 'Late']);
      again.close();
      // Someone else's request, or one that ended, is not amended.
      expect(relay.queueFor('bo').amend(first.key, { scope })).toBe(false);
      bridge.close(first.key);
      expect(bridge.amend(first.key, { scope })).toBe(false);
    } finally {
      connection.close();
      relay.close();
    }
  });
});

describe('queue.amend', () => {
  it('shows a checked late fact on a waiting entry only, and nothing the form holds', async () => {
    const { queue } = personQueue(false);
    const { key, result } = queue.ask(
      { serverName: 'A' },
      { message: 'm', requestedSchema: { type: 'object', properties: {} } },
    );
    const before = queue.getSnapshot().entries[0];
    // A scope of the wrong type is left out, as `ask` leaves it out.
    queue.amend(key, { scope: 'session-1' } as never);
    expect(queue.getSnapshot().entries[0]!.scope).toBe(before!.scope);
    // A prefill or a step heard late is not taken: the person already sees the request as it is.
    queue.amend(key, {
      scope: { sessionId: 's', toolTitle: 'T' },
      previousAnswer: { x: 'sent unseen' },
      step: { index: 1, count: 2 },
    });
    expect(queue.getSnapshot().entries[0]!.scope).toEqual({ sessionId: 's', toolTitle: 'T' });
    expect(queue.getSnapshot().entries[0]!.previousAnswer).toBeUndefined();
    expect(queue.getSnapshot().entries[0]!.step).toBeUndefined();
    queue.answer(key, { action: 'decline' });
    await result;
    // Ended: nothing of it changes any more (its record, if kept, says what it was).
    const after = queue.getSnapshot();
    queue.amend(key, { scope: { sessionId: 'other' } });
    queue.amend(999, { scope: { sessionId: 's' } });
    expect(queue.getSnapshot()).toBe(after);
    expect(after.entries).toEqual([]);
  });
});
