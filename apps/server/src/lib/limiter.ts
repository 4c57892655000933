import type { Redis } from 'ioredis';

/** Counts events per key in a fixed window; shared through Redis when the API runs as several processes. */
export type Limiter = {
  count(key: string): Promise<number>;
  hit(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
};

export function memoryLimiter(): Limiter {
  const hits = new Map<string, { n: number; until: number }>();
  const live = (key: string) => {
    const entry = hits.get(key);
    if (entry && entry.until <= Date.now()) hits.delete(key);
    return hits.get(key);
  };
  return {
    async count(key) {
      return live(key)?.n ?? 0;
    },
    async hit(key, windowMs) {
      const entry = live(key) ?? { n: 0, until: Date.now() + windowMs };
      entry.n += 1;
      hits.set(key, entry);
      return entry.n;
    },
    async reset(key) {
      hits.delete(key);
    },
  };
}

export function redisLimiter(redis: Redis, prefix: string): Limiter {
  const prefixed = (key: string) => `${prefix}limit:${key}`;
  return {
    async count(key) {
      return Number((await redis.get(prefixed(key))) ?? 0);
    },
    async hit(key, windowMs) {
      const [[, n]] = (await redis.multi().incr(prefixed(key)).pexpire(prefixed(key), windowMs, 'NX').exec()) as [
        [Error | null, number],
      ];
      return n;
    },
    async reset(key) {
      await redis.del(prefixed(key));
    },
  };
}
