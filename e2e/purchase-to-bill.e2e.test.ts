/**
 * Issue 45 in a real browser: the production manager turns the Purchase List into draft purchase orders and approves
 * one; the store manager receives it by weight on a 390 px phone, and the order shows what arrived; the production
 * manager enters the supplier's bill against that receipt and finds it on the supplier's page and in the payables.
 * The admin then pays that bill from its page by bank transfer: the bill shows Paid with nothing left to pay, and the
 * supplier's balance and the payables drop by what was paid; the payment's page does not scroll sideways on a phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatCents, formatRupees, toCents } from '@steelworks/contract/common/money';
import { api } from './support/api';
import { PHONE, useBrowser } from './support/browser';
import { eventually, expectHidden, expectToast, expectUrl, expectVisible } from './support/expect';
import { signIn } from './support/session';

type Paged<T> = { count: number; results: T[] };
type Bill = { id: number; number: string; supplier: number; supplier_name: string; due: string; paid: string; status: string };
type Account = { balance: string };
type Payables = { outstanding: string; suppliers: Array<{ supplier: number; outstanding: string }> };
type Order = { id: number; number: string; status: string; note: string; supplier: number; supplier_name: string; lines: Array<{ id: number; name: string; quantity: number; received: number; unit: string; theoretical_kg: number | null }> };

/** A detail field's value (a label over its value, as the bill, payment and supplier pages show them). */
const field = (page: Page, label: string) => page.getByText(label, { exact: true }).locator('xpath=..');

