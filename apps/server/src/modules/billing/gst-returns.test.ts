/**
 * GSTR-1 and GSTR-3B (issue 44 point 1, docs/decisions/037-gstr1-and-gstr3b.md), hand-worked for the quarter
 * July-September 2024 of a Kerala company (doors: HSN 730830 at 18%):
 *   INV/24-25/00001 10-07-2024 registered Kerala buyer, 2 doors x 1,250.50: 2,501.00 + 225.09 + 225.09 = 2,951.18 -> 2,951.00 (b2b)
 *   INV/24-25/00002 20-07-2024 unregistered, Tamil Nadu, 1,50,000.00 + IGST 27,000.00: above 1 lakh but dated before
 *                   1 August 2024, when the line was 2.5 lakh (b2cs)
 *   INV/24-25/00003 05-08-2024 unregistered, Tamil Nadu, 1,20,000.00 + IGST 21,600.00 = 1,41,600.00 > 1 lakh (b2cl)
 *   INV/24-25/00004 10-08-2024 unregistered, Kerala, 999.99 + 90.00 + 90.00 = 1,179.99 -> 1,180.00 (b2cs)
 *   INV/24-25/00005 12-08-2024 registered, 500.00, cancelled on 14-08-2024 by CN/24-25/00001 (table 13 only)
 *   CN/24-25/00002  02-09-2024 registered buyer, 100.00 off INV 1: 100.00 + 9.00 + 9.00 = 118.00 (cdnr)
 *   CN/24-25/00003  03-09-2024 unregistered buyer, 10,000.00 off INV 3 (a B2CL invoice): + IGST 1,800.00 = 11,800.00 (cdnur)
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { Ajv } from 'ajv';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { BILLING_TEXT, gstinCheckCharacter } from '@steelworks/contract/billing';
import { GST_RETURN_TEXT } from '@steelworks/contract/gst-returns';
import { ROLES, type Role } from '@steelworks/contract/roles';
import { useOrderWorld } from '../../../test/order-world';
import { expectRefused } from '../../../test/refused-routes';
import { products } from '../product/product.table';
import { cancelInvoice, configureCompany, createDealer, invoicedOrder, KERALA_DEALER_GSTIN } from './billing.fixtures';
import { companySettings } from './billing.table';
import { createNote } from './credit-notes.service';
import { accounts } from '../../db/accounts.table';
import { DEMO_USERNAME } from '../../../test/harness';

const gstr1Schema = JSON.parse(readFileSync(new URL('./schemas/gstr1.schema.json', import.meta.url), 'utf8')) as object;
const world = useOrderWorld();
const MANAGERS: Role[] = ['admin', 'productionmanager'];
const QUARTER = '/billing/reports/gstr1?quarter=2024-Q2';
/** The product types of HSN 730830, as many whole names as the portal's 30 characters take. */
const DOORS = 'Door Frame, Window';

async function adminActor() {
  const [admin] = await world.t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, DEMO_USERNAME.admin));
  return { accountId: admin!.id, tokenId: 0, username: DEMO_USERNAME.admin, role: 'admin' as const, mustChangePassword: false, address: '' };
}

async function creditPart(invoiceId: number, amount: string, date: string) {
  const actor = await adminActor();
  const request = { kind: 'credit' as const, input: { reason_code: 'price_reduction' as const, reason: 'Rate agreed lower', lines: [{ line_no: 1, amount }] } };
  return createNote(world.t.db, invoiceId, request, actor, date);
}

