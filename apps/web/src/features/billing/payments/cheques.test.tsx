import { ACCOUNT_TEXT } from '@steelworks/contract/dealer-account';
import { addDaysTo, DEFAULT_TIME_ZONE, todayIn } from '@steelworks/contract/common/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderRoutes, signInAs } from '../../../test/render';
import PaymentCreatePage from './pages/payment-create-page';
import PaymentDetailPage from './pages/payment-detail-page';
import PaymentsPage from './pages/payments-page';
import { listItem, payment } from './payment-fixtures';

/** Cheques with their date and bank, post-dated ones kept aside, bounces with the bank's charges (issue 48 point 4). */

const paged = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const routes = [
  { path: '/billing/payments', element: <PaymentsPage /> },
  { path: '/billing/payments/new', element: <PaymentCreatePage /> },
  { path: '/billing/payments/:id', element: <PaymentDetailPage /> },
];
const ddmmyyyy = (day: string) => `${day.slice(8)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
const postDated = listItem({ id: 43, status: 'Post-dated', cheque_date: '2027-01-05', receipt_number: null, allocated: '0.00', unallocated: '0.00' });

describe('a post-dated cheque', () => {
  it('is said to count on its date when the cheque date is after today, and goes with its date and bank', async () => {
    signInAs('admin');
    const posts: Record<string, unknown>[] = [];
    mockApi(({ method, path, body }) => {
      if (method === 'GET' && path === '/dealer/dealer') return jsonResponse(paged([{ id: 6, full_name: 'Deepak Traders', phone: '9800000006' }]));
      if (method === 'GET' && path === '/billing/invoices') return jsonResponse(paged([]));
      if (method === 'POST' && path === '/billing/payments') {
        posts.push(body as Record<string, unknown>);
        return jsonResponse(payment({ ...postDated, allocations: [] }), 201, 'Created');
      }
      if (path === '/billing/payments/43') return jsonResponse(payment({ ...postDated, allocations: [] }));
      return undefined;
    });
    renderRoutes(routes, '/billing/payments/new');
    await userEvent.click(screen.getByRole('textbox', { name: 'Dealer' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deepak Traders (9800000006)', hidden: true }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Amount' }));
    await userEvent.paste('20000.50');
    await userEvent.click(screen.getByRole('textbox', { name: 'Mode' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cheque', hidden: true }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Cheque number' }));
    await userEvent.paste('123456');
    await userEvent.click(screen.getByRole('textbox', { name: 'Bank' }));
    await userEvent.paste('SBI Aluva');
    const due = addDaysTo(todayIn(DEFAULT_TIME_ZONE), 30);
    await userEvent.type(screen.getByRole('textbox', { name: 'Cheque date' }), ddmmyyyy(due));
    const note = await screen.findByRole('alert', { name: 'Post-dated cheque' }).catch(() => screen.findByText('Post-dated cheque'));
    expect(note).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`counts as received on ${ddmmyyyy(due)}`))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment #43' })).toBeInTheDocument();
    expect(posts[0]).toMatchObject({ mode: 'cheque', cheque_number: '123456', cheque_bank: 'SBI Aluva', cheque_date: due });
    // Its page: no receipt yet, nothing paid yet, and it can be cancelled (given back), not bounced.
    expect(screen.getByText("On the cheque's date, 05-01-2027")).toBeInTheDocument();
    expect(screen.getByText('Nothing yet: a post-dated cheque pays on its date.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Print receipt' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel cheque' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel cheque' });
    expect(within(dialog).queryByRole('textbox', { name: 'Bank charges' })).toBeNull();
  }, 60_000);

  it('is on the office’s card with the next ones, and Show all lists them', async () => {
    signInAs('admin');
    const searches: string[] = [];
    mockApi(({ path, url }) => {
      if (path === '/billing/payments/post-dated') return jsonResponse({ count: 3, amount: '60000.00', next: [postDated] });
      if (path === '/billing/payments') {
        searches.push(url.search);
        return jsonResponse(paged([postDated]));
      }
      return undefined;
    });
    renderRoutes(routes, '/billing/payments?from=2026-11-01');
    const card = await screen.findByRole('region', { name: 'Post-dated cheques' });
    expect(card).toHaveTextContent('Post-dated cheques: 3, ₹60,000.00');
    expect(within(card).getByRole('link', { name: '05-01-2027 · Deepak Traders · 123456' })).toHaveAttribute('href', '/billing/payments/43');
    await userEvent.click(within(card).getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(searches.at(-1)).toBe('?page=1&status=Post-dated'));
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(within(table).getByText('Post-dated')).toBeInTheDocument();
    // No receipt to print before its date.
    expect(within(table).queryByRole('link', { name: /Print receipt/ })).toBeNull();
  });

  it('is not shown to a dealer as a card', async () => {
    signInAs('dealer');
    const asked: string[] = [];
    mockApi(({ path }) => {
      asked.push(path);
      return path === '/billing/payments' ? jsonResponse(paged([postDated])) : undefined;
    });
    renderRoutes(routes, '/billing/payments');
    await screen.findByRole('table', { name: 'Payments' });
    expect(asked).not.toContain('/billing/payments/post-dated');
    expect(screen.queryByRole('region', { name: 'Post-dated cheques' })).toBeNull();
  });
});

describe('a bounced cheque', () => {
  it('takes the bank’s charges, checks them, says a debit note follows, and links it afterwards', async () => {
    signInAs('productionmanager');
    const reversals: unknown[] = [];
    const bounced = payment({
      status: 'Reversed',
      allocations: [],
      allocated: '0.00',
      unallocated: '0.00',
      reversed_on: '2026-11-26',
      reversal_reason: 'Insufficient funds',
      bank_charges_note: { id: 9, number: 'DN/26-27/00004', total: '354.00' },
    });
    mockApi(({ method, path, body }) => {
      if (method === 'GET' && path === '/billing/payments/41') return jsonResponse(reversals.length ? bounced : payment());
      if (method === 'POST' && path === '/billing/payments/41/reversal') {
        reversals.push(body);
        return jsonResponse(bounced);
      }
      return undefined;
    });
    renderRoutes(routes, '/billing/payments/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Record bounce / reverse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cheque bounced' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Insufficient funds');
    const charges = within(dialog).getByRole('textbox', { name: 'Bank charges' });
    await userEvent.type(charges, '35.555');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cheque bounced' }));
    expect(await within(dialog).findByText(/at most 2 decimals/)).toBeInTheDocument();
    await userEvent.clear(charges);
    await userEvent.type(charges, '354');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cheque bounced' }));
    expect(within(dialog).getByText(/The dealer gets a debit note of ₹354\.00 for the bank's charges\./)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm!' }));
    expect(await screen.findByText('Cheque bounced: recorded')).toBeInTheDocument();
    expect(reversals).toEqual([{ reason: 'Insufficient funds', bank_charges: '354' }]);
    expect(await screen.findByRole('link', { name: '₹354.00, debit note DN/26-27/00004' })).toHaveAttribute('href', '/billing/credit-notes/9');
  }, 60_000);

  it('shows the server’s refusal of the charges under their field', async () => {
    signInAs('admin');
    mockApi(({ method, path }) => {
      if (method === 'GET' && path === '/billing/payments/41') return jsonResponse(payment());
      if (method === 'POST' && path === '/billing/payments/41/reversal') {
        return jsonResponse({ error_message: ACCOUNT_TEXT.bankChargesNoInvoice, bank_charges: [ACCOUNT_TEXT.bankChargesNoInvoice] }, 400);
      }
      return undefined;
    });
    renderRoutes(routes, '/billing/payments/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Record bounce / reverse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cheque bounced' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Account closed');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Bank charges' }), '200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cheque bounced' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm!' }));
    expect(await within(dialog).findByText(ACCOUNT_TEXT.bankChargesNoInvoice)).toBeInTheDocument();
    expect(within(dialog).getAllByText(ACCOUNT_TEXT.bankChargesNoInvoice)).toHaveLength(1);
  }, 60_000);
});
