import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, todayIn } from '@steelworks/contract/common/dates';
import { appRoutes } from '../../app/router';
import { ADMIN_PROFILE, jsonResponse, mockApi, preloadShell, renderRoutes, signInAs, EMPTY_PAGE } from '../../test/render';

beforeAll(preloadShell, 60_000);

const zeros = (n: number) => Array(n).fill(0);
const profile = (role: string, full_name: string) => ({ ...ADMIN_PROFILE, username: role, full_name, role, dealer_id: role === 'dealer' ? 7 : null });

/** The admin dashboard's calls with nothing in them, and `data` merged into dashboard-data. */
function staffApi(data: Record<string, unknown> = {}, pending = EMPTY_PAGE) {
  return mockApi(({ path }) => {
    if (path === '/account/profile') return jsonResponse(profile('admin', 'Anita Rao'));
    if (path === '/supervisor/dashboard-data') {
      return jsonResponse({
        pending_orders: 0,
        approved_orders: 0,
        total_orders: 0,
        total_orders_is_estimate: false,
        chartered_orders: 0,
        wage_paid_per_day: '0.00',
        no_of_transactions: 0,
        out_of_stock_items: [],
        out_of_stock_count: 0,
        total_store_item: 12,
        next_supervisor_available_day: '2026-11-27',
        sheets_total_weight: '0.00',
        total_visits: 0,
        ...data,
      });
    }
    if (path === '/order/order') return jsonResponse(pending);
    if (path === '/supervisor/finishedproducts') return jsonResponse(EMPTY_PAGE);
    if (path === '/supervisor/graph-month') return jsonResponse({ wage: zeros(30), cols: zeros(30) });
    if (path === '/supervisor/graph-year') return jsonResponse({ wage: zeros(12), cols: zeros(12) });
    if (path === '/supervisor/yearly-revenue-graph') return jsonResponse({ total_revenue: zeros(12), total_profit: zeros(12) });
    return undefined;
  });
}

