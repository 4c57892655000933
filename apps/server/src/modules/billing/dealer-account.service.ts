import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { formatCents } from '@steelworks/contract/common/money';
import type { DealerAccount } from '@steelworks/contract/dealer-account';
import type { InvoiceListItem } from '@steelworks/contract/invoice';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { dealerIdOfAccount } from '../dealer/dealer.service';
import { dealers } from '../dealer/dealer.table';
import { selectInvoiceRows, toInvoiceListItem } from './invoice-reads.service';
import { invoices } from './invoice.table';
import { selectPayments, toPaymentListItem } from './payment-reads.service';
import { payments } from './payment.table';
import { uninvoicedOrdersCents } from './uninvoiced-orders.service';
import { dealerAdvanceTotals, dealerCredit, openInvoiceAgeing, selectDealerTerms } from './receivables.service';

/** How many open invoices the account page lists (the invoices list has the rest), and how many payments. */
const OPEN_INVOICES_SHOWN = 20;
const RECENT_PAYMENTS_SHOWN = 5;

/** A dealer's open invoices, oldest due first (invoices_open_due_idx), as the invoices list shows them. */
async function openInvoicesShown(db: DbOrTx, dealerId: number, today: string): Promise<InvoiceListItem[]> {
  const rows = await selectInvoiceRows(db)
    .where(and(eq(invoices.dealerId, dealerId), sql`${invoices.status} = 'Open'`))
    .orderBy(asc(invoices.dueDate), asc(invoices.id))
    .limit(OPEN_INVOICES_SHOWN);
  return rows.map((row) => toInvoiceListItem(row, today));
}

/** The dealer's latest payments (payments_dealer_idx). */
async function recentPayments(db: DbOrTx, dealerId: number) {
  const rows = await selectPayments(db).where(eq(payments.dealerId, dealerId)).orderBy(desc(payments.id)).limit(RECENT_PAYMENTS_SHOWN);
  return rows.map(toPaymentListItem);
}

/** GET /billing/dealers/:id/account: one dealer's page (404 for an unknown dealer). */
export async function getDealerAccount(db: DbOrTx, dealerId: number, today: string): Promise<DealerAccount> {
  const [dealer] = await selectDealerTerms(db, eq(dealers.id, dealerId));
  if (!dealer) throw notFound();
  const [ageing, advances, uninvoiced, openInvoices, recent] = await Promise.all([
    openInvoiceAgeing(db, today, dealerId),
    dealerAdvanceTotals(db, dealerId),
    uninvoicedOrdersCents(db, dealerId),
    openInvoicesShown(db, dealerId, today),
    recentPayments(db, dealerId),
  ]);
  return {
    ...dealerCredit(dealer, advances.get(dealerId) ?? 0n, uninvoiced),
    overdue: formatCents(ageing.get(dealerId)?.overdue ?? 0n),
    uninvoiced_orders: formatCents(uninvoiced),
    open_invoices: openInvoices,
    recent_payments: recent,
  };
}

/** GET /billing/my-account: the signed-in dealer's own page; a dealer account without a dealer record has none (404). */
export async function getMyAccount(db: DbOrTx, actor: Caller, today: string): Promise<DealerAccount> {
  const dealerId = await dealerIdOfAccount(db, actor.accountId);
  if (dealerId === undefined) throw notFound();
  return getDealerAccount(db, dealerId, today);
}
