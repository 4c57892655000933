import { and, asc, eq, inArray, min } from 'drizzle-orm';
import { addDaysTo, todayIn } from '@steelworks/contract/common/dates';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import type { PaymentMode } from '@steelworks/contract/dealer-account';
import type { DbOrTx } from '../../db/client';
import { accountIdOf, hasRows } from '../../db/seed-helpers';
import type { AppContext } from '../../lib/context';
import { accounts } from '../account/account.table';
import { dealers } from '../dealer/dealer.table';
import { orders, orderStatusChanges } from '../order/order.table';
import { getBillingSettings } from './billing-settings.service';
import { createCreditNote } from './credit-notes.service';
import { invoices } from './invoice.table';
import { dealerBalances } from './payment.table';
import { issueInvoiceForOrder } from './invoice-issue.service';
import { recordPayment, reversePayment } from './payments.service';

/**
 * The demo's accounts (issue 31 "Done when"): an invoice for every shipped or delivered demo order on the day it
 * shipped (so the previous financial year has its own series), and each dealer paying in its own way:
 * - most pay each invoice a few days before it falls due, the demo dealer sometimes in two parts;
 * - Malabar Steel Agencies is paid ahead (an advance); Gap Road Steels (inter-state) has a bounced cheque, then pays
 *   by bank transfer; Ashtamudi has an invoice cancelled by a credit note after a part payment, and made again;
 *   Rubber Town pays cash on the day (no terms), the counter customers within theirs;
 * - Capital Frames (no credit limit, so never blocked) leaves every other invoice unpaid: the ageing shows all
 *   buckets;
 * - North Star Hardware leaves one invoice overdue, Thrissur Door House has bought past its limit: approving their
 *   pending orders is refused by the credit check.
 * The demo dealer and Malabar (whose orders the browser tests approve) stay inside their limits with nothing overdue.
 * Payments, the reversal and the credit note go through the services the routes use, as the demo admin, inside the
 * seed's one transaction (each service's own transaction nests as a savepoint), so the demo holds the same
 * invariants and audit rows as recorded data, and a failed seed leaves nothing behind.
 */

type Shipped = { orderId: number; dealerId: number; username: string | null; terms: number; invoiceDate: string; index: number };

/** rank orders one day's events: invoices, then payments, then reversals and advances. */
type Event = { day: string; rank: 0 | 1 | 2; run: (tx: DbOrTx) => Promise<void> };

/** Each regular dealer's usual way to pay. */
const MODES: Record<string, PaymentMode> = {
  dealer: 'bank_transfer',
  dealer_calicut: 'cheque',
  dealer_tcr: 'cheque',
  dealer_tvm: 'upi',
  dealer_kannur: 'bank_transfer',
  dealer_palakkad: 'bank_transfer',
  dealer_kollam: 'upi',
  dealer_kottayam: 'cash',
};