const EXPECTED_FILE = {
  gstin: '32AAFCS5318D1ZR',
  fp: '092024',
  version: 'GST3.2.2',
  hash: 'hash',
  b2b: [
    {
      ctin: KERALA_DEALER_GSTIN,
      inv: [{ inum: 'INV/24-25/00001', idt: '10-07-2024', val: 2951, pos: '32', rchrg: 'N', inv_typ: 'R', itms: [{ num: 1, itm_det: { txval: 2501, rt: 18, camt: 225.09, samt: 225.09, csamt: 0 } }] }],
    },
  ],
  b2cl: [{ pos: '33', inv: [{ inum: 'INV/24-25/00003', idt: '05-08-2024', val: 141600, itms: [{ num: 1, itm_det: { txval: 120000, rt: 18, iamt: 21600, csamt: 0 } }] }] }],
  b2cs: [
    { sply_ty: 'INTRA', pos: '32', typ: 'OE', txval: 999.99, rt: 18, camt: 90, samt: 90, csamt: 0 },
    { sply_ty: 'INTER', pos: '33', typ: 'OE', txval: 150000, rt: 18, iamt: 27000, csamt: 0 },
  ],
  cdnr: [
    {
      ctin: KERALA_DEALER_GSTIN,
      nt: [{ ntty: 'C', nt_num: 'CN/24-25/00002', nt_dt: '02-09-2024', val: 118, pos: '32', rchrg: 'N', inv_typ: 'R', itms: [{ num: 1, itm_det: { txval: 100, rt: 18, camt: 9, samt: 9, csamt: 0 } }] }],
    },
  ],
  cdnur: [{ typ: 'B2CL', ntty: 'C', nt_num: 'CN/24-25/00003', nt_dt: '03-09-2024', val: 11800, pos: '33', itms: [{ num: 1, itm_det: { txval: 10000, rt: 18, iamt: 1800, csamt: 0 } }] }],
  hsn: {
    // 2 doors; 2,501.00 - 100.00 and 225.09 - 9.00 per head.
    hsn_b2b: [{ num: 1, hsn_sc: '730830', desc: DOORS, uqc: 'NOS', qty: 2, rt: 18, txval: 2401, iamt: 0, camt: 216.09, samt: 216.09, csamt: 0 }],
    // 3 doors; 1,50,000 + 1,20,000 + 999.99 - 10,000 and IGST 27,000 + 21,600 - 1,800.
    hsn_b2c: [{ num: 1, hsn_sc: '730830', desc: DOORS, uqc: 'NOS', qty: 3, rt: 18, txval: 260999.99, iamt: 46800, camt: 90, samt: 90, csamt: 0 }],
  },
  doc_issue: {
    doc_det: [
      { doc_num: 1, docs: [{ num: 1, from: 'INV/24-25/00001', to: 'INV/24-25/00005', totnum: 5, cancel: 1, net_issue: 4 }] },
      { doc_num: 5, docs: [{ num: 1, from: 'CN/24-25/00001', to: 'CN/24-25/00003', totnum: 3, cancel: 0, net_issue: 3 }] },
    ],
  },
};

