import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PROFILE, EMPTY_PAGE, jsonResponse, mockApi, renderRoutes, signInAs, preloadShell } from '../test/render';
import { mayOpen } from './guards';
import { appRoutes } from './router';

beforeAll(preloadShell, 60_000);

function serveProfile(role: string) {
  return mockApi(({ path }) => {
    if (path === '/account/profile') return jsonResponse({ ...ADMIN_PROFILE, username: role, full_name: 'Test User', role });
    if (path === '/account/outbox') return jsonResponse(EMPTY_PAGE);
    return undefined;
  });
}

/** Opens a path with the profile served, and waits for the page that says `text`. */
async function openAndSee(role: string, path: string, text: string) {
  const fetch = serveProfile(role);
  const { router } = renderRoutes(appRoutes, path);
  expect(await screen.findByText(text)).toBeInTheDocument();
  return { fetch, router };
}

describe('route guard', () => {
  it('sends a visitor without a token to /login', async () => {
    const { router } = await openAndSee('admin', '/outbox', 'Welcome Back');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('the root path goes to /dashboard', async () => {
    signInAs('sheet_user', 'sheets');
    const { router } = await openAndSee('sheet_user', '/', 'Welcome, Test User');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('refuses a page the role may not use, keeping the URL', async () => {
    signInAs('sheet_user', 'sheets');
    const { fetch, router } = await openAndSee('sheet_user', '/outbox', 'You do not have access to this page');
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
    const { router } = await openAndSee('admin', '/no/such/page', 'Sorry, page not found');
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