export async function seedBillingDocuments(ctx: AppContext): Promise<void> {
  const db = ctx.db;
  if (await hasRows(db, invoices)) return;
  if (!(await getBillingSettings(db)).configured) return;
  const today = todayIn(ctx.config.timeZone);
  const adminId = await accountIdOf(db, 'admin');
  if (adminId === undefined) return;
  const actor = { accountId: adminId, role: 'admin' as const };
  const shipped = await shippedOrders(db, ctx.config.timeZone);
  if (shipped.length === 0) return;

  const invoiceOf = new Map<number, number>();
  const paymentOf = new Map<string, number>();
  const events: Event[] = [];
  const at = (day: string, rank: 0 | 1 | 2, run: (tx: DbOrTx) => Promise<void>) => {
    if (day <= today) events.push({ day, rank, run });
  };
  /** Pays `share` (a fraction of what is due, or all of it) of the order's invoice on `day`. */
  const pay = (s: Shipped, day: string, mode: PaymentMode, share = 1, key?: string) =>
    at(day, 1, async (tx) => {
      const invoiceId = invoiceOf.get(s.orderId)!;
      const due = await invoiceDueCents(tx, invoiceId);
      // Part payments are whole hundreds of rupees, as people pay.
      const cents = share >= 1 ? due : (((due * BigInt(Math.round(share * 100))) / 100n) / 10000n) * 10000n;
      if (cents <= 0n) return;
      const payment = await recordPayment(
        tx,
        {
          dealer_id: s.dealerId,
          received_on: day,
          amount: formatCents(cents),
          mode,
          cheque_number: mode === 'cheque' ? String(400100 + s.orderId * 7).slice(-6) : '',
          reference: mode === 'upi' ? `${day.replaceAll('-', '')}${String(s.orderId).padStart(4, '0')}` : mode === 'bank_transfer' ? `NEFT ${s.orderId}${day.slice(8)}` : '',
          note: share < 1 ? 'Part payment' : '',
          invoice_ids: [invoiceId],
        },
        actor,
        today,
      );
      if (key) paymentOf.set(key, payment.id);
    });

  for (const s of shipped) {
    at(s.invoiceDate, 0, async (tx) => {
      invoiceOf.set(s.orderId, await issueInvoiceForOrder(tx, s.orderId, { invoiceDate: s.invoiceDate, actor }));
    });
    const due = addDaysTo(s.invoiceDate, s.terms);
    // A few days before the due date (cash buyers on the day).
    const onTime = addDaysTo(s.invoiceDate, Math.max(0, s.terms - 3 - (s.index % 7)));
    const mode = s.username ? (MODES[s.username] ?? 'bank_transfer') : 'cash';
    switch (s.username) {
      case 'dealer':
        if (s.index % 4 === 1) pay(s, addDaysTo(s.invoiceDate, 10), 'upi', 0.4);
        pay(s, onTime, s.index % 3 === 0 ? 'cheque' : mode);
        break;
      case 'dealer_tcr':
        // Pays on the due date: what is not yet due stays open (past its limit, but nothing overdue).
        if (due < today) pay(s, due, mode);
        break;
      case 'dealer_tvm':
      case null:
        // No credit limit, never blocked: leaves the invoices unpaid that fall in each ageing bucket today.
        if (!unpaidForAgeing(daysBetween(due, today))) pay(s, onTime, mode);
        break;
      case 'dealer_kannur':
        // The one invoice that fell due 10 to 40 days ago stays unpaid.
        if (!(due < addDaysTo(today, -10) && due >= addDaysTo(today, -40))) pay(s, onTime, mode);
        break;
      case 'dealer_palakkad':
        if (s.index === 1) {
          pay(s, onTime, 'cheque', 1, 'bounced');
          const returned = addDaysTo(onTime, 4);
          at(returned, 2, async (tx) => {
            await reversePayment(tx, paymentOf.get('bounced')!, { reason: 'Cheque returned unpaid: insufficient funds', reversed_on: returned }, actor, today);
          });
          pay(s, addDaysTo(onTime, 9), 'bank_transfer');
        } else pay(s, onTime, mode);
        break;
      case 'dealer_kollam':
        if (s.index === 2) {
          // Half paid, then cancelled by a credit note and made again: the half paid moves to the new invoice.
          pay(s, addDaysTo(s.invoiceDate, 2), mode, 0.5);
          const day = addDaysTo(s.invoiceDate, 5);
          // The service dates the note on its last argument, the day the office cancels the invoice.
          at(day, 2, async (tx) => {
            await createCreditNote(tx, invoiceOf.get(s.orderId)!, 'Issued before the site changed the sizes; issued again', actor, day);
          });
          at(day, 2, async (tx) => {
            invoiceOf.set(s.orderId, await issueInvoiceForOrder(tx, s.orderId, { invoiceDate: day, actor }));
          });
        }
        pay(s, onTime, mode);
        break;
      default:
        pay(s, onTime, mode);
    }
  }
  // Malabar pays ahead: what it owes now and 25,000 more, kept as an advance for its next invoice.
  const malabar = shipped.find((s) => s.username === 'dealer_calicut');
  if (malabar) {
    at(addDaysTo(today, -2), 2, async (tx) => {
      const open = await tx.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.dealerId, malabar.dealerId), eq(invoices.status, 'Open')));
      let owed = 0n;
      for (const invoice of open) owed += await invoiceDueCents(tx, invoice.id);
      await recordPayment(
        tx,
        {
          dealer_id: malabar.dealerId,
          received_on: addDaysTo(today, -2),
          amount: formatCents(owed + toCents('25000')),
          mode: 'bank_transfer',
          cheque_number: '',
          reference: 'RTGS advance',
          note: 'Advance for the next orders',
          invoice_ids: [],
        },
        actor,
        today,
      );
    });
  }

  // Thrissur Door House owes more than its limit: the limit is set under its balance, in round ten thousands.
  const tcr = shipped.find((s) => s.username === 'dealer_tcr');
  if (tcr) {
    events.push({
      day: today,
      rank: 2,
      run: async (tx) => {
        const [row] = await tx.select({ balance: dealerBalances.balance }).from(dealerBalances).where(eq(dealerBalances.dealerId, tcr.dealerId));
        const owed = toCents(row?.balance ?? '0');
        if (owed > 1000000n) await tx.update(dealers).set({ creditLimit: formatCents(((owed * 8n) / 10n / 1000000n) * 1000000n) }).where(eq(dealers.id, tcr.dealerId));
      },
    });
  }

  // Invoices are made in date order (numbers follow dates); on one day: invoices, then payments, then reversals.
  const order = events.map((event, i) => ({ event, i })).sort((a, b) => (a.event.day < b.event.day ? -1 : a.event.day > b.event.day ? 1 : a.event.rank - b.event.rank || a.i - b.i));
  await db.transaction(async (tx) => {
    for (const { event } of order) await event.run(tx);
  });
}

