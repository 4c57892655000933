import { and, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { amountInIndianWords } from '@steelworks/contract/common/amount-words';
import { formatCents, formatRupees, toCents } from '@steelworks/contract/common/money';
import { ACCOUNT_TEXT, entryDateProblem } from '@steelworks/contract/dealer-account';
import { type Refund, type RefundInput, type RefundListItem } from '@steelworks/contract/vouchers';
import type { DbOrTx } from '../../db/client';
import { fieldError, notFound } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { cappedCounter, disjointArms, inIds, searchTerms, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { joinDealerAccount } from '../dealer/dealer-account.join';
import { dealers } from '../dealer/dealer.table';
import { dealerAdvances } from './allocation.service';
import { conflict } from './billing-errors';
import { checkDealerVisible, dealerIdsNamed, dealerScope } from './billing-scope';
import { lockDealerBalance, postDealerLedger } from './dealer-ledger.service';
import { getBillingSettings } from './billing-settings.service';
import { nextDocumentNumber, prefixOf } from './document-numbers';
import { payments, receipts, refundPayments, refunds } from './payment.table';
import { voucherCompany, voucherDealer } from './voucher-parties.service';
import type { Caller } from '../../lib/caller';

/**
 * Refunds of a dealer's advance (issue 41 point 8, docs/decisions/031 "Payments: cash limit, TDS, receipts, refunds"):
 * a refund voucher of its own series (CGST rule 51), a debit row in the ledger, never a delete. It takes the dealer's
 * balance lock first, so two refunds (or a refund and an invoice using the advance) run one after the other and
 * together never pay back more than the advance.
 */

/** "The dealer's unallocated advance is ₹5,000.00: at most that can be refunded." */
export function refundTooLargeMessage(advanceCents: bigint): string {
  return `The dealer's unallocated advance is ${formatRupees(formatCents(advanceCents))}: at most that can be refunded.`;
}

/** POST /billing/refunds: takes the amount from the dealer's advances received by the refund's date, oldest first. */
export async function recordRefund(db: DbOrTx, input: RefundInput, actor: Caller, today: string): Promise<Refund> {
  const dateProblem = entryDateProblem(input.refund_date, today, 'The refund date');
  if (dateProblem) throw fieldError('refund_date', dateProblem);
  const cents = toCents(input.amount!);
  const id = await db.transaction(async (tx) => {
    const [dealer] = await tx.select({ id: dealers.id }).from(dealers).where(eq(dealers.id, input.dealer_id));
    if (!dealer) throw fieldError('dealer_id', ACCOUNT_TEXT.dealerRequired);
    await lockDealerBalance(tx, dealer.id);
    // Only money received by the refund's date can be paid back on it.
    const advances = (await dealerAdvances(tx, dealer.id)).filter((advance) => advance.receivedOn <= input.refund_date);
    const advanceCents = advances.reduce((sum, advance) => sum + advance.leftCents, 0n);
    if (cents > advanceCents) throw fieldError('amount', refundTooLargeMessage(advanceCents));

    const { financialYear, seq, number } = await nextDocumentNumber(tx, 'refund', prefixOf(await getBillingSettings(tx), 'refund'), input.refund_date);
    const [refund] = await tx
      .insert(refunds)
      .values({ dealerId: dealer.id, number, financialYear, seq, refundDate: input.refund_date, amount: input.amount!, mode: input.mode, reference: input.reference, reason: input.reason, createdBy: actor.accountId })
      .returning({ id: refunds.id });
    let left = cents;
    for (const advance of advances) {
      if (left === 0n) break;
      const take = advance.leftCents < left ? advance.leftCents : left;
      const amount = formatCents(take);
      const [moved] = await tx
        .update(payments)
        .set({ refunded: sql`${payments.refunded} + ${amount}` })
        .where(and(eq(payments.id, advance.id), eq(payments.status, 'Received'), sql`${payments.allocated} + ${payments.refunded} + ${amount} <= ${payments.amount} + ${payments.tdsAmount}`))
        .returning({ id: payments.id });
      if (!moved) throw conflict();
      await tx.insert(refundPayments).values({ refundId: refund!.id, paymentId: advance.id, amount });
      left -= take;
    }
    await postDealerLedger(tx, {
      dealerId: dealer.id,
      entryDate: input.refund_date,
      kind: 'refund',
      reference: number,
      description: `Advance refunded: ${input.reason}`.slice(0, 300),
      cents,
      refundId: refund!.id,
      createdBy: actor.accountId,
    });
    await recordAudit(tx, actor, {
      entity: 'refund',
      id: refund!.id,
      action: 'create',
      after: { number, dealer_id: dealer.id, amount: input.amount, refund_date: input.refund_date, mode: input.mode, reference: input.reference, reason: input.reason },
      note: `Refund ${number}`,
    });
    return refund!.id;
  });
  return getRefund(db, id, actor);
}

/** What a refund's row in the list shows, selected in the answer's keys; the voucher adds to it. */
const listColumns = {
  id: refunds.id,
  number: refunds.number,
  refund_date: refunds.refundDate,
  dealer_id: refunds.dealerId,
  dealer_name: accounts.fullName,
  amount: refunds.amount,
  mode: refunds.mode,
  reference: refunds.reference,
  reason: refunds.reason,
};

function selectRefunds(db: DbOrTx) {
  return joinDealerAccount(db.select(listColumns).from(refunds).$dynamic(), refunds.dealerId);
}

/** GET /billing/refunds: newest first, by dealer, searchable by number, reference or dealer name (as the payments list). */
export async function listRefunds(db: DbOrTx, query: { search?: string; dealer?: number }, actor: Caller): Promise<PagedQuery<RefundListItem>> {
  const dealerId = await dealerScope(db, actor, query.dealer);
  const filter = dealerId !== undefined ? eq(refunds.dealerId, dealerId) : undefined;
  const terms = searchTerms(query.search ?? '');
  const search: SQL[] = terms ? [inIds(refunds.dealerId, await dealerIdsNamed(db, terms.pattern)), or(ilike(refunds.number, terms.pattern), ilike(refunds.reference, terms.pattern))!] : [];
  const where = and(filter, or(...search));
  const newestFirst = (condition: SQL | undefined, limit: number) => selectRefunds(db).where(condition).orderBy(desc(refunds.id)).limit(limit);
  return {
    ...cappedCounter(db, () => disjointArms((arm) => db.select({ id: refunds.id }).from(refunds).where(arm), filter, search), {
      estimateFirst: search.length === 0,
      search: search.length > 0,
    }),
    rows: (limit, offset) => newestFirst(where, limit).offset(offset),
    rowsAfter: (limit, last) => newestFirst(and(where, lt(refunds.id, last.id)), limit),
  };
}

/** GET /billing/refunds/:id: the refund voucher, with the receipts whose advance it returns. A dealer reads only its own. */
export async function getRefund(db: DbOrTx, id: number, actor: Caller): Promise<Refund> {
  const [found] = await selectRefunds(db).where(eq(refunds.id, id));
  if (!found) throw notFound();
  await checkDealerVisible(db, actor, found.dealer_id);
  const [parts, createdAt, company, dealer] = await Promise.all([
    db
      .select({ payment_id: refundPayments.paymentId, receipt_number: receipts.number, received_on: payments.receivedOn, amount: refundPayments.amount })
      .from(refundPayments)
      .innerJoin(payments, eq(payments.id, refundPayments.paymentId))
      .innerJoin(receipts, eq(receipts.paymentId, refundPayments.paymentId))
      .where(eq(refundPayments.refundId, id))
      .orderBy(refundPayments.id),
    db.select({ at: refunds.createdAt }).from(refunds).where(eq(refunds.id, id)),
    voucherCompany(db),
    voucherDealer(db, found.dealer_id),
  ]);
  return {
    ...found,
    company,
    dealer,
    amount_words: amountInIndianWords(found.amount),
    receipts: parts,
    created_at: createdAt[0]!.at.toISOString(),
  };
}
