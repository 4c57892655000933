import { focusManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router';
import { jsonResponse, mockAdminApi, mockApi, preloadShell, renderRoutes, signInAs } from '../../test/render';
import { unreadCountQuery, UNREAD_POLL_MS } from './api/get-unread-count';
import { NotificationBell } from './components/notification-bell';
import { formatTimeAgo } from './components/notification-format';
import { notificationFixture, pageOf } from './notification-fixtures';

beforeAll(preloadShell, 60_000);

const approved = notificationFixture({ id: 5, title: 'Order 42 approved', minutesAgo: 5 });
const shipped = notificationFixture({ id: 6, event: 'order_shipped', title: 'Order 40 shipped', link: '/orders/40', minutesAgo: 180, read_at: '2026-01-01T00:00:00Z' });

/** The bell on a page, the record pages its entries lead to, and /notifications. */
function renderBell() {
  return renderRoutes([
    {
      path: '/',
      element: (
        <>
          <NotificationBell />
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: <p>Home</p> },
        { path: 'orders/:id', element: <p>Order page</p> },
        { path: 'notifications', element: <p>All notifications</p> },
      ],
    },
  ]);
}

describe('the bell', () => {
  it('shows the unread count, the latest entries, and opens an entry marking it read', async () => {
    signInAs('dealer');
    let unread = 3;
    const fetch = mockApi(({ method, path }) => {
      if (path === '/notifications/unread-count') return jsonResponse({ count: unread });
      if (path === '/notifications' && method === 'GET') return jsonResponse(pageOf([approved, shipped]));
      if (path === '/notifications/5/read' && method === 'POST') {
        unread = 2;
        return jsonResponse({ ...approved, read_at: new Date().toISOString() });
      }
      return undefined;
    });
    const { router } = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(within(bell.parentElement!).getByText('3')).toBeInTheDocument();

    await userEvent.click(bell);
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    const entry = await within(popover).findByRole('link', { name: 'Order 42 approved (unread)' });
    expect(within(popover).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(popover).getByRole('link', { name: 'Order 40 shipped' })).toHaveAttribute('href', '/orders/40');

    await userEvent.click(entry);
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/42'));
    expect(screen.getByText('Order page')).toBeInTheDocument();
    await waitFor(() => expect(fetch.mock.calls.some(([input, init]) => String(input).endsWith('/notifications/5/read/') && init?.method === 'POST')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('marks all read, and says so when there is nothing', async () => {
    signInAs('worker');
    let unread = 1;
    const fetch = mockApi(({ method, path }) => {
      if (path === '/notifications/unread-count') return jsonResponse({ count: unread });
      if (path === '/notifications' && method === 'GET') return jsonResponse(unread ? pageOf([approved]) : pageOf([]));
      if (path === '/notifications/read-all' && method === 'POST') {
        unread = 0;
        return jsonResponse({ count: 1 });
      }
      return undefined;
    });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(popover).findByText('Order 42 approved');
    await userEvent.click(within(popover).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(await within(popover).findByText('No notifications yet')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([input]) => String(input))).toEqual(['/api/v1/notifications/read-all/']);
  });

  it('"See all" opens the list', async () => {
    signInAs('admin');
    mockApi(({ path }) => (path === '/notifications/unread-count' ? jsonResponse({ count: 0 }) : path === '/notifications' ? jsonResponse(pageOf([])) : undefined));
    const { router } = renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    await userEvent.click(await screen.findByRole('link', { name: 'See all' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
  });

  it('asks again for the count when the window gets the focus back, and every minute only while the tab is visible', async () => {
    signInAs('dealer');
    let unread = 1;
    mockApi(({ path }) => (path === '/notifications/unread-count' ? jsonResponse({ count: unread }) : undefined));
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    unread = 4;
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    focusManager.setFocused(undefined);
    expect(unreadCountQuery.refetchInterval).toBe(UNREAD_POLL_MS);
    expect(UNREAD_POLL_MS).toBe(60_000);
    expect(unreadCountQuery.refetchIntervalInBackground).toBe(false);
  });

  it('sits in the header of every signed-in page', async () => {
    signInAs('admin');
    mockAdminApi(({ path }) => {
      if (path === '/notifications/unread-count') return jsonResponse({ count: 2 });
      if (path === '/notifications') return jsonResponse(pageOf([approved]));
      return undefined;
    });
    renderRoutes(appRoutes, '/notifications');
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });
});

describe('/notifications', () => {
  it('lists entries as links, marks one read, and shows the Unread tab through the URL', async () => {
    signInAs('admin');
    const fetch = mockAdminApi(({ method, path, url }) => {
      if (path === '/notifications/unread-count') return jsonResponse({ count: 1 });
      if (path === '/notifications' && method === 'GET') {
        return jsonResponse(url.searchParams.get('unread') === 'true' ? pageOf([approved]) : pageOf([approved, shipped]));
      }
      if (path === '/notifications/5/read') return jsonResponse({ ...approved, read_at: new Date().toISOString() });
      return undefined;
    });
    const { router } = renderRoutes(appRoutes, '/notifications');
    const table = await screen.findByRole('table', { name: 'Notifications' });
    expect(await within(table).findByRole('link', { name: 'Order 42 approved' })).toHaveAttribute('href', '/orders/42');
    expect(within(table).getByRole('link', { name: 'Order 40 shipped' })).toBeInTheDocument();
    expect(within(table).getByText('3 hours ago')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Mark read: Order 42 approved' }));
    await waitFor(() => expect(fetch.mock.calls.some(([input]) => String(input).endsWith('/notifications/5/read/'))).toBe(true));

    await userEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=unread'));
    await waitFor(() => {
      const last = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((u) => u.pathname === '/api/v1/notifications/').at(-1)!;
      expect(Object.fromEntries(last.searchParams)).toEqual({ page: '1', unread: 'true' });
    });
  });

  it('says "No notifications yet" when there are none', async () => {
    signInAs('admin');
    mockAdminApi(({ path }) => (path === '/notifications' ? jsonResponse(pageOf([])) : path === '/notifications/unread-count' ? jsonResponse({ count: 0 }) : undefined));
    renderRoutes(appRoutes, '/notifications');
    const table = await screen.findByRole('table', { name: 'Notifications' });
    expect(await within(table).findByText('No notifications yet')).toBeInTheDocument();
  });
});

describe('time ago', () => {
  it('reads like a person says it, and gives the date past a week', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(formatTimeAgo('2026-11-23T09:59:40Z', now)).toBe('just now');
    expect(formatTimeAgo('2026-11-23T09:59:00Z', now)).toBe('1 minute ago');
    expect(formatTimeAgo('2026-11-23T07:00:00Z', now)).toBe('3 hours ago');
    expect(formatTimeAgo('2026-11-22T09:00:00Z', now)).toBe('yesterday');
    expect(formatTimeAgo('2026-11-10T09:00:00Z', now)).toBe('10-11-2026');
  });
});