describe('GSTR-1 and GSTR-3B', () => {
  it('writes the quarter in the portal shape, hand-worked', async () => {
    await configureCompany(world.t);
    const kerala = await createDealer(world.t.db, { name: 'Deepak Traders', gstin: KERALA_DEALER_GSTIN, stateCode: '32' });
    const tamilNadu = await createDealer(world.t.db, { name: 'Chennai Walk-in', stateCode: '33' });
    const counter = await createDealer(world.t.db, { name: 'Counter Sale', stateCode: '32' });
    const door = (quantity: number, price: string) => [{ product: world.w.door, quantity, unitPrice: price }];

    const first = await invoicedOrder(world.t.db, kerala, '2024-07-10', door(2, '1250.50'));
    await invoicedOrder(world.t.db, tamilNadu, '2024-07-20', door(1, '150000.00'));
    const large = await invoicedOrder(world.t.db, tamilNadu, '2024-08-05', door(1, '120000.00'));
    await invoicedOrder(world.t.db, counter, '2024-08-10', door(1, '999.99'));
    const cancelled = await invoicedOrder(world.t.db, kerala, '2024-08-12', door(1, '500.00'));
    await cancelInvoice(world.t.db, cancelled, '2024-08-14');
    await creditPart(first, '100.00', '2024-09-02');
    await creditPart(large, '10000.00', '2024-09-03');
    // Outside the quarter.
    await invoicedOrder(world.t.db, kerala, '2024-10-01', door(1, '700.00'));

    const file = await world.t.call('GET', QUARTER, { as: 'admin' });
    expect(file.status, JSON.stringify(file.body)).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="gstr1-092024.json"');
    expect(file.body).toEqual(EXPECTED_FILE);
    // The same quarter named by its financial year.
    expect((await world.t.call('GET', '/billing/reports/gstr1?quarter=2024-25-Q2', { as: 'productionmanager' })).body).toEqual(EXPECTED_FILE);
  });

  it('validates the file against the portal schema, and the schema refuses a broken one', async () => {
    const ajv = new Ajv({ allErrors: true, multipleOfPrecision: 2 });
    const validate = ajv.compile(gstr1Schema);
    const file = (await world.t.call('GET', QUARTER, { as: 'admin' })).body;
    expect(validate(file), JSON.stringify(validate.errors)).toBe(true);
    const month = (await world.t.call('GET', '/billing/reports/gstr1?period=2024-08', { as: 'admin' })).body;
    expect(validate(month), JSON.stringify(validate.errors)).toBe(true);

    expect(validate({ ...file, fp: '2024-09' })).toBe(false);
    expect(validate({ ...file, b2cs: [{ ...EXPECTED_FILE.b2cs[0], txval: 999.999 }] })).toBe(false);
    expect(validate({ ...file, b2b: [{ ...EXPECTED_FILE.b2b[0], inv: [{ ...EXPECTED_FILE.b2b[0]!.inv[0], idt: '2024-07-10' }] }] })).toBe(false);
  });

  it('leaves out an invoice cancelled in its own month and counts it in table 13', async () => {
    const month = await world.t.call('GET', '/billing/reports/gstr1?period=2024-08', { as: 'admin' });
    expect(month.status).toBe(200);
    expect(month.body.fp).toBe('082024');
    expect(month.body.b2b).toBeUndefined();
    expect(month.body.cdnr).toBeUndefined();
    expect(month.body.b2cl).toEqual(EXPECTED_FILE.b2cl);
    expect(month.body.b2cs).toEqual([EXPECTED_FILE.b2cs[0]]);
    expect(month.body.nil).toBeUndefined();
    expect(month.body.doc_issue).toEqual({
      doc_det: [
        { doc_num: 1, docs: [{ num: 1, from: 'INV/24-25/00003', to: 'INV/24-25/00005', totnum: 3, cancel: 1, net_issue: 2 }] },
        { doc_num: 5, docs: [{ num: 1, from: 'CN/24-25/00001', to: 'CN/24-25/00001', totnum: 1, cancel: 0, net_issue: 1 }] },
      ],
    });
  });

  it('previews the section totals and downloads the CSV', async () => {
    const summary = await world.t.call('GET', '/billing/reports/gstr1/summary?quarter=2024-Q2', { as: 'productionmanager' });
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    const zero = '0.00';
    expect(summary.body).toEqual({
      period: '2024-25-Q2',
      fp: '092024',
      sections: [
        { section: 'b2b', title: 'B2B invoices', count: 1, taxable_value: '2501.00', igst: zero, cgst: '225.09', sgst: '225.09', cess: zero },
        { section: 'b2cl', title: 'B2C large invoices', count: 1, taxable_value: '120000.00', igst: '21600.00', cgst: zero, sgst: zero, cess: zero },
        { section: 'b2cs', title: 'B2C others', count: 2, taxable_value: '150999.99', igst: '27000.00', cgst: '90.00', sgst: '90.00', cess: zero },
        { section: 'cdnr', title: 'Credit/debit notes (registered)', count: 1, taxable_value: '-100.00', igst: zero, cgst: '-9.00', sgst: '-9.00', cess: zero },
        { section: 'cdnur', title: 'Credit/debit notes (unregistered)', count: 1, taxable_value: '-10000.00', igst: '-1800.00', cgst: zero, sgst: zero, cess: zero },
        { section: 'nil', title: 'Nil rated supplies', count: 0, taxable_value: zero, igst: zero, cgst: zero, sgst: zero, cess: zero },
        { section: 'hsn_b2b', title: 'HSN summary, B2B', count: 1, taxable_value: '2401.00', igst: zero, cgst: '216.09', sgst: '216.09', cess: zero },
        { section: 'hsn_b2c', title: 'HSN summary, B2C', count: 1, taxable_value: '260999.99', igst: '46800.00', cgst: '90.00', sgst: '90.00', cess: zero },
      ],
      documents: [
        { title: 'Invoices for outward supply', from: 'INV/24-25/00001', to: 'INV/24-25/00005', total: 5, cancelled: 1, net_issued: 4 },
        { title: 'Credit Note', from: 'CN/24-25/00001', to: 'CN/24-25/00003', total: 3, cancelled: 0, net_issued: 3 },
      ],
    });

    const csv = await world.t.call('GET', `${QUARTER}&format=csv`, { as: 'admin' });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="gstr1-2024-25-Q2.csv"');
    expect(String(csv.body).replace(/^\ufeff/, '').split('\n')).toEqual([
      'Section,Recipient GSTIN,Document,Number,Date,Value,Place of supply,Supply type,HSN,Description,UQC,Quantity,Rate,Taxable value,IGST,CGST,SGST,Cess,From,To,Total issued,Cancelled,Net issued',
      `b2b,${KERALA_DEALER_GSTIN},Invoice,INV/24-25/00001,10-07-2024,2951.00,32-Kerala,Intra-state,,,,,18.00,2501.00,0.00,225.09,225.09,0.00,,,,,`,
      'b2cl,,Invoice,INV/24-25/00003,05-08-2024,141600.00,33-Tamil Nadu,Inter-state,,,,,18.00,120000.00,21600.00,0.00,0.00,0.00,,,,,',
      `cdnr,${KERALA_DEALER_GSTIN},Credit note,CN/24-25/00002,02-09-2024,118.00,32-Kerala,Intra-state,,,,,18.00,100.00,0.00,9.00,9.00,0.00,,,,,`,
      'cdnur,,Credit note,CN/24-25/00003,03-09-2024,11800.00,33-Tamil Nadu,Inter-state,,,,,18.00,10000.00,1800.00,0.00,0.00,0.00,,,,,',
      'b2cs,,,,,,32-Kerala,Intra-state,,,,,18.00,999.99,0.00,90.00,90.00,0.00,,,,,',
      'b2cs,,,,,,33-Tamil Nadu,Inter-state,,,,,18.00,150000.00,27000.00,0.00,0.00,0.00,,,,,',
      `hsn_b2b,,,,,,,,730830,"${DOORS}",NOS,2,18.00,2401.00,0.00,216.09,216.09,0.00,,,,,`,
      `hsn_b2c,,,,,,,,730830,"${DOORS}",NOS,3,18.00,260999.99,46800.00,90.00,90.00,0.00,,,,,`,
      'doc_issue,,Invoices for outward supply,,,,,,,,,,,,,,,,INV/24-25/00001,INV/24-25/00005,5,1,4',
      'doc_issue,,Credit Note,,,,,,,,,,,,,,,,CN/24-25/00001,CN/24-25/00003,3,0,3',
      '',
    ]);
  });

  it('downloads the same quarter as a workbook, a sheet per section with the CSV columns', async () => {
    const token = await world.t.tokenFor('admin');
    const response = await world.t.app.inject({ method: 'GET', url: `/api/v1${QUARTER}&format=xlsx`, headers: { authorization: `token ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="gstr1-2024-25-Q2.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'exp', 'nil', 'hsn(b2b)', 'hsn(b2c)', 'docs']);
    const values = (name: string) => workbook.getWorksheet(name)!.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    expect(values('b2b')[0]).toEqual(expect.arrayContaining(['Recipient GSTIN', 'Number', 'Taxable value', 'Net issued']));
    expect(values('b2b')[0]).not.toContain('Section');
    // INV 3 to Tamil Nadu: 1,20,000 + IGST 21,600 = 1,41,600 (hand-counted in the header of this file).
    const b2cl = values('b2cl');
    expect(b2cl).toHaveLength(2);
    expect(b2cl[1]![b2cl[0]!.indexOf('Number')]).toBe('INV/24-25/00003');
    expect(b2cl[1]![b2cl[0]!.indexOf('Value')]).toBe(141600);
    expect(b2cl[1]![b2cl[0]!.indexOf('IGST')]).toBe(21600);
    // Two b2cs rows (Kerala, Tamil Nadu), no exports, table 13: invoices 5 issued, 1 cancelled.
    expect(values('b2cs')).toHaveLength(3);
    expect(values('exp')).toHaveLength(1);
    const docs = values('docs');
    expect([docs[1]![docs[0]!.indexOf('From')], docs[1]![docs[0]!.indexOf('Total issued')], docs[1]![docs[0]!.indexOf('Cancelled')]]).toEqual(['INV/24-25/00001', 5, 1]);
    expect(values('hsn(b2c)')[1]![values('hsn(b2c)')[0]!.indexOf('Taxable value')]).toBe(260999.99);
  });

  it('sums GSTR-3B tables 3.1 and 3.2 net of the notes', async () => {
    // August: INV 3 and INV 4; INV 5 was cancelled within the month.
    const august = await world.t.call('GET', '/billing/reports/gstr3b?period=2024-08', { as: 'admin' });
    expect(august.status, JSON.stringify(august.body)).toBe(200);
    expect(august.body).toEqual({
      period: '2024-08',
      outward_taxable: { taxable_value: '120999.99', igst: '21600.00', cgst: '90.00', sgst: '90.00', cess: '0.00' },
      nil_exempt: { taxable_value: '0.00' },
      inter_state_unregistered: [{ place_of_supply: '33', place_of_supply_name: '33-Tamil Nadu', taxable_value: '120000.00', igst: '21600.00' }],
    });
    // The quarter: 2,501 + 1,50,000 + 1,20,000 + 999.99 - 100 - 10,000; to Tamil Nadu 1,50,000 + 1,20,000 - 10,000.
    const quarter = await world.t.call('GET', '/billing/reports/gstr3b?quarter=2024-Q2', { as: 'productionmanager' });
    expect(quarter.body).toEqual({
      period: '2024-25-Q2',
      outward_taxable: { taxable_value: '263400.99', igst: '46800.00', cgst: '306.09', sgst: '306.09', cess: '0.00' },
      nil_exempt: { taxable_value: '0.00' },
      inter_state_unregistered: [{ place_of_supply: '33', place_of_supply_name: '33-Tamil Nadu', taxable_value: '260000.00', igst: '46800.00' }],
    });
  });

  it('refuses a missing or malformed period', async () => {
    for (const query of ['', '?period=2024-13', '?quarter=2024-Q5', '?quarter=2024-26-Q1', '?period=2024-08&quarter=2024-Q2', '?period=2024-08-01']) {
      const refused = await world.t.call('GET', `/billing/reports/gstr1${query}`, { as: 'admin' });
      expect(refused.status, query).toBe(400);
      expect(refused.body.period, query).toEqual([GST_RETURN_TEXT.period]);
    }
    expect((await world.t.call('GET', '/billing/reports/gstr3b?period=2024-8', { as: 'admin' })).status).toBe(400);
  });

  it('lets admin and productionmanager read; every other role is refused', async () => {
    const urls = [QUARTER, '/billing/reports/gstr1/summary?period=2024-08', '/billing/reports/gstr1/check?period=2024-08', '/billing/reports/gstr3b?period=2024-08'];
    for (const as of MANAGERS) {
      for (const url of urls) expect((await world.t.call('GET', url, { as })).status, `${as} ${url}`).toBe(200);
    }
    await expectRefused(world.t, ROLES.filter((role) => !MANAGERS.includes(role)), urls.map((url) => ['GET', url] as const));
  });

  it('reports a 0% line in table 8 and GSTR-3B 3.1 (c), never as an item of b2b', async () => {
    // December 2024: a door 1,000.00 at 18% (90.00 + 90.00) and a window 500.00 at 0% to the registered buyer:
    // 1,680.00. The window's HSN is the door's (730830), so the HSN summary has a row per rate.
    await world.t.db.update(products).set({ gstRate: '0.00' }).where(eq(products.id, world.w.window));
    const kerala = await createDealer(world.t.db, { name: 'Nil Traders', gstin: KERALA_DEALER_GSTIN, stateCode: '32' });
    await invoicedOrder(world.t.db, kerala, '2024-12-02', [
      { product: world.w.door, quantity: 1, unitPrice: '1000.00' },
      { product: world.w.window, quantity: 1, unitPrice: '500.00' },
    ]);
    const file = (await world.t.call('GET', '/billing/reports/gstr1?period=2024-12', { as: 'admin' })).body;
    expect(file.b2b).toEqual([
      { ctin: KERALA_DEALER_GSTIN, inv: [{ inum: 'INV/24-25/00007', idt: '02-12-2024', val: 1680, pos: '32', rchrg: 'N', inv_typ: 'R', itms: [{ num: 1, itm_det: { txval: 1000, rt: 18, camt: 90, samt: 90, csamt: 0 } }] }] },
    ]);
    expect(file.nil).toEqual({ inv: [{ sply_ty: 'INTRAB2B', expt_amt: 0, nil_amt: 500, ngsup_amt: 0 }] });
    expect(file.hsn).toEqual({
      hsn_b2b: [
        { num: 1, hsn_sc: '730830', desc: DOORS, uqc: 'NOS', qty: 1, rt: 0, txval: 500, iamt: 0, camt: 0, samt: 0, csamt: 0 },
        { num: 2, hsn_sc: '730830', desc: DOORS, uqc: 'NOS', qty: 1, rt: 18, txval: 1000, iamt: 0, camt: 90, samt: 90, csamt: 0 },
      ],
    });
    const validate = new Ajv({ allErrors: true, multipleOfPrecision: 2 }).compile(gstr1Schema);
    expect(validate(file), JSON.stringify(validate.errors)).toBe(true);
    const gstr3b = (await world.t.call('GET', '/billing/reports/gstr3b?period=2024-12', { as: 'admin' })).body;
    expect(gstr3b).toEqual({
      period: '2024-12',
      outward_taxable: { taxable_value: '1000.00', igst: '0.00', cgst: '90.00', sgst: '90.00', cess: '0.00' },
      nil_exempt: { taxable_value: '500.00' },
      inter_state_unregistered: [],
    });
  });

  it('nets a debit note to an unregistered buyer into its b2cs row and numbers it as table 13 item 4', async () => {
    // January 2025: 1,000.00 + 90.00 + 90.00 to the Kerala counter buyer, then a debit note of 200.00 + 18.00 + 18.00.
    const counter = await createDealer(world.t.db, { name: 'Debit Counter', stateCode: '32' });
    const invoice = await invoicedOrder(world.t.db, counter, '2025-01-10', [{ product: world.w.door, quantity: 1, unitPrice: '1000.00' }]);
    const request = { kind: 'debit' as const, input: { reason_code: 'price_increase' as const, reason: 'Rate revised', lines: [{ line_no: 1, amount: '200.00' }] } };
    await createNote(world.t.db, invoice, request, await adminActor(), '2025-01-20');
    const file = (await world.t.call('GET', '/billing/reports/gstr1?period=2025-01', { as: 'admin' })).body;
    expect(file.b2cs).toEqual([{ sply_ty: 'INTRA', pos: '32', typ: 'OE', txval: 1200, rt: 18, camt: 108, samt: 108, csamt: 0 }]);
    expect(file.cdnur).toBeUndefined();
    expect(file.doc_issue.doc_det).toEqual([
      { doc_num: 1, docs: [{ num: 1, from: 'INV/24-25/00008', to: 'INV/24-25/00008', totnum: 1, cancel: 0, net_issue: 1 }] },
      { doc_num: 4, docs: [{ num: 1, from: 'DN/24-25/00001', to: 'DN/24-25/00001', totnum: 1, cancel: 0, net_issue: 1 }] },
    ]);
  });

  it('lists what the portal would refuse, each with the page that puts it right', async () => {
    expect((await world.t.call('GET', '/billing/reports/gstr1/check?quarter=2024-Q2', { as: 'admin' })).body).toEqual({ period: '2024-25-Q2', problems: [] });

    // A dealer whose GSTIN has a wrong check character, a door catalogued with 4 digits of HSN while the company is
    // above 5 crore (set after the invoice, which would have refused it), and a window sold by the "Sheets".
    const rightCheck = gstinCheckCharacter('32AABCM1234L1Z');
    const badGstin = `32AABCM1234L1Z${rightCheck === 'A' ? 'B' : 'A'}`;
    const badDealer = await createDealer(world.t.db, { name: 'Mistyped Traders', gstin: badGstin, stateCode: '32' });
    await world.t.db.update(products).set({ hsnCode: '7308' }).where(eq(products.id, world.w.door));
    await world.t.db.update(products).set({ unitType: 'Sheets' }).where(eq(products.id, world.w.window));
    await invoicedOrder(world.t.db, badDealer, '2024-11-05', [
      { product: world.w.door, quantity: 1, unitPrice: '1000.00' },
      { product: world.w.window, quantity: 1, unitPrice: '500.00' },
    ]);
    await world.t.db.update(companySettings).set({ turnoverAbove5Crore: true });

    const check = await world.t.call('GET', '/billing/reports/gstr1/check?period=2024-11', { as: 'productionmanager' });
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    const number = 'INV/24-25/00009';
    expect(check.body).toEqual({
      period: '2024-11',
      problems: [
        { kind: 'gstin', document: number, message: GST_RETURN_TEXT.gstinProblem(number, badGstin, BILLING_TEXT.gstinCheck), link: `/dealer/update/${badDealer}`, link_label: 'Dealer' },
        { kind: 'hsn', document: number, message: GST_RETURN_TEXT.hsnShort(number, 1, '7308', 6), link: `/product/update/${world.w.door}`, link_label: 'Product' },
        { kind: 'uqc', document: number, message: GST_RETURN_TEXT.uqcMissing(number, 2, 'Sheets'), link: `/product/update/${world.w.window}`, link_label: 'Product' },
      ],
    });
  });
});
