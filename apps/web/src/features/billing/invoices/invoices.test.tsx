import { INVOICE_TEXT } from '@steelworks/contract/invoice';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router';
import { setPhoneScreen } from '../../../test/match-media';
import { jsonResponse, mockAdminApi, preloadShell, renderRoutes, signInAs } from '../../../test/render';
import { creditNote, interInvoice, intraInvoice, listItem, paged } from './invoice-fixtures';

beforeAll(preloadShell, 60_000);
afterEach(() => setPhoneScreen(false));

const LIST = [
  listItem({ amount_paid: '2000.00', balance_due: '4656.00', days_overdue: 12 }),
  listItem({ id: 12, number: 'INV/2026-27/0008', status: 'Paid', amount_paid: '6656.00', balance_due: '0.00' }),
  listItem({ id: 13, number: 'INV/2026-27/0009', due_date: '2026-12-20' }),
];

describe('/billing/invoices', () => {
  it('shows staff every column with the Dealer, a part-paid and an overdue invoice, and sends the chosen tab', async () => {
    signInAs('admin');
    const fetch = mockAdminApi(({ path }) => (path === '/billing/invoices' ? jsonResponse(paged(LIST)) : undefined));
    renderRoutes(appRoutes, '/billing/invoices');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    await within(table).findByText('INV/2026-27/0007');
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Number', 'Date', 'Order', 'Dealer', 'Total', 'Paid', 'Balance due', 'Status', 'Due']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('INV/2026-27/0007');
    expect(rows[0]).toHaveTextContent('Part paid');
    expect(rows[0]).toHaveTextContent('12 days overdue');
    expect(rows[0]).toHaveTextContent('₹4,656.00');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(rows[2]).toHaveTextContent('Due 20-12-2026');
    expect(within(rows[0]!).getByRole('link', { name: 'INV/2026-27/0007' })).toHaveAttribute('href', '/billing/invoices/11');
    expect(within(rows[0]!).getByRole('link', { name: '#105' })).toHaveAttribute('href', '/orders/5');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Open', 'Overdue', 'Paid', 'Cancelled']);
    await userEvent.click(screen.getByRole('tab', { name: 'Overdue' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('/billing/invoices?page=1&status=Overdue'))).toBe(true));
  });

  it('shows a dealer its invoices without the Dealer column, and as cards on a phone', async () => {
    signInAs('dealer');
    mockAdminApi(({ path }) => (path === '/billing/invoices' ? jsonResponse(paged(LIST)) : undefined));
    const list = renderRoutes(appRoutes, '/billing/invoices?status=paid');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    await within(table).findByText('INV/2026-27/0007');
    expect(within(table).queryByRole('columnheader', { name: 'Dealer' })).toBeNull();
    expect(within(table).getAllByRole('columnheader')).toHaveLength(8);
    expect(screen.getByRole('tab', { name: 'Paid' })).toHaveAttribute('aria-selected', 'true');

    list.unmount();
    setPhoneScreen(true);
    renderRoutes(appRoutes, '/billing/invoices');
    const cards = await screen.findAllByRole('listitem');
    expect(cards.some((card) => card.textContent?.includes('INV/2026-27/0007') && card.textContent.includes('Part paid'))).toBe(true);
  });

  it('is refused to other roles', async () => {
    signInAs('supervisor');
    mockAdminApi(() => undefined);
    renderRoutes(appRoutes, '/billing/invoices');
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
  });
});

