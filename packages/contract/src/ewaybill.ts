/**
 * E-way bills (issue 44 point 3, docs/decisions/043-eway-bills.md, docs/product/eway-bills.md): the threshold
 * settings, Part A built from an invoice, Part B (transporter, mode, vehicles, distance), the validity rule, and the
 * inputs and answers of the e-way bill routes.
 */
import { z } from 'zod';
import { addDaysTo, todayIn } from './common/dates';
import { emptyToUndefined, numberInput, recordIdInput } from './common/inputs';
import { moneyInput, moneySchema } from './common/money';

export const EWB_TEXT = {
  belowThreshold: 'The consignment is not above the e-way bill threshold of its state: no e-way bill is needed',
  alreadyExists: 'This invoice already has an e-way bill',
  inProgress: 'An e-way bill for this invoice is being generated: wait a moment and open the invoice again',
  cancelledInvoice: 'A cancelled invoice takes no e-way bill',
  notConfigured: 'The e-way bill API is not configured (EWB_API_URL): use the offline JSON for the portal instead',
  portalDown: 'The e-way bill portal did not answer: nothing was generated, try again later or use the offline JSON',
  portalRefused: 'The e-way bill portal refused the request',
  vehicleNumber: 'Enter a vehicle number such as KL07AB1234 (letters and digits, no spaces)',
  distance: 'Enter the distance in whole km, 1 to 4000',
  quantitiesAddUp: 'The vehicles together must carry each line’s whole quantity',
  noneLive: 'This invoice has no live e-way bill',
  cancelWindow: 'An e-way bill can be cancelled only within 24 hours of its generation',
  expired: 'This e-way bill is no longer valid: its vehicle cannot be changed',
  answerMismatch: 'The portal’s answer names another document than this invoice',
  roadNeedsVehicle: 'Road transport needs a vehicle number',
  transportDocument: 'Rail, air and ship need the transport document number',
} as const;

export const TRANSPORT_MODES = ['road', 'rail', 'air', 'ship'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];
/** The portal's transMode codes. */
export const TRANSPORT_MODE_CODE: Record<TransportMode, string> = { road: '1', rail: '2', air: '3', ship: '4' };

/** The portal's reasons for a vehicle change (Part B update) and for a cancellation. */
export const VEHICLE_REASONS = { '1': 'Due to break down', '2': 'Due to transshipment', '3': 'Others', '4': 'First time' } as const;
export const CANCEL_REASONS = { '1': 'Duplicate', '2': 'Order cancelled', '3': 'Data entry mistake', '4': 'Others' } as const;

export const EWB_STATUSES = ['Pending', 'Generated', 'Cancelled'] as const;

/**
 * A registration number as the portal takes it: state letters, district digits, series letters, four digits
 * (KL07AB1234, DL1CA1234); a Bharat series number (22BH1234AB); a temporary one (TR...). No spaces or dashes.
 */
const VEHICLE_NUMBER_PATTERN = /^(?:[A-Z]{2}[0-9]{1,2}[A-Z]{0,3}[0-9]{4}|[0-9]{2}BH[0-9]{4}[A-Z]{1,2}|TR[0-9A-Z]{7,13})$/;

function normaliseVehicleNumber(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(/[\s-]/g, '').toUpperCase() : value;
}

/**
 * Days of validity (rule 138(10)): one day per 200 km or part of it; 20 km for over-dimensional cargo.
 */
export function validityDays(distanceKm: number, overDimensional = false): number {
  return Math.max(1, Math.ceil(distanceKm / (overDimensional ? 20 : 200)));
}

