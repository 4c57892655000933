import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router';
import { setPhoneScreen } from '../../test/match-media';
import { ADMIN_PROFILE, EMPTY_PAGE, jsonResponse, mockApi, preloadShell, renderRoutes, signInAs } from '../../test/render';

beforeAll(preloadShell, 60_000);
afterEach(() => setPhoneScreen(false));

const profile = (role: string, full_name: string) => ({ ...ADMIN_PROFILE, username: role, full_name, role, dealer_id: role === 'dealer' ? 7 : null });

// Hand-worked: five dealers owe 4,20,000 + 1,10,000.50 + 75,000 + 40,000 + 12,500 = 6,57,500.50, and a sixth 2,000
// not shown in the five; the total is the server's.
const SUMMARY = {
  total_outstanding: '659500.50',
  total_overdue: '200000.00',
  dealers_owing: 6,
  dealers_overdue: 2,
  top: [
    { dealer_id: 7, dealer_name: 'Kochi Steels', outstanding: '420000.00', overdue: '150000.00' },
    { dealer_id: 8, dealer_name: 'Thrissur Grills', outstanding: '110000.50', overdue: '50000.00' },
    { dealer_id: 9, dealer_name: 'Malabar Doors', outstanding: '75000.00', overdue: '0.00' },
    { dealer_id: 10, dealer_name: 'Kollam Frames', outstanding: '40000.00', overdue: '0.00' },
    { dealer_id: 11, dealer_name: 'Alappuzha Windows', outstanding: '12500.00', overdue: '0.00' },
  ],
};

/** The admin dashboard with its own reads empty, and the receivables summary as `summary` answers. */
function staffApi(summary: () => Response) {
  return mockApi(({ path }) => {
    if (path === '/account/profile') return jsonResponse(profile('admin', 'Anita Rao'));
    if (path === '/supervisor/dashboard-data') return jsonResponse({ total_visits: 4, out_of_stock_items: [], out_of_stock_count: 0, today: '2026-11-26' });
    if (path === '/billing/receivables/summary') return summary();
    if (path === '/order/order' || path === '/supervisor/finishedproducts') return jsonResponse(EMPTY_PAGE);
    return undefined;
  });
}

