/**
 * Receivables and the dealer's account (issue 31 point 5): ageing by days past due with hand-worked dates across a
 * month end and a financial year end, the list's search, sorts, overdue filter and CSV, the dashboard summary, the
 * account page, and who may read them.
 */
import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { ROLES, type Role } from '@steelworks/contract/roles';
import { useOrderWorld } from '../../../test/order-world';
import { expectRefused } from '../../../test/refused-routes';
import { getDealerAccount } from './dealer-account.service';
import { configureCompany, createDealer, insertOrder, invoicedOrder, receivePayment } from './billing.fixtures';
import { listReceivables, summarizeReceivables } from './receivables.service';

const world = useOrderWorld();
const MANAGERS: Role[] = ['admin', 'productionmanager'];

/** One door at `taxable` rupees: intra-state at 18%, so the invoice total is taxable x 1.18. */
const door = (taxable: string) => [{ product: world.w.door, quantity: 1, unitPrice: taxable }];

async function pageOf(filter: Parameters<typeof listReceivables>[1], today: string) {
  const query = listReceivables(world.t.db, filter, today);
  return { count: await query.count(), rows: await query.rows(50, 0) };
}

describe('ageing by days past due', () => {
  it('buckets each open invoice by its due date (invoice date + terms) across a month end and a financial year end', async () => {
    await configureCompany(world.t);
    const ageing = await createDealer(world.t.db, { name: 'Ageing Traders', creditLimit: '10000.00', termsDays: 30, gstin: '32AADFD4821K1ZP' });
    const advance = await createDealer(world.t.db, { name: 'Advance Agencies' });
    const paidUp = await createDealer(world.t.db, { name: 'Paid Up Depot' });

    // Invoice date -> due date (30 days), unpaid; 1,000.00 paid on 2027-03-10 goes on the oldest (A) first.
    await invoicedOrder(world.t.db, ageing, '2026-11-20', door('1000.00')); // A: due 2026-12-20, 1,180.00 - 1,000 = 180.00
    await invoicedOrder(world.t.db, ageing, '2026-12-03', door('200.00')); // F: due 2027-01-02, 236.00
    await invoicedOrder(world.t.db, ageing, '2027-01-01', door('100.00')); // E: due 2027-01-31, 118.00
    await invoicedOrder(world.t.db, ageing, '2027-01-15', door('2000.00')); // B: due 2027-02-14, 2,360.00
    await invoicedOrder(world.t.db, ageing, '2027-02-01', door('3000.00')); // C: due 2027-03-03, 3,540.00
    await invoicedOrder(world.t.db, ageing, '2027-03-03', door('500.00')); // D: due 2027-04-02, 590.00
    await receivePayment(world.t.db, ageing, '1000.00', '2027-03-10');
    await receivePayment(world.t.db, advance, '500.00', '2027-03-15');
    await invoicedOrder(world.t.db, paidUp, '2027-01-10', door('100.00'));
    await receivePayment(world.t.db, paidUp, '118.00', '2027-02-01');

    // 2027-04-02, the second day of FY 2027-28. Days past due: A 11+31+28+31+2 = 103; F 29+28+31+2 = 90;
    // E 28+31+2 = 61; B 14+31+2 = 47; C 28+2 = 30; D 0 (due today: not yet overdue).
    const april = await pageOf({ search: 'Ageing Traders' }, '2027-04-02');
    expect(april).toEqual({
      count: 1,
      rows: [
        {
          dealer_id: ageing,
          dealer_name: 'Ageing Traders',
          gstin: '32AADFD4821K1ZP',
          credit_limit: '10000.00',
          payment_terms_days: 30,
          outstanding: '7024.00',
          advance: '0.00',
          overdue: '6434.00',
          not_due: '590.00',
          age_0_30: '3540.00',
          age_31_60: '2360.00',
          age_61_90: '354.00',
          age_over_90: '180.00',
          oldest_due_date: '2026-12-20',
          available_credit: '2976.00',
        },
      ],
    });

    // 2027-03-31, the last day of FY 2026-27: A 101, F 88, E 59 (still 31-60), B 45, C 28, D -2 (not due).
    const march = (await pageOf({ search: 'ageing traders' }, '2027-03-31')).rows[0];
    expect(march).toMatchObject({ not_due: '590.00', age_0_30: '3540.00', age_31_60: '2478.00', age_61_90: '236.00', age_over_90: '180.00', overdue: '6434.00' });

    // 2027-02-28 (a month end): A 11+31+28 = 70, F 57, E 28, B 14; C and D not yet due.
    const february = (await pageOf({ search: 'Ageing Traders' }, '2027-02-28')).rows[0];
    expect(february).toMatchObject({ not_due: '4130.00', age_0_30: '2478.00', age_31_60: '236.00', age_61_90: '180.00', age_over_90: '0.00', overdue: '2894.00' });

    // The dealer with only an advance has a row (what it holds); the paid-up dealer has none.
    const all = await pageOf({}, '2027-04-02');
    expect(all.rows.map((row) => row.dealer_name)).toEqual(['Ageing Traders', 'Advance Agencies']);
    expect(all.rows[1]).toMatchObject({
      dealer_id: advance,
      outstanding: '-500.00',
      advance: '500.00',
      overdue: '0.00',
      not_due: '0.00',
      oldest_due_date: null,
      credit_limit: null,
      available_credit: null,
    });

    // Sorts and the overdue filter.
    expect((await pageOf({ sort: 'outstanding' }, '2027-04-02')).rows.map((row) => row.dealer_id)).toEqual([advance, ageing]);
    expect((await pageOf({ sort: 'dealer_name' }, '2027-04-02')).rows.map((row) => row.dealer_id)).toEqual([advance, ageing]);
    expect((await pageOf({ sort: '-oldest_due_date' }, '2027-04-02')).rows.map((row) => row.dealer_id)).toEqual([ageing, advance]);
    expect(await pageOf({ overdue: true }, '2027-04-02')).toMatchObject({ count: 1, rows: [{ dealer_id: ageing }] });
    expect((await pageOf({ overdue: true }, '2027-01-20')).count).toBe(1);

    // The dashboard card: an advance does not lower what others owe.
    expect(await summarizeReceivables(world.t.db, '2027-04-02')).toEqual({
      total_outstanding: '7024.00',
      total_overdue: '6434.00',
      dealers_owing: 1,
      dealers_overdue: 1,
      top: [{ dealer_id: ageing, dealer_name: 'Ageing Traders', outstanding: '7024.00', overdue: '6434.00' }],
    });

    // The account page of the same dealer agrees, its open invoices oldest due first with their days overdue.
    const account = await getDealerAccount(world.t.db, ageing, '2027-04-02');
    expect(account).toMatchObject({ outstanding: '7024.00', overdue: '6434.00', advance: '0.00', available_credit: '2976.00', uninvoiced_orders: '0.00' });
    expect(account.open_invoices.map((invoice) => [invoice.due_date, invoice.balance_due, invoice.days_overdue])).toEqual([
      ['2026-12-20', '180.00', 103],
      ['2027-01-02', '236.00', 90],
      ['2027-01-31', '118.00', 61],
      ['2027-02-14', '2360.00', 47],
      ['2027-03-03', '3540.00', 30],
      ['2027-04-02', '590.00', null],
    ]);
    expect(account.recent_payments).toMatchObject([{ amount: '1000.00', allocated: '1000.00', unallocated: '0.00', status: 'Received', mode: 'cash' }]);
  });
});

