import { ACCOUNT_TEXT } from '@steelworks/contract/dealer-account';
import { PAYABLES_TEXT, type SupplierBill } from '@steelworks/contract/payables';
import type { SupplierPaymentDetail, SupplierPaymentListItem } from '@steelworks/contract/supplier-payment';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderRoutes, signInAs } from '../../test/render';
import PayablesPage from './pages/payables-page';
import SupplierPaymentCreatePage from './pages/supplier-payment-create-page';
import SupplierPaymentPage from './pages/supplier-payment-page';
import SupplierPaymentsPage from './pages/supplier-payments-page';

const paged = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

const bill = (id: number, number: string, dueDate: string, due: string): SupplierBill => ({
  id,
  supplier: 2,
  supplier_name: 'Malabar Steel Rolling Mills',
  number,
  bill_date: '2026-10-01',
  due_date: dueDate,
  taxable: due,
  cgst: '0.00',
  sgst: '0.00',
  igst: '0.00',
  total: due,
  tds: '0.00',
  paid: '0.00',
  debited: '0.00',
  due,
  status: 'Open',
  mismatch_reason: '',
});

// Served newest first, as the bill list is: the form shows (and fills) them oldest due first.
const OPEN = [bill(9, 'MS/303', '2026-12-10', '2000.00'), bill(8, 'MS/302', '2026-11-20', '5900.00'), bill(7, 'MS/301', '2026-11-01', '1180.00')];

const item = (extra: Partial<SupplierPaymentListItem> = {}): SupplierPaymentListItem => ({
  id: 31,
  supplier: 2,
  supplier_name: 'Malabar Steel Rolling Mills',
  amount: '7080.00',
  allocated: '7080.00',
  paid_on: '2026-11-25',
  mode: 'cheque',
  cheque_number: '556677',
  reference: 'SBI Kochi',
  note: '',
  status: 'Paid',
  reversed_on: null,
  reversal_reason: '',
  ...extra,
});

const detail = (extra: Partial<SupplierPaymentDetail> = {}): SupplierPaymentDetail => ({
  ...item(),
  allocations: [
    { bill: 7, number: 'MS/301', amount: '1180.00', released: '0.00' },
    { bill: 8, number: 'MS/302', amount: '5900.00', released: '0.00' },
  ],
  ledger: [{ id: 70, entry_date: '2026-11-25', kind: 'payment', reference: 'Cheque 556677', description: 'Payment to the supplier', amount: '-7080.00', balance: '2000.00' }],
  ...extra,
});

const routes = [
  { path: '/purchase/payments', element: <SupplierPaymentsPage /> },
  { path: '/purchase/payments/new', element: <SupplierPaymentCreatePage /> },
  { path: '/purchase/payments/:id', element: <SupplierPaymentPage /> },
];

const SUPPLIERS = paged([
  { id: 2, name: 'Malabar Steel Rolling Mills' },
  { id: 3, name: 'Cochin Pipes' },
]);

const payField = (number: string) => screen.getByRole('textbox', { name: `Pay on ${number}` });

