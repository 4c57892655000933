import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReceivableRow } from '@steelworks/contract/receivables';
import { appRoutes } from '../../../app/router';
import { setPhoneScreen } from '../../../test/match-media';
import { jsonResponse, mockAdminApi, preloadShell, renderRoutes, signInAs } from '../../../test/render';

beforeAll(preloadShell, 60_000);
afterEach(() => setPhoneScreen(false));

const KOCHI: ReceivableRow = {
  dealer_id: 7,
  dealer_name: 'Kochi Steels',
  gstin: '32AAFCS5318D1ZR',
  credit_limit: '500000.00',
  payment_terms_days: 30,
  outstanding: '420000.00',
  advance: '0.00',
  overdue: '150000.00',
  not_due: '270000.00',
  age_0_30: '100000.00',
  age_31_60: '0.00',
  age_61_90: '0.00',
  age_over_90: '50000.00',
  oldest_due_date: '2026-07-15',
  available_credit: '80000.00',
};
const MALABAR: ReceivableRow = {
  ...KOCHI,
  dealer_id: 9,
  dealer_name: 'Malabar Doors',
  gstin: null,
  credit_limit: null,
  outstanding: '12500.50',
  overdue: '0.00',
  not_due: '12500.50',
  age_0_30: '0.00',
  age_over_90: '0.00',
  oldest_due_date: '2026-12-10',
  available_credit: null,
};

/** The receivables API: every call's query kept; the rows as given. */
function receivablesApi(rows: ReceivableRow[] = [KOCHI, MALABAR]) {
  const calls: Record<string, string>[] = [];
  const fetch = mockAdminApi(({ path, url }) => {
    if (path !== '/billing/receivables') return undefined;
    calls.push(Object.fromEntries(url.searchParams));
    return jsonResponse({ count: rows.length, next: null, previous: null, results: rows });
  });
  return { calls, fetch };
}

describe('Receivables page', () => {
  it("lists each dealer's outstanding, overdue and ageing, with its statement and a payment to record", async () => {
    signInAs('admin');
    receivablesApi();
    renderRoutes(appRoutes, '/billing/receivables');
    const kochi = await screen.findByRole('link', { name: 'Statement of Kochi Steels' });
    const table = screen.getByRole('table', { name: 'Receivables' });
    expect(kochi).toHaveAttribute('href', '/billing/statement/7');
    const row = kochi.closest('tr')!;
    // Outstanding, overdue, oldest due, the five buckets, limit, available.
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Kochi Steels',
      '₹4,20,000.00',
      '₹1,50,000.00',
      '15-07-2026',
      '₹2,70,000.00',
      '₹1,00,000.00',
      '₹0.00',
      '₹0.00',
      '₹50,000.00',
      '₹5,00,000.00',
      '₹80,000.00',
      'Record payment',
    ]);
    expect(within(row).getByRole('link', { name: 'Record payment from Kochi Steels' })).toHaveAttribute('href', '/billing/payments/new?dealer=7');
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent!.trim());
    expect(headers).toEqual(['Dealer', 'Outstanding', 'Overdue', 'Oldest due', 'Not due', '0-30 days', '31-60 days', '61-90 days', 'Over 90 days', 'Credit limit', 'Available', 'Action']);
    // A dealer without a limit.
    const malabar = within(table).getByRole('link', { name: 'Statement of Malabar Doors' }).closest('tr')!;
    expect(malabar).toHaveTextContent('No limit');
    expect(malabar).toHaveTextContent('₹12,500.50');
  });

  it('sends the sort, the search and the "Overdue only" switch to the server and keeps them in the URL', async () => {
    signInAs('productionmanager');
    const { calls } = receivablesApi();
    const { router } = renderRoutes(appRoutes, '/billing/receivables');
    await screen.findByRole('link', { name: 'Statement of Kochi Steels' });
    expect(calls.at(-1)).toEqual({ page: '1' });

    await userEvent.click(screen.getByRole('button', { name: 'Sort by Outstanding' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ sort: '-outstanding' }));
    expect(router.state.location.search).toBe('?sort=-outstanding');
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Outstanding' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ sort: 'outstanding' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Dealer' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ sort: 'dealer_name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Oldest due' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ sort: 'oldest_due_date' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Overdue' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ sort: '-overdue' }));

    await userEvent.click(screen.getByRole('switch', { name: 'Overdue only' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ sort: '-overdue', overdue: 'true' }));
    expect(new URLSearchParams(router.state.location.search).get('overdue')).toBe('true');

    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'Kochi');
    await waitFor(() => expect(calls.at(-1)).toEqual({ page: '1', search: 'Kochi', sort: '-overdue', overdue: 'true' }));

    await userEvent.click(screen.getByRole('switch', { name: 'Overdue only' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ page: '1', search: 'Kochi', sort: '-overdue' }));
  });

  it("opens filtered to overdue from the dashboard card's link", async () => {
    signInAs('admin');
    const { calls } = receivablesApi([KOCHI]);
    renderRoutes(appRoutes, '/billing/receivables?overdue=true');
    await screen.findByRole('link', { name: 'Statement of Kochi Steels' });
    expect(screen.getByRole('switch', { name: 'Overdue only' })).toBeChecked();
    expect(calls).toEqual([{ page: '1', overdue: 'true' }]);
  });

  it('downloads the CSV with the same sort and filter', async () => {
    signInAs('admin');
    const { fetch } = receivablesApi();
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoutes(appRoutes, '/billing/receivables?sort=-overdue&overdue=true');
    await screen.findByRole('link', { name: 'Statement of Kochi Steels' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const csv = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).find((url) => url.searchParams.get('format') === 'csv')!;
    expect(csv.pathname).toBe('/api/v1/billing/receivables');
    expect(Object.fromEntries(csv.searchParams)).toEqual({ sort: '-overdue', overdue: 'true', format: 'csv' });
    click.mockRestore();
  });

  it('shows each dealer as a card on a phone, sorted from a select', async () => {
    setPhoneScreen(true);
    signInAs('admin');
    const { calls } = receivablesApi();
    renderRoutes(appRoutes, '/billing/receivables');
    await screen.findByRole('link', { name: 'Statement of Kochi Steels' });
    const cards = screen.getByRole('list', { name: 'Receivables' });
    const kochi = within(cards).getAllByRole('listitem')[0]!;
    expect(within(kochi).getByRole('link', { name: 'Statement of Kochi Steels' })).toHaveAttribute('href', '/billing/statement/7');
    expect(kochi).toHaveTextContent('Over 90 days₹50,000.00');
    expect(within(kochi).getByRole('link', { name: 'Record payment from Kochi Steels' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Overdue, largest first');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ sort: '-overdue' }));
  });

  it('is refused to a dealer', async () => {
    signInAs('dealer');
    const { calls } = receivablesApi();
    renderRoutes(appRoutes, '/billing/receivables');
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
