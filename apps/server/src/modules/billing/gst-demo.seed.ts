import { and, desc, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealers } from '../dealer/dealer.table';
import { orderItems } from '../order/order.table';
import { b2clThresholdCents } from './gst-period';
import { invoices } from './invoice.table';

/**
 * The demo's GSTR-1 month (issue 44 point 6, docs/decisions/037-gstr1-and-gstr3b.md#the-demo-month): the month of the
 * latest order of an unregistered buyer (the counter customer Rubber Town) whose taxable value alone is above the B2CL
 * limit of its day and that has another invoice of that buyer in the same month. It is delivered to a site in Tamil
 * Nadu (inter-state: B2CL), a piece of it is rejected at the site (a credit note to an unregistered buyer: cdnur), the
 * buyer's other invoice of the month stays B2CS, and one registered dealer's invoice of the month gets a price
 * reduction (cdnr). The e-invoice and e-way bill seeds put a registered invoice and a bill into the same month.
 */

type Order = { orderId: number; dealerId: number; username: string | null; invoiceDate: string };

export const GST_DEMO_SITE = { stateCode: '33', site: 'Godown, Trichy Road, Coimbatore 641005', pin: '641005' } as const;

/** Which shipped demo orders become the month's B2CL invoice and its registered credit note (none: no such order). */
export async function chooseGstDemoOrders<T extends Order>(db: DbOrTx, shipped: T[]): Promise<{ b2cl?: T; cdnr?: T }> {
  if (shipped.length === 0) return {};
  const unregistered = new Set(
    (await db.select({ id: dealers.id }).from(dealers).where(and(isNull(dealers.gstin), inArray(dealers.id, [...new Set(shipped.map((s) => s.dealerId))])))).map((row) => row.id),
  );
  const ids = shipped.filter((s) => unregistered.has(s.dealerId)).map((s) => s.orderId);
  const taxable = new Map(
    ids.length
      ? (
          await db
            .select({ orderId: orderItems.orderId, cents: sql<string>`sum(${orderItems.quantity} * ${orderItems.unitPrice} * 100)::bigint::text` })
            .from(orderItems)
            .where(inArray(orderItems.orderId, ids))
            .groupBy(orderItems.orderId)
        ).map((row) => [row.orderId, BigInt(row.cents)])
      : [],
  );
  const month = (s: Order) => s.invoiceDate.slice(0, 7);
  const large = shipped.filter((s) => unregistered.has(s.dealerId) && (taxable.get(s.orderId) ?? 0n) > b2clThresholdCents(s.invoiceDate)).reverse();
  const b2cl =
    large.find((s) => shipped.some((other) => other !== s && other.dealerId === s.dealerId && month(other) === month(s))) ?? large[0];
  if (!b2cl) return {};
  // A registered dealer whose books take a note quietly: not the cancelled, the bounced or the TDS ones of the seed.
  const registered = shipped.filter((s) => month(s) === month(b2cl) && !unregistered.has(s.dealerId));
  const cdnr = ['dealer_tvm', 'dealer_calicut', 'dealer_tcr', 'dealer'].map((name) => registered.find((s) => s.username === name)).find(Boolean);
  return { b2cl, cdnr };
}

/** The demo month's B2CL invoice (an unregistered buyer, inter-state), for the e-invoice and e-way bill seeds. */
export async function gstDemoInvoice(db: DbOrTx): Promise<{ id: number; month: string } | undefined> {
  const [row] = await db
    .select({ id: invoices.id, date: invoices.invoiceDate })
    .from(invoices)
    .where(and(sql`${invoices.buyer}->>'gstin' is null`, ne(invoices.status, 'Cancelled'), ne(invoices.placeOfSupply, sql`${invoices.buyer}->>'state_code'`)))
    .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
    .limit(1);
  return row && { id: row.id, month: row.date.slice(0, 7) };
}
