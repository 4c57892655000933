import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router';
import { ADMIN_PROFILE, jsonResponse, mockApi, preloadShell, renderRoutes, signInAs, mockAdminApi, EMPTY_PAGE } from '../../test/render';

/** The people pages wired to the orders module: a dealer's orders, a supervisor's schedule and completed orders. */

beforeAll(preloadShell, 60_000);

const account = (username: string, role: string, full_name: string) => ({ username, email: `${username}@x.example`, phone: '9876543210', full_name, role });

const DEALER_PROFILE = { ...ADMIN_PROFILE, id: 6, username: 'dealer', full_name: 'Dinesh Traders', role: 'dealer', dealer_id: 7 };

function dealerDetail(page: number) {
  const a = account('dealer', 'dealer', 'Dinesh Traders');
  const rows =
    page === 1
      ? Array.from({ length: 10 }, (_, i) => ({ id: 100 + i, auto_id: 500 + i, total_amount: `${1000 + i}.50`, status: i === 0 ? 'Pending' : 'Approved' }))
      : [{ id: 90, auto_id: 490, total_amount: '2640.00', status: 'Delivered' }];
  return {
    id: 7,
    ...a,
    account: a,
    location: 'Kochi',
    profit: 5,
    is_dealer: true,
    is_customer: false,
    type: 'Dealer',
    total_orders: 11,
    pending_orders: 1,
    orders: { count: 11, next: page === 1 ? 'http://x/api/v1/dealer/dealer/7/?page=2' : null, previous: page === 1 ? null : 'http://x/api/v1/dealer/dealer/7/?page=1', results: rows },
  };
}

