/**
 * Walks every registered API route as every role, anonymous, an expired token and a revoked token. It reads the
 * routes from the running app, so routes that later modules add are covered without editing this file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AREAS, canAccess } from '@steelworks/contract/permissions';
import { ROLES, type Role } from '@steelworks/contract/roles';
import { hashToken, issueToken, revokeTokens } from './lib/auth';
import { authTokens } from './db/accounts.table';
import { useTestApp } from '../test/harness';
import { accountIdOf } from './db/seed-helpers';

const t = useTestApp();
let expiredToken: string;
let idleToken: string;
let revokedToken: string;

beforeAll(async () => {
  const adminId = (await accountIdOf(t.db, 'admin'))!;
  expiredToken = await issueToken(t.db, adminId, { tokenIdleDays: 7, tokenMaxDays: -1 });
  idleToken = await issueToken(t.db, adminId, t.config);
  await t.db
    .update(authTokens)
    .set({ lastUsedAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
    .where(eq(authTokens.tokenHash, hashToken(idleToken)));
  // A token revoked by "Logout All Devices" on another account of the same role must die too.
  const managerId = (await accountIdOf(t.db, 'manager'))!;
  revokedToken = await issueToken(t.db, managerId, t.config);
  await revokeTokens(t.db, managerId);
});

/** Fills `:id`-style segments with a plausible value; the checks here do not depend on the record existing. */
function concrete(url: string): string {
  return url.replace(/^\/api\/v1/, '').replace(/:[A-Za-z_]+/g, '1');
}

describe('every API route', () => {
  it('declares who may call it, and there are routes to walk', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(5);
    for (const route of t.app.apiRoutes) {
      expect(['public', 'signed-in', ...Object.keys(AREAS)]).toContain(route.access);
    }
  });

  it('answers 401 to anonymous, expired, idle and revoked callers', async () => {
    for (const route of t.app.apiRoutes.filter((r) => r.access !== 'public')) {
      for (const token of [undefined, expiredToken, idleToken, revokedToken, 'not-a-token']) {
        const response = await t.call(route.method as 'GET', concrete(route.url), { token, body: {} });
        expect({ route: `${route.method} ${route.url}`, token: !!token, status: response.status }).toEqual({
          route: `${route.method} ${route.url}`,
          token: !!token,
          status: 401,
        });
        expect(response.body).toEqual({ detail: 'Invalid token.', code: 'unauthorized' });
      }
    }
  }, 120_000);

  it('answers 403 to every refused role, never a 2xx, and no call by any role gets a 5xx', async () => {
    for (const route of t.app.apiRoutes.filter((r) => r.access !== 'public')) {
      for (const role of ROLES) {
        // Logging out (all devices or this one) would kill the cached token the walk goes on using.
        if (route.url.includes('/account/logout')) continue;
        const response = await t.call(route.method as 'GET', concrete(route.url), { as: role, body: {} });
        const allowed = route.access === 'signed-in' || canAccess(role, route.access as keyof typeof AREAS);
        const seen = { route: `${route.method} ${route.url}`, role, status: response.status };
        if (allowed) {
          expect(seen.status, JSON.stringify(seen)).not.toBe(403);
          expect(seen.status, JSON.stringify(seen)).toBeLessThan(500);
        } else {
          expect(seen).toEqual({ ...seen, status: 403 });
        }
      }
    }
  }, 120_000);

  it('logout is open to every role and ends the session', async () => {
    for (const role of ROLES satisfies readonly Role[]) {
      const token = await t.tokenFor(role);
      expect((await t.call('POST', '/account/logout', { token })).status).toBe(200);
      expect((await t.call('GET', '/account/profile', { token })).status).toBe(401);
    }
  });
});