describe('/billing/invoices/:id', () => {
  it('lays out an intra-state invoice with CGST and SGST at half the rate, the round-off and the total in words', async () => {
    signInAs('admin');
    mockAdminApi(({ path }) => (path === '/billing/invoices/11' ? jsonResponse(intraInvoice({ allocations: [{ payment_id: 8, received_on: '2026-11-10', mode: 'upi', amount: '2000.00' }], amount_paid: '2000.00', balance_due: '4656.00' })) : undefined));
    renderRoutes(appRoutes, '/billing/invoices/11');
    const lines = await screen.findByRole('table', { name: 'Invoice lines' });
    const headers = within(lines.querySelector('thead')!).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['#', 'HSN', 'Description', 'Qty', 'Unit', 'Rate', 'Taxable value', 'GST rate', 'CGST', 'SGST', 'Total']);
    const [, first, second, footer] = within(lines).getAllByRole('row');
    expect(first).toHaveTextContent('7308');
    expect(first).toHaveTextContent('237.60@ 9%');
    expect(second).toHaveTextContent('3,000.45');
    expect(second).toHaveTextContent('270.04@ 9%');
    expect(footer).toHaveTextContent('Total5');
    expect(footer).toHaveTextContent('5,640.45');
    expect(footer).toHaveTextContent('6,655.73');

    const totals = screen.getByRole('table', { name: 'Invoice totals' });
    expect(within(totals).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Taxable value5,640.45',
      'CGST507.64',
      'SGST507.64',
      'Round off0.27',
      'Grand total₹ 6,656.00',
    ]);
    expect(screen.getByText(/Rupees Six Thousand Six Hundred Fifty Six Only/)).toBeInTheDocument();
    const seller = screen.getByRole('group', { name: 'Seller' });
    expect(seller).toHaveTextContent('GSTIN: 32AAFCS5318D1ZR');
    expect(seller).toHaveTextContent('State: Kerala (32)');
    expect(screen.getByRole('group', { name: 'Bill to (buyer)' })).toHaveTextContent('GSTIN: 32ABCDE1234F1Z5');
    expect(screen.getByText('Place of supply').nextSibling).toHaveTextContent('Kerala (32)');
    expect(screen.getByText(/A\/c No. 00000041234567890, IFSC SBIN0070123/)).toBeInTheDocument();
    expect(screen.getByText('This is a computer-generated invoice.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Payments allocated' })).toHaveTextContent('UPI');
    expect(screen.getAllByText('Part paid').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Print' })).toHaveAttribute('href', '/billing/invoices/11/print');
    expect(screen.getByRole('button', { name: 'Cancel with credit note' })).toBeInTheDocument();
  });

  it('shows a dealer an inter-state invoice with IGST alone, and Print but no cancel', async () => {
    signInAs('dealer');
    mockAdminApi(({ path }) => (path === '/billing/invoices/11' ? jsonResponse(interInvoice()) : undefined));
    renderRoutes(appRoutes, '/billing/invoices/11');
    const lines = await screen.findByRole('table', { name: 'Invoice lines' });
    const headers = within(lines.querySelector('thead')!).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['#', 'HSN', 'Description', 'Qty', 'Unit', 'Rate', 'Taxable value', 'GST rate', 'IGST', 'Total']);
    expect(within(lines).getAllByRole('row')[2]).toHaveTextContent('540.08@ 18%');
    const totals = screen.getByRole('table', { name: 'Invoice totals' });
    expect(within(totals).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Taxable value5,640.45',
      'IGST1,015.28',
      'Round off0.27',
      'Grand total₹ 6,656.00',
    ]);
    expect(screen.getByText('Place of supply').nextSibling).toHaveTextContent('Tamil Nadu (33)');
    expect(screen.getByRole('link', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel with credit note' })).toBeNull();
  });

  it('asks the reason before a credit note, shows the server refusal, then links the credit note', async () => {
    signInAs('admin');
    const posts: unknown[] = [];
    let cancelled = false;
    mockAdminApi(({ method, path, body }) => {
      if (method === 'POST' && path === '/billing/invoices/11/credit-note') {
        posts.push(body);
        if (posts.length === 1) return jsonResponse({ error_message: 'This invoice has a payment being reversed; try again.' }, 400);
        cancelled = true;
        return jsonResponse(creditNote(), 201, 'Created');
      }
      if (path === '/billing/invoices/11') {
        return jsonResponse(cancelled ? intraInvoice({ status: 'Cancelled', credit_note: { id: 4, number: 'CN/2026-27/0001', note_date: '2026-11-20', reason: 'Goods returned: wrong size' } }) : intraInvoice());
      }
      return undefined;
    });
    renderRoutes(appRoutes, '/billing/invoices/11');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel with credit note' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel with credit note' }));
    expect(await within(dialog).findByText(INVOICE_TEXT.reasonRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Goods returned: wrong size');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel with credit note' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This invoice has a payment being reversed; try again.');
    expect(posts[0]).toEqual({ reason: 'Goods returned: wrong size' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel with credit note' }));
    expect(await screen.findByText('Credit note CN/2026-27/0001 made; invoice INV/2026-27/0007 is cancelled.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'CN/2026-27/0001' })).toHaveAttribute('href', '/billing/credit-notes/4');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel with credit note' })).toBeNull());
  });

  it('prints as ORIGINAL FOR RECIPIENT; a credit note names its invoice, date and reason', async () => {
    signInAs('admin');
    mockAdminApi(({ path }) => {
      if (path === '/billing/invoices/11') return jsonResponse(intraInvoice());
      if (path === '/billing/credit-notes/4') return jsonResponse(creditNote());
      return undefined;
    });
    const print = renderRoutes(appRoutes, '/billing/invoices/11/print');
    expect(await screen.findByText('ORIGINAL FOR RECIPIENT')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'TAX INVOICE' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    print.unmount();

    renderRoutes(appRoutes, '/billing/credit-notes/4');
    expect(await screen.findByRole('heading', { name: 'CREDIT NOTE' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'INV/2026-27/0007' })).toHaveAttribute('href', '/billing/invoices/11');
    expect(screen.getByText('Invoice date').nextSibling).toHaveTextContent('02-11-2026');
    expect(screen.getByText(/Goods returned: wrong size/)).toBeInTheDocument();
    expect(screen.getByText('This is a computer-generated credit note.')).toBeInTheDocument();
  });
});
