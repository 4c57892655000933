import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { gstinCheckCharacter, TAX_PRODUCT_TYPES } from '@steelworks/contract/billing';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import type { Db, DbOrTx } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { DEMO_USERNAME, type TestApp } from '../../../test/harness';
import { accounts } from '../../db/accounts.table';
import { dealers } from '../dealer/dealer.table';
import { orderItems, orders } from '../order/order.table';
import { scheduleItems, storeSupplies } from '../schedule/schedule.table';
import { createCreditNote } from './credit-notes.service';
import { issueInvoiceForOrder } from './invoice-issue.service';
import { invoices } from './invoice.table';
import { recordPayment } from './payments.service';
import { dealerBalances, dealerLedger, payments } from './payment.table';

/**
 * Test data of the billing tests: the company settings saved as an admin does (a Kerala company), dealers of their
 * own, orders written straight into the tables with chosen prices (the hand-worked numbers need prices the product
 * catalogue does not give), invoices made by the invoice maker, and payments and credit notes made by their services.
 */

export const KERALA_DEALER_GSTIN = `32AABCK1234L1Z${gstinCheckCharacter('32AABCK1234L1Z')}`;
export const TAMIL_NADU_DEALER_GSTIN = '33AAGCG7412H1ZT';

type ProductTax = { hsn_code: string; gst_rate: string };

/** The company in Kerala (32): every product type at its default HSN and 18% GST, but for the `taxes` given. */
export async function configureCompany(t: TestApp, taxes: Record<string, ProductTax> = {}): Promise<void> {
  const saved = await t.call('PUT', '/billing/settings', {
    as: 'admin',
    body: {
      legal_name: 'Steelworks Fabricators Private Limited',
      address: 'Kalamassery, Kochi 683104',
      state_code: '32',
      gstin: '32AAFCS5318D1ZR',
      bank_name: 'State Bank of India',
      bank_account_number: '00000041234567890',
      ifsc: 'SBIN0070123',
      invoice_prefix: 'INV',
      credit_note_prefix: 'CN',
      cin: 'U28112KL2019PTC058231',
      phone: '0484 2555014',
      email: 'accounts@steelworks.example.com',
      signatory_name: 'Anitha Menon',
      signatory_designation: 'Director',
      product_taxes: TAX_PRODUCT_TYPES.map((type) => ({ product_type: type.key, hsn_code: type.defaultHsn, gst_rate: '18', ...taxes[type.key] })),
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body.configured).toBe(true);
}

/** Gives a dealer its billing fields (state, GSTIN, address, terms). */
export async function setDealerBilling(
  db: Db,
  dealerId: number,
  fields: { stateCode: string | null; gstin: string | null; billingAddress?: string; paymentTermsDays?: number },
): Promise<void> {
  await db
    .update(dealers)
    .set({ stateCode: fields.stateCode, gstin: fields.gstin, billingAddress: fields.billingAddress ?? '', paymentTermsDays: fields.paymentTermsDays ?? 30 })
    .where(eq(dealers.id, dealerId));
}

/** The world's dealer in Kerala (30 days to pay) and its other dealer in Tamil Nadu (60 days), both registered. */
export async function billDealersInTwoStates(db: Db, world: { dealerId: number; otherDealerId: number }, addresses: [string, string] = ['', '']): Promise<void> {
  await setDealerBilling(db, world.dealerId, { stateCode: '32', gstin: KERALA_DEALER_GSTIN, billingAddress: addresses[0], paymentTermsDays: 30 });
  await setDealerBilling(db, world.otherDealerId, { stateCode: '33', gstin: TAMIL_NADU_DEALER_GSTIN, billingAddress: addresses[1], paymentTermsDays: 60 });
}

let serial = 0;

export type DealerTerms = { name: string; creditLimit?: string | null; termsDays?: number; stateCode?: string | null; gstin?: string | null };

/** A dealer of its own (its own balance and ledger; a unique name, so a test can search for it alone), in Aluva. */
export async function createDealer(db: DbOrTx, terms: DealerTerms): Promise<number> {
  serial += 1;
  const username = `billed${Date.now()}${serial}`;
  const [account] = await db
    .insert(accounts)
    .values({ username, role: 'dealer', fullName: terms.name, phone: '9811111111', email: `${username}@example.com` })
    .returning({ id: accounts.id });
  const [dealer] = await db
    .insert(dealers)
    .values({
      accountId: account!.id,
      location: 'Aluva',
      // Rule 46(e) wants an unregistered buyer's address on an invoice of 50,000 or more (docs/decisions/031).
      billingAddress: 'Aluva',
      creditLimit: terms.creditLimit ?? null,
      paymentTermsDays: terms.termsDays ?? 30,
      // A dealer without a state is refused an invoice (docs/decisions/031): Kerala, the test company's state, unless given.
      stateCode: terms.stateCode === undefined ? '32' : terms.stateCode,
      gstin: terms.gstin ?? null,
    })
    .returning({ id: dealers.id });
  return dealer!.id;
}

export type OrderLine = { product: number; quantity: number; unitPrice: string };

/** An order in the status asked for, with its lines at the prices given (bill amount their sum), straight in the tables. */
export async function insertOrder(
  db: Db,
  dealerId: number,
  status: 'Pending' | 'Approved' | 'Started' | 'Shipped' | 'Delivered',
  lines: OrderLine[],
): Promise<{ id: number; autoId: number }> {
  const bill = lines.reduce((sum, line) => sum + toCents(line.unitPrice) * BigInt(line.quantity), 0n);
  const [order] = await db.insert(orders).values({ dealerId, status, billAmount: formatCents(bill) }).returning({ id: orders.id, autoId: orders.autoId });
  await db.insert(orderItems).values(
    lines.map((line) => ({ orderId: order!.id, productId: line.product, quantity: line.quantity, material: 'GI', unitPrice: line.unitPrice, unitCost: '0' })),
  );
  return order!;
}

/** A shipped order of these lines and its invoice dated `invoiceDate`; returns the invoice id. */
export async function invoicedOrder(db: Db, dealerId: number, invoiceDate: string, lines: OrderLine[]): Promise<number> {
  const order = await insertOrder(db, dealerId, 'Shipped', lines);
  return db.transaction((tx) => issueInvoiceForOrder(tx, order.id, { invoiceDate, actor: { accountId: null } }));
}

/** The invoice of one line of `product` worth `taxable`, dated `date`: its row. */
export async function invoiceOf(db: Db, dealerId: number, product: number, taxable: string, date: string) {
  return invoiceRow(db, await invoicedOrder(db, dealerId, date, [{ product, quantity: 1, unitPrice: taxable }]));
}

export async function invoiceRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number, total: invoices.total, amountPaid: invoices.amountPaid, status: invoices.status })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row!;
}