describe('GET /billing/receivables and /summary', () => {
  it('answers the list paged, searchable and as CSV; the summary; and reads only open invoices', async () => {
    const page = await world.t.call('GET', '/billing/receivables?search=Ageing', { as: 'productionmanager' });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body).toMatchObject({ count: 1, next: null, previous: null, results: [{ dealer_name: 'Ageing Traders', outstanding: '7024.00' }] });
    expect((await world.t.call('GET', '/billing/receivables?sort=biggest', { as: 'admin' })).status).toBe(400);

    // The CSV holds the rows of the JSON list (today's figures), dates as DD-MM-YYYY.
    const csv = await world.t.call('GET', '/billing/receivables?format=csv&search=Ageing', { as: 'admin' });
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    const lines = String(csv.body).replace(/^\ufeff/, '').trim().split('\n');
    expect(lines[0]).toBe(
      'Dealer Id,Dealer,Gstin,Credit Limit,Payment Terms Days,Outstanding,Advance,Overdue,Not Due,Age 0 30,Age 31 60,Age 61 90,Age Over 90,Oldest Due Date,Available Credit',
    );
    const row = page.body.results[0];
    expect(lines[1]).toBe(
      [
        row.dealer_id, 'Ageing Traders', '32AADFD4821K1ZP', '10000.00', 30, '7024.00', '0.00', row.overdue, row.not_due, row.age_0_30,
        row.age_31_60, row.age_61_90, row.age_over_90, formatDisplayDate(row.oldest_due_date), '2976.00',
      ].join(','),
    );
    const overdueOnly = await world.t.call('GET', '/billing/receivables?overdue=true&sort=-overdue', { as: 'admin' });
    expect(overdueOnly.status).toBe(200);
    for (const result of overdueOnly.body.results) expect(result.overdue).not.toBe('0.00');

    const summary = await world.t.call('GET', '/billing/receivables/summary', { as: 'admin' });
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ total_outstanding: '7024.00', dealers_owing: 1, top: [{ dealer_name: 'Ageing Traders' }] });

    // Ten years of paid invoices must not be read: every statement on invoices keeps to the open ones.
    const statements = await world.t.statementsOf('/billing/receivables', 'admin');
    const onInvoices = statements.filter((text) => /"invoices"/.test(text));
    expect(onInvoices.length).toBeGreaterThan(0);
    for (const text of onInvoices) expect(text).toContain(`"status" = 'Open'`);
    for (const text of statements.filter((s) => /"payments"/.test(s))) expect(text).toContain(`"allocated" + "payments"."refunded" < "payments"."amount" + "payments"."tds_amount"`);
  });

  it('lets admin and productionmanager read; every other role is refused', async () => {
    for (const as of MANAGERS) {
      expect((await world.t.call('GET', '/billing/receivables', { as })).status).toBe(200);
      expect((await world.t.call('GET', '/billing/receivables/summary', { as })).status).toBe(200);
      expect((await world.t.call('GET', `/billing/dealers/${world.w.dealerId}/account`, { as })).status).toBe(200);
    }
    await expectRefused(
      world.t,
      ROLES.filter((role) => !MANAGERS.includes(role)),
      [
        ['GET', '/billing/receivables'],
        ['GET', '/billing/receivables/summary'],
        ['GET', `/billing/dealers/${world.w.dealerId}/account`],
      ],
    );
    expect((await world.t.call('GET', '/billing/receivables')).status).toBe(401);
  });
});