/** The offset of `timeZone` from UTC at `moment`, in minutes. */
function offsetMinutes(timeZone: string, moment: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(moment).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/**
 * The end of validity: each day expires at midnight of the day that follows (rule 138(10), explanation), so a bill
 * of N days generated on day D is valid until the last second of D + N in the business time zone.
 */
export function validUntil(generatedAt: Date, distanceKm: number, overDimensional: boolean, timeZone: string): Date {
  const lastDay = addDaysTo(todayIn(timeZone, generatedAt), validityDays(distanceKm, overDimensional) + 1);
  const midnightUtc = Date.parse(`${lastDay}T00:00:00Z`);
  return new Date(midnightUtc - offsetMinutes(timeZone, new Date(midnightUtc)) * 60_000 - 1000);
}

// ---- settings ----

const thresholdInput = moneyInput({ label: 'The threshold', nonNegative: true });

const ewbStateThresholdSchema = z.object({ state_code: z.string().regex(/^[0-9]{2}$/, 'Choose a state'), threshold: moneySchema });
export const ewbSettingsSchema = z.object({
  threshold: moneySchema,
  state_thresholds: z.array(ewbStateThresholdSchema),
  /** The API's settings come from the environment; secrets are shown masked, never in full. */
  api: z.object({ base_url: z.string().nullable(), username: z.string().nullable(), password: z.string().nullable(), client_id: z.string().nullable(), client_secret: z.string().nullable() }),
});
export type EwbSettings = z.infer<typeof ewbSettingsSchema>;

export const ewbSettingsInputSchema = z.strictObject({
  threshold: thresholdInput,
  state_thresholds: z
    .array(z.strictObject({ state_code: z.string().regex(/^[0-9]{2}$/, 'Choose a state'), threshold: thresholdInput }))
    .max(40)
    .refine((rows) => new Set(rows.map((row) => row.state_code)).size === rows.length, 'Each state once'),
});
export type EwbSettingsInput = z.infer<typeof ewbSettingsInputSchema>;

// ---- Part B and the vehicles ----

const vehicleNumberSchema = z.preprocess(normaliseVehicleNumber, z.string({ error: EWB_TEXT.vehicleNumber }).regex(VEHICLE_NUMBER_PATTERN, EWB_TEXT.vehicleNumber));

const vehicleQuantitySchema = z.strictObject({
  line_no: recordIdInput('Choose a line of the invoice'),
  quantity: numberInput(z.number().int('Whole pieces').min(1, 'At least 1').max(1_000_000, 'Too many')),
});

const ewbVehicleInputSchema = z.strictObject({
  vehicle_number: vehicleNumberSchema,
  /** Empty: the vehicle carries the whole consignment (only when it is the one vehicle). */
  quantities: z.array(vehicleQuantitySchema).max(250).default([]),
});

const optionalText = (max: number) => z.preprocess(emptyToUndefined, z.string().trim().max(max, `At most ${max} characters`).optional());

const partBShape = {
  transporter_id: z.preprocess(emptyToUndefined, z.string().trim().toUpperCase().regex(/^[0-9]{2}[0-9A-Z]{13}$/, 'A transporter id is 15 letters and digits').optional()),
  transporter_name: optionalText(100),
  mode: z.enum(TRANSPORT_MODES, { error: 'Choose road, rail, air or ship' }),
  distance_km: numberInput(z.number({ error: EWB_TEXT.distance }).int(EWB_TEXT.distance).min(1, EWB_TEXT.distance).max(4000, EWB_TEXT.distance)),
  over_dimensional: z.boolean().default(false),
  transport_doc_no: optionalText(15),
  transport_doc_date: z.preprocess(emptyToUndefined, z.iso.date('Enter a date').optional()),
  vehicles: z.array(ewbVehicleInputSchema).max(20).default([]),
  /** The PIN of the place of delivery when its address carries none (the portal needs one). */
  to_pincode: z.preprocess(emptyToUndefined, z.string().trim().regex(/^[1-9][0-9]{5}$/, 'A PIN is 6 digits').optional()),
};

function checkPartB(input: { mode: TransportMode; vehicles: unknown[]; transport_doc_no?: string | undefined }, ctx: z.RefinementCtx) {
  if (input.mode === 'road' && input.vehicles.length === 0) ctx.addIssue({ code: 'custom', path: ['vehicles'], message: EWB_TEXT.roadNeedsVehicle });
  if (input.mode !== 'road' && !input.transport_doc_no) ctx.addIssue({ code: 'custom', path: ['transport_doc_no'], message: EWB_TEXT.transportDocument });
}

/** Part B of a new bill: the transport, the distance and the vehicles (several split one consignment). */
export const ewbGenerateInputSchema = z.strictObject(partBShape).superRefine(checkPartB);
export type EwbGenerateInput = z.infer<typeof ewbGenerateInputSchema>;

export const ewbVehicleUpdateInputSchema = z.strictObject({
  /** The vehicle row replaced (the id in the answer's vehicles). */
  vehicle_id: recordIdInput('Choose the vehicle to change'),
  vehicle_number: vehicleNumberSchema,
  reason: z.enum(['1', '2', '3'], { error: 'Choose a reason' }),
  remarks: z.string().trim().min(1, 'Say why').max(50, 'At most 50 characters'),
  from_place: z.string().trim().min(1, 'Enter where the goods are now').max(50, 'At most 50 characters'),
});

export const ewbCancelInputSchema = z.strictObject({
  reason: z.enum(['1', '2', '3', '4'], { error: 'Choose a reason' }),
  remarks: z.string().trim().min(1, 'Say why').max(50, 'At most 50 characters'),
});

/** The portal's answer brought back after an offline generation (its bulk tool's result), with the Part B it was made with. */
export const ewbAnswerUploadSchema = z
  .strictObject({
    ...partBShape,
    ewb_number: z.string().regex(/^[0-9]{12}$/, 'An e-way bill number is 12 digits'),
    ewb_date: z.string().trim().min(1, 'Enter the generation date and time').max(40),
    valid_until: z.preprocess(emptyToUndefined, z.string().trim().max(40).optional()),
    doc_no: z.string().trim().min(1, 'Enter the document number').max(16),
  })
  .superRefine(checkPartB);
export type EwbAnswerUpload = z.infer<typeof ewbAnswerUploadSchema>;

// ---- answers ----

const ewbVehicleSchema = z.object({
  id: z.number().int(),
  vehicle_number: z.string(),
  from_place: z.string(),
  reason: z.string(),
  remarks: z.string(),
  quantities: z.array(z.object({ line_no: z.number().int(), quantity: z.number().int() })),
  entered_at: z.string(),
  /** Null while the vehicle carries the goods; set when a Part B update replaced it. */
  replaced_at: z.string().nullable(),
});

export const ewayBillSchema = z.object({
  id: z.number().int(),
  invoice_id: z.number().int(),
  invoice_number: z.string(),
  status: z.enum(EWB_STATUSES),
  ewb_number: z.string().nullable(),
  generated_at: z.string().nullable(),
  valid_until: z.string().nullable(),
  consignment_value: moneySchema,
  mode: z.enum(TRANSPORT_MODES),
  distance_km: z.number().int(),
  over_dimensional: z.boolean(),
  transporter_id: z.string(),
  transporter_name: z.string(),
  transport_doc_no: z.string(),
  vehicles: z.array(ewbVehicleSchema),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string(),
});
export type EwayBill = z.infer<typeof ewayBillSchema>;

/** What an invoice's page needs: whether a bill is needed, the threshold that applied, and the live (or last) bill. */
export const invoiceEwbSchema = z.object({
  required: z.boolean(),
  threshold: moneySchema,
  consignment_value: moneySchema,
  api_configured: z.boolean(),
  eway_bill: ewayBillSchema.nullable(),
});
export type InvoiceEwb = z.infer<typeof invoiceEwbSchema>;
