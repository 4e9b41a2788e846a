import { setOwn } from '../core/objects.js';
import type { ElicitResult } from '../protocol/types.js';
import type { ParkedRound, RelayMessage, RelayStore, StoredRequest } from './store.js';

/**
 * The part of a connected client of the official `redis` package (`createClient()`, v4 or newer)
 * the store uses: raw commands, and a duplicate connection for the message bus.
 */
export interface RedisClientLike {
  sendCommand(args: string[]): Promise<unknown>;
  duplicate(): RedisSubscriberLike;
}

/** The duplicate connection: connected by the store, subscribed to one channel, closed with the relay. */
export interface RedisSubscriberLike {
  connect(): Promise<unknown>;
  subscribe(channel: string, listener: (message: string) => void): Promise<unknown>;
  quit?: (() => Promise<unknown>) | undefined;
  close?: (() => Promise<unknown>) | undefined;
}

/** How long a request, a claim and a parked record outlive their last write (s). */
const DAY = 24 * 60 * 60;

/**
 * A relay store in Redis, for several instances of a host behind one address: each pending
 * request is a key (with the owner's and a global sorted set), the first answer is a `SET NX`,
 * and instances talk over one pub/sub channel. `client` is the host's own connected client (the
 * `redis` package, an optional peer); the store adds one duplicate connection for subscribing.
 *
 * @example
 * ```ts
 * import { createClient } from 'redis';
 * const client = await createClient({ url: process.env.REDIS_URL }).connect();
 * const relay = createRelay({ authorize, store: redisStore(client) });
 * ```
 */
export function redisStore(client: RedisClientLike, options: { prefix?: string | undefined } = {}): RelayStore {
  const prefix = options.prefix ?? 'rme:';
  const key = (...parts: string[]) => prefix + parts.join(':');
  const run = (...args: string[]) => client.sendCommand(args);
  const parse = (text: unknown): StoredRequest | undefined => (typeof text === 'string' ? (JSON.parse(text) as StoredRequest) : undefined);
  let subscriber: RedisSubscriberLike | undefined;

  async function loadMany(ids: string[], index: string): Promise<StoredRequest[]> {
    if (ids.length === 0) return [];
    const texts = (await run('MGET', ...ids.map((id) => key('req', id)))) as unknown[];
    const found: StoredRequest[] = [];
    texts.forEach((t, i) => {
      const r = parse(t);
      // Expired meanwhile: its index entry goes too.
      if (r) found.push(r);
      else void run('ZREM', index, ids[i]!).catch(() => {});
    });
    return found;
  }

  return {
    async save(request) {
      const at = String(Date.now());
      await run('SET', key('req', request.id), JSON.stringify(request), 'EX', String(DAY));
      // NX keeps the first save's place (a request moving to `waiting` keeps its order).
      await run('ZADD', key('owner', request.owner), 'NX', at, request.id);
      await run('ZADD', key('all'), 'NX', at, request.id);
    },
    load: async (id) => parse(await run('GET', key('req', id))),
    pendingOf: async (owner) => loadMany((await run('ZRANGE', key('owner', owner), '0', '-1')) as string[], key('owner', owner)),
    all: async () => loadMany((await run('ZRANGE', key('all'), '0', '-1')) as string[], key('all')),
    async remove(id) {
      const r = parse(await run('GET', key('req', id)));
      await run('DEL', key('req', id));
      await run('ZREM', key('all'), id);
      if (r) await run('ZREM', key('owner', r.owner), id);
    },
    claim: async (id, by) => (await run('SET', key('claim', id), by, 'NX', 'EX', String(DAY))) === 'OK',
    claimedBy: async (id) => ((await run('GET', key('claim', id))) as string | null) ?? undefined,
    publish: async (message) => void (await run('PUBLISH', key('bus'), JSON.stringify(message))),
    async subscribe(listener) {
      subscriber = client.duplicate();
      await subscriber.connect();
      let live = true;
      await subscriber.subscribe(key('bus'), (text) => live && listener(JSON.parse(text) as RelayMessage));
      return () => void (live = false);
    },
    // A round is a key (the call, the result, the keys) and a hash of answers beside it, both with the TTL.
    async saveRound(round, ttlMs) {
      const { answers: _answers, ...rest } = round;
      await run('SET', key('round', round.id), JSON.stringify(rest), 'NX', 'PX', String(Math.round(ttlMs)));
    },
    async answerRound(id, answerKey, result) {
      const text = await run('GET', key('round', id));
      if (typeof text !== 'string') return undefined;
      await run('HSET', key('round', id, 'answers'), answerKey, JSON.stringify(result));
      const ttl = (await run('PTTL', key('round', id))) as number;
      if (ttl > 0) await run('PEXPIRE', key('round', id, 'answers'), String(ttl));
      const flat = (await run('HGETALL', key('round', id, 'answers'))) as string[] | Record<string, string>;
      const pairs = Array.isArray(flat) ? Object.fromEntries(flat.flatMap((v, i) => (i % 2 ? [] : [[v, flat[i + 1]!]]))) : flat;
      const answers: Record<string, ElicitResult> = {};
      for (const [k, v] of Object.entries(pairs)) setOwn(answers, k, JSON.parse(v) as ElicitResult);
      return { ...(JSON.parse(text) as Omit<ParkedRound, 'answers'>), answers };
    },
    removeRound: async (id) => void (await run('DEL', key('round', id), key('round', id, 'answers'))),
    beat: async (instance, ttlMs) => void (await run('SET', key('alive', instance), '1', 'PX', String(Math.max(1, Math.round(ttlMs))))),
    alive: async (instance) => (await run('EXISTS', key('alive', instance))) === 1,
    async close() {
      const s = subscriber;
      subscriber = undefined;
      await (s?.close ?? s?.quit)?.call(s);
    },
  };
}
