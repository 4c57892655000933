import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysTo } from '@steelworks/contract/common/dates';
import { ACCOUNT_TEXT } from '@steelworks/contract/dealer-account';
import { useOrderWorld } from '../../../test/order-world';
import { balanceOf, configureCompany, createDealer, invoiceOf } from './billing.fixtures';

/** The dealer statement (issue 31 point 4): hand-worked balances over a date range, as JSON and as CSV. */

const world = useOrderWorld();
beforeAll(() => configureCompany(world.t));

const post = (body: unknown) => world.t.call('POST', '/billing/payments', { as: 'admin', body });
const pay = (dealer_id: number, amount: string, received_on: string) => ({ dealer_id, amount, received_on, mode: 'upi', reference: '4521 8876 1200' });

describe('the statement', () => {
  it('opens with the rows before `from`, runs the balance through the range and closes; as JSON and CSV', async () => {
    const { t, w } = world;
    const dealer = await createDealer(t.db, { name: 'Statement Steel Co' });
    await invoiceOf(t.db, dealer, w.door, '1000.00', '2025-05-01'); // 1,180.00
    await invoiceOf(t.db, dealer, w.door, '2000.00', '2025-05-10'); // 2,360.00
    const third = await invoiceOf(t.db, dealer, w.window, '500.00', '2025-05-20'); // 590.00
    const paid = await post(pay(dealer, '5000.00', '2025-06-01'));
    // Entered later, dated earlier: the statement puts it by its date, before the payment.
    await invoiceOf(t.db, dealer, w.window, '500.00', '2025-05-25'); // 590.00: the advance pays it.

    const got = await t.call('GET', `/billing/dealers/${dealer}/statement?from=2025-05-15&to=2025-06-01`, { as: 'admin' });
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body).toMatchObject({
      dealer: { id: dealer, name: 'Statement Steel Co', gstin: null, state_name: 'Kerala', billing_address: 'Aluva' },
      from: '2025-05-15',
      to: '2025-06-01',
      // 1,180 + 2,360 before 15 May.
      opening_balance: '3540.00',
      total_debit: '1180.00',
      total_credit: '5000.00',
      // 3,540 + 590 + 590 - 5,000.
      closing_balance: '-280.00',
    });
    expect(got.body.rows.map((row: Record<string, unknown>) => [row.entry_date, row.kind, row.reference, row.debit, row.credit, row.balance])).toEqual([
      ['2025-05-20', 'invoice', third.number, '590.00', '0.00', '4130.00'],
      ['2025-05-25', 'invoice', expect.stringMatching(/^INV\//), '590.00', '0.00', '4720.00'],
      ['2025-06-01', 'payment', 'UPI 4521 8876 1200', '0.00', '5000.00', '-280.00'],
    ]);
    expect(got.body.rows[2].payment_id).toBe(paid.body.id);
    expect(await balanceOf(t.db, dealer)).toBe('-280.00');

    const csv = await t.call('GET', `/billing/dealers/${dealer}/statement?from=2025-05-15&to=2025-06-01&format=csv`, { as: 'admin' });
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="statement-statement-steel-co-2025-05-15-2025-06-01.csv"');
    const csvRows = String(csv.body).replace(/^\ufeff/, '').trim().split('\n');
    expect(csvRows).toHaveLength(6);
    expect(csvRows[0]).toBe('Date,Type,Reference,Description,Debit,Credit,Balance');
    expect(csvRows[1]).toBe('15-05-2025,Opening balance,,,,,3540.00');
    expect(csvRows[2]).toMatch(/^20-05-2025,Invoice,INV\/25-26\/\d{5},Order \d+,590\.00,,4130\.00$/);
    expect(csvRows[3]).toMatch(/^25-05-2025,Invoice,INV\/25-26\/\d{5},Order \d+,590\.00,,4720\.00$/);
    expect(csvRows[4]).toBe('01-06-2025,Payment,UPI 4521 8876 1200,Payment received,,5000.00,-280.00');
    expect(csvRows[5]).toBe('01-06-2025,Closing balance,,,1180.00,5000.00,-280.00');

    // Nothing before: the opening is 0; a range without rows opens and closes on the same balance.
    const early = await t.call('GET', `/billing/dealers/${dealer}/statement?from=2025-01-01&to=2025-04-30`, { as: 'admin' });
    expect(early.body).toMatchObject({ opening_balance: '0.00', closing_balance: '0.00', rows: [] });
    const late = await t.call('GET', `/billing/dealers/${dealer}/statement?from=2025-07-01&to=2025-07-31`, { as: 'admin' });
    expect(late.body).toMatchObject({ opening_balance: '-280.00', closing_balance: '-280.00', rows: [] });
    const reversed = await t.call('GET', `/billing/dealers/${dealer}/statement?from=2025-07-01&to=2025-06-01`, { as: 'admin' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.from).toEqual([ACCOUNT_TEXT.rangeOrder]);
  });

  it('opens from the balance less the rows since `from` when `from` is nearer today than the first row', async () => {
    const { t, w, today } = world;
    const dealer = await createDealer(t.db, { name: 'Old Customer Steels' });
    await invoiceOf(t.db, dealer, w.door, '1000.00', '2025-06-03'); // 1,180.00
    await invoiceOf(t.db, dealer, w.window, '500.00', addDaysTo(today, -3)); // 590.00
    expect((await post(pay(dealer, '1000.00', addDaysTo(today, -1)))).status).toBe(201);
    // Entered last, dated long before the range: the opening counts it.
    expect((await post(pay(dealer, '100.00', '2025-07-01'))).status).toBe(201);

    const got = await t.call('GET', `/billing/dealers/${dealer}/statement?from=${addDaysTo(today, -10)}`, { as: 'admin' });
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    // 1,180 - 100 before; then + 590 - 1,000.
    expect(got.body).toMatchObject({ opening_balance: '1080.00', total_debit: '590.00', total_credit: '1000.00', closing_balance: '670.00' });
    expect(got.body.rows.map((row: Record<string, unknown>) => row.balance)).toEqual(['1670.00', '670.00']);
    expect(await balanceOf(t.db, dealer)).toBe('670.00');
    // The same opening summed from the rows before `from` (a range near the first row).
    const early = await t.call('GET', `/billing/dealers/${dealer}/statement?from=2025-07-02&to=${addDaysTo(today, -10)}`, { as: 'admin' });
    expect(early.body).toMatchObject({ opening_balance: '1080.00', closing_balance: '1080.00', rows: [] });
  });

  it('defaults to the financial year so far', async () => {
    const { t, today } = world;
    const dealer = await createDealer(t.db, { name: 'Default Range' });
    const got = await t.call('GET', `/billing/dealers/${dealer}/statement`, { as: 'admin' });
    expect(got.status).toBe(200);
    const year = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 4 ? 1 : 0);
    expect(got.body).toMatchObject({ from: `${year}-04-01`, to: today });
  });
});
