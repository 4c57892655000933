import { ACCOUNT_TEXT } from '@steelworks/contract/dealer-account';
import type { Statement } from '@steelworks/contract/dealer-statement';
import { type Receipt, type Refund } from '@steelworks/contract/vouchers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderRoutes, signInAs } from '../../../test/render';
import ReceiptPrintPage from '../payments/pages/receipt-print-page';
import StatementPage from '../statement/pages/statement-page';
import RefundPrintPage from './pages/refund-print-page';
import RefundsPage from './pages/refunds-page';

const company = {
  name: 'Steelworks Fabricators Pvt Ltd',
  address: 'Aluva, Kochi',
  gstin: '32AAACS1234F1Z5',
  state_code: '32',
  state_name: 'Kerala',
  cin: 'U28112KL2019PTC058231',
  phone: '0484 2555014',
  email: 'accounts@steelworks.example.com',
  signatory_name: 'Anitha Menon',
  signatory_designation: 'Director',
};
const dealer = { id: 6, name: 'Deepak Traders', address: 'Aluva, Kochi', gstin: '32ABCDE1234F1Z5', state_name: 'Kerala' };

// An advance of 5,000 (balance -5,000.00) from which 3,000 is refunded.
const STATEMENT: Statement = {
  seller: company,
  dealer: { id: 6, name: 'Deepak Traders', gstin: dealer.gstin, state_name: 'Kerala', billing_address: 'Aluva, Kochi' },
  from: '2026-04-01',
  to: '2026-11-26',
  opening_balance: '0.00',
  rows: [
    { id: 1, entry_date: '2026-09-01', kind: 'payment', reference: 'UPI 991', description: 'Payment received', debit: '0.00', credit: '5000.00', balance: '-5000.00', invoice_id: null, credit_note_id: null, payment_id: 41, refund_id: null },
  ],
  total_debit: '0.00',
  total_credit: '5000.00',
  closing_balance: '-5000.00',
};

const REFUND: Refund = {
  id: 7,
  number: 'RF/2026-27/0001',
  refund_date: '2026-11-26',
  dealer_id: 6,
  dealer_name: 'Deepak Traders',
  amount: '3000.00',
  mode: 'bank_transfer',
  reference: 'NEFT 55',
  reason: 'Order dropped',
  company,
  dealer,
  amount_words: 'Rupees Three Thousand Only',
  receipts: [{ payment_id: 41, receipt_number: 'RC/26-27/00041', received_on: '2026-09-01', amount: '3000.00' }],
  created_at: '2026-11-26T10:00:00.000Z',
};

const routes = [
  { path: '/billing/statement/:id', element: <StatementPage /> },
  { path: '/billing/refunds', element: <RefundsPage /> },
  { path: '/billing/refunds/:id/print', element: <RefundPrintPage /> },
  { path: '/billing/payments/:id/receipt', element: <ReceiptPrintPage /> },
];

