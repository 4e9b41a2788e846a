// One relay instance as its own Node process, for the fault tests with real processes
// (src/relay/processes.test.ts builds this file and spawns it). Not part of the package.
//
// Environment: REDIS_URL, PREFIX (the cluster's key prefix), and DIE: `after-claim` exits the
// process the moment it wins an answer's first-answer claim (before handing the answer on);
// `after-handing-on` exits right after it published an answer to the instance holding the request
// (before that instance's acknowledgement). The process prints `ready <port>` once it listens.
//
// Routes: the relay's handler on /api/elicitation (a cookie `sid=<owner>` names the owner), and
// POST /ask, which asks owner `ada` one question and answers with what became of it.
import { createServer } from 'node:http';
import { createClient } from 'redis';
import { createRelay } from '../relay/relay.js';
import { redisStore } from '../relay/redisStore.js';
import type { RelayStore } from '../relay/store.js';

const { REDIS_URL, PREFIX, DIE } = process.env;
const client = createClient({ url: REDIS_URL });
client.on('error', () => {});
await client.connect();
const real = redisStore(client as unknown as Parameters<typeof redisStore>[0], { prefix: PREFIX, onError: () => {} });
const store: RelayStore = {
  ...real,
  async claim(id, by) {
    const won = await real.claim(id, by);
    // An answer's claim (a request id, not an outcome marker `<id>:delivered` or a round's claim).
    if (won && DIE === 'after-claim' && !id.includes(':')) process.exit(1);
    return won;
  },
  async publish(message) {
    await real.publish(message);
    if (DIE === 'after-handing-on' && message.kind === 'answer') process.exit(1);
  },
};
const relay = createRelay({
  authorize: (r) => /sid=(\w+)/.exec(r.headers.get('cookie') ?? '')?.[1],
  store,
  livenessMs: 1000,
  onError: () => {},
});

const form = {
  message: 'Your table',
  requestedSchema: {
    type: 'object',
    properties: { guests: { type: 'integer', minimum: 1, maximum: 8 } },
    required: ['guests'],
  },
};
const server = createServer((req, res) => {
  if (req.url === '/ask' && req.method === 'POST') {
    relay.ask('ada', form, { serverName: 'Bistro' }).then(
      (result) => res.end(JSON.stringify({ result })),
      (error: unknown) => res.end(JSON.stringify({ error: String(error) })),
    );
    return;
  }
  relay.nodeHandler(req, res);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`ready ${typeof address === 'object' && address ? address.port : ''}`);
});
