import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { TAX_PRODUCT_TYPES } from '@steelworks/contract/billing';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import type { Db, DbOrTx } from '../../db/client';
import type { TestApp } from '../../../test/harness';
import { accounts } from '../account/account.table';
import { dealers } from '../dealer/dealer.table';
import { orderItems, orders } from '../order/order.table';
import { releaseInvoiceAllocations, settleDealer } from './allocation.service';
import { lockDealerBalance, postDealerLedger } from './dealer-ledger.service';
import { issueInvoiceForOrder } from './invoice-issue.service';
import { invoices } from './invoice.table';
import { dealerBalances, dealerLedger, payments } from './payment.table';

/**
 * Test data of the payments tests: the company settings saved (Kerala), dealers without a state (so intra-state:
 * CGST 9% + SGST 9%), and invoices made by issueInvoiceForOrder on orders written straight into the tables as Shipped.
 * A door frame line of taxable 1,000.00 makes an invoice of 1,000 + 90 + 90 = 1,180.00.
 */

export async function configureBilling(t: TestApp): Promise<void> {
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
      product_taxes: TAX_PRODUCT_TYPES.map((type) => ({ product_type: type.key, hsn_code: type.defaultHsn, gst_rate: '18' })),
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

let serial = 0;

/** A dealer of its own for a test (its own balance and ledger), named `name`. */
export async function newDealer(db: DbOrTx, name: string): Promise<number> {
  serial += 1;
  const username = `payer${Date.now()}${serial}`;
  const [account] = await db
    .insert(accounts)
    .values({ username, role: 'dealer', fullName: name, phone: '9822222222', email: `${username}@example.com` })
    .returning({ id: accounts.id });
  const [dealer] = await db.insert(dealers).values({ accountId: account!.id, location: 'Aluva' }).returning({ id: dealers.id });
  return dealer!.id;
}

/** A Shipped order of one line of `product` worth `taxable` (quantity 1 at that rate), and its invoice dated `date`. */
export async function invoiceOf(db: Db, dealerId: number, product: number, taxable: string, date: string) {
  const [order] = await db
    .insert(orders)
    .values({ dealerId, status: 'Shipped', billAmount: formatCents(toCents(taxable)) })
    .returning({ id: orders.id });
  await db.insert(orderItems).values({ orderId: order!.id, productId: product, quantity: 1, unitPrice: taxable, unitCost: taxable });
  const id = await db.transaction((tx) => issueInvoiceForOrder(tx, order!.id, { invoiceDate: date, actor: { accountId: null } }));
  return invoiceRow(db, id);
}

export async function invoiceRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number, total: invoices.total, amountPaid: invoices.amountPaid, status: invoices.status })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row!;
}

/**
 * A credit note as the foundation functions make one (credit-notes.service.ts is another engineer's): what was paid on
 * the invoice goes back to the payments as advances, the invoice is Cancelled, the ledger is credited its total and
 * the advances are settled FIFO onto the dealer's other open invoices.
 */
export async function simulateCreditNote(db: Db, invoiceId: number, date: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
    await lockDealerBalance(tx, invoice!.dealerId);
    await releaseInvoiceAllocations(tx, invoiceId);
    await tx.update(invoices).set({ status: 'Cancelled' }).where(eq(invoices.id, invoiceId));
    await postDealerLedger(tx, {
      dealerId: invoice!.dealerId,
      entryDate: date,
      kind: 'credit_note',
      reference: `CN for ${invoice!.number}`,
      description: 'Credit note',
      cents: -toCents(invoice!.total),
      invoiceId,
    });
    await settleDealer(tx, invoice!.dealerId);
  });
}

/** The dealer's balance row ('0.00' before its first move). */
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