async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) {
    await userEvent.click(field);
    await userEvent.paste(text);
  }
}

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('textbox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

// These tests type a whole form: on a busy shared machine they need more than the default 20 s.
const FORM_TIMEOUT = 60_000;

describe('/purchase/payments/new', () => {
  it(
    'opened for a bill: its due is the amount and goes on it first; more fills the oldest due next; a bill cannot take more than it owes',
    async () => {
      signInAs('productionmanager');
      const billQueries: string[] = [];
      mockApi(({ method, path, url }) => {
        if (method === 'GET' && path === '/purchase/suppliers') return jsonResponse(SUPPLIERS);
        if (method === 'GET' && path === '/purchase/bills') {
          billQueries.push(url.search);
          return jsonResponse(paged(OPEN));
        }
        return undefined;
      });
      renderRoutes(routes, '/purchase/payments/new?supplier=2&bill=8');
      await waitFor(() => expect(payField('MS/302')).toHaveValue('5900.00'));
      expect(billQueries[0]).toContain('supplier=2');
      expect(billQueries[0]).toContain('status=Open');
      expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('5900.00');
      expect(screen.getByRole('textbox', { name: 'Supplier' })).toHaveValue('Malabar Steel Rolling Mills');
      // Oldest due first: MS/301 (1 Nov), MS/302 (20 Nov), MS/303 (10 Dec).
      const lines = within(screen.getByRole('group', { name: 'Open bills' })).getAllByRole('textbox').map((field) => field.getAttribute('aria-label'));
      expect(lines).toEqual(['Pay on MS/301', 'Pay on MS/302', 'Pay on MS/303']);
      expect(payField('MS/301')).toHaveValue('');

      // 8,000.00: 5,900.00 on the bill it was opened for, then 1,180.00 on the oldest, 920.00 on the next.
      await retype(screen.getByRole('textbox', { name: 'Amount' }), '8000');
      expect(payField('MS/302')).toHaveValue('5900.00');
      expect(payField('MS/301')).toHaveValue('1180.00');
      expect(payField('MS/303')).toHaveValue('920.00');
      expect(screen.getByRole('status', { name: 'Advance' })).toHaveTextContent('₹0.00');

      // Typed over: 2,500.00 on a bill that owes 2,000.00, and more than the amount in all.
      await retype(payField('MS/303'), '2500');
      await pick('Mode', 'UPI');
      await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
      expect(await screen.findByText(PAYABLES_TEXT.overpaid('MS/303', '2000.00'))).toBeInTheDocument();
      expect(screen.getByText(PAYABLES_TEXT.allocatedTooMuch)).toBeInTheDocument();
      // The lines no longer follow the amount once typed over, until "Fill oldest first".
      await retype(screen.getByRole('textbox', { name: 'Amount' }), '10000');
      expect(payField('MS/303')).toHaveValue('2500');
      await userEvent.click(screen.getByRole('button', { name: 'Fill oldest first' }));
      expect(payField('MS/303')).toHaveValue('2000.00');
      expect(screen.getByRole('status', { name: 'Advance' })).toHaveTextContent('₹920.00');
    },
    FORM_TIMEOUT,
  );

  it(
    'asks for the cheque number, puts a server error under its bill, sends an Idempotency-Key, then opens the payment',
    async () => {
      signInAs('admin');
      const posts: Array<{ body: Record<string, unknown>; key: string | null }> = [];
      const fetch = mockApi(({ method, path, body }) => {
        if (method === 'GET' && path === '/purchase/suppliers') return jsonResponse(SUPPLIERS);
        if (method === 'GET' && path === '/purchase/bills') return jsonResponse(paged(OPEN));
        if (method === 'POST' && path === '/purchase/payments') {
          posts.push({ body: body as Record<string, unknown>, key: null });
          return posts.length === 1
            ? jsonResponse({ error_message: 'Bill MS/302 has only 100.00 left to pay', 'allocations.1.amount': ['Bill MS/302 has only 100.00 left to pay'], code: 'validation_failed' }, 400)
            : jsonResponse(detail(), 201, 'Created');
        }
        if (method === 'GET' && path === '/purchase/payments/31') return jsonResponse(detail());
        return undefined;
      });
      renderRoutes(routes, '/purchase/payments/new');
      await pick('Supplier', 'Malabar Steel Rolling Mills');
      await waitFor(() => expect(payField('MS/301')).toBeInTheDocument());
      await retype(screen.getByRole('textbox', { name: 'Amount' }), '7080');
      expect(payField('MS/301')).toHaveValue('1180.00');
      expect(payField('MS/302')).toHaveValue('5900.00');
      expect(payField('MS/303')).toHaveValue('');

      await pick('Mode', 'Cheque');
      await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
      expect(await screen.findByText(ACCOUNT_TEXT.chequeNumber)).toBeInTheDocument();
      expect(posts).toHaveLength(0);
      await retype(screen.getByRole('textbox', { name: 'Cheque number' }), '556677');

      // The server finds MS/302 paid meanwhile: its words under MS/302's line (the second allocation sent), once.
      await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
      expect(await screen.findByText('Bill MS/302 has only 100.00 left to pay')).toBeInTheDocument();
      expect(screen.getAllByText('Bill MS/302 has only 100.00 left to pay')).toHaveLength(1);
      expect(payField('MS/302')).toHaveAttribute('aria-invalid', 'true');
      expect(posts[0]!.body).toMatchObject({
        supplier: '2',
        amount: '7080',
        mode: 'cheque',
        cheque_number: '556677',
        allocations: [
          { bill: 7, amount: '1180.00' },
          { bill: 8, amount: '5900.00' },
        ],
      });
      const firstKey = new Headers(fetch.mock.calls.find(([, init]) => init?.method === 'POST')![1]!.headers).get('Idempotency-Key');
      expect(firstKey).toBeTruthy();

      await retype(payField('MS/302'), '100');
      await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
      expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Payment #31' })).toBeInTheDocument();
      expect(posts[1]!.body.allocations).toEqual([
        { bill: 7, amount: '1180.00' },
        { bill: 8, amount: '100' },
      ]);
    },
    FORM_TIMEOUT,
  );
});

describe('/purchase/payments', () => {
  it('lists payments newest first with a reversed one in red; supplier, status and dates go into the request', async () => {
    signInAs('admin');
    const searches: string[] = [];
    mockApi(({ method, path, url }) => {
      if (method === 'GET' && path === '/purchase/suppliers') return jsonResponse(SUPPLIERS);
      if (method === 'GET' && path === '/purchase/payments') {
        searches.push(url.search);
        return jsonResponse(paged([item(), item({ id: 32, mode: 'upi', cheque_number: '', reference: 'UPI 4521', status: 'Reversed', allocated: '0.00' })]));
      }
      return undefined;
    });
    renderRoutes(routes, '/purchase/payments');
    const table = await screen.findByRole('table', { name: 'Supplier payments' });
    await within(table).findByText('UPI 4521');
    expect(within(table).getByText('556677 · SBI Kochi')).toBeInTheDocument();
    expect(within(table).getByText('Reversed').closest('.mantine-Badge-root')!.getAttribute('style')).toContain('red');
    expect(within(table).getByRole('link', { name: 'View payment 32' })).toHaveAttribute('href', '/purchase/payments/32');
    expect(screen.getByRole('link', { name: 'Pay a supplier' })).toHaveAttribute('href', '/purchase/payments/new');

    await pick('Supplier', 'Cochin Pipes');
    await waitFor(() => expect(searches.at(-1)).toBe('?page=1&supplier=3'));
    expect(screen.getByRole('link', { name: 'Pay a supplier' })).toHaveAttribute('href', '/purchase/payments/new?supplier=3');
    await pick('Status', 'Reversed');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    await waitFor(() => expect(searches.at(-1)).toBe('?page=1&supplier=3&status=Reversed&from=2026-10-01'));
  }, FORM_TIMEOUT);
});

describe('/purchase/payments/:id', () => {
  it('shows the bills paid and the ledger; Cheque bounced asks a reason, then a confirmation, then shows it Reversed', async () => {
    signInAs('productionmanager');
    const reversals: unknown[] = [];
    const reversed = detail({
      status: 'Reversed',
      allocated: '0.00',
      reversed_on: '2026-11-28',
      reversal_reason: 'Returned unpaid',
      allocations: [
        { bill: 7, number: 'MS/301', amount: '1180.00', released: '1180.00' },
        { bill: 8, number: 'MS/302', amount: '5900.00', released: '5900.00' },
      ],
      ledger: [
        ...detail().ledger,
        { id: 75, entry_date: '2026-11-28', kind: 'payment_reversal', reference: 'Cheque 556677', description: 'Reversed: Returned unpaid', amount: '7080.00', balance: '9080.00' },
      ],
    });
    mockApi(({ method, path, body }) => {
      if (method === 'GET' && path === '/purchase/payments/31') return jsonResponse(reversals.length ? reversed : detail());
      if (method === 'POST' && path === '/purchase/payments/31/reversal') {
        reversals.push(body);
        return jsonResponse(reversed);
      }
      return undefined;
    });
    renderRoutes(routes, '/purchase/payments/31');
    const bills = await screen.findByRole('table', { name: 'Bills paid' });
    expect(within(bills).getByRole('link', { name: 'MS/302' })).toHaveAttribute('href', '/purchase/bills/8');
    expect(within(screen.getByRole('table', { name: 'Ledger' })).getByText('-₹7,080.00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cheque bounced' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cheque bounced' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cheque bounced' }));
    expect(await within(dialog).findByText(PAYABLES_TEXT.reversalReason)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Returned unpaid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cheque bounced' }));
    expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
    expect(reversals).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm!' }));
    expect(await screen.findByText('Cheque bounced: recorded')).toBeInTheDocument();
    expect(reversals).toEqual([{ reason: 'Returned unpaid' }]);
    expect(await screen.findByText('28-11-2026: Returned unpaid')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Cheque bounced' })).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Ledger' })).getByText('Reversed: Returned unpaid')).toBeInTheDocument();
  }, FORM_TIMEOUT);
});

