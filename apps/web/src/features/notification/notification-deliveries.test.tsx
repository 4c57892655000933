import type { Delivery } from '@steelworks/contract/notification';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router';
import { setPhoneScreen } from '../../test/match-media';
import { ADMIN_PROFILE, jsonResponse, mockAdminApi, mockApi, preloadShell, renderRoutes, signInAs } from '../../test/render';
import { pageOf } from './notification-fixtures';

beforeAll(preloadShell, 60_000);

const failed: Delivery = {
  id: 31,
  created_at: '2026-11-23T10:35:00Z',
  event: 'order_shipped',
  title: 'Order 42 shipped',
  recipient: 9,
  recipient_name: 'Ravi Traders',
  channel: 'whatsapp',
  status: 'failed',
  attempts: 5,
  last_error: 'Provider answered 401 Unauthorized',
  sent_at: null,
};
const sent: Delivery = { ...failed, id: 32, channel: 'email', status: 'sent', attempts: 1, last_error: null, sent_at: '2026-11-23T10:36:00Z' };

function mockDeliveries() {
  return mockAdminApi(({ path }) => {
    if (path === '/notifications/unread-count') return jsonResponse({ count: 0 });
    if (path === '/notifications/deliveries') return jsonResponse(pageOf([failed, sent], 12));
    return undefined;
  });
}

const lastDeliveriesQuery = (fetch: ReturnType<typeof mockDeliveries>) =>
  Object.fromEntries(
    fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((u) => u.pathname === '/api/v1/notifications/deliveries/')
      .at(-1)!.searchParams,
  );

describe('/notifications/deliveries', () => {
  it('lists each delivery with its status and error, and filters by status, channel and search through the URL', async () => {
    signInAs('admin');
    const fetch = mockDeliveries();
    const { router } = renderRoutes(appRoutes, '/notifications/deliveries');
    const table = await screen.findByRole('table', { name: 'Notification deliveries' });
    const row = (await within(table).findByText('Provider answered 401 Unauthorized')).closest('tr')!;
    expect(within(row).getByText('Order 42 shipped')).toBeInTheDocument();
    expect(within(row).getByText('Ravi Traders')).toBeInTheDocument();
    expect(within(row).getByText('WhatsApp')).toBeInTheDocument();
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('5')).toBeInTheDocument();
    expect(within(row).getByText('23-11-2026 4:05 pm')).toBeInTheDocument();
    expect(within(table).getByText('Sent')).toBeInTheDocument();
    expect(screen.getByText('Showing 1-10 of 12 · Page 1 of 2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('textbox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed', hidden: true }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Channel' }));
    await userEvent.click(await screen.findByRole('option', { name: 'WhatsApp', hidden: true }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'Ravi');
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed&channel=whatsapp&search=Ravi'));
    await waitFor(() => expect(lastDeliveriesQuery(fetch)).toEqual({ page: '1', search: 'Ravi', status: 'failed', channel: 'whatsapp' }));
  });

  it('shows each delivery as a card on a 390 px phone, the error in reach', async () => {
    setPhoneScreen(true);
    try {
      signInAs('admin');
      mockDeliveries();
      renderRoutes(appRoutes, '/notifications/deliveries');
      const cards = await screen.findByRole('list', { name: 'Notification deliveries' });
      const card = (await within(cards).findByText('Provider answered 401 Unauthorized')).closest('[role="listitem"]')!;
      expect(within(card as HTMLElement).getByText('Order 42 shipped')).toBeInTheDocument();
      expect(within(card as HTMLElement).getByText('Failed')).toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Notification deliveries' })).toBeNull();
    } finally {
      setPhoneScreen(false);
    }
  });

  it('is offered to the admin only', async () => {
    signInAs('storemanager');
    mockApi(({ path }) => (path === '/account/profile' ? jsonResponse({ ...ADMIN_PROFILE, role: 'storemanager' }) : undefined));
    renderRoutes(appRoutes, '/notifications/deliveries');
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
  });
});
