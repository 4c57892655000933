/**
 * An order from shipping to paid (issue 31 point 9): admin ships a Started demo order whose items are all Finished and
 * sees its invoice on the order page; the tax invoice shows the buyer, its GSTIN, the tax heads of its place of supply
 * and the total in words; its print view is the "ORIGINAL FOR RECIPIENT" copy on A4. Admin records a part payment by
 * UPI against that invoice (Part paid, the balance due left) and then the rest by cheque (Paid). The dealer, on a
 * 390 px phone, opens My Account and its statement: the invoice and both payments are rows, and nothing scrolls
 * sideways. The month's GST sales register (CSV) and GSTR-1 list the new invoice, and the GST Reports page shows
 * GSTR-1 and GSTR-3B on a 390 px phone. A payment whose answer was lost, sent again
 * with a double click, is recorded once (one Idempotency-Key, issue 40 point 2). Amounts are read from the API and worked in
 * integer paise, so the test does not depend on the demo's own invoices.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_TIME_ZONE, formatDisplayDate, todayIn } from '@steelworks/contract/common/dates';
import { formatCents, formatRupees, toCents } from '@steelworks/contract/common/money';
import type { Invoice, InvoiceListItem } from '@steelworks/contract/invoice';
import type { Order } from '@steelworks/contract/order';
import { api } from './support/api';
import { PHONE, useBrowser } from './support/browser';
import { eventually, expectCount, expectHidden, expectToast, expectUrl, expectVisible } from './support/expect';
import { signIn } from './support/session';

type Paged<T> = { count: number; results: T[] };
type OrderRowAnswer = { id: number; dealer: number; status: string };

async function changeStatus(page: Page, status: string) {
  await page.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
  await page.getByRole('button', { name: 'Update Status' }).click();
  await expectToast(page, 'Order status updated');
}

/** A Started demo order whose schedule items are all Finished (so it may ship), of a dealer who can sign in. */
async function findShippableOrder(): Promise<{ order: Order; dealerUsername: string }> {
  for (let pageNo = 1; pageNo <= 10; pageNo++) {
    const list = await api.as('admin').get<Paged<OrderRowAnswer>>(`/order/order/?status=Started&limit=100&page=${pageNo}`);
    expect(list.status).toBe(200);
    // The oldest Started orders are the ones whose items have gone through QC.
    for (const row of [...list.body.results].reverse()) {
      const order = (await api.as('admin').get<Order>(`/order/order/${row.id}/`)).body;
      const items = order.orderitem.flatMap((item) => item.schedule_items);
      if (items.length === 0 || items.some((item) => item.work_status !== 'Finished')) continue;
      const dealer = await api.as('admin').get<{ username?: string | null }>(`/dealer/dealer/${order.dealer}/`);
      if (dealer.body.username) return { order, dealerUsername: dealer.body.username };
    }
    if (list.body.results.length < 100) break;
  }
  throw new Error('The demo has no Started order whose schedule items are all Finished');
}

