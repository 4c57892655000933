import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { toCents } from '@steelworks/contract/common/money';
import { EWB_TEXT, validUntil, type EwayBill, type EwbAnswerUpload, type EwbGenerateInput, type InvoiceEwb } from '@steelworks/contract/ewaybill';
import type { Invoice } from '@steelworks/contract/invoice';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { getInvoice } from '../billing/invoice-reads.service';
import { addVehicleOnPortal, generateOnPortal, parsePortalTime, type EwbGenerated } from './ewaybill-api';
import { buildEwbBill, bulkFile } from './ewaybill-json';
import { billWithVehicles, latestBillOf, vehicleLoads } from './ewaybill-rows';
import { readThresholds, thresholdFor } from './ewaybill-settings.service';
import { ewayBills, ewayBillVehicles } from './ewaybill.table';
import type { Caller } from '../../lib/caller';

export type EwbContext = { db: Db; config: Config; today: string };

/** The invoice (404 for another dealer's), whether it needs a bill, and the threshold that decided. */
async function consignment(db: DbOrTx, invoiceId: number, actor: Caller, today: string) {
  const invoice = await getInvoice(db, invoiceId, actor, today);
  const threshold = thresholdFor(await readThresholds(db), invoice.ship_to?.state_code ?? invoice.place_of_supply);
  const required = invoice.status !== 'Cancelled' && toCents(invoice.total) > toCents(threshold);
  return { invoice, threshold, required };
}

export async function getInvoiceEwb({ db, config, today }: EwbContext, invoiceId: number, actor: Caller): Promise<InvoiceEwb> {
  const { invoice, threshold, required } = await consignment(db, invoiceId, actor, today);
  return { required, threshold, consignment_value: invoice.total, api_configured: !!config.ewbApi.baseUrl, eway_bill: await latestBillOf(db, invoiceId) };
}

/** The checks before any bill is made for an invoice: needed, not cancelled, no live bill yet. */
async function invoiceForNewBill(db: DbOrTx, invoiceId: number, actor: Caller, today: string, partB: EwbGenerateInput) {
  const { invoice, required } = await consignment(db, invoiceId, actor, today);
  if (invoice.status === 'Cancelled') throw new AppError('rule', EWB_TEXT.cancelledInvoice);
  if (!required) throw new AppError('rule', EWB_TEXT.belowThreshold);
  const loads = vehicleLoads(invoice, partB.vehicles);
  return { invoice, loads, bill: buildEwbBill(invoice, partB) };
}

/** The portal's bulk-tool JSON of one invoice's bill (nothing is saved: the answer comes back by upload). */
export async function offlineEwbJson({ db, today }: EwbContext, invoiceId: number, partB: EwbGenerateInput, actor: Caller) {
  const { bill } = await invoiceForNewBill(db, invoiceId, actor, today, partB);
  return bulkFile([bill]);
}

function billValues(invoice: Invoice, partB: EwbGenerateInput, payload: Record<string, unknown>, actor: Caller) {
  return {
    invoiceId: invoice.id,
    dealerId: invoice.dealer_id,
    invoiceNumber: invoice.number,
    consignmentValue: invoice.total,
    mode: partB.mode,
    distanceKm: partB.distance_km,
    overDimensional: partB.over_dimensional,
    transporterId: partB.transporter_id ?? '',
    transporterName: partB.transporter_name ?? '',
    transportDocNo: partB.transport_doc_no ?? '',
    transportDocDate: partB.transport_doc_date ?? '',
    payload,
    createdBy: actor.accountId,
  };
}

const isUniqueViolation = (error: unknown) => /23505|duplicate key|unique/i.test(String((error as { code?: string; cause?: { code?: string } })?.cause?.code ?? (error as { code?: string })?.code ?? error));

/**
 * Claims the invoice's one bill: a Pending row committed before the portal is asked. A live row refuses (409); a
 * Pending row whose lease ran out (its process died while the portal answered) is taken over.
 */