describe('the admin and production manager dashboard', () => {
  it('says each empty text of the spec when nothing happened', async () => {
    signInAs('admin');
    staffApi();
    renderRoutes(appRoutes, '/dashboard');
    for (const text of [
      'No Pending Orders,',
      'There is no Out Of stock items in store',
      'No Finished Product yet!',
      'No Annual Revenue yet!',
      'No Chartered Work Today',
      'No Transaction Today',
      'Stocks Available',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(await screen.findAllByText('No Monthly Analytics yet!')).toHaveLength(2);
    expect(screen.getByText('27-11-2026')).toBeInTheDocument();
  });

  it('shows the numbers as links to the lists they count', async () => {
    signInAs('admin');
    staffApi(
      {
        pending_orders: 1,
        out_of_stock_count: 2,
        out_of_stock_items: ['Anchor Bolt', 'Zinc Primer'],
        wage_paid_per_day: '150.00',
        no_of_transactions: 1,
        chartered_orders: 3,
        total_visits: 4,
        sheets_total_weight: '59079.98',
        today: '2031-03-04',
      },
      {
        count: 1,
        next: null,
        previous: null,
        results: [{ id: 9, auto_id: 89, dealer_name: 'Kerala Steels', bill_amount: '2640.00', status: 'Pending' }],
      } as never,
    );
    renderRoutes(appRoutes, '/dashboard');
    expect(await screen.findByRole('link', { name: 'Out Of Stock: 2' })).toHaveAttribute('href', '/sttore');
    // Each day's number opens its list filtered to the business day the server counted on.
    expect(screen.getByRole('link', { name: 'Chartered Orders: 3' })).toHaveAttribute('href', '/orders/?value=History&scheduled=2031-03-04');
    expect(screen.getByRole('link', { name: 'Field App Visits Today: 4' })).toHaveAttribute('href', '/fields?from_date=2031-03-04&to_date=2031-03-04');
    expect(screen.getByRole('link', { name: 'Wage Paid Today: ₹150.00' })).toHaveTextContent('1 transaction');
    expect(screen.getByRole('link', { name: 'Wage Paid Today: ₹150.00' })).toHaveAttribute('href', '/supervisor/dailywork?date=2031-03-04');
    expect(await screen.findByRole('link', { name: '#89 Kerala Steels' })).toHaveAttribute('href', '/orders/9');
    expect(screen.getAllByRole('link', { name: 'View All' })[0]).toHaveAttribute('href', '/orders/?value=Pending');
    expect(screen.getByText('Zinc Primer')).toBeInTheDocument();
    expect(screen.getByText('59,079.98 kg')).toBeInTheDocument();
  });

  it('fills the screen without menus as a floor display (?tv=1)', async () => {
    signInAs('admin');
    staffApi({ total_visits: 4 });
    renderRoutes(appRoutes, '/dashboard?tv=1');
    expect(await screen.findByRole('link', { name: 'Field App Visits Today: 4' })).toBeInTheDocument();
    expect(screen.queryByText('Welcome, Anita Rao')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows the sheet user its welcome on the floor display, not an empty page', async () => {
    signInAs('sheet_user');
    mockApi(({ path }) => (path === '/account/profile' ? jsonResponse(profile('sheet_user', 'Shabeer Ali')) : undefined));
    renderRoutes(appRoutes, '/dashboard?tv=1');
    expect(await screen.findByText('Welcome, Shabeer Ali')).toBeInTheDocument();
    expect(screen.getByText(/You see the sheets and record sheet orders/)).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});

describe('the other roles', () => {
  it('gives a dealer its counts, the 8 newest products and the order buttons', async () => {
    signInAs('dealer');
    const products = Array.from({ length: 8 }, (_, k) => ({ id: k + 1, name: `Frame ${k + 1}`, image: null, thumbnail: null, price: '990.00' }));
    const fetch = mockApi(({ path }) => {
      if (path === '/account/profile') return jsonResponse(profile('dealer', 'Kerala Steels'));
      if (path === '/supervisor/dashboard-data') return jsonResponse({ pending_orders: 2, approved_orders: 3, total_orders: 9, total_orders_is_estimate: false });
      if (path === '/store/product') return jsonResponse({ count: 40, next: null, previous: null, results: products });
      return undefined;
    });
    renderRoutes(appRoutes, '/dashboard');
    // All its orders: the tab without a status filter, not the Pending tab /orders opens.
    expect(await screen.findByRole('link', { name: 'Total Orders: 9' })).toHaveAttribute('href', '/orders/?value=History');
    expect(screen.getByRole('link', { name: 'Approved Orders: 3' })).toHaveAttribute('href', '/orders/?value=Approved');
    expect(await screen.findByText('Frame 8')).toBeInTheDocument();
    expect(screen.getAllByText('₹990.00')).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/order/create');
    expect(screen.getByRole('link', { name: 'View All Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.getAllByRole('link', { name: 'All Products' })[0]).toHaveAttribute('href', '/products');
    const productCall = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).find((url) => url.pathname === '/api/v1/store/product/');
    expect(productCall!.searchParams.get('limit')).toBe('8');
  });

  it('shows a supervisor its month of scheduled items, each opening its quantity, id and start date', async () => {
    signInAs('supervisor');
    const month = todayIn(DEFAULT_TIME_ZONE).slice(0, 7);
    mockApi(({ path }) => {
      if (path === '/account/profile') return jsonResponse(profile('supervisor', 'Suresh Kumar'));
      if (path === '/supervisor/finishedproducts') return jsonResponse({ ...EMPTY_PAGE, count: 5 });
      if (path === '/supervisor/calender-data') {
        return jsonResponse([
          { id: 1, auto_id: '2026-137', product: 'Door Frame 90x210', product_serial: 'LH -D1', date: `${month}-05`, quantity: 4, start_date: `${month}-03` },
        ]);
      }
      return undefined;
    });
    renderRoutes(appRoutes, '/dashboard');
    expect(await screen.findByRole('link', { name: 'Finished Products: 5' })).toBeInTheDocument();
    const [event] = await screen.findAllByText('Door Frame 90x210');
    await userEvent.click(event!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Quantity: 4')).toBeInTheDocument();
    expect(within(dialog).getByText('Id: 2026-137')).toBeInTheDocument();
    expect(within(dialog).getByText(`Start Date: 03-${month.slice(5, 7)}-${month.slice(0, 4)}`)).toBeInTheDocument();
  });

  it('gives the store manager its supply tabs, the store counts and the Provide Store Item link', async () => {
    signInAs('storemanager');
    mockApi(({ path, url }) => {
      if (path === '/account/profile') return jsonResponse(profile('storemanager', 'Ravi Menon'));
      if (path === '/supervisor/dashboard-data') return jsonResponse({ total_store_item: 40, out_of_stock_count: 3, out_of_stock_items: ['A', 'B', 'C'] });
      if (path === '/store/storemanagerview') {
        const status = url.searchParams.get('status');
        return jsonResponse(
          status === 'not provided'
            ? { count: 1, next: null, previous: null, results: [{ id: 1, auto_id: '2026-140', product: 'Door Frame', supervisor: 'Suresh', start_date: '2026-11-25' }] }
            : EMPTY_PAGE,
        );
      }
      return undefined;
    });
    renderRoutes(appRoutes, '/dashboard');
    expect(await screen.findByRole('link', { name: 'Store Items: 40' })).toHaveAttribute('href', '/store');
    expect(screen.getByRole('link', { name: 'Out Of Stock: 3' })).toHaveAttribute('href', '/sttore');
    expect(screen.getByRole('link', { name: 'Provide Store Item' })).toHaveAttribute('href', '/stores/supply');
    expect(await screen.findByText('2026-140 Door Frame · Suresh')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Provided' }));
    expect(await screen.findByText('Nothing provided yet')).toBeInTheDocument();
  });
});
