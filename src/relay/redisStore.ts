import { setOwn } from '../core/objects.js';
import type { ElicitResult } from '../protocol/types.js';
import type { ParkedRound, RelayMessage, RelayStore, StoredRequest } from './store.js';

/** The duplicate connection the store subscribes with (see `redisStore`'s `client.duplicate`). */
type Subscriber = ReturnType<Parameters<typeof redisStore>[0]['duplicate']>;

/** How long a request, a claim and a parked record outlive their last write (s). */
const DAY = 24 * 60 * 60;

// Adds one answer to a parked round and reads the round back, in one step: the answers hash gets
// the round's own expiry, and a round that expired gets nothing.
const ANSWER_ROUND = `
local round = redis.call('GET', KEYS[1])
if not round then return false end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl > 0 then redis.call('PEXPIRE', KEYS[2], ttl) end
return { round, redis.call('HGETALL', KEYS[2]) }`;

// Runs the commands it is given (each as its length, then its words) as one.
const ALL_OF = `
local i = 1
while i <= #ARGV do
  local n = tonumber(ARGV[i])
  redis.call(unpack(ARGV, i + 1, i + n))
  i = i + n + 1
end
return 1`;

/**
 * A relay store in Redis, for several instances of a host behind one address. Each pending request
 * is a key, listed in its owner's and its holder's sorted sets (written together in one
 * script); the first answer is a `SET NX`; a parked round's answers are added by a script;
 * liveness is one heartbeat key per instance (with a set naming the instances); and instances talk
 * over one pub/sub channel. Every key has an expiry or is deleted when its request ends. `client`
 * is the host's own connected client (the `redis` package, an optional peer); the store adds one
 * duplicate connection for subscribing.
 *
 * @example
 * ```ts
 * import { createClient } from 'redis';
 * const client = await createClient({ url: process.env.REDIS_URL }).connect();
 * const relay = createRelay({ authorize, store: redisStore(client) });
 * ```
 */