async function readInvoice(id: number): Promise<Invoice> {
  const answer = await api.as('admin').get<Invoice>(`/billing/invoices/${id}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Fills and sends /billing/payments/new for `invoice`, paying `amount`; lands on the payment's page. */
async function recordPayment(page: Page, invoice: Invoice, amount: string, mode: 'UPI' | 'Cheque', detail: string): Promise<number> {
  await page.goto('/billing/payments/new');
  await expectVisible(page.getByRole('heading', { name: 'Record payment' }));
  const dealer = page.getByRole('textbox', { name: 'Dealer' });
  await dealer.click();
  await dealer.fill(invoice.dealer_name);
  await page.getByRole('option', { name: invoice.dealer_name }).first().click();
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('textbox', { name: 'Mode' }).click();
  await page.getByRole('option', { name: mode, exact: true }).click();
  if (mode === 'Cheque') {
    await page.getByRole('textbox', { name: 'Cheque number' }).fill(detail);
    await page.getByRole('textbox', { name: 'Bank' }).fill('State Bank of India, Ludhiana');
    // Dated today (the screens show DD-MM-YYYY): counted at once, with its receipt; a later date would be post-dated.
    await page.getByRole('textbox', { name: 'Cheque date' }).fill(formatDisplayDate(todayIn(DEFAULT_TIME_ZONE)));
  } else await page.getByRole('textbox', { name: 'Reference' }).fill(detail);
  // Choosing the invoice is safer than oldest first: the dealer may owe older demo invoices.
  await page.getByRole('radio', { name: 'Choose invoices' }).check();
  await page.getByRole('checkbox', { name: invoice.number }).check();
  const preview = page.getByRole('status', { name: 'How the payment splits' });
  await expectVisible(preview.getByRole('link', { name: invoice.number }));
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expectToast(page, 'Payment recorded');
  await expectUrl(page, /^\/billing\/payments\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expectVisible(page.getByRole('heading', { name: `Payment #${id}` }));
  await expectVisible(page.getByRole('table', { name: 'Allocations' }).getByRole('link', { name: invoice.number }));
  return id;
}

describe('an order from shipping to paid', () => {
  const e2e = useBrowser();
  let orderId = 0;
  let dealerId = 0;
  let dealerUsername = '';
  let invoice: Invoice;
  let partAmount = '';
  let restAmount = '';
  let chequePaymentId = 0;
  const upiReference = `UPI${Date.now()}`;
  const chequeNumber = String(100000 + (Date.now() % 900000));

  it('admin ships a finished order and its invoice shows on the order page, on screen and in print', async () => {
    const page = e2e.page;
    const found = await findShippableOrder();
    orderId = found.order.id;
    dealerId = found.order.dealer;
    dealerUsername = found.dealerUsername;

    await signIn(page, 'admin');
    await page.goto(`/orders/${orderId}`);
    await changeStatus(page, 'Shipped');
    const panel = page.getByRole('region', { name: 'Invoice' });
    const link = panel.getByRole('link', { name: /^INV\/\d{2}-\d{2}\/\d{5}$/ });
    await expectVisible(link);
    const number = (await link.innerText()).trim();

    const listed = await api.as('admin').get<Paged<InvoiceListItem>>(`/billing/invoices?order=${orderId}`);
    expect(listed.body.results.map((i) => i.number)).toEqual([number]);
    invoice = await readInvoice(listed.body.results[0]!.id);
    // A new invoice takes up any advance the dealer holds, so what is left is read, not assumed to be the total.
    expect(invoice).toMatchObject({ status: 'Open', dealer_id: dealerId });
    expect(toCents(invoice.balance_due)).toBe(toCents(invoice.total) - toCents(invoice.amount_paid));
    expect(toCents(invoice.balance_due)).toBeGreaterThan(1n);

    await link.click();
    await expectUrl(page, `/billing/invoices/${invoice.id}`);
    await expectVisible(page.getByRole('heading', { name: `Invoice ${number}` }));
    const buyer = page.getByRole('group', { name: 'Bill to (buyer)' });
    await expectVisible(buyer.getByText(invoice.buyer.name, { exact: true }));
    await expectVisible(buyer.getByText(`GSTIN: ${invoice.buyer.gstin ?? 'Unregistered'}`));
    const totals = page.getByRole('table', { name: 'Invoice totals' });
    // The demo company is in Kerala: a Kerala buyer pays CGST + SGST, any other IGST.
    const heads = invoice.tax_split === 'intra' ? ['CGST', 'SGST'] : ['IGST'];
    expect(invoice.tax_split).toBe(invoice.buyer.state_code === invoice.seller.state_code || !invoice.buyer.state_code ? 'intra' : 'inter');
    for (const head of heads) await expectVisible(totals.getByRole('cell', { name: head, exact: true }));
    expect(await totals.getByRole('cell', { name: invoice.tax_split === 'intra' ? 'IGST' : 'CGST', exact: true }).count()).toBe(0);
    expect(invoice.total_in_words).toMatch(/^Rupees .+ Only$/);
    await expectVisible(page.getByText(invoice.total_in_words));
    await expectVisible(page.getByText(toCents(invoice.amount_paid) > 0n ? 'Part paid' : 'Open', { exact: true }));

    await page.getByRole('link', { name: 'Print' }).click();
    await expectUrl(page, `/billing/invoices/${invoice.id}/print`);
    // All three copies of rule 48 in one print, each headed with the seller's CIN, phone and e-mail and signed for.
    for (const copy of ['ORIGINAL FOR RECIPIENT', 'DUPLICATE FOR TRANSPORTER', 'TRIPLICATE FOR SUPPLIER']) await expectVisible(page.getByText(copy));
    expect(await page.getByText(number, { exact: true }).count()).toBe(3);
    const seller = page.getByRole('group', { name: 'Seller' }).first();
    await expectVisible(seller.getByText(`CIN: ${invoice.seller.cin}`));
    await expectVisible(seller.getByText(`Phone: ${invoice.seller.phone} · E-mail: ${invoice.seller.email}`));
    await expectVisible(page.getByRole('group', { name: 'Signatory' }).first().getByText(`${invoice.seller.signatory_name}, ${invoice.seller.signatory_designation}`));
    expect(number.length).toBeLessThanOrEqual(16);
    // The sheet asks for A4 paper; printed, only the sheets show (the toolbar and the copy switch are left out), the
    // second and third copies each on a page of their own.
    const pageRules = await page.locator('style').allTextContents();
    expect(pageRules.some((rule) => /@page\s*\{\s*size:\s*A4\b/.test(rule))).toBe(true);
    await page.emulateMedia({ media: 'print' });
    try {
      await expectVisible(page.getByText('TRIPLICATE FOR SUPPLIER'));
      await expectHidden(page.getByRole('button', { name: 'Print' }));
      const breaks = await page.locator('.tax-document-sheet').evaluateAll((sheets) => sheets.map((sheet) => getComputedStyle(sheet).breakBefore));
      expect(breaks).toEqual(['auto', 'page', 'page']);
    } finally {
      await page.emulateMedia({ media: null });
    }
    // Printed to PDF by Chromium itself: at least one A4 page per copy (never three copies stacked on one page).
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect((pdf.match(/\/Type\s*\/Page\b/g) ?? []).length).toBeGreaterThanOrEqual(3);
    await page.emulateMedia({ media: 'print' });
    try {
      await expectVisible(page.getByText('ORIGINAL FOR RECIPIENT'));
    } finally {
      await page.emulateMedia({ media: null });
    }
    // One copy chosen at print: the transporter's.
    await page.getByText('Duplicate', { exact: true }).click();
    await expectUrl(page, `/billing/invoices/${invoice.id}/print?copy=duplicate`);
    await expectVisible(page.getByText('DUPLICATE FOR TRANSPORTER'));
    await expectCount(page.getByText('ORIGINAL FOR RECIPIENT'), 0);
  });

  it('admin records a part payment by UPI, then the rest by cheque, and the invoice is paid', async () => {
    const page = e2e.page;
    await signIn(page, 'admin');
    // Half the balance due (in paise), then the rest: hand-worked from the API's answer.
    const balance = toCents(invoice.balance_due);
    partAmount = formatCents(balance / 2n);
    restAmount = formatCents(balance - balance / 2n);
    const paidAfterPart = formatCents(toCents(invoice.amount_paid) + balance / 2n);

    await recordPayment(page, invoice, partAmount, 'UPI', upiReference);
    const part = await readInvoice(invoice.id);
    expect(part).toMatchObject({ status: 'Open', amount_paid: paidAfterPart, balance_due: restAmount });
    await page.goto(`/billing/invoices/${invoice.id}`);
    await expectVisible(page.getByText('Part paid', { exact: true }));
    await expectVisible(page.getByText(`Paid ${formatRupees(paidAfterPart)} · Balance due ${formatRupees(restAmount)}`));

    chequePaymentId = await recordPayment(page, invoice, restAmount, 'Cheque', chequeNumber);
    const paid = await readInvoice(invoice.id);
    expect(paid).toMatchObject({ status: 'Paid', amount_paid: invoice.total, balance_due: '0.00' });
    await page.goto(`/billing/invoices/${invoice.id}`);
    await expectVisible(page.getByText('Paid', { exact: true }));
    await expectVisible(page.getByText(`Paid ${formatRupees(invoice.total)} · Balance due ${formatRupees('0.00')}`));
    const allocations = page.getByRole('table', { name: 'Payments allocated' });
    await expectVisible(allocations.getByRole('row').filter({ hasText: 'UPI' }).filter({ hasText: formatRupees(partAmount) }));
    await expectVisible(allocations.getByRole('row').filter({ hasText: 'Cheque' }).filter({ hasText: formatRupees(restAmount) }));
  });

  it('the dealer sees its account and its statement on a phone, without scrolling sideways', async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await signIn(page, dealerUsername);
    await page.goto('/my-account');
    await expectVisible(page.getByRole('heading', { name: 'My Account' }));
    const payments = page.getByRole('list', { name: 'Recent payments' });
    await expectVisible(payments.getByRole('listitem').filter({ hasText: 'UPI' }).filter({ hasText: formatRupees(partAmount) }));
    await expectVisible(payments.getByRole('listitem').filter({ hasText: 'Cheque' }).filter({ hasText: formatRupees(restAmount) }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('link', { name: 'My statement' }).click();
    await expectUrl(page, `/billing/statement/${dealerId}`);
    await expectVisible(page.getByRole('heading', { name: 'My statement' }));
    const rows = page.getByRole('list', { name: 'Statement rows' }).getByRole('listitem');
    await expectVisible(rows.filter({ hasText: invoice.number }).filter({ hasText: `Debit ${formatRupees(invoice.total)}` }));
    await expectVisible(rows.filter({ hasText: `UPI ${upiReference}` }).filter({ hasText: `Credit ${formatRupees(partAmount)}` }));
    await expectVisible(rows.filter({ hasText: `Cheque ${chequeNumber}` }).filter({ hasText: `Credit ${formatRupees(restAmount)}` }));
    await eventually(async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width));
  });

  it('the dealer prints the receipt of its cheque payment (rule 50): number, amount in figures and words, the invoice it settled', async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await signIn(page, dealerUsername);
    const payment = (await api.as('admin').get<{ receipt_number: string }>(`/billing/payments/${chequePaymentId}`)).body;
    expect(payment.receipt_number).toMatch(/^RC\/\d{2}-\d{2}\/\d{5}$/);
    await page.goto(`/billing/payments/${chequePaymentId}`);
    await page.getByRole('link', { name: 'Print receipt' }).click();
    await expectUrl(page, `/billing/payments/${chequePaymentId}/receipt`);
    await expectVisible(page.getByText('RECEIPT VOUCHER'));
    await expectVisible(page.getByText(payment.receipt_number));
    await expectVisible(page.getByText(formatRupees(restAmount)).first());
    await expectVisible(page.getByText(/Amount in words: Rupees .* Only/));
    await expectVisible(page.getByText(`Cheque ${chequeNumber}`));
    await expectVisible(page.getByRole('table', { name: 'Settled invoices' }).getByRole('row').filter({ hasText: invoice.number }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.emulateMedia({ media: 'print' });
    try {
      await expectVisible(page.getByText('RECEIPT VOUCHER'));
      await expectHidden(page.getByRole('button', { name: 'Print' }));
    } finally {
      await page.emulateMedia({ media: null });
    }
  });

  it("the month's GST sales register (CSV) lists the new invoice", async () => {
    const month = invoice.invoice_date.slice(0, 7);
    const csv = await api.as('admin').get<string>(`/billing/reports/sales-register?month=${month}&format=csv`);
    expect(csv.status).toBe(200);
    expect(typeof csv.body).toBe('string');
    const line = csv.body.split(/\r?\n/).find((row) => row.includes(invoice.number));
    expect(line, `${invoice.number} in the sales register of ${month}`).toBeDefined();
    expect(line).toContain(invoice.total);
    if (invoice.buyer.gstin) expect(line).toContain(invoice.buyer.gstin);
  });

  it("the month's GSTR-1 carries the new invoice, and the GST Reports page shows it on a 390 px phone", async () => {
    const month = invoice.invoice_date.slice(0, 7);
    const file = await api.as('admin').get<{ fp: string; b2b?: Array<{ ctin: string; inv: Array<{ inum: string; val: number }> }>; doc_issue?: unknown }>(
      `/billing/reports/gstr1?period=${month}`,
    );
    expect(file.status).toBe(200);
    expect(file.body.fp).toBe(`${month.slice(5)}${month.slice(0, 4)}`);
    expect(file.body.doc_issue).toBeDefined();
    if (invoice.buyer.gstin) {
      const listed = file.body.b2b?.find((buyer) => buyer.ctin === invoice.buyer.gstin)?.inv.find((row) => row.inum === invoice.number);
      expect(listed?.val).toBe(Number(invoice.total));
    }

    const page = await e2e.newPage({ viewport: PHONE });
    await signIn(page, 'admin');
    await page.goto(`/billing/reports?month=${month}`);
    await expectVisible(page.getByRole('heading', { name: 'GSTR-1' }));
    await expectVisible(page.getByRole('list', { name: /^GSTR-1 sections, / }).getByRole('listitem').filter({ hasText: 'B2B invoices' }));
    await expectVisible(page.getByRole('heading', { name: 'GSTR-3B' }));
    await expectVisible(page.getByRole('button', { name: 'Download JSON' }));
    await eventually(async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width));
  });

  it('a payment whose answer was lost, then double-clicked, is recorded once', async () => {
    const page = e2e.page;
    await signIn(page, 'admin');
    const reference = `TWICE-${Date.now()}`;
    const keys: string[] = [];
    // The first copy reaches the server and is recorded, but its answer never reaches the browser.
    let answerLost = false;
    await page.route('**/api/v1/billing/payments', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.fallback();
      await route.fetch();
      await route.abort('failed');
      answerLost = true;
    });
    try {
      await page.goto('/billing/payments/new');
      const dealer = page.getByRole('textbox', { name: 'Dealer' });
      await dealer.click();
      await dealer.fill(invoice.dealer_name);
      await page.getByRole('option', { name: invoice.dealer_name }).first().click();
      await page.getByRole('textbox', { name: 'Amount' }).fill('1.00');
      await page.getByRole('textbox', { name: 'Mode' }).click();
      await page.getByRole('option', { name: 'UPI', exact: true }).click();
      await page.getByRole('textbox', { name: 'Reference' }).fill(reference);
      const save = page.getByRole('button', { name: 'Record payment' });
      await save.click();
      await eventually(async () => expect(answerLost && (await save.isEnabled())).toBe(true));
      await save.dblclick();
      await expectToast(page, 'Payment recorded');
      await expectUrl(page, /^\/billing\/payments\/\d+$/);
    } finally {
      await page.unroute('**/api/v1/billing/payments');
    }
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).not.toBe('');
    const recorded = await api.as('admin').get<Paged<{ reference: string }>>(`/billing/payments?search=${reference}`);
    expect(recorded.body.results.map((row) => row.reference)).toEqual([reference]);
  });
});
