import { ElicitationQueue } from '../engine/queue.js';
import type { BridgeQueue } from '../engine/port.js';
import { connectRelay } from '../host/relayClient.js';
import { createRelay } from '../relay/relay.js';

/**
 * A relay in front of `queue`, as a server-held client's tests use it: the bridge attaches to
 * `attached` (the relay's `queueFor('ada')`), the person's `queue` is fed by `connectRelay` with the
 * relay's handler as the browser's fetch. `close` ends the connection and the relay.
 */
export function relayedQueue(queue: ElicitationQueue) {
  const relay = createRelay({ authorize: () => 'ada' });
  const fetch = ((url: string, init?: RequestInit) =>
    relay.handler(new Request(new URL(url, 'https://chat.example.com'), init))) as typeof globalThis.fetch;
  const connection = connectRelay(queue, { url: '/api/elicitation', fetch, retryMs: 10 });
  const close = () => {
    connection.close();
    relay.close();
  };
  return { attached: relay.queueFor('ada'), close };
}

/**
 * The person's queue and where a bridge attaches to reach it: the queue itself, or (`viaRelay`) the
 * relay in front of it; `close` ends the relay's connection (nothing to end otherwise).
 */
export function personQueue(viaRelay: boolean): { queue: ElicitationQueue; attached: BridgeQueue; close: () => void } {
  const queue = new ElicitationQueue();
  if (!viaRelay) return { queue, attached: queue, close: () => {} };
  const relayed = relayedQueue(queue);
  return { queue, attached: relayed.attached, close: relayed.close };
}