export function redisStore(
  /**
   * The part of a connected client of the official `redis` package (`createClient()`, v4 or newer)
   * the store uses: raw commands, and a duplicate connection for the message bus (connected by the
   * store, subscribed to one channel, closed with the relay).
   */
  client: {
    sendCommand(args: string[]): Promise<unknown>;
    duplicate(): {
      connect(): Promise<unknown>;
      subscribe(channel: string, listener: (message: string) => void): Promise<unknown>;
      quit?: (() => Promise<unknown>) | undefined;
      close?: (() => Promise<unknown>) | undefined;
      /** Closes at once (a connection that failed to subscribe is dropped this way when it has it). */
      destroy?: (() => unknown) | undefined;
      /**
       * Its errors (a lost connection: without a listener, Node would throw them), and each time it is ready (again).
       */
      on?: ((event: 'error' | 'ready', listener: (error?: unknown) => void) => unknown) | undefined;
    };
  },
  options: {
    /** Put before every key (default `rme:`), so several relays or apps share one Redis. */
    prefix?: string | undefined;
    /** Errors of the store's own subscriber connection while Redis is unreachable (default `console.error`). */
    onError?: ((error: unknown) => void) | undefined;
  } = {},
): RelayStore {
  const prefix = options.prefix ?? 'rme:';
  const key = (...parts: string[]) => prefix + parts.join(':');
  const run = (...args: string[]) => client.sendCommand(args);
  /**
   * Several writes as one script: Redis runs a script whole, with nothing in between (MULTI on a
   * shared connection could take in another caller's commands). One Redis, not Redis Cluster: the
   * keys of one request span slots.
   */
  const atomically = (...commands: string[][]) =>
    run('EVAL', ALL_OF, '0', ...commands.flatMap((c) => [String(c.length), ...c]));
  const parse = (text: unknown): StoredRequest | undefined =>
    typeof text === 'string' ? (JSON.parse(text) as StoredRequest) : undefined;
  let subscriber: Subscriber | undefined;

  async function loadMany(index: string): Promise<StoredRequest[]> {
    const ids = (await run('ZRANGE', index, '0', '-1')) as string[];
    if (ids.length === 0) return [];
    const texts = (await run('MGET', ...ids.map((id) => key('req', id)))) as unknown[];
    const found: StoredRequest[] = [];
    const gone: string[] = [];
    texts.forEach((t, i) => {
      const r = parse(t);
      if (r) found.push(r);
      else gone.push(ids[i]!);
    });
    // Expired meanwhile: its index entries go too.
    if (gone.length > 0) await run('ZREM', index, ...gone);
    return found;
  }

  return {
    async save(request) {
      const owner = key('owner', request.owner);
      const holder = key('holder', request.holder);
      // NX keeps the first save's place (a request moving to `waiting` keeps its order).
      await atomically(
        ['SET', key('req', request.id), JSON.stringify(request), 'EX', String(DAY)],
        ['ZADD', owner, 'NX', String(Date.now()), request.id],
        ['EXPIRE', owner, String(DAY)],
        ['ZADD', holder, 'NX', String(Date.now()), request.id],
        ['EXPIRE', holder, String(DAY)],
      );
    },
    load: async (id) => parse(await run('GET', key('req', id))),
    pendingOf: (owner) => loadMany(key('owner', owner)),
    heldBy: (holder) => loadMany(key('holder', holder)),
    async remove(id) {
      // The owner and holder of an id never change: read once, then all three go together.
      const r = parse(await run('GET', key('req', id)));
      if (!r) return;
      await atomically(
        ['DEL', key('req', id)],
        ['ZREM', key('owner', r.owner), id],
        ['ZREM', key('holder', r.holder), id],
      );
    },
    claim: async (id, by) => (await run('SET', key('claim', id), by, 'NX', 'EX', String(DAY))) === 'OK',
    claimedBy: async (id) => ((await run('GET', key('claim', id))) as string | null) ?? undefined,
    publish: async (message) => void (await run('PUBLISH', key('bus'), JSON.stringify(message))),
    async subscribe(listener) {
      const s = client.duplicate();
      subscriber = s;
      // Reported, not thrown: the connection comes back by itself, and its subscription with it.
      s.on?.(
        'error',
        options.onError ?? ((error) => console.error('react-mcp-elicitation relay, the Redis subscriber:', error)),
      );
      let live = true;
      let connected = false;
      // Back after a lost connection (node-redis subscribes again by itself): what was published
      // meanwhile never arrived, so the relay is told to list what is pending again.
      s.on?.('ready', () => void (connected && live && listener({ kind: 'resync' })));
      try {
        await s.connect();
        connected = true;
        await s.subscribe(key('bus'), (text) => live && listener(JSON.parse(text) as RelayMessage));
      } catch (error) {
        // Cut off while it subscribed: this connection is dropped; the caller subscribes again.
        live = false;
        if (subscriber === s) subscriber = undefined;
        try {
          if (s.destroy) s.destroy();
          else await (s.close ?? s.quit)?.call(s);
        } catch {
          // already closed
        }
        throw error;
      }
      return () => void (live = false);
    },
    // A round is a key (the call, the result, the keys) and a hash of answers beside it, both with the TTL.
    async saveRound(round, ttlMs) {
      const { answers: _answers, ...rest } = round;
      await run(
        'SET',
        key('round', round.id),
        JSON.stringify(rest),
        'NX',
        'PX',
        String(Math.max(1, Math.round(ttlMs))),
      );
    },
    async answerRound(id, answerKey, result) {
      const reply = (await run(
        'EVAL',
        ANSWER_ROUND,
        '2',
        key('round', id),
        key('round', id, 'answers'),
        answerKey,
        JSON.stringify(result),
      )) as [string, string[]] | null;
      if (!Array.isArray(reply)) return undefined;
      const [text, flat] = reply;
      const answers: Record<string, ElicitResult> = {};
      for (let i = 0; i + 1 < flat.length; i += 2) setOwn(answers, flat[i]!, JSON.parse(flat[i + 1]!) as ElicitResult);
      return { ...(JSON.parse(text) as Omit<ParkedRound, 'answers'>), answers };
    },
    removeRound: async (id) => void (await run('DEL', key('round', id), key('round', id, 'answers'))),
    beat: async (instance, ttlMs) =>
      void (await atomically(
        ['SET', key('alive', instance), '1', 'PX', String(Math.max(1, Math.round(ttlMs)))],
        ['SADD', key('instances'), instance],
        ['EXPIRE', key('instances'), String(DAY)],
      )),
    alive: async (instance) => (await run('EXISTS', key('alive', instance))) === 1,
    async lapsed() {
      const instances = (await run('SMEMBERS', key('instances'))) as string[];
      if (instances.length === 0) return [];
      const beating = (await run('MGET', ...instances.map((i) => key('alive', i)))) as unknown[];
      return instances.filter((_, i) => beating[i] === null);
    },
    forget: async (instance) => void (await run('SREM', key('instances'), instance)),
    async close() {
      const s = subscriber;
      subscriber = undefined;
      await (s?.close ?? s?.quit)?.call(s);
    },
  };
}