async function claimBill(db: Db, values: ReturnType<typeof billValues>, leaseMs: number): Promise<number> {
  const leaseUntil = new Date(Date.now() + leaseMs);
  try {
    const [row] = await db.insert(ewayBills).values({ ...values, status: 'Pending', leaseUntil }).returning({ id: ewayBills.id });
    return row!.id;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const [taken] = await db
    .update(ewayBills)
    .set({ ...values, leaseUntil })
    .where(and(eq(ewayBills.invoiceId, values.invoiceId), eq(ewayBills.status, 'Pending'), lt(ewayBills.leaseUntil, sql`now()`)))
    .returning({ id: ewayBills.id });
  if (taken) return taken.id;
  const [live] = await db.select({ status: ewayBills.status }).from(ewayBills).where(and(eq(ewayBills.invoiceId, values.invoiceId), ne(ewayBills.status, 'Cancelled')));
  throw new AppError('conflict', live?.status === 'Pending' ? EWB_TEXT.inProgress : EWB_TEXT.alreadyExists);
}

/** Saves a generated bill, its vehicles and the audit row in one transaction. */
async function saveGenerated(db: Db, id: number | null, values: ReturnType<typeof billValues>, generated: EwbGenerated, loads: ReturnType<typeof vehicleLoads>, partB: EwbGenerateInput, actor: Caller, note: string): Promise<EwayBill> {
  return db.transaction(async (tx) => {
    const set = { ...values, status: 'Generated' as const, leaseUntil: null, ewbNumber: generated.ewbNumber, generatedAt: generated.generatedAt, validUntil: generated.validUntil };
    const [row] = id === null ? await tx.insert(ewayBills).values(set).returning() : await tx.update(ewayBills).set(set).where(eq(ewayBills.id, id)).returning();
    if (partB.vehicles.length > 0) {
      await tx.insert(ewayBillVehicles).values(partB.vehicles.map((vehicle, index) => ({ ewayBillId: row!.id, vehicleNumber: vehicle.vehicle_number, fromPlace: String(values.payload.fromPlace ?? ''), quantities: loads[index] ?? [] })));
    }
    await recordAudit(tx, actor, { entity: 'eway_bill', id: row!.id, action: 'create', after: { invoice: values.invoiceNumber, ewb_number: generated.ewbNumber, valid_until: generated.validUntil?.toISOString() ?? null }, note });
    return billWithVehicles(tx, row!);
  });
}

/** Generates the bill through the API (point 4): one per invoice, also with several processes and a slow portal. */
export async function generateEwb({ db, config, today }: EwbContext, invoiceId: number, partB: EwbGenerateInput, actor: Caller): Promise<EwayBill> {
  if (!config.ewbApi.baseUrl) throw new AppError('unavailable', EWB_TEXT.notConfigured);
  const { invoice, loads, bill } = await invoiceForNewBill(db, invoiceId, actor, today, partB);
  const values = billValues(invoice, partB, bill, actor);
  const id = await claimBill(db, values, config.ewbApi.timeoutMs + 30_000);
  let generated: EwbGenerated;
  try {
    generated = await generateOnPortal(config.ewbApi, bill);
    for (const [index, vehicle] of partB.vehicles.entries()) {
      if (index === 0) continue;
      await addVehicleOnPortal(config.ewbApi, { ewbNo: generated.ewbNumber, vehicleNo: vehicle.vehicle_number, quantity: loads[index]!.reduce((sum, load) => sum + load.quantity, 0) });
    }
  } catch (error) {
    // Nothing to keep: a bill the portal made anyway comes back as the duplicate's answer on the next try.
    await db.delete(ewayBills).where(and(eq(ewayBills.id, id), eq(ewayBills.status, 'Pending')));
    throw error;
  }
  const computed = validUntil(generated.generatedAt, partB.distance_km, partB.over_dimensional, config.timeZone);
  return saveGenerated(db, id, values, { ...generated, validUntil: generated.validUntil ?? computed }, loads, partB, actor, 'Generated through the API');
}

/** The portal's answer to the offline JSON, brought back onto the invoice with the Part B it was made with. */
export async function uploadEwbAnswer(
  { db, config, today }: EwbContext,
  invoiceId: number,
  input: EwbAnswerUpload,
  actor: Caller,
): Promise<EwayBill> {
  const { invoice, loads, bill } = await invoiceForNewBill(db, invoiceId, actor, today, input);
  if (input.doc_no !== invoice.number) throw new AppError('rule', EWB_TEXT.answerMismatch);
  const generatedAt = parsePortalTime(input.ewb_date);
  const until = parsePortalTime(input.valid_until);
  if (!generatedAt) throw new AppError('validation', 'Enter the generation time as the portal shows it', { ewb_date: ['Enter the generation time as the portal shows it'] });
  const values = billValues(invoice, input, bill, actor);
  try {
    return await saveGenerated(db, null, values, { ewbNumber: input.ewb_number, generatedAt, validUntil: until ?? validUntil(generatedAt, input.distance_km, input.over_dimensional, config.timeZone) }, loads, input, actor, 'Uploaded from the portal');
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', EWB_TEXT.alreadyExists);
    throw error;
  }
}