/** The balance still due on an open invoice (0 when it is paid or cancelled). */
async function invoiceDueCents(tx: DbOrTx, invoiceId: number): Promise<bigint> {
  const [row] = await tx
    .select({ total: invoices.total, paid: invoices.amountPaid })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'Open')));
  return row ? toCents(row.total) - toCents(row.paid) : 0n;
}

/** Days past due that the accounts without a limit leave unpaid: one window in each ageing bucket. */
function unpaidForAgeing(daysPastDue: number): boolean {
  return (daysPastDue >= 3 && daysPastDue <= 28) || (daysPastDue >= 33 && daysPastDue <= 58) || (daysPastDue >= 63 && daysPastDue <= 88) || (daysPastDue >= 95 && daysPastDue <= 170);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The shipped and delivered demo orders with the day each shipped, oldest first, numbered per dealer. */
async function shippedOrders(db: DbOrTx, timeZone: string): Promise<Shipped[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      dealerId: orders.dealerId,
      username: accounts.username,
      terms: dealers.paymentTermsDays,
      shippedAt: min(orderStatusChanges.changedAt),
    })
    .from(orders)
    .innerJoin(dealers, eq(dealers.id, orders.dealerId))
    .innerJoin(accounts, eq(accounts.id, dealers.accountId))
    .innerJoin(orderStatusChanges, and(eq(orderStatusChanges.orderId, orders.id), eq(orderStatusChanges.toStatus, 'Shipped')))
    .where(inArray(orders.status, ['Shipped', 'Delivered']))
    .groupBy(orders.id, accounts.username, dealers.paymentTermsDays)
    .orderBy(asc(min(orderStatusChanges.changedAt)), asc(orders.id));
  const counts = new Map<number, number>();
  return rows.map((row) => {
    const index = counts.get(row.dealerId) ?? 0;
    counts.set(row.dealerId, index + 1);
    return { orderId: row.orderId, dealerId: row.dealerId, username: row.username, terms: row.terms, invoiceDate: todayIn(timeZone, row.shippedAt!), index };
  });
}
