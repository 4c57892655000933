import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import { createTestApp, type TestApp } from '../../test/harness';
import { captureLogs } from '../../test/log-capture';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { redisLimiter } from './limiter';

// Redis runs on every machine of this project (CI included) at 127.0.0.1:6379.
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const REDIS_PORT = Number(new URL(REDIS_URL).port || 6379);
/** A prefix of its own keeps parallel runs (PGlite and PostgreSQL projects) from sharing counts. */
const freshPrefix = () => `test-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}:`;

describe('API rate limit', () => {
  it('answers 429 with a detail past the per-minute limit, in memory', async () => {
    const t = await createTestApp({ rateLimitPerMinute: 3 });
    // Requests without a sign-in count per address (a form left empty answers 400 and still counts).
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.call('POST', '/account/login', { body: {} })).status);
    const limited = await t.call('POST', '/account/login', { body: {} });
    await t.close();
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect(limited.body).toEqual({ detail: 'Too many requests. Please try again later.', code: 'too_many_requests' });
  });

  it('shares the count between processes through Redis when REDIS_URL is set', async () => {
    const shared = { rateLimitPerMinute: 4, redisUrl: REDIS_URL, redisPrefix: freshPrefix() };
    const first = await createTestApp(shared);
    const second = await createTestApp(shared);
    // Connected before counting (asked directly: a readiness request would count against the limit itself).
    for (const t of [first, second]) await vi.waitFor(async () => expect((await t.app.readiness.check()).checks.redis).toBe('ok'));
    const statuses = [];
    for (const t of [first, second, first, second, first]) statuses.push((await t.call('POST', '/account/login', { body: {} })).status);
    await first.close();
    await second.close();
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
  });
});

describe('Redis down (an accelerator, never a single point of failure)', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  const logs = captureLogs();
  beforeAll(async () => {
    proxy = await startTcpProxy(REDIS_PORT);
    t = await createTestApp(
      { redisUrl: proxy.url('redis'), redisPrefix: freshPrefix(), rateLimitPerMinute: 1_000, loginFailuresAllowed: 3 },
      { logger: logs.logger },
    );
    await vi.waitFor(async () => expect((await t.call('GET', '/health/ready')).body.status).toBe('ready'));
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
  });

  it('keeps answering while Redis is cut: sign-in works, limits hold per process, readiness says degraded, one warning', async () => {
    proxy.cut();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await t.call('GET', '/account/profile', { as: 'admin' })).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    // Wrong passwords are still counted, now in this process's memory: the fourth try is refused.
    const tries = [];
    for (let i = 0; i < 4; i++) tries.push((await t.call('POST', '/account/login', { body: { username: 'store', password: 'wrong' } })).status);
    expect(tries).toEqual([400, 400, 400, 429]);
    // Readiness reuses an answer for 2 s (readiness.ts), so the one given before the cut may still come back at first.
    await vi.waitFor(
      async () =>
        expect((await t.call('GET', '/health/ready')).body).toEqual({
          status: 'degraded',
          checks: { database: 'ok', redis: 'down', s3: 'not configured', smtp: 'not configured' },
        }),
      { timeout: 10_000, interval: 250 },
    );
    // Reconnect attempts go on in the background; the log says it once, not per attempt or per request.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(logs.lines.filter((line) => String(line.msg).startsWith('Redis is unreachable'))).toHaveLength(1);
  });

  it('shares the counts again once Redis is back, and says so', async () => {
    proxy.restore();
    await vi.waitFor(() => expect(logs.lines.some((line) => String(line.msg).startsWith('Redis is reachable again'))).toBe(true), {
      timeout: 15_000,
      interval: 250,
    });
    await vi.waitFor(async () => expect((await t.call('GET', '/health/ready')).body.status).toBe('ready'), { timeout: 15_000, interval: 250 });
    // The next count lands in Redis, where another process would see it.
    await t.call('POST', '/account/login', { body: { username: 'sheets', password: 'wrong' } });
    const keys = await new Redis(REDIS_URL).keys(`${t.config.redisPrefix}limit:login:*sheets`);
    expect(keys).toHaveLength(1);
  });

  it('starts with Redis unreachable and answers from the first request', async () => {
    const gone = await startTcpProxy(REDIS_PORT);
    gone.cut();
    const alone = await createTestApp({ redisUrl: gone.url('redis'), redisPrefix: freshPrefix() });
    expect((await alone.call('GET', '/health')).status).toBe(200);
    expect((await alone.call('GET', '/account/profile', { as: 'dealer' })).status).toBe(200);
    expect((await alone.call('GET', '/health/ready')).body).toMatchObject({ status: 'degraded', checks: { redis: 'down' } });
    await alone.close();
    await gone.close();
  });
});

describe('redisLimiter', () => {
  const redis = new Redis(REDIS_URL);
  afterAll(() => redis.quit());

  it('counts hits per key in a window, with the time left, and resets', async () => {
    const limiter = redisLimiter(redis, freshPrefix());
    const key = `test:${Date.now()}`;
    expect(await limiter.hit(key, 60_000)).toBe(1);
    const second = await limiter.take(key, 60_000);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(50_000);
    expect(second.ttlMs).toBeLessThanOrEqual(60_000);
    expect(await limiter.count(key)).toBe(2);
    await limiter.reset(key);
    expect(await limiter.count(key)).toBe(0);
  });
});
