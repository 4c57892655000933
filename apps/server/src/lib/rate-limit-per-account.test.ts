/**
 * One office behind one address (issue 42 point 6; docs/decisions/041): signed-in requests are limited per account,
 * wherever they come from; only requests without a sign-in (signing in itself included) are limited per address.
 * Readiness, liveness and image files are never limited: a proxy asks every second, and an <img> sends no token.
 */
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/harness';

// Each test signs in with argon2 a few times: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

describe('the API rate limit, with every request from one address', () => {
  it("counts each signed-in account on its own: one account's burst does not refuse another's, nor a sign-in", async () => {
    const t = await createTestApp({ rateLimitPerMinute: 6 });
    try {
      // Two sign-ins from the address (2 of its 6).
      await t.tokenFor('admin');
      await t.tokenFor('productionmanager');
      const admin = [];
      for (let i = 0; i < 7; i++) admin.push((await t.call('GET', '/account/profile', { as: 'admin' })).status);
      expect(admin).toEqual([200, 200, 200, 200, 200, 200, 429]);
      const manager = [];
      for (let i = 0; i < 6; i++) manager.push((await t.call('GET', '/account/profile', { as: 'productionmanager' })).status);
      expect(manager).toEqual(Array(6).fill(200));
      // The address has used 2 of its 6: a colleague can still sign in.
      expect((await t.call('POST', '/account/login', { body: { username: 'store', password: 'Demo@1234' } })).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('limits requests without a sign-in per address, and a signed-in account from that address goes on working', async () => {
    const t = await createTestApp({ rateLimitPerMinute: 4 });
    try {
      const token = await t.tokenFor('admin');
      const anonymous = [];
      for (let i = 0; i < 4; i++) anonymous.push((await t.call('POST', '/account/login', { body: {} })).status);
      expect(anonymous).toEqual([400, 400, 400, 429]);
      expect((await t.call('POST', '/account/login', { body: { username: 'store', password: 'Demo@1234' } })).status).toBe(429);
      expect((await t.call('GET', '/account/profile', { token })).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('never limits liveness, readiness or image files', async () => {
    const t = await createTestApp({ rateLimitPerMinute: 2 });
    try {
      const statuses = new Set<number>();
      for (let i = 0; i < 5; i++) {
        statuses.add((await t.call('GET', '/health')).status);
        statuses.add((await t.call('GET', '/health/ready')).status);
        statuses.add((await t.call('GET', `/store/media/${'a'.repeat(32)}.png`)).status);
      }
      expect(statuses).toEqual(new Set([200, 404]));
      expect((await t.call('POST', '/account/login', { body: {} })).status).toBe(400);
    } finally {
      await t.close();
    }
  });
});
