import { ACCOUNT_TEXT } from '@steelworks/contract/dealer-account';
import type { InvoiceListItem } from '@steelworks/contract/invoice';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderRoutes, signInAs } from '../../../test/render';
import PaymentCreatePage from './pages/payment-create-page';
import PaymentDetailPage from './pages/payment-detail-page';
import PaymentsPage from './pages/payments-page';
import { listItem, payment } from './payment-fixtures';

const paged = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

const invoice = (id: number, date: string, balance: string): InvoiceListItem => ({
  id,
  number: `INV/2026-27/000${id}`,
  invoice_date: date,
  due_date: date,
  order_id: 100 + id,
  order_auto_id: 200 + id,
  dealer_id: 6,
  dealer_name: 'Deepak Traders',
  total: balance,
  amount_paid: '0.00',
  balance_due: balance,
  status: 'Open',
  days_overdue: null,
});

// Served newest first, as a list is: the form shows (and pays) them oldest first.
const OPEN = [invoice(3, '2026-07-15', '5900.00'), invoice(2, '2026-06-10', '9440.50'), invoice(1, '2026-05-01', '11800.00')];

const routes = [
  { path: '/billing/payments', element: <PaymentsPage /> },
  { path: '/billing/payments/new', element: <PaymentCreatePage /> },
  { path: '/billing/payments/:id', element: <PaymentDetailPage /> },
];

/** The split preview's line for a label: its amount cell. */
function previewAmount(label: string): string {
  const preview = screen.getByRole('status', { name: 'How the payment splits' });
  return within(preview).getByText(label).closest('tr')!.textContent!.replace(label, '').replace('(part)', '').trim();
}

