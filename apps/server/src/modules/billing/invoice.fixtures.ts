import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { gstinCheckCharacter, TAX_PRODUCT_TYPES } from '@steelworks/contract/billing';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import type { Db } from '../../db/client';
import type { TestApp } from '../../../test/harness';
import { dealers } from '../dealer/dealer.table';
import { orderItems, orders } from '../order/order.table';
import { scheduleItems, storeSupplies } from '../schedule/schedule.table';
import { settleDealer } from './allocation.service';
import { lockDealerBalance, postDealerLedger } from './dealer-ledger.service';
import { dealerBalances, payments } from './payment.table';

/**
 * Test data of the invoice and credit note tests: the company settings saved as an admin does (a Kerala company),
 * dealers given a state and terms, orders written straight into the tables as already Shipped with chosen prices (the
 * hand-worked numbers need prices the product catalogue does not give), and a payment received through the
 * foundation's own functions (the payments service is another step of issue 31).
 */

export const KERALA_DEALER_GSTIN = `32AABCK1234L1Z${gstinCheckCharacter('32AABCK1234L1Z')}`;
export const TAMIL_NADU_DEALER_GSTIN = '33AAGCG7412H1ZT';

export const companySettingsBody = () => ({
  legal_name: 'Steelworks Fabricators Private Limited',
  address: 'Kalamassery, Kochi 683104',
  state_code: '32',
  gstin: '32AAFCS5318D1ZR',
  bank_name: 'State Bank of India',
  bank_account_number: '00000041234567890',
  ifsc: 'SBIN0070123',
  invoice_prefix: 'INV',
  credit_note_prefix: 'CN',
  product_taxes: TAX_PRODUCT_TYPES.map((type) => ({ product_type: type.key, hsn_code: type.defaultHsn, gst_rate: '18' })),
});

export async function configureCompany(t: TestApp): Promise<void> {
  const saved = await t.call('PUT', '/billing/settings', { as: 'admin', body: companySettingsBody() });
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

export type Line = { product: number; quantity: number; unitPrice: string };

/** An order that is already Shipped (older data, or shipped before invoicing), with its items at the given prices. */
export async function shippedOrder(db: Db, dealerId: number, lines: Line[], status: 'Shipped' | 'Delivered' = 'Shipped'): Promise<{ id: number; autoId: number }> {
  const bill = lines.reduce((sum, line) => sum + toCents(line.unitPrice) * BigInt(line.quantity), 0n);
  const [order] = await db.insert(orders).values({ dealerId, status, billAmount: formatCents(bill) }).returning({ id: orders.id, autoId: orders.autoId });
  await db.insert(orderItems).values(
    lines.map((line) => ({ orderId: order!.id, productId: line.product, quantity: line.quantity, material: 'GI', unitPrice: line.unitPrice, unitCost: '0' })),
  );
  return order!;
}

/**
 * A payment received: the row, its ledger credit, then either the chosen invoice paid (up to `amount`) or the FIFO
 * settlement, in one transaction with the dealer's lock first, as the payments service will do it.
 */
export async function receivePayment(db: Db, dealerId: number, amount: string, receivedOn: string): Promise<number> {
  return db.transaction(async (tx) => {
    await lockDealerBalance(tx, dealerId);
    const [payment] = await tx.insert(payments).values({ dealerId, amount, receivedOn, mode: 'upi', reference: 'UTR test' }).returning({ id: payments.id });
    await postDealerLedger(tx, { dealerId, entryDate: receivedOn, kind: 'payment', reference: `Payment ${payment!.id}`, description: 'UPI', cents: -toCents(amount), paymentId: payment!.id });
    await settleDealer(tx, dealerId);
    return payment!.id;
  });
}

/** The dealer's ledger balance (what it owes; negative: an advance). */
export async function ledgerBalance(db: Db, dealerId: number): Promise<string> {
  const [row] = await db.select({ balance: dealerBalances.balance }).from(dealerBalances).where(eq(dealerBalances.dealerId, dealerId));
  return row?.balance ?? '0.00';
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
