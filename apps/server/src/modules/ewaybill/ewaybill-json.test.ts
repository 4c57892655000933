/**
 * E-way bill unit rules: the validity (a day per 200 km or part, 20 km for over-dimensional cargo, each day ending
 * at midnight of the day that follows) at the boundary distances and times, and the bill's JSON checked against the
 * portal's schema (schemas/ewb-bulk.schema.json).
 */
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { ewbGenerateInputSchema, validityDays, validUntil } from '@steelworks/contract/ewaybill';
import type { Invoice } from '@steelworks/contract/invoice';
import { buildEwbBill, bulkFile, pinAndPlace } from './ewaybill-json';

const schema = JSON.parse(readFileSync(new URL('./schemas/ewb-bulk.schema.json', import.meta.url), 'utf8')) as object;
const validate = new Ajv({ allErrors: true, multipleOfPrecision: 2 }).compile(schema);

describe('validity', () => {
  it.each([
    [1, 1],
    [199, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
    [4000, 20],
  ])('%i km: %i day(s)', (km, days) => expect(validityDays(km)).toBe(days));

  it.each([
    [20, 1],
    [21, 2],
    [100, 5],
  ])('over-dimensional cargo, %i km: %i day(s)', (km, days) => expect(validityDays(km, true)).toBe(days));

  it('a day ends at midnight of the day that follows generation, in India time', () => {
    // 23:30 IST on 10 March is 18:00 UTC: one day runs to the end of 11 March IST (18:29:59 UTC).
    expect(validUntil(new Date('2026-03-10T18:00:00Z'), 150, false, 'Asia/Kolkata').toISOString()).toBe('2026-03-11T18:29:59.000Z');
    // 00:30 IST on 11 March (19:00 UTC on the 10th) is already the 11th in India: the end of the 12th.
    expect(validUntil(new Date('2026-03-10T19:00:00Z'), 150, false, 'Asia/Kolkata').toISOString()).toBe('2026-03-12T18:29:59.000Z');
    // 201 km: two days.
    expect(validUntil(new Date('2026-03-10T05:00:00Z'), 201, false, 'Asia/Kolkata').toISOString()).toBe('2026-03-12T18:29:59.000Z');
  });
});

const seller = {
  name: 'Steelworks Fabricators Private Limited',
  address: 'Kalamassery, Kochi 683104',
  state_code: '32',
  state_name: 'Kerala',
  gstin: '32AAFCS5318D1ZR',
  cin: '',
  phone: '',
  email: '',
  signatory_name: '',
  signatory_designation: '',
};
const line = (line_no: number, quantity: number, taxable: string, tax: { cgst: string; sgst: string; igst: string }) => ({
  line_no,
  description: `Security door ${line_no}`,
  hsn_code: '7308',
  quantity,
  unit: 'Nos',
  rate: taxable,
  taxable_value: taxable,
  gst_rate: '18.00',
  ...tax,
  total: taxable,
});

function invoice(overrides: Partial<Invoice>): Invoice {
  return {
    id: 1,
    number: 'INV/2026-27/0042',
    invoice_date: '2026-11-02',
    due_date: '2026-12-02',
    order_id: 1,
    order_auto_id: 1,
    dealer_id: 1,
    dealer_name: 'Buyer',
    total: '70800.00',
    amount_paid: '0.00',
    balance_due: '70800.00',
    status: 'Open',
    days_overdue: null,
    financial_year: '2026-27',
    seller,
    buyer: { name: 'Kochi Door House', address: 'MG Road, Kochi 682016', state_code: '32', state_name: 'Kerala', gstin: '32AABCK1234L1ZA' },
    ship_to: null,
    place_of_supply: '32',
    place_of_supply_name: 'Kerala',
    tax_split: 'intra',
    lines: [line(1, 2, '60000.00', { cgst: '5400.00', sgst: '5400.00', igst: '0.00' })],
    taxable_value: '60000.00',
    cgst: '5400.00',
    sgst: '5400.00',
    igst: '0.00',
    round_off: '0.00',
    total_in_words: '',
    bank: { bank_name: '', account_number: '', ifsc: '' },
    allocations: [],
    credit_note: null,
    notes: [],
    remaining: [],
    adjustment: '0.00',
    created_at: '2026-11-02T10:00:00Z',
    ...overrides,
  };
}

const road = ewbGenerateInputSchema.parse({ mode: 'road', distance_km: 35, transporter_name: 'Periyar Roadways', vehicles: [{ vehicle_number: 'kl 07 ab 1234' }] });

describe('the bill as the portal takes it', () => {
  it('intra-state to a registered buyer: Part A from the invoice, Part B from the form, valid by the schema', () => {
    const bill = buildEwbBill(invoice({}), road);
    const file = bulkFile([bill]);
    expect(validate(file), JSON.stringify(validate.errors)).toBe(true);
    expect(bill).toMatchObject({
      docNo: 'INV/2026-27/0042',
      docDate: '02/11/2026',
      transType: 1,
      fromPincode: 683104,
      fromPlace: 'Kochi',
      toGstin: '32AABCK1234L1ZA',
      toPincode: 682016,
      cgstValue: 5400,
      totInvValue: 70800,
      transMode: '1',
      transDistance: '35',
      vehicleNo: 'KL07AB1234',
      vehicleType: 'R',
    });
    expect(bill.itemList[0]).toMatchObject({ hsnCode: 7308, qtyUnit: 'NOS', cgstRate: 9, sgstRate: 9, igstRate: 0 });
  });

  it('inter-state, shipped to another place, to an unregistered buyer: bill to - ship to, URP, IGST', () => {
    const bill = buildEwbBill(
      invoice({
        tax_split: 'inter',
        buyer: { name: 'Anand Traders', address: 'Avinashi Road, Coimbatore 641018', state_code: '33', state_name: 'Tamil Nadu', gstin: null },
        ship_to: { name: 'Anand Traders site', address: 'Site 4, SIPCOT, Hosur 635126', state_code: '33', state_name: 'Tamil Nadu', gstin: null },
        place_of_supply: '33',
        cgst: '0.00',
        sgst: '0.00',
        igst: '10800.00',
        lines: [line(1, 2, '60000.00', { cgst: '0.00', sgst: '0.00', igst: '10800.00' })],
      }),
      ewbGenerateInputSchema.parse({ mode: 'rail', distance_km: 510, transport_doc_no: 'RR-88121', transport_doc_date: '2026-11-03', over_dimensional: true }),
    );
    expect(validate(bulkFile([bill])), JSON.stringify(validate.errors)).toBe(true);
    expect(bill).toMatchObject({ transType: 2, toGstin: 'URP', toPlace: 'Hosur', toPincode: 635126, toStateCode: 33, actualToStateCode: 33, transMode: '2', vehicleNo: '', vehicleType: 'O', transDocDate: '03/11/2026' });
    expect(bill.itemList[0]).toMatchObject({ igstRate: 18, cgstRate: 0 });
  });

  it('the schema refuses what the portal would: a long document number, a missing PIN, a rate off the slabs', () => {
    const bill = buildEwbBill(invoice({}), road);
    expect(validate(bulkFile([{ ...bill, docNo: 'INV/2026-27/00421234' }]))).toBe(false);
    expect(validate(bulkFile([{ ...bill, toPincode: 12 }]))).toBe(false);
    expect(validate(bulkFile([{ ...bill, itemList: [{ ...bill.itemList[0], igstRate: 17 }] }]))).toBe(false);
    expect(validate({ version: '1.0.1118', billLists: [] })).toBe(false);
  });

  it('an address without a PIN is refused with the reason, before anything is sent, unless the delivery PIN is given', () => {
    const site = { name: 'X', address: 'Near the temple, Aluva', state_code: '32', state_name: 'Kerala', gstin: null };
    expect(() => pinAndPlace(site, 'The buyer')).toThrow(/no 6-digit PIN/);
    expect(pinAndPlace(site, 'The buyer', '683101')).toMatchObject({ pin: 683101, place: 'Aluva' });
  });

  it('vehicle numbers: spaces and dashes dropped, a wrong pattern refused', () => {
    expect(ewbGenerateInputSchema.safeParse({ mode: 'road', distance_km: 10, vehicles: [{ vehicle_number: 'KL-07-AB-1234' }] }).success).toBe(true);
    expect(ewbGenerateInputSchema.safeParse({ mode: 'road', distance_km: 10, vehicles: [{ vehicle_number: '22 BH 1234 AA' }] }).success).toBe(true);
    expect(ewbGenerateInputSchema.safeParse({ mode: 'road', distance_km: 10, vehicles: [{ vehicle_number: 'KERALA1' }] }).success).toBe(false);
    expect(ewbGenerateInputSchema.safeParse({ mode: 'road', distance_km: 10, vehicles: [] }).success).toBe(false);
    expect(ewbGenerateInputSchema.safeParse({ mode: 'road', distance_km: 0, vehicles: [{ vehicle_number: 'KL07AB1234' }] }).success).toBe(false);
  });
});