async function fill(dialog: HTMLElement, label: string, text: string) {
  const field = within(dialog).getByRole('textbox', { name: label });
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('refunds', () => {
  it(
    'refunds from the statement: checks the form, confirms, shows the server refusal under Amount, then opens the voucher',
    async () => {
      signInAs('admin');
      const posts: unknown[] = [];
      mockApi(({ method, path, body }) => {
        if (path === '/billing/dealers/6/statement') return jsonResponse(STATEMENT);
        if (method === 'POST' && path === '/billing/refunds') {
          posts.push(body);
          return posts.length === 1
            ? jsonResponse({ amount: ["The dealer's unallocated advance is ₹5,000.00: at most that can be refunded."], error_message: 'x' }, 400)
            : jsonResponse(REFUND, 201, 'Created');
        }
        if (method === 'GET' && path === '/billing/refunds/7') return jsonResponse(REFUND);
        return undefined;
      });
      renderRoutes(routes, '/billing/statement/6');
      await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
      const dialog = await screen.findByRole('dialog', { name: 'Refund to Deepak Traders' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
      expect(await within(dialog).findByText(ACCOUNT_TEXT.refundAmount)).toBeInTheDocument();
      expect(within(dialog).getByText(ACCOUNT_TEXT.refundReason)).toBeInTheDocument();
      expect(posts).toHaveLength(0);

      await fill(dialog, 'Amount', '6000');
      await fill(dialog, 'Reason', 'Order dropped');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
      expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm!' }));
      expect(await within(dialog).findByText("The dealer's unallocated advance is ₹5,000.00: at most that can be refunded.")).toBeInTheDocument();
      expect(posts[0]).toMatchObject({ dealer_id: 6, amount: '6000', mode: 'bank_transfer', reason: 'Order dropped' });

      await fill(dialog, 'Amount', '3000');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm!' }));
      expect(await screen.findByText('REFUND VOUCHER')).toBeInTheDocument();
      expect(posts).toHaveLength(2);
      expect(screen.getByText('Rupees Three Thousand Only')).toBeInTheDocument();
      expect(screen.getByText('RC/26-27/00041')).toBeInTheDocument();
    },
    60_000,
  );

  it('lists refunds with their print link; a dealer sees no Refund button on its statement', async () => {
    signInAs('dealer');
    mockApi(({ path }) => {
      if (path === '/billing/refunds') return jsonResponse({ count: 1, next: null, previous: null, results: [REFUND] });
      if (path === '/billing/dealers/6/statement' || path === '/billing/my-account/statement') return jsonResponse(STATEMENT);
      return undefined;
    });
    const view = renderRoutes(routes, '/billing/refunds');
    expect(await screen.findByText('RF/2026-27/0001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print refund RF/2026-27/0001' })).toHaveAttribute('href', '/billing/refunds/7/print');
    view.unmount();
    renderRoutes(routes, '/billing/statement/6');
    expect(await screen.findByText('Deepak Traders')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});

describe('receipt print', () => {
  it('prints the receipt voucher: number, amount in words, TDS, and "Advance" when it settled nothing', async () => {
    signInAs('dealer');
    const receipt: Receipt = {
      number: 'RC/26-27/00041',
      date: '2026-09-01',
      company,
      dealer,
      amount_words: 'Rupees Four Thousand Nine Hundred Ninety Five Only',
      payment: {
        id: 41,
        dealer_id: 6,
        dealer_name: 'Deepak Traders',
        amount: '4995.00',
        received_on: '2026-09-01',
        mode: 'upi',
        cheque_number: '',
        cheque_date: null,
        cheque_bank: '',
        reference: 'UPI 991',
        allocated: '0.00',
        unallocated: '5000.00',
        status: 'Received',
        tds_amount: '5.00',
        tds_section: '194Q',
        tds_quarter: '2026-27-Q2',
        refunded: '0.00',
        receipt_number: 'RC/26-27/00041',
        note: '',
        allocations: [],
        reversed_on: null,
        reversal_reason: null,
        bank_charges_note: null,
        created_at: '2026-09-01T10:00:00.000Z',
      },
    };
    mockApi(({ path }) => (path === '/billing/payments/41/receipt' ? jsonResponse(receipt) : undefined));
    renderRoutes(routes, '/billing/payments/41/receipt');
    expect(await screen.findByText('RECEIPT VOUCHER')).toBeInTheDocument();
    expect(screen.getByText('RC/26-27/00041')).toBeInTheDocument();
    expect(screen.getByText('Rupees Four Thousand Nine Hundred Ninety Five Only')).toBeInTheDocument();
    expect(screen.getByText('TDS deducted (194Q, 2026-27-Q2):')).toBeInTheDocument();
    expect(screen.getByText('Advance')).toBeInTheDocument();
    // Who issues it, as on every other document (Companies Act s.12(3)(c)), and who signs for it.
    const issuer = screen.getByRole('group', { name: 'Issued by' });
    expect(issuer).toHaveTextContent('CIN: U28112KL2019PTC058231');
    expect(issuer).toHaveTextContent('Phone: 0484 2555014 · E-mail: accounts@steelworks.example.com');
    expect(screen.getByRole('group', { name: 'Signatory' })).toHaveTextContent('For Steelworks Fabricators Pvt LtdAnitha Menon, DirectorAuthorised Signatory');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });
});