describe('buying', () => {
  const e2e = useBrowser();
  /** The bill the first test enters and the second pays. */
  let bill: Bill | undefined;
  let phone: Page | undefined;

  it('from the Purchase List to an approved order, received by weight on a phone, then billed', async () => {
    const supplier = await api.as('admin').post<{ id: number; name: string }>('/purchase/suppliers/', { name: `E2E Steel Traders ${Date.now()}`, state_code: '32', email: 'e2e@traders.example' });
    expect(supplier.status, JSON.stringify(supplier.body)).toBe(201);
    const short = await api.as('manager').get<Paged<{ shortage: number; on_order: number }>>('/planning/purchase-list/?limit=100');
    expect(short.body.results.some((row) => row.shortage > row.on_order)).toBe(true);
    const before = (await api.as('manager').get<Paged<{ id: number }>>('/purchase/orders/?limit=1')).body.results[0]?.id ?? 0;

    const page = e2e.page;
    await signIn(page, 'manager');
    await page.goto('/planning/purchase-list');
    await expectVisible(page.getByRole('table', { name: 'Purchase List' }));
    await page.getByRole('button', { name: 'Create Purchase Orders' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Supplier for items without one').fill(supplier.body.name.slice(0, 16));
    await page.getByRole('option', { name: supplier.body.name }).click();
    await dialog.getByRole('button', { name: 'Create Drafts' }).click();
    await expectToast(page, 'draft purchase order');
    const drafts = await eventually(async () => {
      const list = await api.as('manager').get<Paged<{ id: number }>>('/purchase/orders/?status=Draft&limit=100');
      const made = list.body.results.filter((o) => o.id > before);
      expect(made.length).toBeGreaterThan(0);
      return made;
    });
    const orderId = drafts[0]!.id;
    await page.goto(`/purchase/orders/${orderId}`);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm!' }).click();
    await expectToast(page, 'Approved');
    const order = (await api.as('manager').get<Order>(`/purchase/orders/${orderId}/`)).body;
    expect(order.status).toBe('Approved');

    // The store manager, on a phone: the lorry's first line, weighed at the weighbridge.
    phone = await e2e.newPage({ viewport: PHONE });
    await signIn(phone, 'store');
    await phone.goto(`/purchase/orders/${orderId}`);
    await expectVisible(phone.getByRole('table', { name: 'Order lines' }));
    expect(await phone.getByRole('table', { name: 'Order lines' }).getByText('Rate').count()).toBe(0);
    await phone.getByRole('link', { name: 'Receive Goods' }).click();
    const line = order.lines[0]!;
    const card = phone.getByLabel(line.name, { exact: true });
    await card.getByLabel(`Received (${line.unit})`).fill(String(line.quantity));
    const weighed = line.theoretical_kg ?? 100;
    await card.getByLabel('Weighed kg').fill((weighed * 1.02).toFixed(3));
    await card.getByLabel('Heat number').fill('E2E-HEAT-1');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await phone.getByRole('button', { name: 'Receive Goods' }).click();
    await expectToast(phone, 'goods received');
    await eventually(async () => {
      const after = (await api.as('manager').get<Order>(`/purchase/orders/${orderId}/`)).body;
      expect(after.lines[0]!.received).toBe(line.quantity);
      expect(['Partly received', 'Received']).toContain(after.status);
    });
    const receipts = await api.as('store').get<Paged<{ id: number; purchase_order: number | null }>>(`/purchase/receipts/?purchase_order=${orderId}`);
    const receipt = await api.as('store').get<{ lines: Array<{ heat_number: string; weighed_kg: number; variance_kg: number | null }> }>(`/purchase/receipts/${receipts.body.results[0]!.id}/`);
    expect(receipt.body.lines[0]).toMatchObject({ heat_number: 'E2E-HEAT-1' });

    // The production manager enters the supplier's bill from the order: the received line is ticked at what came.
    await page.goto(`/purchase/orders/${orderId}`);
    await page.getByRole('link', { name: 'Enter Bill' }).click();
    await expectVisible(page.getByRole('checkbox', { name: line.name, exact: true }));
    expect(await page.getByRole('checkbox', { name: line.name, exact: true }).isChecked()).toBe(true);
    const billNumber = `E2E/${String(Date.now()).slice(-8)}`;
    await page.getByLabel('Bill number').fill(billNumber);
    await expectVisible(page.getByRole('table', { name: 'Bill totals' }));
    await page.getByRole('button', { name: 'Save Bill' }).click();
    await expectToast(page, `Bill ${billNumber}`);
    await expectVisible(page.getByRole('heading', { name: `Bill ${billNumber}` }));
    const bills = await api.as('manager').get<Paged<Bill>>(`/purchase/bills?supplier=${order.supplier}`);
    const billed = bills.body.results.find((b) => b.number === billNumber);
    expect(billed, JSON.stringify(bills.body.results.map((b) => b.number))).toBeDefined();
    expect(Number(billed!.due)).toBeGreaterThan(0);
    bill = billed;

    // The order's supplier: the test's own for items without one, or an item's usual supplier of the demo.
    await page.goto(`/purchase/suppliers/${order.supplier}`);
    await expectVisible(page.getByRole('table', { name: 'Bills' }).getByRole('link', { name: billNumber }));
    await page.goto('/purchase/payables');
    await expectVisible(page.getByText(order.supplier_name, { exact: true }).first());
  });

  it('the admin pays the bill by bank transfer: the bill is Paid and the supplier is owed that much less', async () => {
    expect(bill, 'the first test entered no bill').toBeDefined();
    const { id, number, supplier } = bill!;
    const due = (await api.as('admin').get<Bill>(`/purchase/bills/${id}/`)).body.due;
    const balanceBefore = (await api.as('admin').get<Account>(`/purchase/suppliers/${supplier}/account`)).body.balance;
    const payablesBefore = (await api.as('admin').get<Payables>('/purchase/payables')).body;
    const owedBefore = payablesBefore.suppliers.find((row) => row.supplier === supplier)?.outstanding;
    expect(owedBefore, 'the supplier is among the payables').toBeDefined();
    const less = (amount: string) => formatRupees(formatCents(toCents(amount) - toCents(due)));

    const page = e2e.page;
    await signIn(page, 'admin');
    await page.goto(`/purchase/bills/${id}`);
    await expectVisible(page.getByRole('heading', { name: `Bill ${number}` }));
    await expectVisible(field(page, 'Status').getByText('Open', { exact: true }));
    await expectVisible(page.getByRole('table', { name: 'Bill totals' }).getByRole('row', { name: `Still to pay ${formatRupees(due)}` }));
    await page.getByRole('link', { name: 'Pay', exact: true }).click();

    // Opened for the bill: the amount is what it owes, all of it on this bill.
    await expectUrl(page, `/purchase/payments/new?supplier=${supplier}&bill=${id}`);
    await expectVisible(page.getByRole('heading', { name: 'Pay a supplier' }));
    await eventually(async () => expect(await page.getByRole('textbox', { name: `Pay on ${number}` }).inputValue()).toBe(due));
    expect(await page.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe(due);
    await page.getByRole('textbox', { name: 'Mode' }).click();
    await page.getByRole('option', { name: 'Bank transfer', exact: true }).click();
    const reference = `UTR${Date.now()}`;
    await page.getByRole('textbox', { name: 'Reference' }).fill(reference);
    await page.getByRole('button', { name: 'Record payment' }).click();
    await expectToast(page, 'Payment recorded');
    await expectUrl(page, /^\/purchase\/payments\/\d+$/);
    const paymentId = Number(new URL(page.url()).pathname.split('/').pop());
    await expectVisible(page.getByRole('heading', { name: `Payment #${paymentId}` }));
    await expectVisible(field(page, 'Mode').getByText('Bank transfer', { exact: true }));
    await expectVisible(field(page, 'Reference').getByText(reference, { exact: true }));
    await expectVisible(field(page, 'Amount').getByText(formatRupees(due), { exact: true }));
    await expectVisible(field(page, 'Advance').getByText(formatRupees(0), { exact: true }));
    const paidRow = page.getByRole('table', { name: 'Bills paid' }).getByRole('row').filter({ has: page.getByRole('link', { name: number, exact: true }) });
    await expectVisible(paidRow.getByText(formatRupees(due), { exact: true }));

    // The bill, from the payment: Paid, nothing left, no Pay, and the payment listed by its reference.
    await paidRow.getByRole('link', { name: number, exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: `Bill ${number}` }));
    await expectVisible(field(page, 'Status').getByText('Paid', { exact: true }));
    const totals = page.getByRole('table', { name: 'Bill totals' });
    await expectVisible(totals.getByRole('row', { name: `Still to pay ${formatRupees(0)}` }));
    await expectVisible(totals.getByRole('row', { name: `Paid ${formatRupees(due)}` }));
    await expectVisible(page.getByRole('table', { name: 'Payments' }).getByRole('link', { name: reference }));
    await expectHidden(page.getByRole('link', { name: 'Pay', exact: true }));
    const after = (await api.as('admin').get<Bill>(`/purchase/bills/${id}/`)).body;
    expect(after).toMatchObject({ status: 'Paid', due: '0.00' });

    // The supplier owes that much less, and the bill has no Pay on its row.
    await page.goto(`/purchase/suppliers/${supplier}`);
    await expectVisible(field(page, 'Balance (we owe)').getByText(less(balanceBefore), { exact: true }));
    const billRow = page.getByRole('table', { name: 'Bills' }).getByRole('row').filter({ has: page.getByRole('link', { name: number, exact: true }) });
    await expectVisible(billRow.getByText('Paid', { exact: true }));
    await expectHidden(page.getByRole('link', { name: `Pay bill ${number}` }));
    await expectVisible(page.getByRole('table', { name: 'Payments' }).getByText(reference));

    // The payables: what we owe drops by the payment; the supplier's row too (gone when nothing is left).
    await page.goto('/purchase/payables');
    await expectVisible(field(page, 'What we owe').getByText(less(payablesBefore.outstanding), { exact: true }));
    const supplierName = page.getByRole('link', { name: bill!.supplier_name, exact: true });
    if (toCents(owedBefore!) > toCents(due)) await expectVisible(supplierName.locator('xpath=..').getByText(`Owed ${less(owedBefore!)},`));
    else await expectHidden(supplierName);

    // The payment's page on a 390 px phone: nothing scrolls sideways.
    expect(phone, 'the first test opened the phone').toBeDefined();
    await signIn(phone!, 'admin');
    await phone!.goto(`/purchase/payments/${paymentId}`);
    await expectVisible(phone!.getByRole('heading', { name: `Payment #${paymentId}` }));
    await expectVisible(phone!.getByRole('table', { name: 'Bills paid' }).getByRole('link', { name: number, exact: true }));
    expect(await phone!.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
