import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderRoutes, signInAs } from '../../test/render';
import { setPhoneScreen } from '../../test/match-media';
import { BILL } from './bill-fixtures';
import SupplierPage from './pages/supplier-page';

afterEach(() => setPhoneScreen(false));

const SUPPLIER = {
  id: 2,
  name: 'Malabar Steel Rolling Mills',
  gstin: '32AABCM1234F1Z5',
  state_code: '32',
  address: 'Kanjikode, Palakkad',
  contact_name: 'Suresh',
  phone: '9847000001',
  email: 'sales@malabar.example.com',
  payment_terms_days: 30,
  open_orders: 1,
  items: [{ store_item: 3, sheet: null, name: 'MS Channel 4x2 16G', last_rate: '62.50', rate_per: 'kg', last_date: '2026-11-02' }],
};

const ACCOUNT = {
  supplier: 2,
  balance: '118000.00',
  overdue: '59000.00',
  orders: [{ id: 9, number: 'PO/26-27/00009', status: 'Received', order_date: '2026-10-28', total: '118000.00' }],
  receipts: [{ id: 4, number: 'GRN/26-27/00004', received_on: '2026-11-02', value: '100000.00' }],
  bills: [{ ...BILL, lines: undefined, payments: undefined, debit_notes: undefined }],
  payments: [],
  ledger: [{ id: 1, entry_date: '2026-11-03', kind: 'bill', reference: 'MSRM/1021', description: 'Bill MSRM/1021', amount: '118000.00', balance: '118000.00' }],
};

function routes() {
  return [{ path: '/purchase/suppliers/:id', element: <SupplierPage /> }];
}

describe('/purchase/suppliers/:id', () => {
  it('shows the admin the supplier, what it supplies at its last rate, its balance and its latest documents, on a phone', async () => {
    setPhoneScreen(true);
    signInAs('admin');
    mockApi(({ path }) => {
      if (path === '/purchase/suppliers/2') return jsonResponse(SUPPLIER);
      if (path === '/purchase/suppliers/2/account') return jsonResponse(ACCOUNT);
      return undefined;
    });
    renderRoutes(routes(), '/purchase/suppliers/2');
    expect(await screen.findByRole('heading', { name: 'Malabar Steel Rolling Mills' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Supplies' })).getByText('per kg', { exact: false })).toHaveTextContent('₹62.50 per kg');
    expect(await screen.findByText('Balance (we owe)')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Purchase orders' })).getByRole('link', { name: 'PO/26-27/00009' })).toHaveAttribute('href', '/purchase/orders/9');
    expect(within(screen.getByRole('table', { name: 'Bills' })).getByRole('link', { name: 'MSRM/1021' })).toHaveAttribute('href', '/purchase/bills/7');
    expect(screen.getByRole('link', { name: 'Enter Bill' })).toHaveAttribute('href', '/purchase/bills/new?supplier=2');
    expect(within(screen.getByRole('table', { name: 'Ledger' })).getByText('Bill MSRM/1021')).toBeInTheDocument();
  });

  it('shows a store manager the supplier without its account', async () => {
    signInAs('storemanager');
    const asked: string[] = [];
    mockApi(({ path }) => {
      asked.push(path);
      if (path === '/purchase/suppliers/2') return jsonResponse({ ...SUPPLIER, items: [{ ...SUPPLIER.items[0], last_rate: undefined }] });
      return undefined;
    });
    renderRoutes(routes(), '/purchase/suppliers/2');
    expect(await screen.findByRole('heading', { name: 'Malabar Steel Rolling Mills' })).toBeInTheDocument();
    expect(screen.queryByText('Balance (we owe)')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Enter Bill' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pay' })).toBeNull();
    expect(asked).not.toContain('/purchase/suppliers/2/account');
  });

  it('offers Pay for the supplier and for each open bill, and opens a payment from its date', async () => {
    signInAs('productionmanager');
    const bill = (id: number, number: string, status: 'Open' | 'Paid') => ({
      id, supplier: 2, supplier_name: SUPPLIER.name, number, bill_date: '2026-11-03', due_date: '2026-12-03', taxable: '100000.00', cgst: '9000.00',
      sgst: '9000.00', igst: '0.00', total: '118000.00', tds: '0.00', paid: status === 'Paid' ? '118000.00' : '0.00', debited: '0.00',
      due: status === 'Paid' ? '0.00' : '118000.00', status, mismatch_reason: '',
    });
    const payment = { id: 31, supplier: 2, supplier_name: SUPPLIER.name, amount: '118000.00', allocated: '0.00', paid_on: '2026-11-10', mode: 'cheque',
      cheque_number: '556677', reference: '', note: '', status: 'Reversed', reversed_on: '2026-11-13', reversal_reason: 'Bounced' };
    mockApi(({ path }) => {
      if (path === '/purchase/suppliers/2') return jsonResponse(SUPPLIER);
      if (path === '/purchase/suppliers/2/account') return jsonResponse({ ...ACCOUNT, bills: [bill(5, 'MSRM/1021', 'Open'), bill(4, 'MSRM/1009', 'Paid')], payments: [payment] });
      return undefined;
    });
    renderRoutes(routes(), '/purchase/suppliers/2');
    expect(await screen.findByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/purchase/payments/new?supplier=2');
    const bills = await screen.findByRole('table', { name: 'Bills' });
    expect(within(bills).getByRole('link', { name: 'Pay bill MSRM/1021' })).toHaveAttribute('href', '/purchase/payments/new?supplier=2&bill=5');
    expect(within(bills).queryByRole('link', { name: 'Pay bill MSRM/1009' })).toBeNull();
    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(within(payments).getByRole('link', { name: '10-11-2026' })).toHaveAttribute('href', '/purchase/payments/31');
    expect(within(payments).getByText('Reversed')).toBeInTheDocument();
  });
});
