import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '@steelworks/contract/billing';
import { buildInv01, checkInv01, splitAddress, type EinvoiceDocument } from './einvoice-json';

const schema = JSON.parse(readFileSync(new URL('./schemas/inv01-v1.1.schema.json', import.meta.url), 'utf8')) as object;
const validate = new Ajv({ allErrors: true, multipleOfPrecision: 2 }).compile(schema);
const BUYER_GSTIN = `33AABCK1234L1Z${gstinCheckCharacter('33AABCK1234L1Z')}`;

/** An inter-state invoice, Kerala to Tamil Nadu, hand-worked: 2 doors x 1,250.50 = 2,501.00 + IGST 18% 450.18 = 2,951.18 -> 2,951.00. */
const invoice: EinvoiceDocument = {
  docType: 'INV',
  number: 'INV/2026-27/0007',
  date: '2026-11-20',
  seller: { name: 'Steelworks Fabricators Private Limited', address: 'Plot 12, Kalamassery, Kochi 683104', state_code: '32', state_name: 'Kerala', gstin: '32AAFCS5318D1ZR', phone: '04842555014', email: 'accounts@steelworks.example.com' },
  buyer: { name: 'Coimbatore Door House', address: '14 Avinashi Road, Coimbatore 641018', state_code: '33', state_name: 'Tamil Nadu', gstin: BUYER_GSTIN },
  shipTo: { name: 'Coimbatore Door House', address: 'Site 4, Tiruppur 641 601', state_code: '33', state_name: 'Tamil Nadu', gstin: BUYER_GSTIN },
  placeOfSupply: '33',
  taxSplit: 'inter',
  lines: [
    { line_no: 1, description: 'Steel door frame 7x3', hsn_code: '730830', quantity: 2, unit: 'Nos', rate: '1250.50', taxable_value: '2501.00', gst_rate: '18.00', cgst: '0.00', sgst: '0.00', igst: '450.18', total: '2951.18' },
  ],
  taxable_value: '2501.00',
  cgst: '0.00',
  sgst: '0.00',
  igst: '450.18',
  round_off: '-0.18',
  total: '2951.00',
};

describe('INV-01 JSON (schema 1.1)', () => {
  it('writes an invoice the schema and the portal rules accept, with ship-to where the goods went elsewhere', () => {
    const json = buildInv01(invoice);
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    expect(checkInv01(json)).toEqual([]);
    expect(json).toMatchObject({
      Version: '1.1',
      TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N' },
      DocDtls: { Typ: 'INV', No: 'INV/2026-27/0007', Dt: '20/11/2026' },
      SellerDtls: { Gstin: '32AAFCS5318D1ZR', Loc: 'Kochi', Pin: 683104, Stcd: '32', Ph: '04842555014' },
      BuyerDtls: { Gstin: BUYER_GSTIN, Pos: '33', Pin: 641018, Loc: 'Coimbatore', Stcd: '33' },
      ShipDtls: { Pin: 641601, Loc: 'Tiruppur' },
      ItemList: [{ SlNo: '1', HsnCd: '730830', Qty: 2, Unit: 'NOS', UnitPrice: 1250.5, TotAmt: 2501, AssAmt: 2501, GstRt: 18, IgstAmt: 450.18, TotItemVal: 2951.18 }],
      ValDtls: { AssVal: 2501, IgstVal: 450.18, CgstVal: 0, RndOffAmt: -0.18, TotInvVal: 2951 },
    });
  });

  it('leaves ship-to out for a same-state site without a PIN, refuses one in another state', () => {
    const site = { ...invoice.shipTo!, address: 'Kakkanad' , state_code: '33' };
    expect(buildInv01({ ...invoice, shipTo: site }).ShipDtls).toBeUndefined();
    const away = buildInv01({ ...invoice, shipTo: { ...site, state_code: '29', state_name: 'Karnataka' } });
    expect(checkInv01(away)).toEqual(["INV/2026-27/0007: the ship-to's address has no 6-digit PIN code"]);
  });

  it('leaves ship-to out when the goods went to the buyer, and writes a credit note with its invoice', () => {
    const json = buildInv01({ ...invoice, docType: 'CRN', number: 'CN/2026-27/0002', shipTo: invoice.buyer, preceding: { number: 'INV/2026-27/0007', date: '2026-11-20' } });
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    expect(json.ShipDtls).toBeUndefined();
    expect(json.RefDtls).toEqual({ PrecDocDtls: [{ InvNo: 'INV/2026-27/0007', InvDt: '20/11/2026' }] });
  });

  it('writes a price change (no quantity) as its value alone', () => {
    const line = { ...invoice.lines[0]!, quantity: 0, taxable_value: '100.00', igst: '18.00', total: '118.00' };
    const json = buildInv01({ ...invoice, docType: 'CRN', lines: [line], taxable_value: '100.00', igst: '18.00', round_off: '0.00', total: '118.00' });
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    expect(checkInv01(json)).toEqual([]);
    expect(json.ItemList[0]).toMatchObject({ UnitPrice: 100, TotAmt: 100, AssAmt: 100 });
    expect(json.ItemList[0]!.Qty).toBeUndefined();
  });

  it('names what the portal would refuse: number pattern, PIN, HSN length, totals beyond the round-off', () => {
    const bad = buildInv01({
      ...invoice,
      number: '0INV/2026-27/000000007',
      buyer: { ...invoice.buyer, address: 'Avinashi Road, Coimbatore' },
      lines: [{ ...invoice.lines[0]!, hsn_code: '73083' }],
      total: '2960.00',
    });
    const problems = checkInv01(bad);
    expect(problems).toEqual([
      expect.stringContaining('the number must be at most 16'),
      "0INV/2026-27/000000007: the buyer's address has no 6-digit PIN code",
      '0INV/2026-27/000000007 item 1: HSN 73083 must have 4, 6 or 8 digits',
      '0INV/2026-27/000000007: the invoice value does not add up',
    ]);
    expect(validate(bad)).toBe(false);
  });

  it('takes totals that differ by at most one rupee, not more', () => {
    const json = buildInv01(invoice);
    expect(checkInv01({ ...json, ValDtls: { ...json.ValDtls, TotInvVal: 2951 + 1 } })).toEqual([]);
    expect(checkInv01({ ...json, ValDtls: { ...json.ValDtls, TotInvVal: 2951 + 1.01 } })).toEqual(['INV/2026-27/0007: the invoice value does not add up']);
  });

  it('splits a one-line address into lines, place and PIN', () => {
    expect(splitAddress('Plot 12, Kalamassery, Kochi 683104', '32')).toEqual({ Addr1: 'Plot 12, Kalamassery, Kochi', Loc: 'Kochi', Pin: 683104, Stcd: '32' });
    expect(splitAddress('Door 5, MG Road, Ernakulam - 682 016, Kerala', '32')).toMatchObject({ Pin: 682016, Loc: 'Kerala' });
    expect(splitAddress('Aluva', '32')).toMatchObject({ Pin: 0, Loc: 'Aluva' });
  });
});
