import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

/**
 * The app's QueryClient (its error pattern included) for one test: no retries, no cache between tests. Nothing is
 * garbage collected (`gcTime`) within a test, which is shorter than the default 5 minutes anyway: so no 5-minute timer
 * outlives the test holding its client, with the screens its writes' callbacks refer to, in a worker that goes on to
 * the next files (the web project shares its workers: vitest.config.ts).
 */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({ queries: { retry: false, staleTime: 0, gcTime: Infinity }, mutations: { retry: false, gcTime: Infinity } });
}

/** Renders a route tree (e.g. the app's `appRoutes`, or one page) at a path, inside the app's providers. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

export function jsonResponse(body: unknown, status = 200, statusText = status === 200 ? 'OK' : 'Bad Request'): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

export type FetchHandler = (request: { method: string; path: string; url: URL; body: unknown }) => Response | undefined;

/**
 * Replaces fetch with a handler keyed on method and path (without /api/v1). Unhandled calls answer 404.
 * Returns the vi mock to inspect calls.
 */
export function mockApi(handler: FetchHandler) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1/, '').replace(/\/$/, '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const answer = handler({ method, path, url, body });
    if (answer) return answer;
    // The History panel of admin detail pages reads the audit log; a test that does not look at it sees it empty.
    if (path === '/audit/log') return jsonResponse({ count: 0, next: null, previous: null, results: [] });
    return jsonResponse({ detail: 'Not found.' }, 404, 'Not Found');
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** An empty page of a paged list. */
export const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };

export const ADMIN_PROFILE = {
  id: 1,
  username: 'admin',
  full_name: 'Anita Rao',
  email: 'admin@steelworks.example',
  phone: '9800000001',
  role: 'admin',
  must_change_password: false,
  language: 'en',
} as const;

/** `mockApi` for a page behind the sign-in: the profile is the admin's, the rest is the handler's. */
export function mockAdminApi(handler: FetchHandler) {
  return mockApi((request) => (request.path === '/account/profile' ? jsonResponse(ADMIN_PROFILE) : handler(request)));
}

/** Stores a signed-in session as the login page would. */
export function signInAs(role: string, user = role) {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('role', role);
  localStorage.setItem('user', user);
}

/**
 * Imports the shell's lazy chunks up front (call in `beforeAll(preloadShell, 60_000)`): the first transform of the
 * layout can take seconds on a busy machine, which should count against the hook, not a `findBy` timeout.
 */
export async function preloadShell(): Promise<void> {
  await Promise.all([
    import('../app/layout/app-layout'),
    import('../app/layout/sidebar-nav'),
    import('../app/layout/top-nav'),
    import('../app/layout/header-popups'),
    import('../features/account/pages/login-page'),
    import('../features/account/pages/profile-page'),
    import('../features/dashboard/pages/dashboard-page'),
    import('../features/dashboard/components/staff-dashboard'),
    import('../features/dashboard/components/role-dashboards'),
    import('../features/outbox/pages/outbox-page'),
  ]);
}
