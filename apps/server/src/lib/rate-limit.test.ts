import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestApp } from '../../test/harness';
import { redisLimiter } from './limiter';

// Redis runs on every machine of this project (CI included) at 127.0.0.1:6379.
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

describe('API rate limit', () => {
  it('answers 429 with a detail past the per-minute limit, in memory', async () => {
    const t = await createTestApp({ rateLimitPerMinute: 3 });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.call('GET', '/health')).status);
    const limited = await t.call('GET', '/health');
    await t.close();
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(limited.body).toEqual({ detail: 'Too many requests. Please try again later.' });
  });

  it('shares the count between processes through Redis when REDIS_URL is set', async () => {
    // A prefix of its own keeps parallel runs (PGlite and PostgreSQL projects) from sharing the count.
    const shared = { rateLimitPerMinute: 4, redisUrl: REDIS_URL, redisPrefix: `test-${process.pid}-${Date.now()}:` };
    const first = await createTestApp(shared);
    const second = await createTestApp(shared);
    const statuses = [];
    for (const t of [first, second, first, second, first]) statuses.push((await t.call('GET', '/health')).status);
    await first.close();
    await second.close();
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('redisLimiter', () => {
  const redis = new Redis(REDIS_URL);
  afterAll(() => redis.quit());

  it('counts hits per key in a window and resets', async () => {
    const limiter = redisLimiter(redis, `test-${process.pid}:`);
    const key = `test:${Date.now()}`;
    expect(await limiter.hit(key, 60_000)).toBe(1);
    expect(await limiter.hit(key, 60_000)).toBe(2);
    expect(await limiter.count(key)).toBe(2);
    await limiter.reset(key);
    expect(await limiter.count(key)).toBe(0);
  });
});
