/**
 * The app's one error pattern (docs/decisions/011-error-pattern.md): one message per failure, no HTTP reason phrases,
 * no error after a success, the 404 page inside the layout for unknown or foreign records, the back arrow's
 * fallback, /login for a signed-in user, and the message after a 401.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PageHeader } from '../components/page-header';
import { DateField } from '../components/date-field';
import { api } from '../lib/api-client';
import { browser, SESSION_ENDED_MESSAGE } from '../lib/session';
import { toastFromError } from '../lib/toast';
import { ADMIN_PROFILE, jsonResponse, mockApi, preloadShell, renderRoutes, signInAs, mockAdminApi } from '../test/render';
import { appRoutes } from './router';

beforeAll(preloadShell, 60_000);

afterEach(() => sessionStorage.clear());

const paged = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

describe('a record that does not exist or that the caller may not see', () => {
  it('shows the 404 page inside the layout, with no inline "Not found." and no toast', async () => {
    signInAs('admin');
    mockApi(({ path }) => (path === '/account/profile' ? jsonResponse(ADMIN_PROFILE) : undefined));
    const { router } = renderRoutes(appRoutes, '/dealers/99999');
    expect(await screen.findByText('Sorry, page not found')).toBeInTheDocument();
    // Inside the layout: the menu is still there, and the address is the one asked for.
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dealers/99999');
    expect(screen.queryByText('Not found.')).not.toBeInTheDocument();
    expect(screen.queryByText('Not Found')).not.toBeInTheDocument();
  });

  it.each(['/workorders/new', '/workorders/abc/labels'])('a work order address that names no record (%s) gets the 404 page, not a blank one', async (path) => {
    signInAs('admin');
    mockApi(({ path: asked }) => (asked === '/account/profile' ? jsonResponse(ADMIN_PROFILE) : undefined));
    renderRoutes(appRoutes, path);
    expect(await screen.findByText('Sorry, page not found')).toBeInTheDocument();
  });

  it('a dealer opening another dealer’s order gets the same 404 page', async () => {
    signInAs('dealer');
    mockApi(({ path }) => (path === '/account/profile' ? jsonResponse({ ...ADMIN_PROFILE, role: 'dealer', username: 'dealer' }) : undefined));
    renderRoutes(appRoutes, '/orders/12345');
    expect(await screen.findByText('Sorry, page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('toasts', () => {
  it('a failure reads "Try Again" over the server message, never a reason phrase', async () => {
    mockApi(() => jsonResponse({ error_message: 'Pay out the balance of ₹1,205.00 first' }, 400, 'Bad Request'));
    renderRoutes([{ path: '/', element: <p>page</p> }], '/');
    const error = await api.delete('/supervisor/supervisor/1/').catch((e: unknown) => e);
    toastFromError(error);
    expect(await screen.findByText('Pay out the balance of ₹1,205.00 first')).toBeInTheDocument();
    expect(screen.getByText('Try Again')).toBeInTheDocument();
    expect(screen.queryByText('Bad Request')).not.toBeInTheDocument();
  });

  it('an answer without a message is the generic "Something Went Wrong", not the status text', async () => {
    mockApi(() => new Response('<html>gateway</html>', { status: 502, statusText: 'Bad Gateway', headers: { 'Content-Type': 'text/html' } }));
    const error = await api.get('/anything').catch((e: unknown) => e);
    expect((error as Error).message).toBe('Something Went Wrong');
  });
});

describe('Block Account', () => {
  it('a successful block shows only "Done" and the list: no error toast from the record that is now gone', async () => {
    signInAs('admin');
    const member = { id: 31, username: 'qc31', full_name: 'Checker Thirty', phone: '9876543210', email: 'qc31@x.example', role: 'qualitychecker' };
    let blocked = false;
    mockAdminApi(({ method, path }) => {
      if (path === '/account/qualitychecker/31') {
        if (method === 'DELETE') {
          blocked = true;
          return new Response(null, { status: 204 });
        }
        return blocked ? undefined : jsonResponse({ ...member, account: member });
      }
      if (path === '/account/qualitychecker') return jsonResponse(paged([]));
      if (path === '/account/designation') return jsonResponse([]);
      return undefined;
    });
    const { router } = renderRoutes(appRoutes, '/qualitycheckers/31');
    await userEvent.click(await screen.findByRole('button', { name: 'Block Account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm!' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/qualitycheckers'));
    expect(await screen.findByText('Done')).toBeInTheDocument();
    expect(screen.queryByText('Not found.')).not.toBeInTheDocument();
    expect(screen.queryByText('Sorry, page not found')).not.toBeInTheDocument();
  });

  it('a refused block is one toast with the reason', async () => {
    signInAs('admin');
    const sup = { id: 4, username: 'sup4', full_name: 'Sup Four', phone: '9876543210', email: 's4@x.example', role: 'supervisor' };
    mockAdminApi(({ method, path }) => {
      if (path === '/supervisor/supervisor/4') {
        if (method === 'DELETE') return jsonResponse({ error_message: 'Pay out the balance of ₹1,205.00 first' }, 400);
        const ledger = paged([]);
        return jsonResponse({ ...sup, account: sup, cols_per_day: 10, cost_per_col: '120.50', balance: '1205.00', balance_transaction: ledger, supervisor_schedule_items: ledger });
      }
      if (path === '/supervisor/finishedproducts') return jsonResponse(paged([]));
      return undefined;
    });
    renderRoutes(appRoutes, '/supervisors/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Block Account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm!' }));
    expect(await screen.findByText('Pay out the balance of ₹1,205.00 first')).toBeInTheDocument();
    expect(screen.getAllByText('Pay out the balance of ₹1,205.00 first')).toHaveLength(1);
  });
});

describe('the back arrow', () => {
  it('goes to the parent list when the app has no history (a bookmark), instead of leaving the app', async () => {
    const { router } = renderRoutes(
      [
        { path: '/dealers/:id', element: <PageHeader title="Dealer" breadcrumbs={[{ label: 'Dealers', to: '/dealers' }, { label: 'Dealer' }]} /> },
        { path: '/dealers', element: <p>All Dealers list</p> },
      ],
      '/dealers/3',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByText('All Dealers list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dealers');
  });

  it('goes back in the app’s history otherwise', async () => {
    const { router } = renderRoutes(
      [
        { path: '/orders', element: <p>Orders list</p> },
        { path: '/orders/:id', element: <PageHeader title="Order" breadcrumbs={[{ label: 'Dealers', to: '/dealers' }, { label: 'Order' }]} /> },
      ],
      '/orders',
    );
    await router.navigate('/orders/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(await screen.findByText('Orders list')).toBeInTheDocument();
  });
});

describe('signing in and out', () => {
  it('/login sends a signed-in user to /dashboard', async () => {
    signInAs('admin');
    mockApi(({ path }) => (path === '/account/profile' ? jsonResponse(ADMIN_PROFILE) : undefined));
    const { router } = renderRoutes(appRoutes, '/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('after a 401 the login page says the session has ended, once', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    signInAs('admin');
    mockApi(() => jsonResponse({ detail: 'Invalid token.' }, 401, 'Unauthorized'));
    await api.get('/account/profile').catch(() => undefined);
    expect(reload).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBeNull();
    // The reload lands on /login (no token any more).
    const first = renderRoutes(appRoutes, '/login');
    expect(await screen.findByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
    first.unmount();
    renderRoutes(appRoutes, '/login');
    expect(await screen.findByText('Welcome Back')).toBeInTheDocument();
    expect(screen.queryByText(SESSION_ENDED_MESSAGE)).not.toBeInTheDocument();
  });
});

describe('date inputs', () => {
  it('show and take DD-MM-YYYY, and give YYYY-MM-DD', async () => {
    const changes: string[] = [];
    renderRoutes([{ path: '/', element: <DateField label="Date" value="2026-11-02" onChange={(v) => changes.push(v)} /> }], '/');
    const input = screen.getByRole('textbox', { name: 'Date' });
    expect(input).toHaveValue('02-11-2026');
    await userEvent.clear(input);
    await userEvent.type(input, '05-10-2026');
    await waitFor(() => expect(changes.at(-1)).toBe('2026-10-05'));
    expect(within(document.body).queryByText(/mm\/dd\/yyyy/i)).not.toBeInTheDocument();
  });
});
