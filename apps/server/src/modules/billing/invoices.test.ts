/**
 * Tax invoices (issue 31 point 2), with hand-worked numbers: CGST + SGST for a Kerala dealer of a Kerala company,
 * IGST for a Tamil Nadu dealer, each head rounded per line to the paisa and the total to the rupee; numbers
 * consecutive per financial year; the invoice made when an order ships; lists, permissions and bad input.
 */
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysTo } from '@steelworks/contract/common/dates';
import { documentNumber, financialYearOf, INVOICE_TEXT } from '@steelworks/contract/invoice';
import { ROLES } from '@steelworks/contract/roles';
import { useOrderWorld } from '../../../test/order-world';
import { expectRefused } from '../../../test/refused-routes';
import { auditLog } from '../../db/audit.table';
import { issueInvoiceForOrder } from './invoice-issue.service';
import { documentCounters, invoices } from './invoice.table';
import { balanceOf, configureCompany, insertOrder, KERALA_DEALER_GSTIN, orderReadyToShip, TAMIL_NADU_DEALER_GSTIN } from './billing.fixtures';
import { billTheDealers, invoiceCalls } from './invoice-calls.fixtures';

const world = useOrderWorld();
const t = () => world.t;
const w = () => world.w;
const { given, nextNumber, post } = invoiceCalls(world);
const invoicesOfOrder = async (orderId: number) => (await t().call('GET', `/billing/invoices?order=${orderId}`, { as: 'admin' })).body;

beforeAll(() => billTheDealers(world));


let shippedBeforeSettings: number;
let intra: { id: number; number: string; orderId: number };
let inter: { id: number; number: string; orderId: number };
let hooked: { id: number; number: string; orderId: number };

describe('before the company settings are filled in', () => {
  it('an order ships without an invoice, and a manual invoice is refused with the reason', async () => {
    const order = await orderReadyToShip(t(), w().dealerId, w().door);
    const shipped = await order.ship();
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.status).toBe('Shipped');
    expect((await invoicesOfOrder(order.id)).count).toBe(0);
    const refused = await post({ order_id: order.id });
    expect(refused).toMatchObject({ status: 400, body: { error_message: INVOICE_TEXT.notConfigured } });
    shippedBeforeSettings = order.id;
  });
});

