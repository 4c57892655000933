import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, todayIn } from '@steelworks/contract/common/dates';
import type { SupplierBillDetail } from '@steelworks/contract/payables';
import { BILL } from './bill-fixtures';
import { jsonResponse, mockApi, renderRoutes, signInAs } from '../../test/render';
import { setPhoneScreen } from '../../test/match-media';
import { fill } from './bill-fixtures';
import { DEBIT_NOTE_TEXT } from './components/debit-note-modal';
import BillPage from './pages/bill-page';
import BillsPage from './pages/bills-page';

afterEach(() => setPhoneScreen(false));

const SUPPLIERS = { count: 1, next: null, previous: null, results: [{ id: 2, name: 'Malabar Steel Rolling Mills' }] };
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

describe('/purchase/bills', () => {
  it('lists the bills with what is still to pay, each opening its bill, and filters by status', { timeout: 60_000 }, async () => {
    signInAs('admin');
    const asked: URLSearchParams[] = [];
    mockApi(({ path, url }) => {
      if (path === '/purchase/suppliers') return jsonResponse(SUPPLIERS);
      if (path === '/purchase/bills') {
        asked.push(url.searchParams);
        return jsonResponse(page(url.searchParams.get('status') === 'Paid' ? [] : [BILL]));
      }
      return undefined;
    });
    renderRoutes([{ path: '/purchase/bills', element: <BillsPage /> }], '/purchase/bills');
    const table = await screen.findByRole('table', { name: 'Supplier Bills' });
    expect(await within(table).findByRole('link', { name: 'MSRM/1021' })).toHaveAttribute('href', '/purchase/bills/7');
    expect(within(table).getByText('₹31,745.20')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter Bill' })).toHaveAttribute('href', '/purchase/bills/new');

    await userEvent.click(screen.getByRole('textbox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Paid', hidden: true }));
    expect(await screen.findByText('No supplier bills yet')).toBeInTheDocument();
    expect(asked.at(-1)!.get('status')).toBe('Paid');
  });
});

describe('/purchase/bills/:id', () => {
  function mockBill(answers: { debitNote: (body: unknown) => Response }) {
    let bill: SupplierBillDetail = BILL;
    const posts: unknown[] = [];
    const fetch = mockApi(({ method, path, body }) => {
      if (path === '/purchase/bills/7') return jsonResponse(bill);
      if (method === 'POST' && path === '/purchase/debit-notes') {
        posts.push(body);
        const answer = answers.debitNote(body);
        if (answer.status === 201) {
          bill = { ...BILL, debited: '885.00', due: '30860.20', debit_notes: [{ id: 1, number: 'SDN/26-27/00001', bill: 7, supplier: 2, reason: 'return', note_date: '2026-11-12', taxable: '750.00', cgst: '67.50', sgst: '67.50', igst: '0.00', total: '885.00', note: 'Goods returned: MS Channel 4x2 16G 12 kg' }] };
        }
        return answer;
      }
      return undefined;
    });
    renderRoutes([{ path: '/purchase/bills/:id', element: <BillPage /> }], '/purchase/bills/7');
    return { fetch, posts };
  }

  it('shows the lines with their receipt and order, the totals, the payments; a debit note by quantity comes off what is due', async () => {
    setPhoneScreen(true);
    signInAs('productionmanager');
    const { fetch, posts } = mockBill({ debitNote: () => jsonResponse({ id: 1, number: 'SDN/26-27/00001', total: '885.00' }, 201, 'Created') });
    expect(await screen.findByRole('heading', { name: 'Bill MSRM/1021' })).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Lines' });
    expect(within(lines).getAllByRole('link', { name: 'PO/26-27/00009' })[0]).toHaveAttribute('href', '/purchase/orders/9');
    expect(within(lines).getByText('478.4 kg')).toBeInTheDocument();
    const totals = screen.getByRole('table', { name: 'Bill totals' });
    expect(totals).toHaveTextContent('Paid₹5,000.00');
    expect(totals).toHaveTextContent('Still to pay₹31,745.20');
    expect(within(screen.getByRole('table', { name: 'Payments' })).getByRole('link', { name: 'NEFT SBIN0070123' })).toHaveAttribute('href', '/purchase/payments/3');
    expect(screen.getByText('No debit notes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/purchase/payments/new?supplier=2&bill=7');

    await userEvent.click(screen.getByRole('button', { name: 'Debit Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Debit note on bill MSRM/1021' });
    const channel = within(dialog).getByLabelText('MS Channel 4x2 16G (kg)');
    await fill(channel, '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Debit Note' }));
    expect(await within(dialog).findByText(DEBIT_NOTE_TEXT.moreThanBilled('478.4', 'kg'))).toBeInTheDocument();
    expect(posts).toEqual([]);
    await userEvent.clear(channel);
    await fill(channel, '12');
    // 12 kg x 62.50 = 750.00; CGST and SGST 67.50 each: 885.00.
    expect(within(dialog).getByRole('table', { name: 'Debit note totals' })).toHaveTextContent('Comes off the bill₹885.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Debit Note' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([{ bill: 7, reason: 'return', note_date: todayIn(DEFAULT_TIME_ZONE), taxable: '750.00', gst_rate: '18', note: 'Goods returned: MS Channel 4x2 16G 12 kg' }]);
    const post = fetch.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST')!;
    expect(new Headers((post[1] as RequestInit).headers).get('Idempotency-Key')).toBeTruthy();
    const notes = await screen.findByRole('table', { name: 'Debit notes' });
    expect(within(notes).getByText('SDN/26-27/00001')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Bill totals' })).toHaveTextContent('Still to pay₹30,860.20');
  }, 60_000);

  it('a debit note by amount beyond what is due: the server’s refusal shows under the value', async () => {
    signInAs('admin');
    const refusal = 'The debit note cannot be more than what is left on the bill (31745.20)';
    const { posts } = mockBill({ debitNote: () => jsonResponse({ error_message: refusal, taxable: [refusal], code: 'validation_failed' }, 400) });
    await userEvent.click(await screen.findByRole('button', { name: 'Debit Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Debit note on bill MSRM/1021' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await userEvent.click(screen.getByRole('option', { name: 'Rate difference', hidden: true }));
    await fill(within(dialog).getByLabelText(/Value before GST/), '40000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Debit Note' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Value before GST/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(posts).toEqual([{ bill: 7, reason: 'rate_difference', note_date: todayIn(DEFAULT_TIME_ZONE), taxable: '40000', gst_rate: '18' }]);
  }, 60_000);
});
