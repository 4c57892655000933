import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { ageingBucket, AGEING_BUCKETS, type ReceivableRow, type ReceivablesSummary, RECEIVABLE_SORTS } from '@steelworks/contract/receivables';
import type { DbOrTx } from '../../db/client';
import { paymentAdvanceAmount, paymentHasAdvance } from './allocation.service';
import { uninvoicedOrdersByDealer } from './uninvoiced-orders.service';
import { inIds, likePattern, readWhole, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { dealers } from '../dealer/dealer.table';
import { invoices } from './invoice.table';
import { dealerBalances, payments } from './payment.table';

/**
 * Receivables (issue 31 point 5): what each dealer owes and for how long. Read from the open invoices and the advances
 * only (their partial indexes), never from the paid history, so ten years of invoices cost what one month does. The
 * list is bounded by the dealers who owe or hold an advance (at most the 200 dealers), so it is computed whole.
 */

type BucketKey = (typeof AGEING_BUCKETS)[number]['key'];
export type Ageing = { buckets: Record<BucketKey, bigint>; overdue: bigint; oldestDueDate: string | null };

/** Whole days from `from` to `to` (ISO dates): 2027-04-01 minus 2027-03-31 is 1. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function emptyAgeing(): Ageing {
  return { buckets: { not_due: 0n, age_0_30: 0n, age_31_60: 0n, age_61_90: 0n, age_over_90: 0n }, overdue: 0n, oldestDueDate: null };
}

/**
 * The unpaid part of the open invoices per dealer, by bucket of days past due on `today` (the contract's ageingBucket).
 * Summed per (dealer, due date) in the database through invoices_open_due_idx; `dealerId` narrows to one dealer.
 */
export async function openInvoiceAgeing(db: DbOrTx, today: string, dealerId?: number): Promise<Map<number, Ageing>> {
  const rows = await db
    .select({ dealerId: invoices.dealerId, dueDate: invoices.dueDate, unpaid: sql<string>`sum(${invoices.total} + ${invoices.adjustment} - ${invoices.amountPaid})` })
    .from(invoices)
    .where(and(sql`${invoices.status} = 'Open'`, dealerId === undefined ? undefined : eq(invoices.dealerId, dealerId)))
    .groupBy(invoices.dealerId, invoices.dueDate);
  const ageing = new Map<number, Ageing>();
  for (const row of rows) {
    const dealer = ageing.get(row.dealerId) ?? emptyAgeing();
    ageing.set(row.dealerId, dealer);
    const cents = toCents(row.unpaid);
    const bucket = ageingBucket(daysBetween(row.dueDate, today));
    dealer.buckets[bucket] += cents;
    if (bucket !== 'not_due') dealer.overdue += cents;
    if (dealer.oldestDueDate === null || row.dueDate < dealer.oldestDueDate) dealer.oldestDueDate = row.dueDate;
  }
  return ageing;
}

/** The unallocated (and unrefunded) part of the Received payments per dealer, through payments_advance_idx. */
export async function dealerAdvanceTotals(db: DbOrTx, dealerId?: number): Promise<Map<number, bigint>> {
  const rows = await db
    .select({ dealerId: payments.dealerId, advance: sql<string>`sum(${paymentAdvanceAmount})` })
    .from(payments)
    .where(
      and(
        paymentHasAdvance,
        dealerId === undefined ? undefined : eq(payments.dealerId, dealerId),
      ),
    )
    .groupBy(payments.dealerId);
  return new Map(rows.map((row) => [row.dealerId, toCents(row.advance)]));
}

/** A dealer's name, GST and credit terms and its ledger balance, for the dealers of `where`. */
export function selectDealerTerms(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: dealers.id,
      name: accounts.fullName,
      gstin: dealers.gstin,
      creditLimit: dealers.creditLimit,
      termsDays: dealers.paymentTermsDays,
      balance: sql<string>`coalesce(${dealerBalances.balance}, 0)`,
    })
    .from(dealers)
    .innerJoin(accounts, eq(accounts.id, dealers.accountId))
    .leftJoin(dealerBalances, eq(dealerBalances.dealerId, dealers.id))
    .where(where);
}

/** What the next approval can take: the credit limit less what is owed and billed-to-be (paise); null without a limit. */
function availableCredit(creditLimit: string | null, owedCents: bigint): string | null {
  return creditLimit === null ? null : formatCents(toCents(creditLimit) - owedCents);
}

type DealerTerms = Awaited<ReturnType<typeof selectDealerTerms>>[number];

