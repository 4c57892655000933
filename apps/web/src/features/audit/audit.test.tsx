import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router';
import { jsonResponse, mockApi, preloadShell, renderRoutes, signInAs, ADMIN_PROFILE, mockAdminApi } from '../../test/render';
import { HistoryPanel } from './components/history-panel';

beforeAll(preloadShell, 60_000);

const entry = {
  id: 7,
  at: '2026-11-23T10:35:00Z',
  account: 1,
  username: 'admin',
  full_name: 'Anita Rao',
  address: '203.0.113.5',
  entity: 'dealer',
  entity_id: 3,
  action: 'update',
  changes: { location: { before: 'Kochi', after: 'Aluva' } },
  note: '',
};
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

describe('History panel', () => {
  it('shows an admin who changed the record, when, what (before → after) and from where', async () => {
    signInAs('admin');
    const fetch = mockApi(({ path }) => (path === '/audit/log' ? jsonResponse(page([entry])) : undefined));
    renderRoutes([{ path: '/', element: <HistoryPanel entity="dealer" id={3} /> }]);
    const table = await screen.findByRole('table', { name: 'History' });
    expect(await within(table).findByText('Anita Rao')).toBeInTheDocument();
    expect(within(table).getByText('Updated')).toBeInTheDocument();
    expect(within(table).getByText('Kochi → Aluva', { exact: false })).toBeInTheDocument();
    expect(within(table).getByText('203.0.113.5')).toBeInTheDocument();
    // 10:35 UTC, shown in the business time zone (IST) whatever the device's zone.
    expect(within(table).getByText('23-11-2026 4:05 pm')).toBeInTheDocument();
    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '1', entity: 'dealer', entity_id: '3' });
  });

  it('is not shown, nor asked for, to other roles', async () => {
    signInAs('productionmanager');
    const fetch = mockApi(() => jsonResponse(page([entry])));
    renderRoutes([{ path: '/', element: <HistoryPanel entity="dealer" id={3} /> }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('History')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('Audit Log page', () => {
  it('lists changes and searches by user, record and date range through the URL', async () => {
    signInAs('admin');
    const fetch = mockAdminApi(({ path }) => {
      if (path === '/audit/log') return jsonResponse(page([entry]));
      return undefined;
    });
    const { router } = renderRoutes(appRoutes, '/audit-log');
    const table = await screen.findByRole('table', { name: 'Audit Log' });
    expect(await within(table).findByText('Dealer #3')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'User' }), 'manager');
    await userEvent.type(screen.getByRole('textbox', { name: 'Record id' }), '3');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(router.state.location.search).toBe('?user=manager&entity_id=3&from=2026-11-01'));
    await waitFor(() => {
      const urls = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
      const last = urls.filter((u) => u.pathname === '/api/v1/audit/log/').at(-1)!;
      expect(Object.fromEntries(last.searchParams)).toEqual({ page: '1', user: 'manager', entity_id: '3', from: '2026-11-01' });
    });
  });

  it('is offered to the admin only', async () => {
    signInAs('productionmanager');
    mockApi(({ path }) => (path === '/account/profile' ? jsonResponse({ ...ADMIN_PROFILE, role: 'productionmanager' }) : undefined));
    renderRoutes(appRoutes, '/audit-log');
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
  });
});