describe('the dealer account', () => {
  it("shows the dealer its own account; staff any dealer's; uninvoiced orders are the Approved and Started ones", async () => {
    const dealer = world.w.dealerId;
    await insertOrder(world.t.db, dealer, 'Approved', door('5000.00'));
    await insertOrder(world.t.db, dealer, 'Started', [{ product: world.w.door, quantity: 2, unitPrice: '1250.00' }]);
    await insertOrder(world.t.db, dealer, 'Pending', door('9999.00'));
    const shippedInvoice = await invoicedOrder(world.t.db, dealer, '2026-05-04', door('1000.00'));
    for (let i = 1; i <= 6; i++) await receivePayment(world.t.db, dealer, `${i}0.00`, '2026-06-0' + i);

    const own = await world.t.call('GET', '/billing/my-account', { as: 'dealer' });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    // 1,180.00 invoiced less 210.00 paid (10 + 20 + ... + 60, all on that invoice).
    expect(own.body).toMatchObject({
      dealer_id: dealer,
      credit_limit: null,
      payment_terms_days: 30,
      outstanding: '970.00',
      overdue: '970.00',
      advance: '0.00',
      available_credit: null,
      // With GST (issue 41 point 9): 5,000 + 18% = 5,900 and 2 x 1,250 + 18% = 2,950; the Pending order does not count.
      uninvoiced_orders: '8850.00',
    });
    expect(own.body.open_invoices).toHaveLength(1);
    expect(own.body.open_invoices[0]).toMatchObject({ id: shippedInvoice, total: '1180.00', amount_paid: '210.00', balance_due: '970.00', status: 'Open' });
    expect(own.body.recent_payments.map((payment: { amount: string }) => payment.amount)).toEqual(['60.00', '50.00', '40.00', '30.00', '20.00']);

    const staff = await world.t.call('GET', `/billing/dealers/${dealer}/account`, { as: 'admin' });
    expect(staff.body).toEqual(own.body);
    expect((await world.t.call('GET', '/billing/dealers/999999/account', { as: 'admin' })).status).toBe(404);

    // A dealer reads only its own page; no staff role has a "my account".
    await expectRefused(world.t, ['dealer'], [['GET', `/billing/dealers/${dealer}/account`], ['GET', `/billing/dealers/${world.w.otherDealerId}/account`]]);
    await expectRefused(world.t, ROLES.filter((role) => role !== 'dealer'), [['GET', '/billing/my-account']]);
    const other = await world.t.call('GET', '/billing/my-account', { token: world.w.otherDealerToken });
    expect(other.body).toMatchObject({ dealer_id: world.w.otherDealerId, outstanding: '0.00', open_invoices: [], recent_payments: [] });
  });
});
