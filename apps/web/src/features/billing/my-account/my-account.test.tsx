import type { DealerAccount } from '@steelworks/contract/dealer-account';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router';
import { ADMIN_PROFILE, jsonResponse, mockAdminApi, mockApi, preloadShell, renderRoutes, signInAs } from '../../../test/render';
import MyAccountPage from './pages/my-account-page';

const ACCOUNT: DealerAccount = {
  dealer_id: 6,
  dealer_name: 'Deepak Traders',
  credit_limit: '500000.00',
  payment_terms_days: 30,
  outstanding: '420000.00',
  overdue: '45000.00',
  advance: '0.00',
  available_credit: '80000.00',
  uninvoiced_orders: '20000.00',
  open_invoices: [
    {
      id: 3,
      number: 'INV/2026-27/0003',
      invoice_date: '2026-09-01',
      due_date: '2026-10-01',
      order_id: 12,
      order_auto_id: 112,
      dealer_id: 6,
      dealer_name: 'Deepak Traders',
      total: '45000.00',
      amount_paid: '0.00',
      balance_due: '45000.00',
      status: 'Open',
      days_overdue: 56,
    },
  ],
  recent_payments: [
    {
      id: 41,
      dealer_id: 6,
      dealer_name: 'Deepak Traders',
      amount: '10000.00',
      received_on: '2026-11-20',
      mode: 'cheque',
      cheque_number: '123456',
      cheque_date: '2026-11-20',
      cheque_bank: 'Canara Bank',
      reference: '',
      allocated: '0.00',
      unallocated: '0.00',
      status: 'Reversed',
      tds_amount: '0.00',
      tds_section: null,
      tds_quarter: null,
      refunded: '0.00',
      receipt_number: 'RC/2026-27/0041',
    },
  ],
};

beforeAll(preloadShell, 60_000);

describe('/my-account', () => {
  it('is a route of the app for a dealer, and refused to staff', async () => {
    signInAs('dealer');
    mockApi(({ path }) =>
      path === '/account/profile' ? jsonResponse({ ...ADMIN_PROFILE, role: 'dealer', username: 'dealer' }) : path === '/billing/my-account' ? jsonResponse(ACCOUNT) : undefined,
    );
    const { unmount } = renderRoutes(appRoutes, '/my-account');
    expect(await screen.findByRole('link', { name: 'My statement' })).toHaveAttribute('href', '/billing/statement/6');
    unmount();

    signInAs('admin');
    const fetch = mockAdminApi(() => undefined);
    renderRoutes(appRoutes, '/my-account');
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/billing/my-account'))).toBe(false);
  }, 60_000);

  it("shows the dealer's outstanding, overdue, credit, open invoices, recent payments and its statement link", async () => {
    signInAs('dealer');
    mockApi(({ path }) => (path === '/billing/my-account' ? jsonResponse(ACCOUNT) : undefined));
    renderRoutes([{ path: '/my-account', element: <MyAccountPage /> }], '/my-account');
    const figure = async (label: string) => (await screen.findByRole('group', { name: label })).textContent;
    expect(await figure('Outstanding')).toContain('₹4,20,000.00');
    expect(await figure('Overdue')).toContain('₹45,000.00');
    expect(await figure('Credit limit')).toContain('₹5,00,000.00');
    expect(await figure('Available credit')).toContain('₹80,000.00');
    expect(await figure('Uninvoiced approved orders')).toContain('₹20,000.00');
    const invoices = screen.getByRole('table', { name: 'Open invoices' });
    expect(within(invoices).getByRole('link', { name: 'INV/2026-27/0003' })).toHaveAttribute('href', '/billing/invoices/3');
    expect(within(invoices).getByText(/56 days overdue/)).toBeInTheDocument();
    const payments = screen.getByRole('list', { name: 'Recent payments' });
    expect(within(payments).getByText('Reversed')).toBeInTheDocument();
    expect(within(payments).getByRole('link', { name: '20-11-2026 · Cheque' })).toHaveAttribute('href', '/billing/payments/41');
    expect(screen.getByRole('link', { name: 'My statement' })).toHaveAttribute('href', '/billing/statement/6');
  });

  it('says "No credit limit" for a dealer without one', async () => {
    signInAs('dealer');
    mockApi(({ path }) => (path === '/billing/my-account' ? jsonResponse({ ...ACCOUNT, credit_limit: null, available_credit: null, open_invoices: [], recent_payments: [] }) : undefined));
    renderRoutes([{ path: '/my-account', element: <MyAccountPage /> }], '/my-account');
    expect((await screen.findByRole('group', { name: 'Available credit' })).textContent).toContain('No credit limit');
    expect(screen.getByRole('group', { name: 'Credit limit' }).textContent).toContain('No credit limit');
    expect(screen.getByText('No open invoices')).toBeInTheDocument();
  });
});
