import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PROFILE, jsonResponse, mockApi, renderRoutes, signInAs, preloadShell } from '../test/render';
import { mayOpen } from './guards';
import { appRoutes } from './router';

beforeAll(preloadShell, 60_000);
afterEach(() => vi.unstubAllGlobals());

function serveProfile(role: string) {
  return mockApi(({ path }) => {
    if (path === '/account/profile') return jsonResponse({ ...ADMIN_PROFILE, username: role, full_name: 'Test User', role });
    if (path === '/account/outbox') return jsonResponse({ count: 0, next: null, previous: null, results: [] });
    return undefined;
  });
}

describe('route guard', () => {
  it('sends a visitor without a token to /login', async () => {
    serveProfile('admin');
    const { router } = renderRoutes(appRoutes, '/outbox');
    expect(await screen.findByText('Welcome Back')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('the root path goes to /dashboard', async () => {
    signInAs('sheet_user', 'sheets');
    serveProfile('sheet_user');
    const { router } = renderRoutes(appRoutes, '/');
    expect(await screen.findByText('Welcome, Test User')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('refuses a page the role may not use, keeping the URL', async () => {
    signInAs('sheet_user', 'sheets');
    const fetch = serveProfile('sheet_user');
    const { router } = renderRoutes(appRoutes, '/outbox');
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(router.state.location.pathname).toBe('/outbox');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/account/outbox'))).toBe(false);
  });

  it('lets the admin open the same page', async () => {
    signInAs('admin');
    serveProfile('admin');
    renderRoutes(appRoutes, '/outbox');
    expect(await screen.findByRole('heading', { name: 'Mail Outbox' })).toBeInTheDocument();
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });

  it('sends unknown paths to /404', async () => {
    serveProfile('admin');
    const { router } = renderRoutes(appRoutes, '/no/such/page');
    expect(await screen.findByText('Sorry, page not found')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('reads the contract permission table', () => {
    expect(mayOpen('admin', '/productionmanagers')).toBe(true);
    expect(mayOpen('productionmanager', '/productionmanagers')).toBe(false);
    expect(mayOpen('sheet_user', '/sheet')).toBe(true);
    expect(mayOpen('sheet_user', '/sheet/create')).toBe(false);
    expect(mayOpen('dealer', '/orders/12')).toBe(true);
    expect(mayOpen('worker', '/store')).toBe(false);
    expect(mayOpen('something-else', '/dashboard')).toBe(true);
    expect(mayOpen('something-else', '/profile')).toBe(true);
    expect(mayOpen('something-else', '/products')).toBe(false);
    expect(mayOpen('admin', '/not-in-the-table')).toBe(false);
  });
});
