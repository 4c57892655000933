import { asc, desc, eq } from 'drizzle-orm';
import { EWB_TEXT, type EwayBill, type EwbGenerateInput } from '@steelworks/contract/ewaybill';
import type { Invoice } from '@steelworks/contract/invoice';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ewayBills, ewayBillVehicles } from './ewaybill.table';

export type EwayBillRow = typeof ewayBills.$inferSelect;
type VehicleRow = typeof ewayBillVehicles.$inferSelect;

const iso = (moment: Date | null) => (moment ? moment.toISOString() : null);

function toEwayBill(row: EwayBillRow, vehicles: VehicleRow[]): EwayBill {
  return {
    id: row.id,
    invoice_id: row.invoiceId,
    invoice_number: row.invoiceNumber,
    status: row.status,
    ewb_number: row.ewbNumber,
    generated_at: iso(row.generatedAt),
    valid_until: iso(row.validUntil),
    consignment_value: row.consignmentValue,
    mode: row.mode,
    distance_km: row.distanceKm,
    over_dimensional: row.overDimensional,
    transporter_id: row.transporterId,
    transporter_name: row.transporterName,
    transport_doc_no: row.transportDocNo,
    vehicles: vehicles.map((vehicle) => ({
      id: vehicle.id,
      vehicle_number: vehicle.vehicleNumber,
      from_place: vehicle.fromPlace,
      reason: vehicle.reason,
      remarks: vehicle.remarks,
      quantities: vehicle.quantities,
      entered_at: vehicle.enteredAt.toISOString(),
      replaced_at: iso(vehicle.replacedAt),
    })),
    cancelled_at: iso(row.cancelledAt),
    cancel_reason: row.cancelReason,
  };
}

/** The invoice's newest bill (the live one, or the last cancelled), with its vehicles; null when it never had one. */
export async function latestBillOf(db: DbOrTx, invoiceId: number): Promise<EwayBill | null> {
  const [row] = await db.select().from(ewayBills).where(eq(ewayBills.invoiceId, invoiceId)).orderBy(desc(ewayBills.id)).limit(1);
  return row ? billWithVehicles(db, row) : null;
}

export async function billWithVehicles(db: DbOrTx, row: EwayBillRow): Promise<EwayBill> {
  const vehicles = await db.select().from(ewayBillVehicles).where(eq(ewayBillVehicles.ewayBillId, row.id)).orderBy(asc(ewayBillVehicles.id));
  return toEwayBill(row, vehicles);
}


/**
 * The quantities each vehicle carries: one vehicle without quantities carries everything; otherwise every line's
 * quantity must be carried whole, split over the vehicles.
 */
export function vehicleLoads(invoice: Invoice, vehicles: EwbGenerateInput['vehicles']): Array<Array<{ line_no: number; quantity: number }>> {
  if (vehicles.length === 1 && vehicles[0]!.quantities.length === 0) return [invoice.lines.map((line) => ({ line_no: line.line_no, quantity: line.quantity }))];
  const carried = new Map<number, number>();
  for (const vehicle of vehicles) for (const load of vehicle.quantities) carried.set(load.line_no, (carried.get(load.line_no) ?? 0) + load.quantity);
  const whole = invoice.lines.every((line) => carried.get(line.line_no) === line.quantity) && carried.size === invoice.lines.length;
  if (!whole) throw new AppError('validation', EWB_TEXT.quantitiesAddUp, { vehicles: [EWB_TEXT.quantitiesAddUp] });
  return vehicles.map((vehicle) => vehicle.quantities.map((load) => ({ line_no: load.line_no, quantity: load.quantity })));
}