/** The demo admin, the office clerk who records payments and credit notes in these tests. */
async function admin(db: DbOrTx): Promise<Caller> {
  const username = DEMO_USERNAME.admin;
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username));
  return { accountId: account!.id, role: 'admin' };
}

/** A payment received on `receivedOn`, recorded by the payments service: it pays the oldest open invoices first. */
export async function receivePayment(db: Db, dealerId: number, amount: string, receivedOn: string, mode: 'cash' | 'upi' = 'cash'): Promise<number> {
  const input = { dealer_id: dealerId, amount, received_on: receivedOn, mode, cheque_number: '', reference: '', note: '', invoice_ids: [] };
  return (await recordPayment(db, input, await admin(db), receivedOn)).id;
}

/** A credit note cancelling the whole invoice on `noteDate`, made by the credit notes service; returns its number. */
export async function cancelInvoice(db: Db, invoiceId: number, noteDate: string): Promise<string> {
  return (await createCreditNote(db, invoiceId, 'Returned', await admin(db), noteDate)).number;
}

/** The dealer's ledger balance (what it owes; negative: an advance); '0.00' before its first move. */
export async function balanceOf(db: DbOrTx, dealerId: number): Promise<string> {
  const [row] = await db.select({ balance: dealerBalances.balance }).from(dealerBalances).where(eq(dealerBalances.dealerId, dealerId));
  return row?.balance ?? '0.00';
}

export async function ledgerOf(db: DbOrTx, dealerId: number) {
  return db.select().from(dealerLedger).where(eq(dealerLedger.dealerId, dealerId)).orderBy(asc(dealerLedger.seq));
}

export async function paymentsOf(db: DbOrTx, dealerId: number) {
  return db.select().from(payments).where(eq(payments.dealerId, dealerId)).orderBy(asc(payments.id));
}

/** A payment's amount and what of it is allocated. */
export async function paymentState(db: Db, paymentId: number) {
  const [row] = await db.select({ amount: payments.amount, allocated: payments.allocated, status: payments.status }).from(payments).where(eq(payments.id, paymentId));
  return row!;
}

/**
 * An order taken the whole way as the office does it: created, approved, every supply provided, every item passed QC;
 * the returned `ship` is the PATCH to Shipped (the step the invoice hangs on).
 */
export async function orderReadyToShip(t: TestApp, dealerId: number, product: number, quantity = 1) {
  const created = await t.call('POST', '/order/order/', { as: 'admin', body: { dealer: dealerId, orderitem: [{ product, quantity, material: 'GI' }] } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id as number;
  const approved = await t.call('PATCH', `/order/order/${id}/`, { as: 'admin', body: { status: 'Approved' } });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  const items = await t.db.select({ autoId: scheduleItems.autoId, supplyId: storeSupplies.id }).from(scheduleItems)
    .innerJoin(storeSupplies, eq(storeSupplies.scheduleItemId, scheduleItems.id)).where(eq(scheduleItems.orderId, id));
  for (const item of items) {
    expect((await t.call('PUT', `/store/storemanagerview/${item.supplyId}/`, { as: 'storemanager', body: { status: 'Provided' } })).status).toBe(200);
    const checked = await t.call('POST', '/supervisor/finishedproducts/', {
      as: 'qualitychecker',
      body: { supervisor_schedule_item_auto_id: item.autoId, qc_status: 'Approved', note: '' },
    });
    expect(checked.status, JSON.stringify(checked.body)).toBe(201);
  }
  return { id, autoId: created.body.auto_id as number, ship: () => t.call('PATCH', `/order/order/${id}/`, { as: 'admin', body: { status: 'Shipped' } }) };
}