describe('invoices with hand-worked numbers', () => {
  // Forty days back: the Kerala dealer's 30 days of terms end ten days ago (overdue), the Tamil Nadu dealer's 60 not.
  const day = () => addDaysTo(world.today, -40);

  beforeAll(() => configureCompany(t()));

  it('intra-state: CGST 9% + SGST 9% per line, each rounded to the paisa; the total rounded to the rupee', async () => {
    const order = await insertOrder(t().db, w().dealerId, 'Shipped', [
      { product: w().door, quantity: 3, unitPrice: '333.33' },
      { product: w().window, quantity: 1, unitPrice: '100.50' },
    ]);
    const made = await post({ order_id: order.id, invoice_date: day() });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const number = nextNumber(day());
    // Line 1: 3 x 333.33 = 999.99; 9% = 89.9991 -> 90.00 each head. Line 2: 100.50; 9% = 9.045 -> 9.05 each head.
    // (On the sum, 9% of 1,100.49 would be 99.04: the heads are rounded per line, 90.00 + 9.05 = 99.05.)
    // 1,100.49 + 99.05 + 99.05 = 1,298.59, rounded to 1,299.00 (+0.41).
    expect(made.body).toMatchObject({
      number,
      financial_year: financialYearOf(day()),
      invoice_date: day(),
      due_date: addDaysTo(day(), 30),
      order_id: order.id,
      order_auto_id: order.autoId,
      dealer_id: w().dealerId,
      seller: { name: 'Steelworks Fabricators Private Limited', state_code: '32', state_name: 'Kerala', gstin: '32AAFCS5318D1ZR' },
      buyer: { address: 'MG Road, Kochi 682016', state_code: '32', state_name: 'Kerala', gstin: KERALA_DEALER_GSTIN },
      place_of_supply: '32',
      place_of_supply_name: 'Kerala',
      tax_split: 'intra',
      taxable_value: '1100.49',
      cgst: '99.05',
      sgst: '99.05',
      igst: '0.00',
      round_off: '0.41',
      total: '1299.00',
      total_in_words: 'Rupees One Thousand Two Hundred Ninety Nine Only',
      amount_paid: '0.00',
      balance_due: '1299.00',
      status: 'Open',
      days_overdue: 10,
      bank: { bank_name: 'State Bank of India', account_number: '00000041234567890', ifsc: 'SBIN0070123' },
      allocations: [],
      credit_note: null,
    });
    expect(made.body.lines).toEqual([
      {
        line_no: 1,
        description: 'Door Frame 90x210 4x2 16G, GI',
        hsn_code: '730830',
        quantity: 3,
        unit: 'Nos',
        rate: '333.33',
        taxable_value: '999.99',
        gst_rate: '18.00',
        cgst: '90.00',
        sgst: '90.00',
        igst: '0.00',
        total: '1179.99',
      },
      {
        line_no: 2,
        description: 'Window Frame 120x150 3x1 18G, GI',
        hsn_code: '730830',
        quantity: 1,
        unit: 'Nos',
        rate: '100.50',
        taxable_value: '100.50',
        gst_rate: '18.00',
        cgst: '9.05',
        sgst: '9.05',
        igst: '0.00',
        total: '118.60',
      },
    ]);
    expect(await balanceOf(t().db, w().dealerId)).toBe('1299.00');
    const audits = await t().db.select().from(auditLog).where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, made.body.id)));
    expect(audits).toHaveLength(1);
    intra = { id: made.body.id, number, orderId: order.id };
  });

  it('inter-state: IGST 18% per line; the next number of the series', async () => {
    const order = await insertOrder(t().db, w().otherDealerId, 'Delivered', [
      { product: w().door, quantity: 3, unitPrice: '333.33' },
      { product: w().window, quantity: 2, unitPrice: '1250.50' },
    ]);
    const made = await post({ order_id: order.id, invoice_date: day() }, 'productionmanager');
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const number = nextNumber(day());
    expect(number.slice(-4)).toBe('0002');
    // 999.99 x 18% = 179.9982 -> 180.00; 2,501.00 x 18% = 450.18. 3,500.99 + 630.18 = 4,131.17, rounded to 4,131.00 (-0.17).
    expect(made.body).toMatchObject({
      number,
      due_date: addDaysTo(day(), 60),
      buyer: { name: 'Rival Steel Traders', state_code: '33', state_name: 'Tamil Nadu', gstin: TAMIL_NADU_DEALER_GSTIN },
      place_of_supply: '33',
      place_of_supply_name: 'Tamil Nadu',
      tax_split: 'inter',
      taxable_value: '3500.99',
      cgst: '0.00',
      sgst: '0.00',
      igst: '630.18',
      round_off: '-0.17',
      total: '4131.00',
      total_in_words: 'Rupees Four Thousand One Hundred Thirty One Only',
      status: 'Open',
      days_overdue: null,
    });
    expect(made.body.lines.map((line: { igst: string; total: string }) => [line.igst, line.total])).toEqual([
      ['180.00', '1179.99'],
      ['450.18', '2951.18'],
    ]);
    inter = { id: made.body.id, number, orderId: order.id };
  });

  it('shipping an order makes its invoice, dated today; a second one for that order is refused', async () => {
    const order = await orderReadyToShip(t(), w().dealerId, w().door);
    const shipped = await order.ship();
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const listed = await invoicesOfOrder(order.id);
    expect(listed.count).toBe(1);
    const number = nextNumber(world.today);
    // The door at 1,320.00: 9% = 118.80 each head; 1,557.60 rounded to 1,558.00 (+0.40).
    expect(listed.results[0]).toMatchObject({ number, invoice_date: world.today, order_id: order.id, total: '1558.00', status: 'Open' });
    const detail = await t().call('GET', `/billing/invoices/${listed.results[0].id}`, { as: 'admin' });
    expect(detail.body).toMatchObject({ taxable_value: '1320.00', cgst: '118.80', sgst: '118.80', round_off: '0.40', total: '1558.00' });

    const again = await post({ order_id: order.id });
    expect(again).toMatchObject({ status: 400, body: { error_message: INVOICE_TEXT.alreadyInvoiced(number) } });
    hooked = { id: listed.results[0].id, number, orderId: order.id };
  });

  it('an order shipped before the settings were filled in is invoiced by hand, dated today by default', async () => {
    const made = await post({ order_id: shippedBeforeSettings });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ number: nextNumber(world.today), invoice_date: world.today, total: '1558.00' });
  });

  it('refuses a date after today or before the last invoice of its year; the refused number is given to the next', async () => {
    const order = await insertOrder(t().db, w().dealerId, 'Shipped', [{ product: w().window, quantity: 1, unitPrice: '104625.00' }]);
    const future = await post({ order_id: order.id, invoice_date: addDaysTo(world.today, 1) });
    expect(future).toMatchObject({ status: 400, body: { error_message: INVOICE_TEXT.invoiceDateFuture, invoice_date: [INVOICE_TEXT.invoiceDateFuture] } });
    const yesterday = addDaysTo(world.today, -1);
    if (financialYearOf(yesterday) === financialYearOf(world.today)) {
      const [d, m, y] = [world.today.slice(8), world.today.slice(5, 7), world.today.slice(0, 4)];
      const lastNumber = documentNumber('INV', financialYearOf(world.today), given.get(financialYearOf(world.today))!);
      const early = await post({ order_id: order.id, invoice_date: yesterday });
      const message = INVOICE_TEXT.invoiceDateBeforeLast(lastNumber, `${d}-${m}-${y}`);
      expect(early).toMatchObject({ status: 400, body: { error_message: message, invoice_date: [message] } });
    }
    // 1,04,625.00 + 9,416.25 + 9,416.25 = 1,23,457.50: half a rupee rounds up, to 1,23,458.00.
    const made = await post({ order_id: order.id });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      number: nextNumber(world.today),
      cgst: '9416.25',
      sgst: '9416.25',
      round_off: '0.50',
      total: '123458.00',
      total_in_words: 'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Eight Only',
    });
  });

  it('a new financial year starts a new series: 31 March and 1 April', async () => {
    const issue = async (invoiceDate: string) => {
      const order = await insertOrder(t().db, w().otherDealerId, 'Shipped', [{ product: w().door, quantity: 1, unitPrice: '1000.00' }]);
      const id = await t().db.transaction((tx) => issueInvoiceForOrder(tx, order.id, { invoiceDate, actor: { accountId: null } }));
      const [row] = await t().db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, id));
      return row!.number;
    };
    // A year far ahead, so that no other invoice of this file shares its series.
    expect(await issue('2036-03-30')).toBe('INV/35-36/00001');
    expect(await issue('2036-03-31')).toBe('INV/35-36/00002');
    expect(await issue('2036-04-01')).toBe('INV/36-37/00001');
    expect(await issue('2036-04-01')).toBe('INV/36-37/00002');
  });
});

