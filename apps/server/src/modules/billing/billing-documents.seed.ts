import { and, asc, eq, inArray, min } from 'drizzle-orm';
import { addDaysTo, todayIn } from '@steelworks/contract/common/dates';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { CASH_LIMIT_CENTS, type PaymentMode } from '@steelworks/contract/dealer-account';
import { percentOf } from '@steelworks/contract/invoice';
import type { DbOrTx } from '../../db/client';
import { accountIdOf, hasRows } from '../../db/seed-helpers';
import type { AppContext } from '../../lib/context';
import { accounts } from '../../db/accounts.table';
import { dealers } from '../dealer/dealer.table';
import { orders, orderStatusChanges } from '../order/order.table';
import { getBillingSettings } from './billing-settings.service';
import { chooseGstDemoOrders, GST_DEMO_SITE } from './gst-demo.seed';
import { createCreditNote, createNote, type NoteRequest } from './credit-notes.service';
import { invoiceLines, invoices } from './invoice.table';
import { dealerBalances } from './payment.table';
import { issueInvoiceForOrder } from './invoice-issue.service';
import { recordPayment, reversePayment } from './payments.service';
import { recordRefund } from './refunds.service';

/**
 * The demo's accounts (issue 31 "Done when"): an invoice for every shipped or delivered demo order on the day it
 * shipped (so the previous financial year has its own series), and each dealer paying in its own way:
 * - most pay each invoice a few days before it falls due, the demo dealer sometimes in two parts;
 * - Malabar Steel Agencies is paid ahead (an advance), and part of it is refunded (a refund voucher); Gap Road
 *   Steels (inter-state) has a bounced cheque, then pays by bank transfer; Ashtamudi has an invoice cancelled by a
 *   credit note after a part payment (the half paid becomes an advance; a cancelled order is not invoiced again,
 *   docs/decisions/031);
 * - notes for part of an invoice (CGST s.34): the demo dealer returns a piece of one invoice and gets a price
 *   reduction on another, and has one order delivered to a site in Tamil Nadu (IGST, Ship to Tamil Nadu); North
 *   Star Hardware is charged interest on its overdue invoice by a debit note;
 * - Rubber Town pays cash on the day (no terms), the counter customers within theirs;
 * - Capital Frames (no credit limit, so never blocked) leaves every other invoice unpaid: the ageing shows all
 *   buckets;
 * - North Star Hardware leaves one invoice overdue, Thrissur Door House has bought past its limit: approving their
 *   pending orders is refused by the credit check;
 * - Kannur deducts TDS under s.194Q from its payments; every payment has its receipt voucher; no dealer pays
 *   2,00,000 or more in cash in a day (s.269ST).
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
  const cashOfDay = new Map<string, bigint>();
  /**
   * Pays `share` (a fraction of what is due, or all of it) of the order's invoice on `day`. With `tds` the dealer
   * deducts 0.1% of the taxable value (s.194Q) and pays the rest. Cash that would take the dealer's day to 2,00,000
   * (s.269ST) goes by bank transfer instead, as the office would ask.
   */
  const pay = (s: Shipped, day: string, requested: PaymentMode, share = 1, key?: string, tds = false) =>
    at(day, 1, async (tx) => {
      const invoiceId = invoiceOf.get(s.orderId)!;
      const due = await invoiceDueCents(tx, invoiceId);
      // Part payments are whole hundreds of rupees, as people pay.
      const settles = share >= 1 ? due : (((due * BigInt(Math.round(share * 100))) / 100n) / 10000n) * 10000n;
      if (settles <= 0n) return;
      const tdsCents = tds ? percentOf(await invoiceTaxableCents(tx, invoiceId), '0.10') : 0n;
      const cents = settles - tdsCents;
      const cashKey = `${s.dealerId} ${day}`;
      const cashSoFar = cashOfDay.get(cashKey) ?? 0n;
      const mode = requested === 'cash' && cashSoFar + cents >= CASH_LIMIT_CENTS ? 'bank_transfer' : requested;
      if (mode === 'cash') cashOfDay.set(cashKey, cashSoFar + cents);
      const payment = await recordPayment(
        tx,
        {
          dealer_id: s.dealerId,
          received_on: day,
          amount: formatCents(cents),
          tds_amount: formatCents(tdsCents),
          tds_section: '194Q',
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

  /** A credit or debit note on the order's invoice on `day`, its lines chosen from the invoice's (none: no note). */
  const note = (s: Shipped, day: string, build: (lines: Array<{ lineNo: number; quantity: number; taxable: string }>) => NoteRequest | undefined, rank: 0 | 2 = 2) =>
    at(day, rank, async (tx) => {
      const invoiceId = invoiceOf.get(s.orderId)!;
      const lines = await tx
        .select({ lineNo: invoiceLines.lineNo, quantity: invoiceLines.quantity, taxable: invoiceLines.taxableValue })
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, invoiceId))
        .orderBy(asc(invoiceLines.lineNo));
      const request = build(lines);
      if (request) await createNote(tx, invoiceId, request, actor, day);
    });

  const gstDemo = await chooseGstDemoOrders(db, shipped);
  for (const s of shipped) {
    if (s === gstDemo.b2cl) {
      // The GSTR-1 demo month's B2CL invoice (gst-demo.seed.ts): a counter sale delivered to a godown in Tamil Nadu.
      at(s.invoiceDate, 0, async (tx) => {
        await tx.update(orders).set({ deliveryStateCode: GST_DEMO_SITE.stateCode, deliverySite: GST_DEMO_SITE.site }).where(eq(orders.id, s.orderId));
      });
    }
    if (s.username === 'dealer' && s.index === 2) {
      // Delivered to a site in Tamil Nadu: the place of supply is where the goods went, so IGST (IGST Act s.10(1)(a)).
      at(s.invoiceDate, 0, async (tx) => {
        await tx.update(orders).set({ deliveryStateCode: '33', deliverySite: 'Site office, Avinashi Road, Coimbatore 641018' }).where(eq(orders.id, s.orderId));
      });
    }
    at(s.invoiceDate, 0, async (tx) => {
      invoiceOf.set(s.orderId, await issueInvoiceForOrder(tx, s.orderId, { invoiceDate: s.invoiceDate, actor }));
    });
    if (s.username === 'dealer' && s.index === 1) {
      // One piece of the first line came back damaged: a part return.
      note(s, addDaysTo(s.invoiceDate, 4), (lines) => {
        const line = lines.find((row) => row.quantity >= 2) ?? lines[0];
        return line && { kind: 'credit', input: { reason_code: 'return', reason: 'One piece damaged in transit, taken back', lines: [{ line_no: line.lineNo, quantity: 1 }] } };
      });
    }
    if (s.username === 'dealer' && s.index === 3) {
      // 5% off the first line, agreed after delivery: a price reduction.
      note(s, addDaysTo(s.invoiceDate, 6), (lines) => {
        const line = lines[0];
        const amount = formatCents(toCents(line?.taxable ?? '0') / 20n);
        return line && { kind: 'credit', input: { reason_code: 'price_reduction', reason: 'Rate revised by 5% as agreed for the repeat order', lines: [{ line_no: line.lineNo, amount }] } };
      });
    }
    if (s === gstDemo.b2cl) {
      // One piece rejected at the site on delivery, before the buyer pays on the day: a credit note (cdnur).
      note(s, s.invoiceDate, (lines) => {
        const line = lines.find((row) => row.quantity >= 2) ?? lines[0];
        return line && { kind: 'credit', input: { reason_code: 'return', reason: 'One piece rejected at the site on delivery', lines: [{ line_no: line.lineNo, quantity: 1 }] } };
      }, 0);
    }
    if (s === gstDemo.cdnr) {
      // 2% off the first line for a late delivery, agreed on the day (cdnr of the GSTR-1 demo month).
      note(s, s.invoiceDate, (lines) => {
        const line = lines[0];
        const amount = formatCents(toCents(line?.taxable ?? '0') / 50n);
        return line && { kind: 'credit', input: { reason_code: 'price_reduction', reason: 'Rate reduced by 2% for the late delivery', lines: [{ line_no: line.lineNo, amount }] } };
      }, 0);
    }
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
        // The one invoice that fell due 10 to 40 days ago stays unpaid and was charged interest yesterday (a debit
        // note); a large buyer, it deducts TDS (s.194Q) on the rest.
        if (!(due < addDaysTo(today, -10) && due >= addDaysTo(today, -40))) pay(s, onTime, mode, 1, undefined, true);
        else
          note(s, addDaysTo(today, -1), (lines) => {
            const line = lines[0];
            // 18% a year for the days past due, on the first line's taxable value, to the rupee.
            const interest = (toCents(line?.taxable ?? '0') * 18n * BigInt(daysBetween(due, addDaysTo(today, -1)))) / 36500n / 100n * 100n;
            const input = { reason_code: 'interest' as const, reason: 'Interest at 18% a year on the overdue invoice', lines: [{ line_no: line?.lineNo ?? 1, amount: formatCents(interest) }] };
            return line && interest > 0n ? { kind: 'debit', input } : undefined;
          });
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
          // Half paid, then cancelled by a credit note: the half paid becomes an advance for the next invoices.
          pay(s, addDaysTo(s.invoiceDate, 2), mode, 0.5);
          const day = addDaysTo(s.invoiceDate, 5);
          // The service dates the note on its last argument, the day the office cancels the invoice.
          at(day, 2, async (tx) => {
            await createCreditNote(tx, invoiceOf.get(s.orderId)!, 'Site cancelled the order; the goods came back unused', actor, day);
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
    // The next day 10,000 of that advance goes back (an order it was meant for was dropped): a refund voucher.
    at(addDaysTo(today, -1), 2, async (tx) => {
      await recordRefund(
        tx,
        { dealer_id: malabar.dealerId, amount: '10000.00', refund_date: addDaysTo(today, -1), mode: 'bank_transfer', reference: 'NEFT refund', reason: 'Order for the new godown dropped; part of the advance returned' },
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

/** An invoice's taxable value in paise (the base of the TDS a dealer deducts under s.194Q). */
async function invoiceTaxableCents(tx: DbOrTx, invoiceId: number): Promise<bigint> {
  const [row] = await tx.select({ taxable: invoices.taxableValue }).from(invoices).where(eq(invoices.id, invoiceId));
  return toCents(row!.taxable);
}

/** The balance still due on an open invoice (0 when it is paid or cancelled). */
async function invoiceDueCents(tx: DbOrTx, invoiceId: number): Promise<bigint> {
  const [row] = await tx
    .select({ total: invoices.total, adjustment: invoices.adjustment, paid: invoices.amountPaid })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'Open')));
  return row ? toCents(row.total) + toCents(row.adjustment) - toCents(row.paid) : 0n;
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
