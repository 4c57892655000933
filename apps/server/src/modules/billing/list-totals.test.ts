import { describe, expect, it } from 'vitest';
import { useOrderWorld } from '../../../test/order-world';
import { configureCompany, createDealer, invoiceOf, receivePayment } from './billing.fixtures';

/** The office's lists (issue 48 point 4): filters by dealer and period, and the totals of what they select. */
const world = useOrderWorld();

const cents = (value: string) => Math.round(Number(value) * 100);

describe('the invoice and payment lists of one dealer and period', () => {
  it('filter by dealer and dates, and total what they select', async () => {
    const { t, w, today } = world;
    await configureCompany(t);
    const dealerId = await createDealer(t.db, { name: 'Totalled Traders' });
    const first = await invoiceOf(t.db, dealerId, w.door, '1000.00', today);
    const second = await invoiceOf(t.db, dealerId, w.door, '500.00', today);
    await receivePayment(t.db, dealerId, '300.00', today, 'upi');
    await receivePayment(t.db, dealerId, '50.00', today, 'cash');

    const query = `dealer=${dealerId}&from=${today}&to=${today}`;
    const list = await t.call('GET', `/billing/invoices?${query}`, { as: 'admin' });
    expect(list.body.results.map((r: { number: string }) => r.number)).toEqual([second.number, first.number]);
    const totals = await t.call('GET', `/billing/invoices/totals?${query}`, { as: 'productionmanager' });
    expect(totals.status).toBe(200);
    expect(totals.body).toMatchObject({ count: 2, taxable: '1500.00', paid: '350.00' });
    expect(cents(totals.body.total)).toBe(cents(first.total) + cents(second.total));
    expect(cents(totals.body.taxable) + cents(totals.body.tax)).toBeLessThanOrEqual(cents(totals.body.total) + 100);
    expect(cents(totals.body.balance)).toBe(cents(totals.body.total) - 35_000);

    // A period with nothing in it, and the Paid tab: nothing.
    expect((await t.call('GET', `/billing/invoices/totals?dealer=${dealerId}&from=2000-01-01&to=2000-12-31`, { as: 'admin' })).body).toEqual({
      count: 0,
      taxable: '0.00',
      tax: '0.00',
      total: '0.00',
      paid: '0.00',
      balance: '0.00',
    });
    expect((await t.call('GET', `/billing/invoices/totals?${query}&status=Paid`, { as: 'admin' })).body.count).toBe(0);

    const payments = await t.call('GET', `/billing/payments/totals?${query}&mode=upi`, { as: 'admin' });
    expect(payments.body).toEqual({ count: 1, amount: '300.00', tds: '0.00' });
    expect((await t.call('GET', `/billing/payments/totals?${query}`, { as: 'admin' })).body).toMatchObject({ count: 2, amount: '350.00' });
    expect((await t.call('GET', `/billing/payments?${query}&mode=cash`, { as: 'admin' })).body.results).toHaveLength(1);

    // The CSV export follows the filters.
    const csv = await t.call('GET', `/billing/invoices?${query}&format=csv`, { as: 'admin' });
    expect((csv.body as string).trim().split('\n')).toHaveLength(3);

    // A dealer totals only its own; other roles are refused; a bad date is the documented 400.
    expect((await t.call('GET', `/billing/invoices/totals?dealer=${dealerId}`, { as: 'dealer' })).body.count).toBe(0);
    expect((await t.call('GET', '/billing/invoices/totals', { as: 'worker' })).status).toBe(403);
    expect((await t.call('GET', '/billing/payments/totals', { as: 'supervisor' })).status).toBe(403);
    const bad = await t.call('GET', '/billing/invoices/totals?from=yesterday', { as: 'admin' });
    expect(bad.status).toBe(400);
    expect(bad.body.from).toEqual(['Use YYYY-MM-DD']);
  });
});

describe('the credit and debit notes of one dealer and period', () => {
  it('total what the filters select (count, taxable, tax, total), a bounced cheque’s charges outside GST, and export it', async () => {
    const { t, w, today } = world;
    const dealerId = await createDealer(t.db, { name: 'Noted Traders' });
    const invoice = await invoiceOf(t.db, dealerId, w.door, '1000.00', today); // 1,180.00
    const post = (path: string, body: unknown) => t.call('POST', path, { as: 'admin', body });
    // A price reduction of 100.00 (9% + 9%: 118.00) and interest of 50.00 (59.00): both taxed at the line's rate.
    expect((await post(`/billing/invoices/${invoice.id}/credit-notes`, { reason_code: 'price_reduction', reason: 'Agreed', lines: [{ line_no: 1, amount: '100' }] })).status).toBe(201);
    expect((await post(`/billing/invoices/${invoice.id}/debit-notes`, { reason_code: 'interest', reason: 'Late', lines: [{ line_no: 1, amount: '50' }] })).status).toBe(201);
    const cheque = await post('/billing/payments', { dealer_id: dealerId, amount: '200', received_on: today, mode: 'cheque', cheque_number: '101010' });
    expect((await post(`/billing/payments/${cheque.body.id}/reversal`, { reason: 'Bounced', bank_charges: '236' })).status).toBe(200);

    const query = `dealer=${dealerId}&from=${today}&to=${today}`;
    const all = await t.call('GET', `/billing/credit-notes/totals?${query}`, { as: 'productionmanager' });
    expect(all.status).toBe(200);
    // Signed as the list shows them: taxable 50 - 100; tax 9 - 18; totals 59 + 236 - 118 (the charges bear no tax).
    expect(all.body).toEqual({ count: 3, taxable: '-50.00', tax: '-9.00', total: '177.00' });
    expect((await t.call('GET', `/billing/credit-notes/totals?${query}&kind=debit`, { as: 'admin' })).body).toEqual({ count: 2, taxable: '50.00', tax: '9.00', total: '295.00' });
    expect((await t.call('GET', `/billing/credit-notes/totals?${query}&kind=credit&search=CN`, { as: 'admin' })).body).toEqual({
      count: 1,
      taxable: '-100.00',
      tax: '-18.00',
      total: '-118.00',
    });
    expect((await t.call('GET', `/billing/credit-notes/totals?dealer=${dealerId}&to=2000-01-01`, { as: 'admin' })).body).toEqual({ count: 0, taxable: '0.00', tax: '0.00', total: '0.00' });

    // The CSV export is the list's own query: what is filtered.
    const csv = await t.call('GET', `/billing/credit-notes?${query}&kind=debit&format=csv`, { as: 'admin' });
    expect(csv.status).toBe(200);
    expect((csv.body as string).trim().split('\n')).toHaveLength(3);

    // A dealer totals only its own; other roles are refused; a bad filter is the documented 400.
    expect((await t.call('GET', `/billing/credit-notes/totals?dealer=${dealerId}`, { as: 'dealer' })).body.count).toBe(0);
    expect((await t.call('GET', '/billing/credit-notes/totals', { as: 'worker' })).status).toBe(403);
    const bad = await t.call('GET', '/billing/credit-notes/totals?kind=both', { as: 'admin' });
    expect(bad.status).toBe(400);
    expect(bad.body.kind).toEqual(['Choose credit or debit']);
  });
});
