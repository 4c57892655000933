/**
 * The dealer ledger's invariant (issue 31 point 4) after random sequences of invoices, payments (FIFO or onto chosen
 * invoices), reversals and credit notes for two dealers: after every step the dealer's balance equals the last ledger
 * row's balance and the open invoices less the advances; no invoice is over-paid, every amount paid and allocated is
 * the sum of its allocation rows, and the ledger only grows (seq 1..n, earlier rows unchanged).
 */
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { ACCOUNT_TEXT } from '@steelworks/contract/dealer-account';
import type { DbOrTx } from '../../db/client';
import { useOrderWorld } from '../../../test/order-world';
import { invoices } from './invoice.table';
import { paymentAllocations, payments } from './payment.table';
import { balanceOf, cancelInvoice, configureCompany, createDealer, invoiceOf, ledgerOf, paymentsOf } from './billing.fixtures';

const world = useOrderWorld();
beforeAll(() => configureCompany(world.t));

type Step =
  | { kind: 'invoice'; dealer: number; cents: number }
  | { kind: 'payment'; dealer: number; cents: number; choose: number[] }
  | { kind: 'reversal'; dealer: number; pick: number }
  | { kind: 'creditNote'; dealer: number; pick: number };

const dealerIndex = fc.integer({ min: 0, max: 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('invoice' as const), dealer: dealerIndex, cents: fc.integer({ min: 1, max: 300_000 }) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('payment' as const),
      dealer: dealerIndex,
      cents: fc.integer({ min: 1, max: 400_000 }),
      choose: fc.array(fc.nat(20), { maxLength: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reversal' as const), dealer: dealerIndex, pick: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('creditNote' as const), dealer: dealerIndex, pick: fc.nat(20) }) },
);

async function invoicesOf(db: DbOrTx, dealerId: number) {
  return db
    .select({
      id: invoices.id,
      total: invoices.total,
      amountPaid: invoices.amountPaid,
      status: invoices.status,
      allocated: sql<string>`coalesce(sum(${paymentAllocations.amount}), 0)::numeric(14,2)::text`,
    })
    .from(invoices)
    .leftJoin(paymentAllocations, eq(paymentAllocations.invoiceId, invoices.id))
    .where(eq(invoices.dealerId, dealerId))
    .groupBy(invoices.id)
    .orderBy(invoices.id);
}

async function allocationSumsOf(db: DbOrTx, dealerId: number) {
  const rows = await db
    .select({ id: payments.id, sum: sql<string>`coalesce(sum(${paymentAllocations.amount}), 0)::numeric(14,2)::text` })
    .from(payments)
    .leftJoin(paymentAllocations, eq(paymentAllocations.paymentId, payments.id))
    .where(eq(payments.dealerId, dealerId))
    .groupBy(payments.id);
  return new Map(rows.map((row) => [row.id, row.sum]));
}

/** Checks every invariant for one dealer; `seen` is its ledger as last checked (append-only: a prefix of the new one). */
async function checkDealer(db: DbOrTx, dealerId: number, seen: unknown[]): Promise<unknown[]> {
  const balance = await balanceOf(db, dealerId);
  const ledger = await ledgerOf(db, dealerId);
  expect(ledger.map((row) => row.seq)).toEqual(ledger.map((_, i) => i + 1));
  expect(ledger.slice(0, seen.length)).toEqual(seen);
  expect(ledger.at(-1)?.balance ?? '0.00').toBe(balance);

  let open = 0n;
  for (const invoice of await invoicesOf(db, dealerId)) {
    expect(toCents(invoice.amountPaid)).toBeLessThanOrEqual(toCents(invoice.total));
    expect(invoice.allocated).toBe(invoice.amountPaid);
    if (invoice.status === 'Open') open += toCents(invoice.total) - toCents(invoice.amountPaid);
    if (invoice.status === 'Cancelled') expect(invoice.amountPaid).toBe('0.00');
  }
  let advances = 0n;
  const sums = await allocationSumsOf(db, dealerId);
  for (const payment of await paymentsOf(db, dealerId)) {
    expect(sums.get(payment.id)).toBe(payment.allocated);
    if (payment.status === 'Received') advances += toCents(payment.amount) - toCents(payment.allocated);
  }
  expect(balance).toBe(formatCents(open - advances));
  return ledger;
}

describe('the dealer ledger under random sequences', () => {
  it('always balances: dealer balance = last ledger row = open invoices - advances', async () => {
    const { t, w, today } = world;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const dealerIds = [await createDealer(t.db, { name: 'Random Dealer A' }), await createDealer(t.db, { name: 'Random Dealer B' })];
        const seen: unknown[][] = [[], []];
        for (const s of steps) {
          const dealerId = dealerIds[s.dealer]!;
          const theirs = await invoicesOf(t.db, dealerId);
          if (s.kind === 'invoice') {
            await invoiceOf(t.db, dealerId, s.cents % 2 ? w.door : w.window, formatCents(BigInt(s.cents)), today);
          } else if (s.kind === 'payment') {
            const chosen = theirs.length ? s.choose.map((i) => theirs[i % theirs.length]!) : [];
            const answer = await t.call('POST', '/billing/payments', {
              as: 'admin',
              body: { dealer_id: dealerId, amount: formatCents(BigInt(s.cents)), received_on: today, mode: 'cash', invoice_ids: chosen.map((i) => i.id) },
            });
            const notOpen = chosen.find((invoice) => invoice.status !== 'Open');
            expect(answer.status, JSON.stringify(answer.body)).toBe(notOpen ? 400 : 201);
          } else if (s.kind === 'reversal') {
            const mine = await paymentsOf(t.db, dealerId);
            if (mine.length === 0) continue;
            const payment = mine[s.pick % mine.length]!;
            const answer = await t.call('POST', `/billing/payments/${payment.id}/reversal`, { as: 'admin', body: { reason: 'Bounced' } });
            if (payment.status === 'Reversed') expect(answer.body).toEqual({ error_message: ACCOUNT_TEXT.alreadyReversed, code: 'rule_refused' });
            else expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          } else {
            const live = theirs.filter((invoice) => invoice.status !== 'Cancelled');
            if (live.length === 0) continue;
            await cancelInvoice(t.db, live[s.pick % live.length]!.id, today);
          }
          for (const d of [0, 1]) seen[d] = await checkDealer(t.db, dealerIds[d]!, seen[d]!);
        }
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});
