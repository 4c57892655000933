import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { WORK_TYPES } from '@steelworks/contract/production';
import { appRoutes } from '../../app/router';
import { workFixture } from '../../test/fixtures';
import { jsonResponse, mockApi, preloadShell, renderRoutes, signInAs, ADMIN_PROFILE, mockAdminApi } from '../../test/render';

beforeAll(preloadShell, 60_000);

const work = workFixture({ worker_name: 'Ravi Kumar', status: 'In Progress', started_at: '2026-11-23T09:00:00Z' });
const choices = { work_types: [...WORK_TYPES], production_status: ['Pending', 'In Progress', 'Completed'] };
const change = {
  id: 70,
  at: '2026-11-23T09:00:00Z',
  account: 4,
  username: 'worker',
  full_name: 'Ravi Kumar',
  address: '10.0.0.8',
  entity: 'production_item_work',
  entity_id: 5,
  action: 'status',
  changes: { status: { before: 'Pending', after: 'In Progress' } },
  note: '',
};

describe('History of a work', () => {
  it('the admin sees who moved the work and how, read for this work only', async () => {
    signInAs('admin');
    const fetch = mockAdminApi(({ path }) => {
      if (path === '/production/productionitemwork/5') return jsonResponse(work);
      if (path === '/production/choices') return jsonResponse(choices);
      if (path === '/audit/log') return jsonResponse({ count: 1, next: null, previous: null, results: [change] });
      return undefined;
    });
    renderRoutes(appRoutes, '/production-item-works/5');
    const table = await screen.findByRole('table', { name: 'History' });
    expect(await within(table).findByText('Status changed')).toBeInTheDocument();
    expect(within(table).getByText('Pending → In Progress', { exact: false })).toBeInTheDocument();
    await waitFor(() => {
      const history = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).find((u) => u.pathname === '/api/v1/audit/log/');
      expect(Object.fromEntries(history!.searchParams)).toEqual({ page: '1', entity: 'production_item_work', entity_id: '5' });
    });
  });

  it('the worker does not see the History', async () => {
    signInAs('worker');
    mockApi(({ path }) => {
      if (path === '/account/profile') return jsonResponse({ ...ADMIN_PROFILE, id: 4, role: 'worker' });
      if (path === '/production/productionitemwork/5') return jsonResponse(work);
      if (path === '/production/choices') return jsonResponse(choices);
      return undefined;
    });
    renderRoutes(appRoutes, '/production-item-works/5');
    expect(await screen.findByText('Update work item status')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'History' })).not.toBeInTheDocument();
  });
});
