import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderRoutes, signInAs, type FetchHandler } from '../../../test/render';
import OrderFormPage from '../pages/order-form-page';

const paged = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

// Limit 5,00,000.00, outstanding 4,20,000.00 and approved orders not yet invoiced 20,000.00: the server answers
// available 60,000.00, so this order may come to 60,000.00. At ₹1,320.00 a door: 40 = 52,800.00 fits, 50 = 66,000.00 does not.
const ACCOUNT = {
  dealer_id: 6,
  dealer_name: 'Deepak Traders',
  credit_limit: '500000.00',
  payment_terms_days: 30,
  outstanding: '420000.00',
  overdue: '0.00',
  advance: '0.00',
  available_credit: '60000.00',
  uninvoiced_orders: '20000.00',
  open_invoices: [],
  recent_payments: [],
};

function orderApi(account: object): FetchHandler {
  return ({ method, path }) => {
    if (method === 'GET' && path === '/billing/my-account') return jsonResponse(account);
    if (method === 'GET' && path === '/store/product') return jsonResponse(paged([{ id: 7, name: 'Door Frame 90x210 4x2 16G', serial_number: 'LH -101', price: '1320.00' }]));
    if (method === 'POST' && path === '/store/available_addons') return jsonResponse({ product: 7, panel_chosen: false, addons: [], always_appended: [], all_names: [] });
    if (method === 'POST' && path === '/order/check') {
      return jsonResponse({ shortages: [], promise: { earliest_start: '2026-11-30', earliest_finish: '2026-11-30', limited_by: 'capacity', shortages: [], lead_days: 7 }, amount: null });
    }
    return undefined;
  };
}

async function addDoors(quantity: string) {
  await userEvent.click(await screen.findByRole('textbox', { name: 'Product' }));
  await userEvent.click(await screen.findByRole('option', { name: /LH -101/, hidden: true }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Quantity' }), quantity);
  await userEvent.click(screen.getByRole('button', { name: 'Add to Orders' }));
}

describe('Available credit on the order form', () => {
  it("shows a dealer its available credit and warns when the order's bill passes it", async () => {
    signInAs('dealer');
    mockApi(orderApi(ACCOUNT));
    renderRoutes([{ path: '/order/create', element: <OrderFormPage /> }], '/order/create');
    const line = await screen.findByRole('status', { name: 'Available credit' });
    expect(line).toHaveTextContent('Available credit: ₹60,000.00 (limit ₹5,00,000.00, outstanding ₹4,20,000.00); approved orders not yet invoiced ₹20,000.00');
    await addDoors('40');
    expect(line).not.toHaveTextContent('more than your available credit');
    await addDoors('10');
    await waitFor(() => expect(line).toHaveTextContent('This order (₹66,000.00) is more than your available credit'));
  });

  it('shows nothing to a dealer without a credit limit, and staff never ask', async () => {
    signInAs('dealer');
    const dealerFetch = mockApi(orderApi({ ...ACCOUNT, credit_limit: null, available_credit: null }));
    const { unmount } = renderRoutes([{ path: '/order/create', element: <OrderFormPage /> }], '/order/create');
    await screen.findByRole('button', { name: 'Add to Orders' });
    await waitFor(() => expect(dealerFetch.mock.calls.some(([url]) => String(url).includes('/billing/my-account'))).toBe(true));
    expect(screen.queryByRole('status', { name: 'Available credit' })).toBeNull();
    unmount();

    signInAs('admin');
    const staffFetch = mockApi(orderApi(ACCOUNT));
    renderRoutes([{ path: '/order/create', element: <OrderFormPage /> }], '/order/create');
    await screen.findByRole('button', { name: 'Add to Orders' });
    expect(screen.queryByRole('status', { name: 'Available credit' })).toBeNull();
    expect(staffFetch.mock.calls.some(([url]) => String(url).includes('/billing/my-account'))).toBe(false);
  });
});