describe('dealer page orders', () => {
  it('shows a dealer "My Orders": Order Id (auto_id), Total Amount, Status and View, paged by ?page', async () => {
    signInAs('dealer');
    const fetchMock = mockApi(({ path, url }) => {
      if (path === '/account/profile') return jsonResponse(DEALER_PROFILE);
      if (path === '/dealer/dealer/7') return jsonResponse(dealerDetail(Number(url.searchParams.get('page') ?? 1)));
      return undefined;
    });
    const { router } = renderRoutes(appRoutes, '/dealers/7');
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(screen.getByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    for (const header of ['Order Id', 'Total Amount', 'Status', 'Action']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(await within(table).findByText('500')).toBeInTheDocument();
    expect(within(table).getByText('₹1,000.50')).toBeInTheDocument();
    expect(within(table).getByText('Pending')).toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: 'View' })[0]).toHaveAttribute('href', '/orders/100');
    expect(screen.getByText('Total Orders').nextElementSibling).toHaveTextContent('11');
    expect(screen.getByText('Pending Orders').nextElementSibling).toHaveTextContent('1');

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await within(table).findByText('490')).toBeInTheDocument();
    expect(within(table).getByText('Delivered')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/dealer/dealer/7/?page=2'))).toBe(true);
  });

  it('gives a dealer a "My Orders" link to its own page on /profile', async () => {
    signInAs('dealer');
    mockApi(({ path }) => (path === '/account/profile' ? jsonResponse(DEALER_PROFILE) : undefined));
    renderRoutes(appRoutes, '/profile');
    expect(await screen.findByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/dealers/7');
  });

  it('shows the "My Orders" link on the dealer dashboard welcome', async () => {
    signInAs('dealer');
    mockApi(({ path }) => (path === '/account/profile' ? jsonResponse(DEALER_PROFILE) : undefined));
    renderRoutes(appRoutes, '/dashboard');
    expect(await screen.findByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/dealers/7');
  });
});

const scheduleItem = (id: number, autoId: string, product: string, quantity: number, supervisor = 'Suresh Pillai') => ({
  id,
  auto_id: autoId,
  start_date: '2026-11-23',
  end_date: '2026-11-24',
  product,
  product_id: 1,
  quantity,
  cols: quantity,
  supervisor,
  supervisor_id: 4,
  order: 1,
  order_auto_id: 1,
  status: 'Not Provided',
  work_status: 'Pending',
  finished_date: null,
});

describe('supervisor page schedules and completed orders', () => {
  const s = account('suresh', 'supervisor', 'Suresh Pillai');
  const supervisorDetail = {
    id: 4,
    ...s,
    account: s,
    cols_per_day: 12,
    cost_per_col: '150.00',
    balance: '0.00',
    balance_transaction: EMPTY_PAGE,
    supervisor_schedule_items: EMPTY_PAGE,
  };

  it('shows the ?schedules panel (Id, Date, Product, Quantity) and the Completed Orders of that supervisor', async () => {
    signInAs('admin');
    const fetchMock = mockAdminApi(({ path, url }) => {
      if (path === '/supervisor/supervisor/4') return jsonResponse(supervisorDetail);
      if (path === '/supervisor/supervisor_schedule_item' && url.searchParams.get('supervisor') === '4') {
        return jsonResponse({ count: 1, next: null, previous: null, results: [scheduleItem(9, '2026-17', 'Door Frame 90x210', 3)] });
      }
      if (path === '/supervisor/finishedproducts' && url.searchParams.get('supervisor') === '4') {
        return jsonResponse({
          count: 1,
          next: null,
          previous: null,
          results: [
            {
              id: 1,
              supervisor_schedule_item_auto_id: '2026-12',
              product: 1,
              product_name: 'Window Frame 120x150',
              quantity: 2,
              supervisor: 'Suresh Pillai',
              supervisor_id: 4,
              qc_username: 'qualitychecker',
              qc_status: 'Approved',
              note: 'Clean welds',
              date_added: '2026-11-20T06:30:00.000Z',
            },
          ],
        });
      }
      return undefined;
    });
    renderRoutes(appRoutes, '/supervisors/4?schedules');
    const schedules = await screen.findByRole('table', { name: 'Schedules' });
    for (const header of ['Id', 'Date', 'Product', 'Quantity']) {
      expect(within(schedules).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(await within(schedules).findByText('2026-17')).toBeInTheDocument();
    expect(within(schedules).getByText('Door Frame 90x210')).toBeInTheDocument();
    expect(within(schedules).getByText('23-11-2026')).toBeInTheDocument();

    const completed = screen.getByRole('table', { name: 'Completed Orders' });
    for (const header of ['Id', 'Product', 'Note', 'Date', 'QC', 'QC Status']) {
      expect(within(completed).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(await within(completed).findByText('2026-12')).toBeInTheDocument();
    expect(within(completed).getByText('Clean welds')).toBeInTheDocument();
    expect(within(completed).getByText('qualitychecker')).toBeInTheDocument();
    expect(within(completed).getByText('Approved')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).includes('supervisor_schedule_item/?page=1'))).toBe(true));
  });

  it('leaves the schedules panel out without ?schedules', async () => {
    signInAs('admin');
    mockAdminApi(({ path }) => {
      if (path === '/supervisor/supervisor/4') return jsonResponse(supervisorDetail);
      if (path === '/supervisor/finishedproducts') return jsonResponse(EMPTY_PAGE);
      return undefined;
    });
    renderRoutes(appRoutes, '/supervisors/4');
    expect(await screen.findByRole('table', { name: 'Completed Orders' })).toBeInTheDocument();
    expect(await screen.findByText('No Finished Product yet!')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Schedules' })).not.toBeInTheDocument();
  });
});

describe('/supervisor/schedules', () => {
  it('shows a supervisor the Work Schedule with its items, store and work status', async () => {
    signInAs('supervisor');
    mockApi(({ path }) => {
      if (path === '/account/profile') return jsonResponse({ ...ADMIN_PROFILE, username: 'supervisor', role: 'supervisor', dealer_id: null });
      if (path === '/supervisor/supervisor_schedule_item') {
        return jsonResponse({ count: 1, next: null, previous: null, results: [scheduleItem(9, '2026-17', 'Door Frame 90x210', 3)] });
      }
      return undefined;
    });
    renderRoutes(appRoutes, '/supervisor/schedules');
    expect(await screen.findByRole('heading', { name: 'Work Schedule' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Schedules' });
    expect(await within(table).findByText('2026-17')).toBeInTheDocument();
    for (const text of ['Door Frame 90x210', 'Suresh Pillai', 'Not Provided', 'Pending']) {
      expect(within(table).getByText(text)).toBeInTheDocument();
    }
  });
});
