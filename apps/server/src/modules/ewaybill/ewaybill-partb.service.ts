import { and, eq, isNull } from 'drizzle-orm';
import { CANCEL_REASONS, EWB_TEXT, TRANSPORT_MODE_CODE, VEHICLE_REASONS, type EwayBill } from '@steelworks/contract/ewaybill';
import type { z } from 'zod';
import type { ewbCancelInputSchema, ewbVehicleUpdateInputSchema } from '@steelworks/contract/ewaybill';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { visibleToActor } from '../billing/billing-scope';
import { cancelOnPortal, updateVehicleOnPortal } from './ewaybill-api';
import { billWithVehicles } from './ewaybill-rows';
import type { EwbContext } from './ewaybill.service';
import { ewayBills, ewayBillVehicles } from './ewaybill.table';
import type { Caller } from '../../lib/caller';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A generated bill the caller may see (404 otherwise, also for another dealer's). */
async function generatedBill({ db }: EwbContext, id: number, actor: Caller) {
  const [found] = await db.select().from(ewayBills).where(eq(ewayBills.id, id));
  const row = await visibleToActor(db, actor, found);
  if (row.status !== 'Generated') throw new AppError('rule', EWB_TEXT.noneLive);
  return row;
}

export async function getEwayBill(context: EwbContext, id: number, actor: Caller): Promise<EwayBill> {
  const [found] = await context.db.select().from(ewayBills).where(eq(ewayBills.id, id));
  const row = await visibleToActor(context.db, actor, found);
  return billWithVehicles(context.db, row);
}

/**
 * Part B update (a vehicle changed on the way): the old vehicle row is closed and its successor carries the same
 * quantities. The validity stays what it was: a vehicle change never extends it (docs/decisions/043-eway-bills.md).
 */
export async function changeVehicle(context: EwbContext, id: number, input: z.infer<typeof ewbVehicleUpdateInputSchema>, actor: Caller): Promise<EwayBill> {
  const row = await generatedBill(context, id, actor);
  if (row.validUntil && row.validUntil.getTime() < Date.now()) throw new AppError('rule', EWB_TEXT.expired);
  const [current] = await context.db
    .select()
    .from(ewayBillVehicles)
    .where(and(eq(ewayBillVehicles.id, input.vehicle_id), eq(ewayBillVehicles.ewayBillId, id), isNull(ewayBillVehicles.replacedAt)));
  if (!current) throw notFound();
  if (context.config.ewbApi.baseUrl) {
    await updateVehicleOnPortal(context.config.ewbApi, {
      ewbNo: row.ewbNumber!,
      vehicleNo: input.vehicle_number,
      fromPlace: input.from_place,
      fromState: Number((row.payload as { fromStateCode?: number }).fromStateCode ?? 0),
      reasonCode: input.reason,
      reasonRem: input.remarks,
      transMode: TRANSPORT_MODE_CODE[row.mode],
    });
  }
  return context.db.transaction(async (tx) => {
    const [closed] = await tx
      .update(ewayBillVehicles)
      .set({ replacedAt: new Date() })
      .where(and(eq(ewayBillVehicles.id, current.id), isNull(ewayBillVehicles.replacedAt)))
      .returning({ id: ewayBillVehicles.id });
    if (!closed) throw new AppError('concurrent_change', 'The vehicle was changed at the same moment: open the bill again');
    await tx.insert(ewayBillVehicles).values({ ewayBillId: id, vehicleNumber: input.vehicle_number, fromPlace: input.from_place, reason: input.reason, remarks: input.remarks, quantities: current.quantities });
    await recordAudit(tx, actor, {
      entity: 'eway_bill',
      id,
      action: 'update',
      before: { vehicle_number: current.vehicleNumber },
      after: { vehicle_number: input.vehicle_number },
      note: `Vehicle changed: ${VEHICLE_REASONS[input.reason]}, ${input.remarks}`,
    });
    return billWithVehicles(tx, row);
  });
}

/** Cancellation within 24 hours of generation (rule 138(9)), with the portal's reason. */
export async function cancelEwayBill(context: EwbContext, id: number, input: z.infer<typeof ewbCancelInputSchema>, actor: Caller): Promise<EwayBill> {
  const row = await generatedBill(context, id, actor);
  if (!row.generatedAt || Date.now() - row.generatedAt.getTime() > DAY_MS) throw new AppError('rule', EWB_TEXT.cancelWindow);
  if (context.config.ewbApi.baseUrl) await cancelOnPortal(context.config.ewbApi, { ewbNo: row.ewbNumber!, cancelRsnCode: Number(input.reason), cancelRmrk: input.remarks });
  const reason = `${CANCEL_REASONS[input.reason]}: ${input.remarks}`;
  return context.db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(ewayBills)
      .set({ status: 'Cancelled', cancelledAt: new Date(), cancelReason: reason })
      .where(and(eq(ewayBills.id, id), eq(ewayBills.status, 'Generated')))
      .returning();
    if (!cancelled) throw new AppError('conflict', EWB_TEXT.noneLive);
    await recordAudit(tx, actor, { entity: 'eway_bill', id, action: 'status', before: { status: 'Generated' }, after: { status: 'Cancelled' }, note: reason });
    return billWithVehicles(tx, cancelled);
  });
}
