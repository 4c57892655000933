import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PurchaseOrderDetail } from '@steelworks/contract/purchase';
import { EMPTY_PAGE, jsonResponse, mockApi, renderRoutes, signInAs } from '../../test/render';
import PurchaseOrderPage from './pages/purchase-order-page';
import ReceiptsPage from './pages/receipts-page';
import ReceivePage from './pages/receive-page';
import SuppliersPage from './pages/suppliers-page';

const ORDER: PurchaseOrderDetail = {
  id: 4,
  number: 'PO/26-27/00004',
  supplier: 2,
  supplier_name: 'Malabar Steel Rolling Mills',
  supplier_gstin: '32AAECM4821K1ZL',
  supplier_address: 'Kanjikode, Palakkad',
  supplier_email: 'sales@malabarsteel.example',
  status: 'Approved',
  order_date: '2026-11-20',
  expected_date: '2026-11-30',
  note: '',
  approved_at: '2026-11-20T10:00:00+05:30',
  sent_at: null,
  created_at: '2026-11-20T09:00:00+05:30',
  lines: [
    { id: 11, store_item: 3, sheet: null, name: 'MS Channel 4x2 16G', unit: 'bars', quantity: 10, received: 4, theoretical_kg: 450, rate_per: 'kg', expected_date: null },
    { id: 12, store_item: 9, sheet: null, name: 'Butt Hinge 4 inch', unit: 'pcs', quantity: 100, received: 100, theoretical_kg: null, rate_per: 'unit', expected_date: null },
  ],
};

describe('Receive Goods on a phone', () => {
  it('sends only the lines received, with weight, heat number and a rejected quantity with its reason', async () => {
    signInAs('storemanager');
    const posts: unknown[] = [];
    mockApi(({ method, path, body }) => {
      if (path === '/purchase/orders/4') return jsonResponse(ORDER);
      if (method === 'POST' && path === '/purchase/receipts') {
        posts.push(body);
        return posts.length === 1
          ? jsonResponse({ error_message: 'Give the reason for the rejected quantity', 'lines.0.rejection_reason': ['Give the reason for the rejected quantity'], code: 'validation_failed' }, 400)
          : jsonResponse({ id: 9, number: 'GRN/26-27/00009', lines: [] }, 201, 'Created');
      }
      return undefined;
    });
    renderRoutes([{ path: '/purchase/receipts/new', element: <ReceivePage /> }, { path: '/purchase/orders/:id', element: <p>order page</p> }], '/purchase/receipts/new?order=4');
    const card = await screen.findByLabelText('MS Channel 4x2 16G');
    // The hinge line is received in full: it is not offered again.
    expect(screen.queryByText('Butt Hinge 4 inch')).toBeNull();
    expect(within(card).getByText(/Ordered 10 bars, received so far 4/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Receive Goods' }));
    expect(await screen.findByText('Enter a received quantity for at least one line')).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText('Received (bars)'), '6');
    await userEvent.type(within(card).getByLabelText('Weighed kg'), '276.3');
    await userEvent.type(within(card).getByLabelText('Heat number'), 'H-5521');
    await userEvent.type(within(card).getByLabelText('Rejected'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Receive Goods' }));
    expect(await within(card).findByText('Give the reason for the rejected quantity')).toBeInTheDocument();
    expect(posts[0]).toEqual({ purchase_order: 4, lines: [{ order_line: 11, received: '6', rejected: '1', rejection_reason: '', weighed_kg: '276.3', heat_number: 'H-5521' }] });
    await userEvent.type(within(card).getByLabelText('Reason rejected'), 'Bent bar');
    await userEvent.click(screen.getByRole('button', { name: 'Receive Goods' }));
    expect(await screen.findByText('order page')).toBeInTheDocument();
    expect(posts[1]).toMatchObject({ lines: [{ rejection_reason: 'Bent bar' }] });
  });
});

describe('purchase order page', () => {
  it('shows the store manager quantities without prices, and Receive Goods, not Approve', async () => {
    signInAs('storemanager');
    mockApi(({ path }) => (path === '/purchase/orders/4' ? jsonResponse(ORDER) : undefined));
    renderRoutes([{ path: '/purchase/orders/:id', element: <PurchaseOrderPage /> }], '/purchase/orders/4');
    const table = await screen.findByRole('table', { name: 'Order lines' });
    expect(within(table).getByText('10 bars')).toBeInTheDocument();
    expect(within(table).queryByText('Rate')).toBeNull();
    expect(screen.getByRole('link', { name: 'Receive Goods' })).toHaveAttribute('href', '/purchase/receipts/new?order=4');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Enter Bill' })).toBeNull();
  });

  it('offers the production manager the supplier’s bill of what was received against it', async () => {
    signInAs('productionmanager');
    mockApi(({ path }) => (path === '/purchase/orders/4' ? jsonResponse({ ...ORDER, status: 'Partly received' }) : undefined));
    renderRoutes([{ path: '/purchase/orders/:id', element: <PurchaseOrderPage /> }], '/purchase/orders/4');
    expect(await screen.findByRole('link', { name: 'Enter Bill' })).toHaveAttribute('href', '/purchase/bills/new?supplier=2&order=4');
  });
});

describe('goods received', () => {
  it('offers those who enter bills the bill of each receipt, and the store manager not', async () => {
    const receipt = { id: 9, number: 'GRN/26-27/00009', purchase_order: 4, purchase_order_number: 'PO/26-27/00004', supplier: 2, supplier_name: 'Malabar Steel Rolling Mills', received_on: '2026-11-21', vehicle_number: 'KL-09-AB-1234', note: '', over_receipt_reason: '', created_at: '2026-11-21T10:00:00+05:30' };
    mockApi(({ path }) => (path === '/purchase/receipts' ? jsonResponse({ ...EMPTY_PAGE, count: 1, results: [{ ...receipt, value: '29900.00' }] }) : undefined));
    signInAs('admin');
    const admin = renderRoutes([{ path: '/purchase/receipts', element: <ReceiptsPage /> }], '/purchase/receipts');
    expect(await screen.findByRole('link', { name: 'Enter Bill' })).toHaveAttribute('href', '/purchase/bills/new?supplier=2&receipt=9');
    admin.unmount();
    signInAs('storemanager');
    renderRoutes([{ path: '/purchase/receipts', element: <ReceiptsPage /> }], '/purchase/receipts');
    expect(await screen.findByText('GRN/26-27/00009')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Enter Bill' })).toBeNull();
  });
});

describe('suppliers', () => {
  it('checks the GSTIN against the state before anything is sent', async () => {
    signInAs('admin');
    const posts: unknown[] = [];
    mockApi(({ method, path, body }) => {
      if (method === 'POST' && path === '/purchase/suppliers') posts.push(body);
      if (path === '/purchase/suppliers') return jsonResponse(EMPTY_PAGE);
      return undefined;
    });
    renderRoutes([{ path: '/purchase/suppliers', element: <SuppliersPage /> }], '/purchase/suppliers');
    expect(await screen.findByText('No suppliers yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Supplier' }));
    await userEvent.type(screen.getByLabelText(/Name/), 'Kochi Hardware Traders');
    await userEvent.type(screen.getByLabelText('GSTIN'), '32AAKFK2290N1Z2');
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Supplier' }).at(-1)!);
    expect(await screen.findByText(/State/i, { selector: '.mantine-InputWrapper-error, [id$="-error"]' })).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });
});