describe('the receivables card (admin, production manager)', () => {
  it('shows the totals, the five who owe most with their statements, and leads to the lists', async () => {
    signInAs('productionmanager');
    staffApi(() => jsonResponse(SUMMARY));
    renderRoutes(appRoutes, '/dashboard');
    const kochi = await screen.findByRole('link', { name: 'Kochi Steels' });
    expect(kochi).toHaveAttribute('href', '/billing/statement/7');
    const card = kochi.closest<HTMLElement>('.mantine-Card-root')!;
    expect(card).toHaveTextContent('Outstanding₹6,59,500.50');
    expect(card).toHaveTextContent('6 dealers owing');
    expect(card).toHaveTextContent('2 dealers overdue');
    expect(within(card).getByRole('link', { name: '₹2,00,000.00' })).toHaveAttribute('href', '/billing/receivables?overdue=true');
    expect(within(card).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/billing/receivables');
    const top = within(card).getByRole('group', { name: 'Dealers who owe most' });
    expect(within(top).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Kochi Steels', '/billing/statement/7'],
      ['Thrissur Grills', '/billing/statement/8'],
      ['Malabar Doors', '/billing/statement/9'],
      ['Kollam Frames', '/billing/statement/10'],
      ['Alappuzha Windows', '/billing/statement/11'],
    ]);
    expect(top).toHaveTextContent('Thrissur Grills₹1,10,000.50₹50,000.00 overdue');
    expect(top).toHaveTextContent('Malabar Doors₹75,000.00Kollam');
  });

  it('says so in the card when the summary fails; the rest of the dashboard stays', async () => {
    signInAs('admin');
    staffApi(() => jsonResponse({ error_message: 'Something Went Wrong' }, 500, 'Internal Server Error'));
    renderRoutes(appRoutes, '/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the receivables: Something Went Wrong');
    expect(screen.getByRole('link', { name: 'Field App Visits Today: 4' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Anita Rao')).toBeInTheDocument();
  });

  it('says when no dealer owes anything, also on a phone', async () => {
    setPhoneScreen(true);
    signInAs('admin');
    staffApi(() => jsonResponse({ ...SUMMARY, top: [], dealers_owing: 0, dealers_overdue: 0, total_outstanding: '0.00', total_overdue: '0.00' }));
    renderRoutes(appRoutes, '/dashboard');
    expect(await screen.findByText('No dealer owes anything')).toBeInTheDocument();
    expect(screen.getByText('0 dealers owing')).toBeInTheDocument();
  });
});

describe("the dealer's account card", () => {
  function dealerApi(account: () => Response) {
    return mockApi(({ path }) => {
      if (path === '/account/profile') return jsonResponse(profile('dealer', 'Kochi Steels'));
      if (path === '/supervisor/dashboard-data') return jsonResponse({ pending_orders: 2, approved_orders: 3, total_orders: 9, total_orders_is_estimate: false });
      if (path === '/store/product') return jsonResponse(EMPTY_PAGE);
      if (path === '/billing/my-account') return account();
      return undefined;
    });
  }
  const ACCOUNT = {
    dealer_id: 7,
    dealer_name: 'Kochi Steels',
    credit_limit: '500000.00',
    payment_terms_days: 30,
    outstanding: '420000.00',
    overdue: '150000.00',
    advance: '0.00',
    available_credit: '80000.00',
    uninvoiced_orders: '0.00',
    open_invoices: [],
    recent_payments: [],
  };

  it('shows what it owes, what is overdue and the credit left, and opens My Account', async () => {
    signInAs('dealer');
    dealerApi(() => jsonResponse(ACCOUNT));
    renderRoutes(appRoutes, '/dashboard');
    const link = await screen.findByRole('link', { name: 'Open My Account' });
    expect(link).toHaveAttribute('href', '/my-account');
    const card = link.closest<HTMLElement>('.mantine-Card-root')!;
    expect(await within(card).findByText('Outstanding')).toBeInTheDocument();
    expect(card).toHaveTextContent('Outstanding₹4,20,000.00Overdue₹1,50,000.00Available credit₹80,000.00');
  });

  it('says "No credit limit" for a dealer without one', async () => {
    signInAs('dealer');
    dealerApi(() => jsonResponse({ ...ACCOUNT, credit_limit: null, available_credit: null, overdue: '0.00' }));
    renderRoutes(appRoutes, '/dashboard');
    expect(await screen.findByText('No credit limit')).toBeInTheDocument();
  });

  it('keeps the dashboard when the account cannot be read', async () => {
    signInAs('dealer');
    dealerApi(() => jsonResponse({ detail: 'Not found.' }, 404, 'Not Found'));
    renderRoutes(appRoutes, '/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your account');
    expect(screen.getByRole('link', { name: 'Total Orders: 9' })).toBeInTheDocument();
    expect(screen.queryByText('Sorry, page not found')).toBeNull();
  });
});

describe('the payables card (admin, production manager)', () => {
  it('shows what the shop owes, what is overdue and due this week, each opening the payables', async () => {
    signInAs('admin');
    mockApi(({ path }) => {
      if (path === '/account/profile') return jsonResponse(profile('admin', 'Anita Rao'));
      if (path === '/supervisor/dashboard-data') return jsonResponse({ total_visits: 4, out_of_stock_items: [], out_of_stock_count: 0, today: '2026-11-26' });
      if (path === '/billing/receivables/summary') return jsonResponse(SUMMARY);
      if (path === '/purchase/payables') {
        return jsonResponse({ outstanding: '354000.00', overdue: '118000.00', due_this_week: '59000.00', buckets: {}, suppliers: [], due_bills: [] });
      }
      if (path === '/order/order' || path === '/supervisor/finishedproducts') return jsonResponse(EMPTY_PAGE);
      return undefined;
    });
    renderRoutes(appRoutes, '/dashboard');
    const card = await screen.findByRole('region', { name: 'Payables' });
    const overdue = await within(card).findByRole('link', { name: '₹1,18,000.00' });
    expect(overdue).toHaveAttribute('href', '/purchase/payables');
    expect(card).toHaveTextContent('What we owe₹3,54,000.00');
    expect(card).toHaveTextContent('Due this week₹59,000.00');
    expect(within(card).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/purchase/payables');
  });
});
