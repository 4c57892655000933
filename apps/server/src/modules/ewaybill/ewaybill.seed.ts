import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { todayIn } from '@steelworks/contract/common/dates';
import { ewbGenerateInputSchema, validUntil, type EwbGenerateInput } from '@steelworks/contract/ewaybill';
import type { Invoice } from '@steelworks/contract/invoice';
import { accountIdOf, hasRows } from '../../db/seed-helpers';
import type { AppContext } from '../../lib/context';
import { recordAudit } from '../../lib/audit';
import { invoices } from '../billing/invoice.table';
import { getInvoice } from '../billing/invoice-reads.service';
import { GST_DEMO_SITE, gstDemoInvoice } from '../billing/gst-demo.seed';
import { dealers } from '../dealer/dealer.table';
import { accounts } from '../../db/accounts.table';
import { buildEwbBill } from './ewaybill-json';
import { ewayBills, ewayBillVehicles } from './ewaybill.table';

/**
 * The demo's e-way bills (issue 44 point 3): two invoices of the demo dealer above the threshold carry a bill, one on
 * one lorry and one split over two (the pieces of each line shared between them), and so does the GSTR-1 demo month's
 * inter-state sale; the dealer's newer invoices above
 * the threshold are left without one, for the office to raise. Bills as the portal would have given them (no API is
 * configured in the demo), each with its audit row.
 */
export async function seedEwayBills(ctx: AppContext): Promise<void> {
  const db = ctx.db;
  if (await hasRows(db, ewayBills)) return;
  const adminId = await accountIdOf(db, 'admin');
  if (adminId === undefined) return;
  const actor = { accountId: adminId, role: 'admin' as const };
  const today = todayIn(ctx.config.timeZone);
  const candidates = await db
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(dealers, eq(dealers.id, invoices.dealerId))
    .innerJoin(accounts, eq(accounts.id, dealers.accountId))
    .where(and(eq(accounts.username, 'dealer'), ne(invoices.status, 'Cancelled'), gt(invoices.total, '50000')))
    .orderBy(desc(invoices.id))
    .limit(12);
  const chosen: Invoice[] = [];
  // The newest two stay without a bill; of the rest, the first that can be billed takes one vehicle, a later one with
  // a line of two or more pieces takes two.
  for (const { id } of candidates.slice(2)) {
    const invoice = await getInvoice(db, id, actor, today);
    const splittable = invoice.lines.some((line) => line.quantity >= 2);
    if (chosen.length === 1 && !splittable) continue;
    try {
      buildEwbBill(invoice, ewbGenerateInputSchema.parse({ ...ROAD_ONE, to_pincode: sitePin(invoice) }));
    } catch {
      continue;
    }
    chosen.push(invoice);
    if (chosen.length === 2) break;
  }
  // The GSTR-1 demo month's B2CL sale to a godown in Coimbatore (gst-demo.seed.ts) went on one lorry too.
  const demo = await gstDemoInvoice(db);
  const demoInvoice = demo && (await getInvoice(db, demo.id, actor, today));
  for (const [index, invoice] of [...chosen, ...(demoInvoice ? [demoInvoice] : [])].entries()) {
    const partB: EwbGenerateInput =
      invoice === demoInvoice
        ? ewbGenerateInputSchema.parse({ ...ROAD_ONE, distance_km: 190, to_pincode: GST_DEMO_SITE.pin })
        : ewbGenerateInputSchema.parse({ ...(index === 0 ? ROAD_ONE : ROAD_TWO), to_pincode: sitePin(invoice) });
    const loads =
      index === 0 || invoice === demoInvoice
        ? [invoice.lines.map((line) => ({ line_no: line.line_no, quantity: line.quantity }))]
        : [
            invoice.lines.map((line) => ({ line_no: line.line_no, quantity: Math.ceil(line.quantity / 2) })),
            invoice.lines.map((line) => ({ line_no: line.line_no, quantity: Math.floor(line.quantity / 2) })),
          ].map((load) => load.filter((row) => row.quantity > 0));
    const generatedAt = new Date(`${invoice.invoice_date}T11:00:00+05:30`);
    const [row] = await db
      .insert(ewayBills)
      .values({
        invoiceId: invoice.id,
        dealerId: invoice.dealer_id,
        invoiceNumber: invoice.number,
        status: 'Generated',
        ewbNumber: `3410${String(70_000_000 + invoice.id).slice(-8)}`,
        generatedAt,
        validUntil: validUntil(generatedAt, partB.distance_km, false, ctx.config.timeZone),
        consignmentValue: invoice.total,
        mode: 'road',
        distanceKm: partB.distance_km,
        transporterName: partB.transporter_name ?? '',
        payload: buildEwbBill(invoice, partB),
        createdBy: adminId,
      })
      .returning({ id: ewayBills.id });
    await db.insert(ewayBillVehicles).values(
      partB.vehicles.map((vehicle, at) => ({ ewayBillId: row!.id, vehicleNumber: vehicle.vehicle_number, fromPlace: 'Kochi', quantities: loads[at] ?? [], enteredAt: generatedAt })),
    );
    await recordAudit(db, actor, { entity: 'eway_bill', id: row!.id, action: 'create', after: { invoice: invoice.number }, note: 'Uploaded from the portal' });
  }
}

const ROAD_ONE = { mode: 'road', distance_km: 18, transporter_name: 'Periyar Roadways', vehicles: [{ vehicle_number: 'KL07CD4521' }] };
const ROAD_TWO = { mode: 'road', distance_km: 18, transporter_name: 'Periyar Roadways', vehicles: [{ vehicle_number: 'KL07CD4521' }, { vehicle_number: 'KL41B7788' }] };

/** The PINs of the demo orders' delivery sites (order.seed.ts writes them as town names). */
const SITE_PINS: Record<string, string> = {
  Aluva: '683101',
  Kakkanad: '682030',
  Edappally: '682024',
  'Thrissur Round': '680001',
  Perumbavoor: '683542',
  Angamaly: '683572',
  Vyttila: '682019',
  Kalamassery: '683104',
};
const sitePin = (invoice: Invoice) => SITE_PINS[invoice.ship_to?.address ?? ''];
