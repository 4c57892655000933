/**
 * The accountant's exports (issue 31 point 7) for November 2026, hand-worked: an intra-state invoice with two GST
 * rates, an inter-state invoice, an invoice cancelled in the month by its credit note, and a credit note in the month
 * for an October invoice; the October and December invoices stay out.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT } from '@steelworks/contract/dealer-account';
import { ROLES, type Role } from '@steelworks/contract/roles';
import { useOrderWorld } from '../../../test/order-world';
import { expectRefused } from '../../../test/refused-routes';
import { products } from '../product/product.table';
import { cancelInvoice, configureCompany, createDealer, invoicedOrder } from './billing.fixtures';

const world = useOrderWorld();
const MANAGERS: Role[] = ['admin', 'productionmanager'];

const ROWS = [
  // INV/0002: doors 2 x 2,501.00 at 18% intra (9% + 9% = 225.09 each) and a window 1,000.00 at 12% (60.00 + 60.00);
  // 4,071.18 rounds to 4,071.00, the -0.18 on the document's first row.
  ['Invoice', 'INV/26-27/00002', '2026-11-05', null, '32AADFD4821K1ZP', 'Deepak Traders', '32-Kerala', '1000.00', '12.00', '60.00', '60.00', '0.00', '1119.82'],
  ['Invoice', 'INV/26-27/00002', '2026-11-05', null, '32AADFD4821K1ZP', 'Deepak Traders', '32-Kerala', '2501.00', '18.00', '225.09', '225.09', '0.00', '2951.18'],
  // INV/0003: Tamil Nadu, IGST 18% of 10,000.00.
  ['Invoice', 'INV/26-27/00003', '2026-11-12', null, '33AAGCG7412H1ZT', 'Gap Road Steels', '33-Tamil Nadu', '10000.00', '18.00', '0.00', '0.00', '1800.00', '11800.00'],
  // INV/0004: unregistered buyer in Kerala, 999.99 + 90.00 + 90.00 = 1,179.99, +0.01 round-off; cancelled on the 25th.
  ['Invoice', 'INV/26-27/00004', '2026-11-20', null, null, 'Counter Sale', '32-Kerala', '999.99', '18.00', '90.00', '90.00', '0.00', '1180.00'],
  ['Credit note', 'CN/26-27/00001', '2026-11-02', 'INV/26-27/00001', '32AADFD4821K1ZP', 'Deepak Traders', '32-Kerala', '-500.00', '18.00', '-45.00', '-45.00', '0.00', '-590.00'],
  ['Credit note', 'CN/26-27/00002', '2026-11-25', 'INV/26-27/00004', null, 'Counter Sale', '32-Kerala', '-999.99', '18.00', '-90.00', '-90.00', '0.00', '-1180.00'],
] as const;
const FIELDS = ['document', 'number', 'date', 'original_invoice', 'buyer_gstin', 'buyer_name', 'place_of_supply', 'taxable_value', 'gst_rate', 'cgst', 'sgst', 'igst', 'total'];

describe('GST sales register and HSN summary', () => {
  it('builds the month hand-worked', async () => {
    // Windows HSN 7610 at 12% (the product's own code and rate) beside doors at 18%: two rows in the HSN summary.
    await configureCompany(world.t, { is_window: { hsn_code: '7610', gst_rate: '12' } });
    await world.t.db.update(products).set({ hsnCode: '7610', gstRate: '12.00' }).where(eq(products.id, world.w.window));
    const kerala = await createDealer(world.t.db, { name: 'Deepak Traders', gstin: '32AADFD4821K1ZP', stateCode: '32' });
    const tamilNadu = await createDealer(world.t.db, { name: 'Gap Road Steels', gstin: '33AAGCG7412H1ZT', stateCode: '33' });
    const counter = await createDealer(world.t.db, { name: 'Counter Sale', stateCode: '32' });
    const door = (quantity: number, price: string) => ({ product: world.w.door, quantity, unitPrice: price });

    const october = await invoicedOrder(world.t.db, kerala, '2026-10-31', [door(1, '500.00')]);
    await invoicedOrder(world.t.db, kerala, '2026-11-05', [door(2, '1250.50'), { product: world.w.window, quantity: 1, unitPrice: '1000.00' }]);
    await invoicedOrder(world.t.db, tamilNadu, '2026-11-12', [door(1, '10000.00')]);
    const cancelled = await invoicedOrder(world.t.db, counter, '2026-11-20', [door(1, '999.99')]);
    await invoicedOrder(world.t.db, kerala, '2026-12-01', [door(1, '700.00')]);
    await cancelInvoice(world.t.db, october, '2026-11-02');
    await cancelInvoice(world.t.db, cancelled, '2026-11-25');

    const register = await world.t.call('GET', '/billing/reports/sales-register?month=2026-11', { as: 'productionmanager' });
    expect(register.status, JSON.stringify(register.body)).toBe(200);
    expect(register.body).toEqual({
      month: '2026-11',
      rows: ROWS.map((row) => Object.fromEntries(FIELDS.map((field, i) => [field, row[i]]))),
      // 1,000 + 2,501 + 10,000 + 999.99 - 500 - 999.99; the totals net to the month's documents.
      totals: { taxable_value: '13001.00', cgst: '240.09', sgst: '240.09', igst: '1800.00', total: '15281.00' },
    });

    const hsn = await world.t.call('GET', '/billing/reports/hsn-summary?month=2026-11', { as: 'admin' });
    expect(hsn.status, JSON.stringify(hsn.body)).toBe(200);
    expect(hsn.body).toEqual({
      month: '2026-11',
      rows: [
        // Doors: 2 + 1 + 1 - 1 - 1 pieces; 2,501 + 10,000 + 999.99 - 500 - 999.99 taxable.
        { hsn_code: '730830', description: 'Door Frame, Security Door', unit: 'Nos', quantity: 2, gst_rate: '18.00', taxable_value: '12001.00', cgst: '180.09', sgst: '180.09', igst: '1800.00', total: '14161.18' },
        { hsn_code: '7610', description: 'Window', unit: 'Nos', quantity: 1, gst_rate: '12.00', taxable_value: '1000.00', cgst: '60.00', sgst: '60.00', igst: '0.00', total: '1120.00' },
      ],
      totals: { quantity: 3, taxable_value: '13001.00', cgst: '240.09', sgst: '240.09', igst: '1800.00', total: '15281.18' },
    });

    // A month with nothing in it.
    const empty = await world.t.call('GET', '/billing/reports/sales-register?month=2026-09', { as: 'admin' });
    expect(empty.body).toEqual({ month: '2026-09', rows: [], totals: { taxable_value: '0.00', cgst: '0.00', sgst: '0.00', igst: '0.00', total: '0.00' } });
  });

  it('downloads both as CSV with a header row, money as in the JSON and dates as DD-MM-YYYY', async () => {
    const csv = await world.t.call('GET', '/billing/reports/sales-register?month=2026-11&format=csv', { as: 'admin' });
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="sales-register-2026-11.csv"');
    expect(String(csv.body)).toBe(
      '\ufeff' +
        [
          'Document,Number,Date,Original invoice,Buyer GSTIN,Buyer name,Place of supply,Taxable value,GST rate,CGST,SGST,IGST,Total',
          'Invoice,INV/26-27/00002,05-11-2026,,32AADFD4821K1ZP,Deepak Traders,32-Kerala,1000.00,12.00,60.00,60.00,0.00,1119.82',
          'Invoice,INV/26-27/00002,05-11-2026,,32AADFD4821K1ZP,Deepak Traders,32-Kerala,2501.00,18.00,225.09,225.09,0.00,2951.18',
          'Invoice,INV/26-27/00003,12-11-2026,,33AAGCG7412H1ZT,Gap Road Steels,33-Tamil Nadu,10000.00,18.00,0.00,0.00,1800.00,11800.00',
          'Invoice,INV/26-27/00004,20-11-2026,,,Counter Sale,32-Kerala,999.99,18.00,90.00,90.00,0.00,1180.00',
          'Credit note,CN/26-27/00001,02-11-2026,INV/26-27/00001,32AADFD4821K1ZP,Deepak Traders,32-Kerala,-500.00,18.00,-45.00,-45.00,0.00,-590.00',
          'Credit note,CN/26-27/00002,25-11-2026,INV/26-27/00004,,Counter Sale,32-Kerala,-999.99,18.00,-90.00,-90.00,0.00,-1180.00',
          '',
        ].join('\n'),
    );

    const hsn = await world.t.call('GET', '/billing/reports/hsn-summary?month=2026-11&format=csv', { as: 'productionmanager' });
    expect(hsn.headers['content-disposition']).toBe('attachment; filename="hsn-summary-2026-11.csv"');
    expect(String(hsn.body).replace(/^\ufeff/, '').split('\n')).toEqual([
      'HSN,Description,Unit,Quantity,GST rate,Taxable value,CGST,SGST,IGST,Total',
      '730830,"Door Frame, Security Door",Nos,2,18.00,12001.00,180.09,180.09,1800.00,14161.18',
      '7610,Window,Nos,1,12.00,1000.00,60.00,60.00,0.00,1120.00',
      '',
    ]);
  });

  it('refuses a missing or malformed month with the contract message', async () => {
    for (const query of ['', '?month=2026-13', '?month=26-11', '?month=2026-11-01']) {
      const refused = await world.t.call('GET', `/billing/reports/sales-register${query}`, { as: 'admin' });
      expect(refused.status, query).toBe(400);
      expect(refused.body.month).toEqual([ACCOUNT_TEXT.monthRequired]);
    }
    expect((await world.t.call('GET', '/billing/reports/hsn-summary?month=2026-11&format=pdf', { as: 'admin' })).status).toBe(400);
  });

  it('lets admin and productionmanager read; every other role is refused', async () => {
    for (const as of MANAGERS) {
      expect((await world.t.call('GET', '/billing/reports/sales-register?month=2026-11', { as })).status).toBe(200);
      expect((await world.t.call('GET', '/billing/reports/hsn-summary?month=2026-11', { as })).status).toBe(200);
    }
    await expectRefused(world.t, ROLES.filter((role) => !MANAGERS.includes(role)), [
      ['GET', '/billing/reports/sales-register?month=2026-11'],
      ['GET', '/billing/reports/hsn-summary?month=2026-11'],
    ]);
  });
});
