import { expect } from 'vitest';
import type { Role } from '@steelworks/contract/roles';
import type { TestApp } from './harness';

/** One route a role is refused on: its method and its path under /api/v1. */
export type RefusedRoute = readonly ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];

/**
 * Calls each route as each role and expects 403, naming the role, method and path of any other answer. A write
 * (not GET, not DELETE) sends `writeBody()`, so the refusal is not a 400 for an empty body; `routes` may depend on the role.
 */
export async function expectRefused(
  t: TestApp,
  roles: readonly Role[],
  routes: readonly RefusedRoute[] | ((as: Role) => readonly RefusedRoute[]),
  writeBody: () => unknown = () => ({}),
): Promise<void> {
  for (const as of roles) {
    for (const [method, url] of typeof routes === 'function' ? routes(as) : routes) {
      const response = await t.call(method, url, { as, body: method === 'GET' || method === 'DELETE' ? undefined : writeBody() });
      expect({ as, method, url, status: response.status }).toEqual({ as, method, url, status: 403 });
    }
  }
}