describe('GET /billing/invoices', () => {
  const list = async (query: string, as: 'admin' | 'dealer' = 'admin') => {
    const got = await t().call('GET', `/billing/invoices${query}`, { as });
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    return got.body;
  };
  const numbers = (body: { results: { number: string }[] }) => body.results.map((row) => row.number);

  it('is newest first, searched by number or dealer name, filtered by status tab, dealer and order', async () => {
    const all = await list('?limit=100');
    expect(all.count).toBe(9);
    expect(all.results.map((row: { id: number }) => row.id)).toEqual([...all.results.map((row: { id: number }) => row.id)].sort((a, b) => b - a));
    expect(all.results.find((row: { id: number }) => row.id === intra.id)).toMatchObject({
      dealer_name: expect.any(String),
      total: '1299.00',
      amount_paid: '0.00',
      balance_due: '1299.00',
      days_overdue: 10,
    });

    expect(numbers(await list(`?search=${encodeURIComponent(inter.number)}`))).toEqual([inter.number]);
    const rival = await list('?search=rival&limit=100');
    expect(rival.count).toBe(5);
    expect(rival.results.every((row: { dealer_id: number }) => row.dealer_id === w().otherDealerId)).toBe(true);

    expect(numbers(await list('?status=Overdue'))).toEqual([intra.number]);
    expect((await list('?status=Open')).count).toBe(9);
    expect((await list('?status=Paid')).count).toBe(0);
    expect((await list(`?dealer=${w().otherDealerId}`)).count).toBe(5);
    expect(numbers(await list(`?order=${hooked.orderId}`))).toEqual([hooked.number]);
  });

  it('exports the same rows as CSV', async () => {
    const csv = await t().call('GET', `/billing/invoices?format=csv&dealer=${w().otherDealerId}`, { as: 'admin' });
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    const lines = String(csv.body).trim().split('\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toContain('Number');
    expect(csv.body).toContain(inter.number);
  });

  it('shows a dealer only its own invoices, whatever dealer it asks for', async () => {
    const own = await list(`?limit=100&dealer=${w().otherDealerId}`, 'dealer');
    expect(own.count).toBe(4);
    expect(own.results.every((row: { dealer_id: number }) => row.dealer_id === w().dealerId)).toBe(true);
    const rival = await t().call('GET', '/billing/invoices?limit=100', { token: w().otherDealerToken });
    expect(rival.body.count).toBe(5);
  });
});

describe('permissions', () => {
  const others = ROLES.filter((role) => !['admin', 'productionmanager', 'dealer'].includes(role));

  it('admin and productionmanager read everything; a dealer reads its own and gets 404 for another dealer', async () => {
    for (const as of ['admin', 'productionmanager'] as const) {
      expect((await t().call('GET', `/billing/invoices/${inter.id}`, { as })).status).toBe(200);
    }
    expect((await t().call('GET', `/billing/invoices/${intra.id}`, { as: 'dealer' })).status).toBe(200);
    expect(await t().call('GET', `/billing/invoices/${inter.id}`, { as: 'dealer' })).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    expect((await t().call('GET', `/billing/invoices/${inter.id}`, { token: w().otherDealerToken })).status).toBe(200);
    expect((await t().call('GET', '/billing/invoices/999999', { as: 'admin' })).status).toBe(404);
  });

  it('refuses every other role, and a dealer cannot make an invoice', async () => {
    await expectRefused(t(), others, [
      ['GET', '/billing/invoices'],
      ['GET', `/billing/invoices/${intra.id}`],
      ['POST', '/billing/invoices'],
    ], () => ({ order_id: intra.orderId }));
    await expectRefused(t(), ['dealer'], [['POST', '/billing/invoices']], () => ({ order_id: intra.orderId }));
    expect((await t().call('GET', '/billing/invoices')).status).toBe(401);
  });
});

describe('bad input', () => {
  it('answers 400 in the documented shape and changes nothing', async () => {
    const before = await t().db.select({ n: count() }).from(invoices);
    const counters = await t().db.select().from(documentCounters);
    const pending = await t().call('POST', '/order/order/', { as: 'admin', body: { dealer: w().dealerId, orderitem: [{ product: w().door, quantity: 1, material: 'GI' }] } });
    const cases: [unknown, Record<string, unknown>][] = [
      [{}, { order_id: [INVOICE_TEXT.orderRequired] }],
      [{ order_id: 'abc' }, { order_id: [INVOICE_TEXT.orderRequired] }],
      [{ order_id: 999999 }, { order_id: [INVOICE_TEXT.orderRequired] }],
      [{ order_id: intra.orderId, invoice_date: '2026-02-30' }, { invoice_date: expect.any(Array) }],
      [{ order_id: pending.body.id }, { error_message: INVOICE_TEXT.notShipped }],
      [{ order_id: intra.orderId }, { error_message: INVOICE_TEXT.alreadyInvoiced(intra.number) }],
    ];
    for (const [body, expected] of cases) {
      const refused = await post(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatchObject(expected);
      expect(typeof refused.body.error_message).toBe('string');
    }
    const badQuery = await t().call('GET', '/billing/invoices?status=Late', { as: 'admin' });
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.status).toEqual(['Choose Open, Paid, Cancelled or Overdue']);
    expect((await t().call('GET', '/billing/invoices/abc', { as: 'admin' })).status).toBe(404);
    expect(await t().db.select({ n: count() }).from(invoices)).toEqual(before);
    expect(await t().db.select().from(documentCounters)).toEqual(counters);
  });
});