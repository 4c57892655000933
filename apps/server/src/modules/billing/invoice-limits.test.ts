/**
 * Issue 41: invoice numbers of at most 16 characters, the company's GSTIN, each line's HSN code and rate from its
 * product, and the bounds of the invoice date and total.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysTo, documentDayMessage, documentDayWindow } from '@steelworks/contract/common/dates';
import { moneyTooLargeMessage } from '@steelworks/contract/common/money';
import { financialYearOf, INVOICE_TEXT } from '@steelworks/contract/invoice';
import { useOrderWorld } from '../../../test/order-world';
import { products } from '../product/product.table';
import { companySettings } from './billing.table';
import { seriesFullMessage } from './document-numbers';
import { documentCounters } from './invoice.table';
import { configureCompany, insertOrder } from './billing.fixtures';
import { billTheDealers, invoiceCalls } from './invoice-calls.fixtures';

const world = useOrderWorld();
const t = () => world.t;
const w = () => world.w;
const { given, nextNumber, post } = invoiceCalls(world);

beforeAll(async () => {
  await billTheDealers(world);
  await configureCompany(t());
});

describe('issue 41: numbers of 16 characters, the company GSTIN, HSN per product, date bounds', () => {
  const setCompany = (values: Partial<typeof companySettings.$inferInsert>) => t().db.update(companySettings).set(values).where(eq(companySettings.id, 1));
  const shippedOrder = (lines: { product: number; quantity: number; unitPrice: string }[]) => insertOrder(t().db, w().dealerId, 'Shipped', lines);

  it('the 99,999th invoice of a year under a 4-character prefix is 16 characters; the next is refused and gives its number back', async () => {
    const year = financialYearOf(world.today);
    await setCompany({ invoicePrefix: 'SWF1' });
    await t().db.insert(documentCounters).values({ series: 'invoice', prefix: 'SWF1', financialYear: year, lastSeq: 99_998 });
    const order = await shippedOrder([{ product: w().door, quantity: 1, unitPrice: '1000.00' }]);
    const made = await post({ order_id: order.id });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // "SWF1/26-27/99999": 4 + 1 + 5 + 1 + 5 = 16.
    expect(made.body.number).toBe(`SWF1/${year.slice(2)}/99999`);
    expect(made.body.number).toHaveLength(16);

    const next = await shippedOrder([{ product: w().door, quantity: 1, unitPrice: '1000.00' }]);
    const refused = await post({ order_id: next.id });
    expect(refused).toMatchObject({ status: 409, body: { error_message: seriesFullMessage(`SWF1/${year.slice(2)}/100000`) } });
    const [counter] = await t().db.select().from(documentCounters).where(and(eq(documentCounters.prefix, 'SWF1'), eq(documentCounters.financialYear, year)));
    expect(counter!.lastSeq).toBe(99_999);

    // A new prefix starts its own series at 1; the old one keeps its count, without a gap.
    await setCompany({ invoicePrefix: 'INV2' });
    const fresh = await post({ order_id: next.id });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(201);
    expect(fresh.body.number).toBe(`INV2/${year.slice(2)}/00001`);
    await setCompany({ invoicePrefix: 'INV' });
    const back = await post({ order_id: (await shippedOrder([{ product: w().door, quantity: 1, unitPrice: '1000.00' }])).id });
    expect(back.body.number).toBe(nextNumber(world.today));
  });

  it('refuses a tax invoice while the company has no GSTIN (CGST Act s.32), naming the setting', async () => {
    const order = await shippedOrder([{ product: w().door, quantity: 1, unitPrice: '1000.00' }]);
    const [{ gstin }] = (await t().db.select({ gstin: companySettings.gstin }).from(companySettings)) as [{ gstin: string }];
    await setCompany({ gstin: null });
    try {
      const refused = await post({ order_id: order.id });
      expect(refused).toMatchObject({ status: 409, body: { error_message: INVOICE_TEXT.noCompanyGstin, setting: 'gstin' } });
    } finally {
      await setCompany({ gstin });
    }
    const made = await post({ order_id: order.id });
    expect(made.status).toBe(201);
    given.set(financialYearOf(world.today), given.get(financialYearOf(world.today))! + 1);
    // The seller block carries what every bill prints (Companies Act s.12(3)(c)) and the signatory.
    expect(made.body.seller).toMatchObject({
      gstin,
      cin: 'U28112KL2019PTC058231',
      phone: '0484 2555014',
      email: 'accounts@steelworks.example.com',
      signatory_name: 'Anitha Menon',
      signatory_designation: 'Director',
    });
  });

  it('takes each line\'s HSN code and rate from its product; a 4-digit code is refused above 5 crore of turnover', async () => {
    await t().db.update(products).set({ hsnCode: '73089090', gstRate: '12.00' }).where(eq(products.id, w().window));
    // 2 x 1,000.00 = 2,000.00 at 12%: CGST 6% = 120.00, SGST 120.00; total 2,240.00. The door line: 500.00 at 18%
    // (its type's 7308.30): 45.00 + 45.00 = 590.00. Together 2,830.00.
    const order = await shippedOrder([
      { product: w().window, quantity: 2, unitPrice: '1000.00' },
      { product: w().door, quantity: 1, unitPrice: '500.00' },
    ]);
    const made = await post({ order_id: order.id });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    given.set(financialYearOf(world.today), given.get(financialYearOf(world.today))! + 1);
    expect(made.body.lines.map((l: { hsn_code: string; gst_rate: string; cgst: string; total: string }) => [l.hsn_code, l.gst_rate, l.cgst, l.total])).toEqual([
      ['73089090', '12.00', '120.00', '2240.00'],
      ['730830', '18.00', '45.00', '590.00'],
    ]);
    expect(made.body.total).toBe('2830.00');
    expect(made.body.total_in_words).toBe('Rupees Two Thousand Eight Hundred Thirty Only');

    await t().db.update(products).set({ hsnCode: '7308' }).where(eq(products.id, w().window));
    await setCompany({ turnoverAbove5Crore: true });
    try {
      const short = await shippedOrder([{ product: w().window, quantity: 1, unitPrice: '100.00' }]);
      const refused = await post({ order_id: short.id });
      expect(refused.status).toBe(400);
      expect(refused.body.error_message).toMatch(/has HSN code 7308: give it 6 or 8 digits/);
    } finally {
      await setCompany({ turnoverAbove5Crore: false });
      await t().db.update(products).set({ hsnCode: '730830', gstRate: '18.00' }).where(eq(products.id, w().window));
    }
  });

  it('holds the invoice date to this financial year and the last one, and an overflowing total, each naming the field', async () => {
    const order = await shippedOrder([{ product: w().door, quantity: 1, unitPrice: '1000.00' }]);
    const window = documentDayWindow(world.today);
    const cases: [string, string][] = [
      ['0001-01-01', 'Invoice date must be a date from 2000-01-01 to 2100-12-31, written YYYY-MM-DD.'],
      [addDaysTo(window.from, -1), documentDayMessage('Invoice date', world.today)],
    ];
    for (const [day, message] of cases) {
      const refused = await post({ order_id: order.id, invoice_date: day });
      expect(refused, day).toMatchObject({ status: 400, body: { invoice_date: [message] } });
    }
    // 90,000 crore taxable fits a money column (below 1,00,000 crore); with 18% GST, 1,06,200 crore does not.
    const huge = await shippedOrder([{ product: w().door, quantity: 1, unitPrice: '900000000000.00' }]);
    const refused = await post({ order_id: huge.id });
    expect(refused).toMatchObject({ status: 400, body: { order_id: [moneyTooLargeMessage('The invoice total')] } });
  });
});