import { DEFAULT_TIME_ZONE, todayIn } from '@steelworks/contract/common/dates';
import { ACCOUNT_TEXT } from '@steelworks/contract/dealer-account';
import type { Statement } from '@steelworks/contract/dealer-statement';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPhoneScreen } from '../../../test/match-media';
import { jsonResponse, mockApi, renderRoutes, signInAs } from '../../../test/render';
import { SELLER } from '../invoices/invoice-fixtures';
import StatementPage, { defaultStatementRange } from './pages/statement-page';

// Opening 5,000.00; an invoice of 11,800.00 -> 16,800.00; a cheque of 10,000.00 -> 6,800.00; it bounces -> 16,800.00;
// a UPI payment of 17,300.00 -> -500.00 (an advance). Balances are the server's, shown as given.
const STATEMENT: Statement = {
  seller: SELLER,
  dealer: { id: 6, name: 'Deepak Traders', gstin: '32ABCDE1234F1Z5', state_name: 'Kerala', billing_address: 'Aluva, Kochi' },
  from: '2026-04-01',
  to: '2026-11-26',
  opening_balance: '5000.00',
  rows: [
    { id: 1, entry_date: '2026-05-01', kind: 'invoice', reference: 'INV/2026-27/0001', description: 'Order #201', debit: '11800.00', credit: '0.00', balance: '16800.00', invoice_id: 1, credit_note_id: null, payment_id: null, refund_id: null },
    { id: 2, entry_date: '2026-05-20', kind: 'payment', reference: 'Cheque 123456', description: 'SBI Aluva', debit: '0.00', credit: '10000.00', balance: '6800.00', invoice_id: null, credit_note_id: null, payment_id: 41, refund_id: null },
    { id: 3, entry_date: '2026-05-25', kind: 'payment_reversal', reference: 'Cheque 123456', description: 'Insufficient funds', debit: '10000.00', credit: '0.00', balance: '16800.00', invoice_id: null, credit_note_id: null, payment_id: 41, refund_id: null },
    { id: 4, entry_date: '2026-06-02', kind: 'payment', reference: 'UPI 991', description: '', debit: '0.00', credit: '17300.00', balance: '-500.00', invoice_id: null, credit_note_id: null, payment_id: 42, refund_id: null },
  ],
  total_debit: '21800.00',
  total_credit: '27300.00',
  closing_balance: '-500.00',
};

const routes = [{ path: '/billing/statement/:id', element: <StatementPage /> }];

afterEach(() => setPhoneScreen(false));

describe('/billing/statement/:id', () => {
  it('defaults to the financial year so far', () => {
    expect(defaultStatementRange('2026-11-26')).toEqual({ from: '2026-04-01', to: '2026-11-26' });
    expect(defaultStatementRange('2027-03-31')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(defaultStatementRange('2027-04-01')).toEqual({ from: '2027-04-01', to: '2027-04-01' });
  });

  it('shows the opening balance, each row with its running balance as given, totals and closing; Download CSV fetches the server CSV', async () => {
    signInAs('admin');
    const asked: URL[] = [];
    const fetch = mockApi(({ path, url }) => {
      if (path !== '/billing/dealers/6/statement') return undefined;
      asked.push(url);
      if (url.searchParams.get('format') === 'csv') {
        return new Response('date,type\n', { status: 200, headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="statement-deepak.csv"' } });
      }
      return jsonResponse(STATEMENT);
    });
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderRoutes(routes, '/billing/statement/6');

    const table = await screen.findByRole('table', { name: 'Statement rows' });
    const today = todayIn(DEFAULT_TIME_ZONE);
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual(defaultStatementRange(today));
    // The seller's heading (Companies Act s.12(3)(c)); balances as Dr (owed) and Cr (an advance), never negative.
    const seller = screen.getByRole('group', { name: 'From' });
    expect(seller).toHaveTextContent('Steelworks Fabricators Private Limited');
    expect(seller).toHaveTextContent('GSTIN: 32AAFCS5318D1ZR');
    expect(seller).toHaveTextContent('CIN: U28112KL2019PTC058231');
    expect(seller).toHaveTextContent('Phone: 0484 2555014 · E-mail: accounts@steelworks.example.com');
    expect(within(screen.getByRole('group', { name: 'Opening balance' })).getByText('5,000.00 Dr')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Closing balance' })).getByText('500.00 Cr')).toBeInTheDocument();
    const opening = within(table).getByText('Opening balance').closest('tr')!;
    expect(opening).toHaveTextContent('5,000.00 Dr');
    const rows = within(table).getAllByRole('row').slice(2, 6);
    expect(rows.map((row) => row.lastElementChild!.textContent)).toEqual(['16,800.00 Dr', '6,800.00 Dr', '16,800.00 Dr', '500.00 Cr']);
    expect(rows[2]).toHaveTextContent('Payment reversed');
    expect(within(rows[0]!).getByRole('link', { name: 'INV/2026-27/0001' })).toHaveAttribute('href', '/billing/invoices/1');
    expect(within(rows[1]!).getByRole('link', { name: 'Cheque 123456' })).toHaveAttribute('href', '/billing/payments/41');
    const totals = within(table).getByText('Totals').closest('tr')!;
    expect(totals).toHaveTextContent('₹21,800.00');
    expect(totals).toHaveTextContent('₹27,300.00');

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toEqual(['statement-deepak.csv']));
    const csv = asked.at(-1)!;
    expect(Object.fromEntries(csv.searchParams)).toEqual({ ...defaultStatementRange(today), format: 'csv' });
    const init = fetch.mock.calls.at(-1)![1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('token test-token');
  });

  it('asks the range in the URL, and on a phone shows each row as a card', async () => {
    setPhoneScreen(true);
    signInAs('dealer');
    const asked: URL[] = [];
    mockApi(({ path, url }) => {
      if (path !== '/billing/dealers/6/statement') return undefined;
      asked.push(url);
      return jsonResponse(STATEMENT);
    });
    renderRoutes(routes, '/billing/statement/6?from=2026-05-01&to=2026-06-30');
    const cards = await screen.findByRole('list', { name: 'Statement rows' });
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ from: '2026-05-01', to: '2026-06-30' });
    expect(screen.getByRole('heading', { name: 'My statement' })).toBeInTheDocument();
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[3]).toHaveTextContent('Credit ₹17,300.00');
    expect(items[3]).toHaveTextContent('Balance 500.00 Cr');
    expect(screen.queryByRole('table', { name: 'Statement rows' })).toBeNull();
  });

  it('says when the range is the wrong way round, and asks nothing', async () => {
    signInAs('admin');
    const fetch = mockApi(({ path }) => (path === '/billing/dealers/6/statement' ? jsonResponse(STATEMENT) : undefined));
    renderRoutes(routes, '/billing/statement/6?from=2026-07-01&to=2026-06-01');
    expect(await screen.findByText(ACCOUNT_TEXT.rangeOrder)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/statement'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });
});
