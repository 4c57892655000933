/**
 * Who the client is (TRUST_PROXY) and how sign-in failures are counted (docs/product/api-conventions.md#server-hardening, issue 9 points 1-2).
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { trustProxyFrom } from '../../config';
import { createTestApp, type TestApp, useTestApp } from '../../../test/harness';

// Redis runs on every machine of this project (CI included) at 127.0.0.1:6379.
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

const wrongLogin = (t: TestApp, forwardedFor?: string, username = 'worker') =>
  t.call('POST', '/account/login', {
    body: { username, password: 'not-the-password' },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

describe('TRUST_PROXY', () => {
  it('reads off, a hop count, or a list of addresses and CIDRs', () => {
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom('false')).toBe(false);
    expect(trustProxyFrom('2')).toBe(2);
    expect(trustProxyFrom('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });

  it('unset: a forged X-Forwarded-For changes nothing, the failures of one address add up', async () => {
    const t = await createTestApp({ loginFailuresAllowed: 3 });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await wrongLogin(t, `198.51.100.${i}`)).status);
    await t.close();
    expect(statuses).toEqual([400, 400, 400, 429, 429, 429]);
  });

  it('TRUST_PROXY=127.0.0.1: the address the proxy forwards is the client', async () => {
    const t = await createTestApp({ loginFailuresAllowed: 3, trustProxy: trustProxyFrom('127.0.0.1') });
    const spread = [];
    for (let i = 0; i < 6; i++) spread.push((await wrongLogin(t, `198.51.100.${i}`)).status);
    const oneClient = [];
    for (let i = 0; i < 4; i++) oneClient.push((await wrongLogin(t, '203.0.113.9')).status);
    await t.close();
    expect(spread).toEqual([400, 400, 400, 400, 400, 400]);
    expect(oneClient).toEqual([400, 400, 400, 429]);
  });

  it('TRUST_PROXY=1 (one hop): the address the nearest proxy forwards is the client', async () => {
    const t = await createTestApp({ loginFailuresAllowed: 2, trustProxy: trustProxyFrom('1') });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await wrongLogin(t, `198.51.100.${i}`)).status);
    for (let i = 0; i < 3; i++) statuses.push((await wrongLogin(t, '10.9.9.9, 203.0.113.5')).status);
    await t.close();
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('logs the resolved address, never a forged one', async () => {
    const t = await createTestApp();
    const logsOf = async (trustProxy: false | string[]) => {
      let logged = '';
      const stream = new Writable({
        write(chunk, _encoding, done) {
          logged += chunk.toString();
          done();
        },
      });
      const app = await buildApp({ db: t.db, config: { ...t.config, trustProxy }, logger: { level: 'info', stream } });
      await app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-forwarded-for': '203.0.113.77' } });
      await app.close();
      return logged;
    };
    const untrusted = await logsOf(false);
    const trusted = await logsOf(['127.0.0.1']);
    await t.close();
    expect(untrusted).toContain('"remoteAddress":"127.0.0.1"');
    expect(untrusted).not.toContain('203.0.113.77');
    expect(trusted).toContain('"remoteAddress":"203.0.113.77"');
  });
});

describe('sign-in failures under parallel guessing', () => {
  const t = useTestApp();

  /** 60 wrong passwords at once: only the first 10 reach a password check (400), the rest are refused first (429). */
  async function guessInParallel(app: TestApp, username: string) {
    const answers = await Promise.all(Array.from({ length: 60 }, () => wrongLogin(app, undefined, username)));
    const count = (status: number) => answers.filter((a) => a.status === status).length;
    return { checked: count(400), refused: count(429), other: answers.length - count(400) - count(429) };
  }

  it('counts before checking the password, in memory', async () => {
    expect(t.config.loginFailuresAllowed).toBe(10);
    expect(await guessInParallel(t, 'worker')).toEqual({ checked: 10, refused: 50, other: 0 });
    // Past the limit even the right password is not checked.
    expect((await t.call('POST', '/account/login', { body: { username: 'worker', password: 'Demo@1234' } })).status).toBe(429);
  });

  it('counts before checking the password, in Redis shared by two processes', async () => {
    const shared = { redisUrl: REDIS_URL, redisPrefix: `test-${process.pid}-${Date.now()}:` };
    const first = await createTestApp(shared);
    const second = await createTestApp(shared);
    const [a, b] = await Promise.all([guessInParallel(first, 'qc'), guessInParallel(second, 'qc')]);
    await first.close();
    await second.close();
    expect(a.checked + b.checked).toBe(10);
    expect(a.refused + b.refused).toBe(110);
    expect(a.other + b.other).toBe(0);
  });

  it('a success clears the count', async () => {
    for (let i = 0; i < 9; i++) expect((await wrongLogin(t, undefined, 'store')).status).toBe(400);
    expect((await t.call('POST', '/account/login', { body: { username: 'store', password: 'Demo@1234' } })).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await wrongLogin(t, undefined, 'store')).status).toBe(400);
  });
});
