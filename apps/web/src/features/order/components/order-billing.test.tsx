import { creditLimitMessage } from '@steelworks/contract/credit-control';
import { ACCOUNT_TEXT } from '@steelworks/contract/dealer-account';
import { INVOICE_TEXT } from '@steelworks/contract/invoice';
import { ORDER_TEXT, type Order } from '@steelworks/contract/order';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '../../../test/fixtures';
import { jsonResponse, mockApi, renderRoutes, signInAs } from '../../../test/render';
import { intraInvoice, listItem, paged } from '../../billing/invoices/invoice-fixtures';
import OrderDetailPage from '../pages/order-detail-page';

const order = (extra: Partial<Order> = {}) => orderFixture({ status: 'Shipped', ...extra });

const page = () => renderRoutes([{ path: '/orders/:id', element: <OrderDetailPage /> }], '/orders/5');

describe('the invoice of a shipped order', () => {
  it('offers staff "Make invoice" when there is none; a refusal for missing settings links to Company & Tax', async () => {
    signInAs('admin');
    const posts: unknown[] = [];
    let made = false;
    mockApi(({ method, path, url, body }) => {
      if (method === 'GET' && path === '/order/order/5') return jsonResponse(order());
      if (method === 'GET' && path === '/billing/invoices' && url.searchParams.get('order') === '5') return jsonResponse(paged(made ? [listItem()] : []));
      if (method === 'POST' && path === '/billing/invoices') {
        posts.push(body);
        if (posts.length === 1) return jsonResponse({ error_message: INVOICE_TEXT.notConfigured }, 400);
        made = true;
        return jsonResponse(intraInvoice(), 201, 'Created');
      }
      return undefined;
    });
    page();
    const panel = await screen.findByRole('region', { name: 'Invoice' });
    expect(await within(panel).findByText('No invoice yet.')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Make invoice' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(INVOICE_TEXT.notConfigured);
    expect(within(panel).getByRole('link', { name: 'Open Company & Tax' })).toHaveAttribute('href', '/billing/settings');
    expect(posts[0]).toEqual({ order_id: 5 });

    await userEvent.click(within(panel).getByRole('button', { name: 'Make invoice' }));
    expect(await screen.findByText('Invoice INV/2026-27/0007 made')).toBeInTheDocument();
    expect(await within(panel).findByRole('link', { name: 'INV/2026-27/0007' })).toHaveAttribute('href', '/billing/invoices/11');
    expect(within(panel).queryByRole('button', { name: 'Make invoice' })).toBeNull();
    expect(within(panel).queryByRole('alert')).toBeNull();
  });

  it("shows the order's dealer its invoice with total and status, and no button", async () => {
    signInAs('dealer');
    mockApi(({ method, path }) => {
      if (method === 'GET' && path === '/order/order/5') return jsonResponse(order({ status: 'Delivered' }));
      if (method === 'GET' && path === '/billing/invoices') return jsonResponse(paged([listItem({ amount_paid: '1000.00', balance_due: '5656.00' })]));
      return undefined;
    });
    page();
    const panel = await screen.findByRole('region', { name: 'Invoice' });
    expect(await within(panel).findByRole('link', { name: 'INV/2026-27/0007' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Part paid');
    expect(panel).toHaveTextContent('Total ₹6,656.00');
    expect(panel).toHaveTextContent('Balance due ₹5,656.00');
    expect(within(panel).queryByRole('button', { name: 'Make invoice' })).toBeNull();
  });

  it('is not shown before the order ships', async () => {
    signInAs('admin');
    const fetch = mockApi(({ method, path }) => (method === 'GET' && path === '/order/order/5' ? jsonResponse(order({ status: 'Approved' })) : undefined));
    page();
    expect(await screen.findByRole('button', { name: 'Update Status' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invoice' })).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/billing/invoices'))).toBe(false);
  });
});

describe('approving past the credit check', () => {
  const message = creditLimitMessage('500000.00', '420000.00', '110000.00');
  const refusal = (canOverride: boolean) =>
    jsonResponse(
      {
        error_message: canOverride ? message : `${message}. ${ACCOUNT_TEXT.overrideAdminOnly}`,
        credit: { credit_limit: '500000.00', outstanding: '420000.00', this_order: '110000.00', overdue_invoice: null },
        can_override: canOverride,
      },
      400,
    );

  async function chooseApproved() {
    await userEvent.click(await screen.findByRole('textbox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Approved', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Status' }));
  }

  it('shows an admin the figures, asks a reason and approves anyway with it', async () => {
    signInAs('admin');
    const patches: unknown[] = [];
    mockApi(({ method, path, body }) => {
      if (method === 'GET' && path === '/order/order/5') return jsonResponse(order({ status: patches.length > 1 ? 'Approved' : 'Pending' }));
      if (method === 'PATCH' && path === '/order/order/5') {
        patches.push(body);
        return patches.length === 1 ? refusal(true) : jsonResponse(order({ status: 'Approved' }));
      }
      return undefined;
    });
    page();
    await chooseApproved();
    const dialog = await screen.findByRole('dialog', { name: 'Credit check' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Credit limit 5,00,000; outstanding 4,20,000; this order 1,10,000');
    const figures = within(dialog).getByRole('table', { name: 'Credit figures' });
    expect(within(figures).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Credit limit₹5,00,000.00',
      'Outstanding₹4,20,000.00',
      'This order₹1,10,000.00',
    ]);
    // The panel's red alert does not repeat the dialog's message.
    expect(screen.getAllByText(message)).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve anyway' }));
    expect(await within(dialog).findByText('Give the reason for approving past the credit check.')).toBeInTheDocument();
    expect(patches).toHaveLength(1);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Dealer paid by cheque today');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve anyway' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).toEqual({ status: 'Approved', credit_override_reason: 'Dealer paid by cheque today' });
    expect(await screen.findByText(ORDER_TEXT.statusUpdated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Credit check' })).toBeNull());
  });

  it('gives a production manager the figures and only Close', async () => {
    signInAs('productionmanager');
    mockApi(({ method, path }) => {
      if (method === 'GET' && path === '/order/order/5') return jsonResponse(order({ status: 'Pending' }));
      if (method === 'PATCH' && path === '/order/order/5') return refusal(false);
      return undefined;
    });
    page();
    await chooseApproved();
    const dialog = await screen.findByRole('dialog', { name: 'Credit check' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(ACCOUNT_TEXT.overrideAdminOnly);
    expect(within(dialog).queryByRole('button', { name: 'Approve anyway' })).toBeNull();
    expect(within(dialog).queryByLabelText(/Reason/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Credit check' })).toBeNull());
  });
});
