import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { EWB_STATUSES, TRANSPORT_MODES } from '@steelworks/contract/ewaybill';
import { createdAt, requiredRef, serialId } from '../../db/columns';
import { accounts } from '../../db/accounts.table';
import { dealers } from '../dealer/dealer.table';
import { invoices } from '../billing/invoice.table';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * The e-way bill threshold (rule 138(1)): one row, id 1, and the states that set another value
 * (docs/decisions/043-eway-bills.md, "Threshold").
 */
export const ewbSettings = pgTable(
  'ewb_settings',
  {
    id: integer('id').primaryKey().default(1),
    threshold: money('threshold').notNull().default('50000.00'),
    stateThresholds: jsonb('state_thresholds').$type<Array<{ state_code: string; threshold: string }>>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [check('ewb_settings_single_row', sql`${t.id} = 1`), check('ewb_settings_threshold_not_negative', sql`${t.threshold} >= 0`)],
);

/**
 * One e-way bill per consignment (an invoice's goods). A row is claimed as Pending before the portal is asked, and
 * the partial unique index allows one live (not cancelled) bill per invoice, so two processes never ask the portal
 * twice for one invoice; a Pending row whose lease ran out (a crash while the portal answered) is taken over by the
 * next try, which then recovers the number the portal gave (docs/decisions/043-eway-bills.md, "One bill").
 */
export const ewayBills = pgTable(
  'eway_bills',
  {
    id: serialId(),
    invoiceId: requiredRef('invoice_id', () => invoices.id),
    dealerId: requiredRef('dealer_id', () => dealers.id),
    invoiceNumber: varchar('invoice_number', { length: 30 }).notNull(),
    status: varchar('status', { length: 10, enum: EWB_STATUSES }).notNull().default('Pending'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    ewbNumber: varchar('ewb_number', { length: 12 }),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    consignmentValue: money('consignment_value').notNull(),
    mode: varchar('mode', { length: 5, enum: TRANSPORT_MODES }).notNull(),
    distanceKm: integer('distance_km').notNull(),
    overDimensional: boolean('over_dimensional').notNull().default(false),
    transporterId: varchar('transporter_id', { length: 15 }).notNull().default(''),
    transporterName: varchar('transporter_name', { length: 100 }).notNull().default(''),
    transportDocNo: varchar('transport_doc_no', { length: 15 }).notNull().default(''),
    transportDocDate: varchar('transport_doc_date', { length: 10 }).notNull().default(''),
    /** The bill as the portal's JSON (Part A and the first Part B), kept as sent. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: varchar('cancel_reason', { length: 80 }).notNull().default(''),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('eway_bills_invoice_live_key').on(t.invoiceId).where(sql`${t.status} <> 'Cancelled'`),
    uniqueIndex('eway_bills_number_key').on(t.ewbNumber),
    index('eway_bills_invoice_idx').on(t.invoiceId, t.id),
    index('eway_bills_dealer_idx').on(t.dealerId, t.id),
    check('eway_bills_distance_range', sql`${t.distanceKm} between 1 and 4000`),
    check('eway_bills_generated_has_number', sql`${t.status} = 'Pending' or ${t.ewbNumber} is not null`),
  ],
);

/**
 * Part B rows: the vehicles carrying the goods. Several current rows split one consignment (quantities per line);
 * a vehicle change closes a row (replaced_at) and adds its successor. Append-only but for replaced_at.
 */
export const ewayBillVehicles = pgTable(
  'eway_bill_vehicles',
  {
    id: serialId(),
    ewayBillId: requiredRef('eway_bill_id', () => ewayBills.id),
    vehicleNumber: varchar('vehicle_number', { length: 20 }).notNull(),
    fromPlace: varchar('from_place', { length: 50 }).notNull().default(''),
    reason: varchar('reason', { length: 1 }).notNull().default('4'),
    remarks: varchar('remarks', { length: 50 }).notNull().default(''),
    quantities: jsonb('quantities').$type<Array<{ line_no: number; quantity: number }>>().notNull().default([]),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [index('eway_bill_vehicles_bill_idx').on(t.ewayBillId, t.id)],
);