async function pick(label: string, option: string | RegExp) {
  await userEvent.click(screen.getByRole('textbox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** The form's API: dealers, their open invoices, and the POST answered by `answer` (first call, second call...). */
function formApi(posts: Record<string, unknown>[], invoiceQueries: string[] = [], answer: (n: number) => Response = () => jsonResponse(payment(), 201, 'Created')) {
  return mockApi(({ method, path, url, body }) => {
    if (method === 'GET' && path === '/dealer/dealer') return jsonResponse(paged([{ id: 6, full_name: 'Deepak Traders', phone: '9800000006' }]));
    if (method === 'GET' && path === '/billing/invoices') {
      invoiceQueries.push(url.search);
      return jsonResponse(paged(OPEN));
    }
    if (method === 'POST' && path === '/billing/payments') {
      posts.push(body as Record<string, unknown>);
      return answer(posts.length);
    }
    // The payment page that opens after a recorded payment reads it again.
    if (method === 'GET' && path === '/billing/payments/41') return jsonResponse(payment());
    return undefined;
  });
}

async function typeAmount(amount: string) {
  const field = screen.getByRole('textbox', { name: 'Amount' });
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(amount);
}

// These tests type a whole form: on a busy shared machine they need more than the default 20 s.
const FORM_TIMEOUT = 60_000;

describe('/billing/payments/new', () => {
  it(
    'previews how the amount splits, in paise: oldest invoices first, or the chosen ones paid oldest first',
    async () => {
      signInAs('admin');
      const invoiceQueries: string[] = [];
      formApi([], invoiceQueries);
      renderRoutes(routes, '/billing/payments/new');

      await pick('Dealer', 'Deepak Traders (9800000006)');
      await typeAmount('15000');
      // Oldest first (the default): 11,800.00 pays INV 0001 in full, the 3,200.00 left goes to INV 0002 in part.
      await waitFor(() => expect(previewAmount('INV/2026-27/0001')).toBe('₹11,800.00'));
      expect(previewAmount('INV/2026-27/0002')).toBe('₹3,200.00');
      expect(previewAmount('Advance')).toBe('₹0.00');
      expect(invoiceQueries[0]).toContain('dealer=6');
      expect(invoiceQueries[0]).toContain('status=Open');

      // Chosen 0003 and 0001 (ticked in that order, paid oldest first): 20,000.50 - 11,800.00 - 5,900.00 = 2,300.50 advance.
      await typeAmount('20000.50');
      await userEvent.click(screen.getByRole('radio', { name: 'Choose invoices' }));
      const open = screen.getByRole('group', { name: 'Open invoices' });
      await userEvent.click(within(open).getByRole('checkbox', { name: /INV\/2026-27\/0003/ }));
      await userEvent.click(within(open).getByRole('checkbox', { name: /INV\/2026-27\/0001/ }));
      expect(previewAmount('INV/2026-27/0001')).toBe('₹11,800.00');
      expect(previewAmount('INV/2026-27/0003')).toBe('₹5,900.00');
      expect(previewAmount('Advance')).toBe('₹2,300.50');
      const preview = screen.getByRole('status', { name: 'How the payment splits' });
      expect(within(preview).queryByText('INV/2026-27/0002')).toBeNull();
    },
    FORM_TIMEOUT,
  );

  it(
    'asks for the cheque number, shows the server field error under its field, then opens the payment',
    async () => {
      signInAs('admin');
      const posts: Record<string, unknown>[] = [];
      formApi(posts, [], (n) =>
        n === 1 ? jsonResponse({ error_message: ACCOUNT_TEXT.receivedOnFuture, received_on: [ACCOUNT_TEXT.receivedOnFuture] }, 400) : jsonResponse(payment(), 201, 'Created'),
      );
      renderRoutes(routes, '/billing/payments/new');
      await pick('Dealer', 'Deepak Traders (9800000006)');
      await typeAmount('20000.50');
      await userEvent.click(screen.getByRole('radio', { name: 'Choose invoices' }));
      const open = screen.getByRole('group', { name: 'Open invoices' });
      await userEvent.click(await within(open).findByRole('checkbox', { name: /INV\/2026-27\/0003/ }));
      await userEvent.click(within(open).getByRole('checkbox', { name: /INV\/2026-27\/0001/ }));

      // A cheque needs its 6-digit number, its bank and its date: nothing is sent without them.
      expect(screen.queryByRole('textbox', { name: 'Cheque number' })).toBeNull();
      await pick('Mode', 'Cheque');
      await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
      expect(await screen.findByText(ACCOUNT_TEXT.chequeNumber)).toBeInTheDocument();
      expect(screen.getByText(ACCOUNT_TEXT.chequeBank)).toBeInTheDocument();
      expect(screen.getByText(ACCOUNT_TEXT.chequeDate)).toBeInTheDocument();
      expect(posts).toHaveLength(0);
      await userEvent.click(screen.getByRole('textbox', { name: 'Cheque number' }));
      await userEvent.paste('123456');
      await userEvent.click(screen.getByRole('textbox', { name: 'Bank' }));
      await userEvent.paste('SBI Aluva');
      await userEvent.type(screen.getByRole('textbox', { name: 'Cheque date' }), '20-11-2026');

      // The server refuses the date: its words under the date field, once.
      await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
      expect(await screen.findByText(ACCOUNT_TEXT.receivedOnFuture)).toBeInTheDocument();
      expect(screen.getAllByText(ACCOUNT_TEXT.receivedOnFuture)).toHaveLength(1);
      expect(posts[0]).toMatchObject({
        dealer_id: '6',
        amount: '20000.50',
        mode: 'cheque',
        cheque_number: '123456',
        cheque_bank: 'SBI Aluva',
        cheque_date: '2026-11-20',
        invoice_ids: [1, 3],
      });
      expect(posts[0]).not.toHaveProperty('allocate');

      await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
      expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Payment #41' })).toBeInTheDocument();
      const allocations = screen.getByRole('table', { name: 'Allocations' });
      expect(within(allocations).getByRole('link', { name: 'INV/2026-27/0003' })).toHaveAttribute('href', '/billing/invoices/3');
    },
    FORM_TIMEOUT,
  );

  it('says which invoices to tick when "Choose invoices" has none', async () => {
    signInAs('admin');
    const posts: Record<string, unknown>[] = [];
    formApi(posts);
    renderRoutes(routes, '/billing/payments/new');
    await pick('Dealer', 'Deepak Traders (9800000006)');
    await typeAmount('500');
    await pick('Mode', 'UPI');
    await userEvent.click(screen.getByRole('radio', { name: 'Choose invoices' }));
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Tick the invoices to pay, or allocate to the oldest invoices first.')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  }, FORM_TIMEOUT);
});

describe('/billing/payments', () => {
  it('lists payments with the mode filter in the request, a reversed one in red, and Record payment for staff', async () => {
    signInAs('productionmanager');
    const searches: string[] = [];
    const totalsAsked: string[] = [];
    mockApi(({ method, path, url }) => {
      if (method === 'GET' && path === '/billing/payments') {
        searches.push(url.search);
        return jsonResponse(paged([listItem(), listItem({ id: 42, mode: 'upi', cheque_number: '', reference: 'UTR 991', status: 'Reversed', allocated: '0.00', unallocated: '0.00' })]));
      }
      if (path === '/billing/payments/totals') {
        totalsAsked.push(url.search);
        return jsonResponse({ count: 2, amount: '25000.00', tds: '100.00' });
      }
      return undefined;
    });
    renderRoutes(routes, '/billing/payments');
    const table = await screen.findByRole('table', { name: 'Payments' });
    await within(table).findByText('UTR 991');
    expect(within(table).getByRole('columnheader', { name: 'Dealer' })).toBeInTheDocument();
    const reversed = within(table).getByText('Reversed');
    expect(reversed.closest('.mantine-Badge-root')!.getAttribute('style')).toContain('red');
    expect(within(table).getByText('123456 · 20-11-2026 · SBI Aluva')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Record payment' })).toHaveAttribute('href', '/billing/payments/new');
    await pick('Mode', 'Cheque');
    await waitFor(() => expect(searches.at(-1)).toContain('mode=cheque'));
    // A date range selects the list and its totals alike.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    await waitFor(() => expect(searches.at(-1)).toBe('?page=1&mode=cheque&from=2026-10-01'));
    await waitFor(() => expect(totalsAsked.at(-1)).toBe('?mode=cheque&from=2026-10-01'));
    expect(await screen.findByRole('group', { name: 'Totals' })).toHaveTextContent('Count2Amount₹25,000.00TDS₹100.00');
  });

  it('shows a dealer its own payments without the Dealer column or Record payment', async () => {
    signInAs('dealer');
    mockApi(({ path }) => (path === '/billing/payments' ? jsonResponse(paged([listItem()])) : undefined));
    renderRoutes(routes, '/billing/payments');
    const table = await screen.findByRole('table', { name: 'Payments' });
    await within(table).findByText('123456 · 20-11-2026 · SBI Aluva');
    expect(within(table).queryByRole('columnheader', { name: 'Dealer' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Record payment' })).toBeNull();
  });
});

describe('/billing/payments/:id', () => {
  it('records a bounced cheque: a reason is required, a confirmation, then the payment shows Reversed', async () => {
    signInAs('admin');
    const reversals: unknown[] = [];
    const reversed = payment({ status: 'Reversed', allocations: [], allocated: '0.00', unallocated: '0.00', reversed_on: '2026-11-26', reversal_reason: 'Insufficient funds' });
    mockApi(({ method, path, body }) => {
      if (method === 'GET' && path === '/billing/payments/41') return jsonResponse(reversals.length ? reversed : payment());
      if (method === 'POST' && path === '/billing/payments/41/reversal') {
        reversals.push(body);
        return jsonResponse(reversed);
      }
      return undefined;
    });
    renderRoutes(routes, '/billing/payments/41');
    expect(await screen.findByText('Advance left')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Record bounce / reverse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cheque bounced' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cheque bounced' }));
    expect(await within(dialog).findByText(ACCOUNT_TEXT.reversalReason)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Insufficient funds');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cheque bounced' }));
    expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
    expect(reversals).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm!' }));
    expect(await screen.findByText('Cheque bounced: recorded')).toBeInTheDocument();
    expect(reversals).toEqual([{ reason: 'Insufficient funds' }]);
    expect(await screen.findByText('Reversed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record bounce / reverse' })).toBeNull();
    expect(screen.getByText('26-11-2026: Insufficient funds')).toBeInTheDocument();
  });

  it('names a non-cheque reversal "Reverse payment", and shows a dealer no reversal at all', async () => {
    signInAs('admin');
    mockApi(({ path }) => (path === '/billing/payments/41' ? jsonResponse(payment({ mode: 'upi', cheque_number: '' })) : undefined));
    const { unmount } = renderRoutes(routes, '/billing/payments/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Record bounce / reverse' }));
    expect(await screen.findByRole('dialog', { name: 'Reverse payment' })).toBeInTheDocument();
    unmount();

    signInAs('dealer');
    renderRoutes(routes, '/billing/payments/41');
    expect(await screen.findByText('Advance left')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record bounce / reverse' })).toBeNull();
  });
});