describe('/purchase/payables', () => {
  it('offers Pay for each supplier owed and each bill due this week, opening the form for them', async () => {
    signInAs('admin');
    const buckets = { current: '5900.00', '1_30': '1180.00', '31_60': '0.00', '61_90': '0.00', over_90: '0.00' };
    mockApi(({ path }) =>
      path === '/purchase/payables'
        ? jsonResponse({
            outstanding: '7080.00',
            overdue: '1180.00',
            due_this_week: '5900.00',
            buckets,
            suppliers: [{ supplier: 2, name: 'Malabar Steel Rolling Mills', outstanding: '7080.00', overdue: '1180.00', buckets }],
            due_bills: [OPEN[2], OPEN[1]],
          })
        : undefined,
    );
    renderRoutes([{ path: '/purchase/payables', element: <PayablesPage /> }], '/purchase/payables');
    expect(await screen.findByRole('link', { name: 'Pay Malabar Steel Rolling Mills' })).toHaveAttribute('href', '/purchase/payments/new?supplier=2');
    expect(screen.getByRole('link', { name: 'Pay bill MS/302' })).toHaveAttribute('href', '/purchase/payments/new?supplier=2&bill=8');
    expect(screen.getByRole('link', { name: 'Pay bill MS/301' })).toHaveAttribute('href', '/purchase/payments/new?supplier=2&bill=7');
  }, FORM_TIMEOUT);
});
