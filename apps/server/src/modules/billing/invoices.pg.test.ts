/**
 * Invoice numbers under concurrency, on a real PostgreSQL server (PGlite is one connection, so it cannot show a
 * race): 50 invoices made at once take 0001..0050 of the year's series, no gap, no number twice; a transaction that
 * fails after taking a number gives it back, so the next invoice takes it.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentNumber, financialYearOf } from '@steelworks/contract/invoice';
import { useOrderWorld } from '../../../test/order-world';
import { accounts } from '../../db/accounts.table';
import { dealers } from '../dealer/dealer.table';
import { nextDocumentNumber } from './document-numbers';
import { invoices } from './invoice.table';
import { balanceOf, configureCompany, insertOrder } from './billing.fixtures';
import { dealerLedger } from './payment.table';

const world = useOrderWorld();

describe('invoice numbers made at once', () => {
  it('50 concurrent invoices (five dealers) take 0001..0050 without a gap or a repeat; a rolled-back number is reused', async () => {
    const { t, w, today } = world;
    await configureCompany(t);
    const year = financialYearOf(today);
    // Five dealers with ten shipped orders each: invoices of one dealer queue on its lock, the others on the counter.
    const dealerIds: number[] = [];
    for (let i = 0; i < 5; i++) {
      const [account] = await t.db
        .insert(accounts)
        .values({ username: `racer${i}`, role: 'dealer', fullName: `Racing Dealer ${i}`, phone: '9811111111', email: `racer${i}@example.com` })
        .returning({ id: accounts.id });
      const [dealer] = await t.db.insert(dealers).values({ accountId: account!.id, location: 'Kochi', stateCode: i % 2 ? '33' : '32' }).returning({ id: dealers.id });
      dealerIds.push(dealer!.id);
    }
    const orderIds: number[] = [];
    for (let i = 0; i < 50; i++) {
      orderIds.push((await insertOrder(t.db, dealerIds[i % 5]!, 'Shipped', [{ product: w.door, quantity: 1, unitPrice: '1000.00' }])).id);
    }
    await t.tokenFor('admin');
    await t.tokenFor('productionmanager');

    const answers = await Promise.all(
      orderIds.map((orderId, i) => t.call('POST', '/billing/invoices', { as: i % 2 ? 'admin' : 'productionmanager', body: { order_id: orderId } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(orderIds.map(() => 201));
    const expected = Array.from({ length: 50 }, (_, k) => documentNumber('INV', year, k + 1));
    expect(answers.map((answer) => answer.body.number as string).sort()).toEqual(expected);

    // In the table too, and in commit order: numbers rise with the ids the inserts were given.
    const rows = await t.db.select({ number: invoices.number, seq: invoices.seq }).from(invoices).where(eq(invoices.financialYear, year)).orderBy(asc(invoices.id));
    expect(rows.map((row) => row.seq)).toEqual(Array.from({ length: 50 }, (_, k) => k + 1));

    // 1,000.00 + 18% = 1,180.00 per invoice, ten per dealer: 11,800.00 each, in ten ledger rows numbered 1..10.
    for (const dealerId of dealerIds) {
      expect(await balanceOf(t.db, dealerId)).toBe('11800.00');
      const [ledger] = await t.db
        .select({ rows: sql<number>`count(*)::int`, maxSeq: sql<number>`max(${dealerLedger.seq})::int` })
        .from(dealerLedger)
        .where(eq(dealerLedger.dealerId, dealerId));
      expect(ledger).toEqual({ rows: 10, maxSeq: 10 });
    }

    // A transaction that takes the next number and then fails gives the number back.
    await expect(
      t.db.transaction(async (tx) => {
        const taken = await nextDocumentNumber(tx, 'invoice', 'INV', today);
        expect(taken.number).toBe(documentNumber('INV', year, 51));
        throw new Error('fails after taking its number');
      }),
    ).rejects.toThrow('fails after taking its number');
    const next = await insertOrder(t.db, dealerIds[0]!, 'Shipped', [{ product: w.door, quantity: 1, unitPrice: '1000.00' }]);
    const made = await t.call('POST', '/billing/invoices', { as: 'admin', body: { order_id: next.id } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.number).toBe(documentNumber('INV', year, 51));
  });
});
