import type { ElicitationQueue } from '../engine/queue.js';
import { connectRelay } from '../host/relayClient.js';
import { createRelay } from '../relay/relay.js';

/**
 * A relay in front of `queue`, as a server-held client's tests use it: the bridge attaches to
 * `attached` (the relay's `queueFor('ada')`), the person's `queue` is fed by `connectRelay` with the
 * relay's handler as the browser's fetch. `close` ends the connection and the relay.
 */
export function relayedQueue(queue: ElicitationQueue) {
  const relay = createRelay({ authorize: () => 'ada' });
  const fetch = ((url: string, init?: RequestInit) => relay.handler(new Request(new URL(url, 'https://chat.example.com'), init))) as typeof globalThis.fetch;
  const connection = connectRelay(queue, { url: '/api/elicitation', fetch, retryMs: 10 });
  return { attached: relay.queueFor('ada'), close: () => (connection.close(), relay.close()) };
}
