import { INVOICE_TEXT } from '@steelworks/contract/invoice';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router';
import { setPhoneScreen } from '../../../test/match-media';
import { jsonResponse, mockAdminApi, preloadShell, renderRoutes, signInAs } from '../../../test/render';
import { creditNote, interInvoice, intraInvoice, listItem, paged } from './invoice-fixtures';

beforeAll(preloadShell, 60_000);
afterEach(() => setPhoneScreen(false));

/** The e-invoice of a document to which e-invoicing does not apply (a B2C sale, or before it was switched on). */
const noEinvoice = () => ({ source: 'invoice', id: 11, doc_type: 'INV', number: 'INV/2026-27/0007', required: false, status: null, irn: null, ack_no: null, ack_date: null, signed_qr: null, last_error: null, attempts: 0, cancelled_at: null, cancel_reason: null, cancel_until: null });

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

  it('filters by a date range and shows the totals of all the selected invoices, on a phone too', async () => {
    signInAs('admin');
    setPhoneScreen(true);
    const fetch = mockAdminApi(({ path }) => {
      if (path === '/billing/invoices/totals') return jsonResponse({ count: 3, taxable: '16925.42', tax: '3046.58', total: '19972.00', paid: '8656.00', balance: '11316.00' });
      return path === '/billing/invoices' ? jsonResponse(paged(LIST)) : undefined;
    });
    renderRoutes(appRoutes, '/billing/invoices?status=open');
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-31' } });
    const asked = (path: string) => fetch.mock.calls.some(([url]) => String(url).includes(path));
    await waitFor(() => expect(asked('/billing/invoices?page=1&status=Open&from=2026-10-01&to=2026-10-31')).toBe(true));
    await waitFor(() => expect(asked('/billing/invoices/totals?status=Open&from=2026-10-01&to=2026-10-31')).toBe(true));
    const totals = await screen.findByRole('group', { name: 'Totals' });
    await waitFor(() => expect(totals).toHaveTextContent('Count3'));
    expect(totals).toHaveTextContent('Taxable₹16,925.42');
    expect(totals).toHaveTextContent('Balance₹11,316.00');
    // Another tab keeps the range.
    await userEvent.click(screen.getByRole('tab', { name: 'Paid' }));
    await waitFor(() => expect(asked('/billing/invoices?page=1&status=Paid&from=2026-10-01&to=2026-10-31')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Any date' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/billing/invoices?page=1&status=Paid'))).toBe(true));
  });

  it('filters the credit and debit notes by a date range that another tab keeps', async () => {
    signInAs('admin');
    const fetch = mockAdminApi(({ path }) => (path === '/billing/credit-notes' ? jsonResponse(paged([])) : undefined));
    renderRoutes(appRoutes, '/billing/notes?kind=credit');
    fireEvent.change(await screen.findByLabelText('To'), { target: { value: '2026-10-31' } });
    const asked = (path: string) => fetch.mock.calls.some(([url]) => String(url).endsWith(path));
    await waitFor(() => expect(asked('/billing/credit-notes?page=1&kind=credit&to=2026-10-31')).toBe(true));
    await userEvent.click(screen.getByRole('tab', { name: 'Debit notes' }));
    await waitFor(() => expect(asked('/billing/credit-notes?page=1&kind=debit&to=2026-10-31')).toBe(true));
  });

  it('totals the selected notes (signed as listed); with no note on the page there is nothing to export', async () => {
    signInAs('admin');
    const fetch = mockAdminApi(({ path }) => {
      if (path === '/billing/credit-notes/totals') return jsonResponse({ count: 3, taxable: '-50.00', tax: '-9.00', total: '177.00' });
      return path === '/billing/credit-notes' ? jsonResponse(paged([])) : undefined;
    });
    renderRoutes(appRoutes, '/billing/notes?kind=debit&from=2026-11-01');
    const totals = await screen.findByRole('group', { name: 'Totals' });
    await waitFor(() => expect(totals).toHaveTextContent('Count3'));
    expect(totals).toHaveTextContent('Taxable-₹50.00');
    expect(totals).toHaveTextContent('Total₹177.00');
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/billing/credit-notes/totals?kind=debit&from=2026-11-01'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('prints a bounced cheque’s bank charges as a debit note without lines or GST, linked to the payment', async () => {
    signInAs('admin');
    const note = creditNote({
      id: 9,
      kind: 'debit',
      reason_code: 'bank_charges',
      number: 'DN/2026-27/0004',
      reason: 'Cheque 445566 returned unpaid: Insufficient funds',
      lines: [],
      taxable_value: '0.00',
      cgst: '0.00',
      sgst: '0.00',
      igst: '0.00',
      round_off: '0.00',
      charges: '354.00',
      total: '354.00',
      total_in_words: 'Rupees Three Hundred Fifty Four Only',
      payment_id: 41,
    });
    mockAdminApi(({ path }) => (path === '/billing/credit-notes/9' ? jsonResponse(note) : undefined));
    renderRoutes(appRoutes, '/billing/credit-notes/9');
    expect(await screen.findByRole('heading', { name: 'DEBIT NOTE' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payment #41' })).toHaveAttribute('href', '/billing/payments/41');
    const totals = screen.getByRole('table', { name: 'Invoice totals' });
    expect(totals).toHaveTextContent('Bank charges (no GST)354.00');
    expect(totals).toHaveTextContent('Grand total₹ 354.00');
    expect(screen.getByText(/no GST is charged on it/)).toBeInTheDocument();
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

  it('prints the three copies of rule 48, or the one chosen, with the seller\'s CIN, phone, e-mail and signatory; a credit note names its invoice, date and reason', async () => {
    signInAs('admin');
    mockAdminApi(({ path }) => {
      if (path === '/billing/invoices/11') return jsonResponse(intraInvoice());
      if (path === '/billing/credit-notes/4') return jsonResponse(creditNote());
      if (path.startsWith('/einvoice/documents/')) return jsonResponse(noEinvoice());
      return undefined;
    });
    const print = renderRoutes(appRoutes, '/billing/invoices/11/print');
    expect(await screen.findByText('ORIGINAL FOR RECIPIENT')).toBeInTheDocument();
    expect(screen.getByText('DUPLICATE FOR TRANSPORTER')).toBeInTheDocument();
    expect(screen.getByText('TRIPLICATE FOR SUPPLIER')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'TAX INVOICE' })).toHaveLength(3);
    const seller = screen.getAllByRole('group', { name: 'Seller' })[0]!;
    expect(seller).toHaveTextContent('CIN: U28112KL2019PTC058231');
    expect(seller).toHaveTextContent('Phone: 0484 2555014 · E-mail: accounts@steelworks.example.com');
    expect(screen.getAllByRole('group', { name: 'Signatory' })[0]).toHaveTextContent(
      'For Steelworks Fabricators Private LimitedAnitha Menon, DirectorAuthorised Signatory',
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Duplicate' }));
    expect(await screen.findByText('DUPLICATE FOR TRANSPORTER')).toBeInTheDocument();
    expect(screen.queryByText('ORIGINAL FOR RECIPIENT')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'TAX INVOICE' })).toHaveLength(1);
    print.unmount();

    renderRoutes(appRoutes, '/billing/credit-notes/4');
    expect(await screen.findByRole('heading', { name: 'CREDIT NOTE' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'INV/2026-27/0007' })).toHaveAttribute('href', '/billing/invoices/11');
    expect(screen.getByText('Invoice date').nextSibling).toHaveTextContent('02-11-2026');
    expect(screen.getByText(/Goods returned: wrong size/)).toBeInTheDocument();
    expect(screen.getByText('This is a computer-generated credit note.')).toBeInTheDocument();
  });

  it('prints an invoice and a credit note as drafts when their e-invoice cannot be read: a print must not claim to be final without knowing its IRN', async () => {
    signInAs('admin');
    mockAdminApi(({ path }) => {
      if (path === '/billing/invoices/11') return jsonResponse(intraInvoice());
      if (path === '/billing/credit-notes/4') return jsonResponse(creditNote());
      if (path.startsWith('/einvoice/documents/')) return jsonResponse({ error_message: 'Something went wrong' }, 500);
      return undefined;
    });
    const print = renderRoutes(appRoutes, '/billing/invoices/11/print?copy=original');
    expect(await screen.findByRole('heading', { name: 'TAX INVOICE (DRAFT)' })).toBeInTheDocument();
    expect(screen.getByText('DRAFT: e-invoice not read')).toBeInTheDocument();
    expect(screen.getByText('The e-invoice could not be read: reload the page before printing the final copy.')).toBeInTheDocument();
    print.unmount();

    renderRoutes(appRoutes, '/billing/credit-notes/4');
    expect(await screen.findByRole('heading', { name: 'CREDIT NOTE (DRAFT)' })).toBeInTheDocument();
  });

  it('makes a part return: picks the line and quantity, checks it, shows the server refusal under the line, then opens the note', async () => {
    signInAs('productionmanager');
    const posts: unknown[] = [];
    mockAdminApi(({ method, path, body }) => {
      if (method === 'POST' && path === '/billing/invoices/11/credit-notes') {
        posts.push(body);
        if (posts.length === 1) return jsonResponse({ error_message: INVOICE_TEXT.quantityLeft(2, 1), 'lines.0.quantity': [INVOICE_TEXT.quantityLeft(2, 1)] }, 400);
        // 1 x 1,000.15: CGST 9% 90.01, SGST 90.01; 1,180.17 -> 1,180.00 (round off -0.17).
        return jsonResponse(
          creditNote({ id: 5, number: 'CN/2026-27/0002', reason_code: 'return', reason: 'One window cracked', total: '1180.00', taxable_value: '1000.15', cgst: '90.01', sgst: '90.01', round_off: '-0.17', lines: [{ ...intraInvoice().lines[1]!, quantity: 1, taxable_value: '1000.15', cgst: '90.01', sgst: '90.01', total: '1180.17' }] }),
          201,
          'Created',
        );
      }
      if (path === '/billing/invoices/11') return jsonResponse(intraInvoice({ remaining: [{ line_no: 1, quantity: 2, taxable_value: '2640.00' }, { line_no: 2, quantity: 1, taxable_value: '1000.15' }] }));
      if (path === '/billing/credit-notes/5') return jsonResponse(creditNote({ id: 5, number: 'CN/2026-27/0002', reason_code: 'return', reason: 'One window cracked' }));
      return undefined;
    });
    renderRoutes(appRoutes, '/billing/invoices/11');
    // Bill to and Ship to, each with its state and code (rule 46).
    const shipTo = await screen.findByRole('group', { name: 'Ship to' });
    expect(shipTo).toHaveTextContent('Kerala (32)');
    expect(screen.getByRole('group', { name: 'Bill to (buyer)' })).toHaveTextContent('GSTIN: 32ABCDE1234F1Z5');

    await userEvent.click(screen.getByRole('button', { name: 'Credit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit note for invoice INV/2026-27/0007' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make credit note' }));
    expect(await within(dialog).findByText(INVOICE_TEXT.reasonRequired)).toBeInTheDocument();
    expect(await within(dialog).findByText(INVOICE_TEXT.linesRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Details/), 'One window cracked');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^2\. Window/ }));
    expect(within(dialog).getByText(/left: 1 pcs, 1,000.15/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Quantity of line 2' }), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make credit note' }));
    expect(await within(dialog).findByText(INVOICE_TEXT.quantityLeft(2, 1))).toBeInTheDocument();
    expect(posts[0]).toEqual({ reason_code: 'return', reason: 'One window cracked', lines: [{ line_no: 2, quantity: 2 }] });

    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity of line 2' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make credit note' }));
    expect(await screen.findByText('Credit note CN/2026-27/0002 made for invoice INV/2026-27/0007.')).toBeInTheDocument();
    expect(posts[1]).toEqual({ reason_code: 'return', reason: 'One window cracked', lines: [{ line_no: 2, quantity: 1 }] });
    expect(await screen.findByRole('heading', { name: 'CREDIT NOTE' })).toBeInTheDocument();
    expect(screen.getByText(/Goods returned: One window cracked/)).toBeInTheDocument();
  });

  it('a debit note page reads DEBIT NOTE with its own number', async () => {
    signInAs('dealer');
    mockAdminApi(({ path }) => (path === '/billing/credit-notes/6' ? jsonResponse(creditNote({ id: 6, kind: 'debit', reason_code: 'interest', number: 'DN/2026-27/0001', reason: '20 days late' })) : undefined));
    renderRoutes(appRoutes, '/billing/credit-notes/6');
    expect(await screen.findByRole('heading', { name: 'DEBIT NOTE' })).toBeInTheDocument();
    expect(screen.getByText('Debit note No.').nextSibling).toHaveTextContent('DN/2026-27/0001');
    expect(screen.getByText(/Interest on late payment: 20 days late/)).toBeInTheDocument();
  });
});
