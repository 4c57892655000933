import { and, asc, eq, sql } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { creditLimitMessage, overdueInvoiceMessage, type CreditRefusal } from '@steelworks/contract/credit-control';
import { ACCOUNT_TEXT } from '@steelworks/contract/dealer-account';
import type { Role } from '@steelworks/contract/roles';
import type { DbOrTx } from '../../db/client';
import { forbidden, ruleError } from '../../lib/app-error';
import { dealers } from '../dealer/dealer.table';
import { orderWithTaxCents, uninvoicedOrdersCents } from './uninvoiced-orders.service';
import { lockDealerBalance } from './dealer-ledger.service';
import { invoiceUnpaid } from './allocation.service';
import { invoices } from './invoice.table';
import { daysBetween } from './receivables.service';

/** An admin's approval past the credit check: what the audit row of the approval keeps. */
export type CreditOverride = { reason: string; message: string; refusal: CreditRefusal };

type ApprovedOrder = { id: number; dealerId: number; billAmount: string };

/**
 * The credit check at approval (issue 31 point 6), inside the approval's transaction, after the order's row lock. For
 * a dealer with a credit limit it takes the dealer's balance lock (dealer-ledger.service.ts), so two approvals for
 * one dealer run one after the other and the second counts the first: refused when what the dealer owes (ledger
 * balance plus its Approved and Started orders not yet invoiced, each with GST) plus this order's total with GST passes the limit, or when an
 * open invoice of the dealer is past its due date. A dealer with no limit is not checked.
 *
 * Refused: 400 with the figures and `can_override` (an admin may approve with a reason). With `overrideReason` an
 * admin passes and gets back what to audit; anyone else giving a reason for a refused order is 403. A reason given
 * when the check passes is ignored (null).
 */
export async function checkCreditAtApproval(
  tx: DbOrTx,
  order: ApprovedOrder,
  actor: { role: Role },
  overrideReason: string | undefined,
  today: string,
): Promise<CreditOverride | null> {
  const [dealer] = await tx.select({ creditLimit: dealers.creditLimit }).from(dealers).where(eq(dealers.id, order.dealerId));
  if (!dealer || dealer.creditLimit === null) return null;

  const { balanceCents } = await lockDealerBalance(tx, order.dealerId);
  const owedCents = balanceCents + (await uninvoicedOrdersCents(tx, order.dealerId, order.id));
  // The order at what its invoice will come to, GST included, like the orders it is added to.
  const thisOrderCents = await orderWithTaxCents(tx, order.id);
  const [overdue] = await tx
    .select({ number: invoices.number, dueDate: invoices.dueDate, unpaid: invoiceUnpaid })
    .from(invoices)
    .where(and(eq(invoices.dealerId, order.dealerId), sql`${invoices.status} = 'Open'`, sql`${invoices.dueDate} < ${today}::date`))
    .orderBy(asc(invoices.dueDate), asc(invoices.id))
    .limit(1);

  const reasons: string[] = [];
  if (owedCents + thisOrderCents > toCents(dealer.creditLimit)) {
    reasons.push(creditLimitMessage(dealer.creditLimit, formatCents(owedCents), formatCents(thisOrderCents)));
  }
  if (overdue) {
    const unpaid = overdue.unpaid;
    reasons.push(overdueInvoiceMessage(overdue.number, daysBetween(overdue.dueDate, today), unpaid));
  }
  if (reasons.length === 0) return null;

  const message = reasons.join('. ');
  const refusal: CreditRefusal = {
    credit_limit: dealer.creditLimit,
    outstanding: formatCents(owedCents),
    this_order: formatCents(thisOrderCents),
    overdue_invoice: overdue?.number ?? null,
  };
  const isAdmin = actor.role === 'admin';
  if (overrideReason) {
    if (!isAdmin) throw forbidden(ACCOUNT_TEXT.overrideAdminOnly);
    return { reason: overrideReason, message, refusal };
  }
  if (isAdmin) throw ruleError(message, { credit: refusal, can_override: true });
  throw ruleError(`${message}. ${ACCOUNT_TEXT.overrideAdminOnly}`, { credit: refusal, can_override: false });
}