/** A dealer's credit as its account page and the receivables list show it: what it owes, its advance, what is left. */
export function dealerCredit(dealer: DealerTerms, advanceCents: bigint, uninvoicedCents: bigint) {
  const outstandingCents = toCents(dealer.balance);
  return {
    dealer_id: dealer.id,
    dealer_name: dealer.name,
    credit_limit: dealer.creditLimit,
    payment_terms_days: dealer.termsDays,
    outstanding: formatCents(outstandingCents),
    advance: formatCents(advanceCents),
    available_credit: availableCredit(dealer.creditLimit, outstandingCents + uninvoicedCents),
  };
}

type ReceivablesFilter = { search?: string; sort?: (typeof RECEIVABLE_SORTS)[number]; overdue?: boolean };
type Computed = ReceivableRow & { outstandingCents: bigint; overdueCents: bigint };

/** Every dealer with an open invoice or an advance, with its figures on `today`, unsorted. */
async function computeReceivables(db: DbOrTx, today: string, search?: string): Promise<Computed[]> {
  const [ageing, advances] = await Promise.all([openInvoiceAgeing(db, today), dealerAdvanceTotals(db)]);
  const ids = [...new Set([...ageing.keys(), ...advances.keys()])];
  if (ids.length === 0) return [];
  const text = search?.trim();
  const [terms, uninvoiced] = await Promise.all([
    selectDealerTerms(db, and(inIds(dealers.id, ids), text ? ilike(accounts.fullName, likePattern(text)) : undefined)),
    uninvoicedOrdersByDealer(db, ids),
  ]);
  return terms.map((dealer) => {
    const age = ageing.get(dealer.id) ?? emptyAgeing();
    return {
      ...dealerCredit(dealer, advances.get(dealer.id) ?? 0n, uninvoiced.get(dealer.id) ?? 0n),
      gstin: dealer.gstin,
      overdue: formatCents(age.overdue),
      not_due: formatCents(age.buckets.not_due),
      age_0_30: formatCents(age.buckets.age_0_30),
      age_31_60: formatCents(age.buckets.age_31_60),
      age_61_90: formatCents(age.buckets.age_61_90),
      age_over_90: formatCents(age.buckets.age_over_90),
      oldest_due_date: age.oldestDueDate,
      outstandingCents: toCents(dealer.balance),
      overdueCents: age.overdue,
    };
  });
}

const compareBig = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

/** The order of a sort key (a leading '-' is descending); ties by dealer name then id, an absent date always last. */
function comparatorOf(sort: (typeof RECEIVABLE_SORTS)[number]) {
  const descending = sort.startsWith('-');
  const key = sort.replace(/^-/, '');
  const sign = descending ? -1 : 1;
  return (a: Computed, b: Computed): number => {
    let order = 0;
    if (key === 'outstanding') order = sign * compareBig(a.outstandingCents, b.outstandingCents);
    else if (key === 'overdue') order = sign * compareBig(a.overdueCents, b.overdueCents);
    else if (key === 'oldest_due_date') {
      if (a.oldest_due_date !== b.oldest_due_date) {
        if (a.oldest_due_date === null) return 1;
        if (b.oldest_due_date === null) return -1;
        order = sign * (a.oldest_due_date < b.oldest_due_date ? -1 : 1);
      }
    } else order = sign * a.dealer_name.localeCompare(b.dealer_name);
    return order || a.dealer_name.localeCompare(b.dealer_name) || a.dealer_id - b.dealer_id;
  };
}

function toRow({ outstandingCents: _o, overdueCents: _d, ...row }: Computed): ReceivableRow {
  return row;
}

/** GET /billing/receivables: one row per dealer who owes or holds an advance; default most outstanding first. */
export function listReceivables(db: DbOrTx, filter: ReceivablesFilter, today: string): PagedQuery<ReceivableRow> {
  return readWhole(
    async () => {
      const rows = await computeReceivables(db, today, filter.search);
      return rows.filter((row) => !filter.overdue || row.overdueCents > 0n).sort(comparatorOf(filter.sort ?? '-outstanding'));
    },
    (rows) => rows.map(toRow),
  );
}

/**
 * GET /billing/receivables/summary: the dashboard card. Totals count what dealers owe (a dealer's advance does not
 * lower another's debt): the sum of positive outstanding, and of overdue.
 */
export async function summarizeReceivables(db: DbOrTx, today: string): Promise<ReceivablesSummary> {
  const rows = await computeReceivables(db, today);
  const owing = rows.filter((row) => row.outstandingCents > 0n).sort(comparatorOf('-outstanding'));
  return {
    total_outstanding: formatCents(owing.reduce((sum, row) => sum + row.outstandingCents, 0n)),
    total_overdue: formatCents(rows.reduce((sum, row) => sum + row.overdueCents, 0n)),
    dealers_owing: owing.length,
    dealers_overdue: rows.filter((row) => row.overdueCents > 0n).length,
    top: owing.slice(0, 5).map((row) => ({ dealer_id: row.dealer_id, dealer_name: row.dealer_name, outstanding: row.outstanding, overdue: row.overdue })),
  };
}
