import type { NotificationDefaults, NotificationPreferences } from '@steelworks/contract/notification';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../app/router';
import { ADMIN_PROFILE, jsonResponse, mockApi, mockAdminApi, preloadShell, renderRoutes, signInAs } from '../../test/render';

beforeAll(preloadShell, 60_000);

const channels = (on: string[]) => ({
  app: on.includes('app'),
  email: on.includes('email'),
  push: on.includes('push'),
  whatsapp: on.includes('whatsapp'),
  sms: on.includes('sms'),
});

const dealerPreferences: NotificationPreferences = {
  events: [
    { event: 'order_approved', channels: channels(['app', 'email']) },
    { event: 'order_shipped', channels: channels(['app', 'email', 'whatsapp']) },
  ],
  quiet_hours: { start: null, end: null },
  available_channels: ['app', 'email', 'push'],
};

const DEALER_PROFILE = { ...ADMIN_PROFILE, id: 9, username: 'dealer', full_name: 'Ravi Traders', role: 'dealer' };

function mockDealerApi(onPut: (body: unknown) => Response) {
  return mockApi(({ method, path, body }) => {
    if (path === '/account/profile') return jsonResponse(DEALER_PROFILE);
    if (path === '/notifications/unread-count') return jsonResponse({ count: 0 });
    if (path === '/notifications/preferences' && method === 'GET') return jsonResponse(dealerPreferences);
    if (path === '/notifications/preferences' && method === 'PUT') return onPut(body);
    return undefined;
  });
}

describe('/notifications/preferences', () => {
  it('shows my events × channels, greys the channels not configured, and saves what I chose', async () => {
    signInAs('dealer');
    const saved: unknown[] = [];
    mockDealerApi((body) => {
      saved.push(body);
      return jsonResponse({ ...(body as object), available_channels: dealerPreferences.available_channels });
    });
    renderRoutes(appRoutes, '/notifications/preferences');
    const grid = await screen.findByRole('table', { name: 'Events and channels' });
    expect(within(grid).getAllByText('Not configured')).toHaveLength(2);
    expect(within(grid).getByRole('checkbox', { name: 'Order approved: Email' })).toBeChecked();
    expect(within(grid).getByRole('checkbox', { name: 'Order shipped: WhatsApp' })).toBeDisabled();
    expect(within(grid).getByRole('checkbox', { name: 'Order shipped: SMS' })).toBeDisabled();
    expect(within(grid).queryByText('Work assigned to you')).toBeNull();

    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Order approved: Email' }));
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Order shipped: Phone push' }));
    await userEvent.type(screen.getByLabelText('Start'), '22:00');
    await userEvent.type(screen.getByLabelText('End'), '07:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Notification preferences saved')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        events: [
          { event: 'order_approved', channels: channels(['app']) },
          { event: 'order_shipped', channels: channels(['app', 'email', 'push', 'whatsapp']) },
        ],
        quiet_hours: { start: '22:00', end: '07:00' },
      },
    ]);
  });

  it("shows the server's field error under its field", async () => {
    signInAs('dealer');
    mockDealerApi(() =>
      jsonResponse({ error_message: 'Use a time such as 22:00', 'quiet_hours.start': ['Use a time such as 22:00'] }, 400),
    );
    renderRoutes(appRoutes, '/notifications/preferences');
    await screen.findByRole('table', { name: 'Events and channels' });
    await userEvent.type(screen.getByLabelText('Start'), '21:30');
    await userEvent.type(screen.getByLabelText('End'), '06:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const start = screen.getByLabelText('Start');
    await waitFor(() => expect(start).toHaveAccessibleDescription('Use a time such as 22:00'));
    expect(start).toHaveAttribute('aria-invalid', 'true');
    // The message reads once: under the field, not again in an alert.
    expect(screen.getAllByText('Use a time such as 22:00')).toHaveLength(1);
  });

  it('checks quiet hours before sending: both or neither', async () => {
    signInAs('dealer');
    const put = vi.fn(() => jsonResponse({}));
    mockDealerApi(put);
    renderRoutes(appRoutes, '/notifications/preferences');
    await screen.findByRole('table', { name: 'Events and channels' });
    await userEvent.type(screen.getByLabelText('Start'), '22:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give both a start and an end, or neither')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('says when this browser cannot take phone notifications', async () => {
    signInAs('dealer');
    mockDealerApi(() => jsonResponse({}));
    renderRoutes(appRoutes, '/notifications/preferences');
    // jsdom, like an old browser, has no PushManager.
    expect(await screen.findByText('This browser cannot receive phone notifications')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on phone notifications for this device' })).toBeNull();
  });
});

describe('/notifications/defaults', () => {
  const defaults: NotificationDefaults = {
    roles: [
      { role: 'dealer', events: [{ event: 'order_approved', channels: channels(['app', 'email']) }] },
      { role: 'worker', events: [{ event: 'work_assigned', channels: channels(['app', 'push']) }] },
    ],
    quiet_hours: { start: '22:00', end: '07:00' },
  };

  it('lets the admin change a role’s defaults and saves them', async () => {
    signInAs('admin');
    const saved: unknown[] = [];
    mockAdminApi(({ method, path, body }) => {
      if (path === '/notifications/unread-count') return jsonResponse({ count: 0 });
      if (path === '/notifications/defaults' && method === 'GET') return jsonResponse(defaults);
      if (path === '/notifications/defaults' && method === 'PUT') {
        saved.push(body);
        return jsonResponse(body);
      }
      return undefined;
    });
    renderRoutes(appRoutes, '/notifications/defaults');
    const worker = await screen.findByRole('table', { name: 'Worker: events and channels' });
    await userEvent.click(within(worker).getByRole('checkbox', { name: 'Work assigned to you: SMS' }));
    await userEvent.clear(screen.getByLabelText('End'));
    await userEvent.type(screen.getByLabelText('End'), '06:30');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notification defaults saved')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        roles: [defaults.roles[0], { role: 'worker', events: [{ event: 'work_assigned', channels: channels(['app', 'push', 'sms']) }] }],
        quiet_hours: { start: '22:00', end: '06:30' },
      },
    ]);
  });

  it('is offered to the admin only', async () => {
    signInAs('dealer');
    mockApi(({ path }) => (path === '/account/profile' ? jsonResponse(DEALER_PROFILE) : undefined));
    renderRoutes(appRoutes, '/notifications/defaults');
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
  });
});
