import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { SharedRedis } from './redis';

/** One count of a window: how many events so far, and how long until the window ends. */
type WindowCount = { count: number; ttlMs: number };

/** Counts events per key in a fixed window; shared through Redis when the API runs as several processes. */
export type Limiter = {
  count(key: string): Promise<number>;
  /** Counts one event and answers the count so far (the window starts at the first event). */
  hit(key: string, windowMs: number): Promise<number>;
  /** The same, with the time left in the window (the API rate limit's headers). */
  take(key: string, windowMs: number): Promise<WindowCount>;
  reset(key: string): Promise<void>;
};

/** Keys past this many make a hit sweep out the expired ones, so a flood of addresses cannot grow memory for ever. */
const SWEEP_ABOVE = 10_000;

export function memoryLimiter(): Limiter {
  const hits = new Map<string, { n: number; until: number }>();
  const live = (key: string) => {
    const entry = hits.get(key);
    if (entry && entry.until <= Date.now()) hits.delete(key);
    return hits.get(key);
  };
  const take = async (key: string, windowMs: number): Promise<WindowCount> => {
    if (hits.size > SWEEP_ABOVE) for (const [k, entry] of hits) if (entry.until <= Date.now()) hits.delete(k);
    const entry = live(key) ?? { n: 0, until: Date.now() + windowMs };
    entry.n += 1;
    hits.set(key, entry);
    return { count: entry.n, ttlMs: entry.until - Date.now() };
  };
  return {
    async count(key) {
      return live(key)?.n ?? 0;
    },
    take,
    async hit(key, windowMs) {
      return (await take(key, windowMs)).count;
    },
    async reset(key) {
      hits.delete(key);
    },
  };
}

export function redisLimiter(redis: SharedRedis['client'], prefix: string): Limiter {
  const prefixed = (key: string) => `${prefix}limit:${key}`;
  const take = async (key: string, windowMs: number): Promise<WindowCount> => {
    const replies = await redis.multi().incr(prefixed(key)).pexpire(prefixed(key), windowMs, 'NX').pttl(prefixed(key)).exec();
    const [[incrError, count], , [, ttl]] = replies as [[Error | null, number], unknown, [Error | null, number]];
    if (incrError) throw incrError;
    return { count, ttlMs: ttl > 0 ? ttl : windowMs };
  };
  return {
    async count(key) {
      return Number((await redis.get(prefixed(key))) ?? 0);
    },
    take,
    async hit(key, windowMs) {
      return (await take(key, windowMs)).count;
    },
    async reset(key) {
      await redis.del(prefixed(key));
    },
  };
}

/**
 * Shared counts while Redis answers, this process's own counts while it does not (docs/decisions/023): an outage
 * never turns a request into a 500, it only means each process counts alone until Redis is back. The memory counts
 * are kept through the outage, so a burst during it is still limited per process.
 */
export function failoverLimiter(redis: SharedRedis, prefix: string): Limiter {
  const shared = redisLimiter(redis.client, prefix);
  const local = memoryLimiter();
  const either =
    <A extends unknown[], R>(pick: (limiter: Limiter) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (redis.isUp()) {
        try {
          return await pick(shared)(...args);
        } catch (error) {
          redis.markFailed(error);
        }
      }
      return pick(local)(...args);
    };
  return {
    count: either((l) => l.count),
    hit: either((l) => l.hit),
    take: either((l) => l.take),
    reset: either((l) => l.reset),
  };
}

/**
 * The API rate limit (@fastify/rate-limit) counting through a Limiter, so it shares the counts and the fallback of
 * sign-in limits instead of failing on its own when Redis does.
 */
export function rateLimitStore(limiter: Limiter): FastifyRateLimitStoreCtor {
  return class LimiterStore implements FastifyRateLimitStore {
    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], windowMs: number) {
      limiter.take(`rl:${key}`, windowMs).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }
    child() {
      return this;
    }
  };
}

/**
 * Whose requests the API rate limit counts together (docs/decisions/041): a signed-in request counts against its
 * account, wherever it comes from, so a shop's whole office behind one address is many accounts; a request without a
 * sign-in (signing in itself, a forgotten password) counts against its address. The sign-in hook runs before the
 * limit's, so the account is known here.
 */
export function rateLimitKey(request: FastifyRequest): string {
  return request.actor ? `account:${request.actor.accountId}` : `address:${request.ip}`;
}

/**
 * Requests no limit counts: the web app's files, liveness and readiness (a proxy asks every second), and image files
 * (an <img> sends no token, so a catalogue page of thumbnails would count against the office's one address; the
 * browser keeps each a year).
 */
export function rateLimitExempt(request: FastifyRequest): boolean {
  const url = request.url;
  if (!url.startsWith('/api')) return true;
  if (url === '/api/v1/health' || url.startsWith('/api/v1/health/') || url.startsWith('/api/v1/health?')) return true;
  return request.method === 'GET' && /^\/api\/v1\/(store|workorders)\/media\//.test(url);
}
