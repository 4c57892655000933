/**
 * The input tax credit register of a month against its GSTR-2B: one invoice of each kind of match, by hand.
 */
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { configureCompany } from '../billing/billing.fixtures';
import { enterBill, gstr2bFile, receivedLine } from './payables.fixtures';
import { createSupplier, gstinOf } from './purchase.fixtures';

const t = useTestApp();
const schema = JSON.parse(readFileSync(new URL('./schemas/gstr2b-b2b.schema.json', import.meta.url), 'utf8')) as object;
const validate = new Ajv({ allErrors: true }).compile(schema);

describe('GSTR-2B reconciliation', () => {
  it('tells matched, values differ, in 2B not in the books and in the books not in 2B, and what is safe to claim', async () => {
    await configureCompany(t);
    const gstin = gstinOf('32', 31);
    const supplier = await createSupplier(t, { gstin, state_code: '32' });
    const bill = async (number: string, rate: string) =>
      enterBill(t, { supplier: supplier.id, number, bill_date: '2026-10-15', lines: [{ receipt_line: await receivedLine(t, supplier.id, 10, rate), quantity: 10, rate }] });
    // 10 x 100.00 = 1,000.00: CGST 90.00 + SGST 90.00 = 180.00 of tax on each of these.
    await bill('R-1', '100.00');
    await bill('R-2', '100.00');
    await bill('R-3', '100.00');
    await bill('R-5', '100.00');
    const file = gstr2bFile('102026', [
      { ctin: gstin, inum: 'r-1', dt: '15-10-2026', txval: 1000, cgst: 90, sgst: 90 },
      // The supplier filed 900.00 of value: 162.00 of tax against our 180.00.
      { ctin: gstin, inum: 'R-2', dt: '15-10-2026', txval: 900, cgst: 81, sgst: 81 },
      { ctin: gstin, inum: 'R-4', dt: '20-10-2026', txval: 500, cgst: 45, sgst: 45 },
      { ctin: gstin, inum: 'R-5', dt: '15-10-2026', txval: 1000, cgst: 90, sgst: 90, itcavl: 'N' },
    ]);
    expect(validate(file), JSON.stringify(validate.errors)).toBe(true);
    const imported = await t.call('POST', '/purchase/itc/gstr2b/', { as: 'admin', body: file });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body).toEqual({ period: '102026', documents: 4, suppliers: 1 });

    const register = await t.call('GET', '/purchase/itc/?period=102026', { as: 'productionmanager' });
    expect(register.status).toBe(200);
    const rows = register.body.rows.map((r: { kind: string; number: string; books_tax: string | null; gstr2b_tax: string | null; claimable: string }) => [r.kind, r.number, r.books_tax, r.gstr2b_tax, r.claimable]);
    expect(rows).toEqual([
      ['matched', 'r-1', '180.00', '180.00', '180.00'],
      ['matched', 'R-5', '180.00', '180.00', '0.00'],
      ['not_in_2b', 'R-3', '180.00', null, '0.00'],
      ['not_in_books', 'R-4', null, '90.00', '0.00'],
      ['values_differ', 'R-2', '180.00', '162.00', '162.00'],
    ]);
    expect(register.body.rows.find((r: { number: string }) => r.number === 'R-5').advice).toMatch(/not available/);
    expect(register.body.rows.find((r: { number: string }) => r.number === 'R-3').advice).toMatch(/GSTR-1/);
    expect(register.body.totals).toEqual({ books_tax: '720.00', gstr2b_tax: '612.00', claimable: '342.00' });

    const notA2b = await t.call('POST', '/purchase/itc/gstr2b/', { as: 'admin', body: { data: { gstin: '32AAFCS5318D1ZR', rtnprd: '102026', docdata: { b2b: [{ ctin: gstin }] } } } });
    expect(notA2b.status).toBe(400);
    expect(notA2b.body.file[0]).toMatch(/not a GSTR-2B file/);
    const otherShop = await t.call('POST', '/purchase/itc/gstr2b/', { as: 'admin', body: { ...file, data: { ...file.data, gstin: gstinOf('32', 99) } } });
    expect(otherShop.status).toBe(400);
    expect(otherShop.body.error_message).toMatch(/another GSTIN/);
    expect((await t.call('GET', '/purchase/itc/?period=132026', { as: 'admin' })).status).toBe(400);
  });
});
