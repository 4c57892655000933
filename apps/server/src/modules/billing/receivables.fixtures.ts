import { eq } from 'drizzle-orm';
import { TAX_PRODUCT_TYPES } from '@steelworks/contract/billing';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import type { Db } from '../../db/client';
import type { TestApp } from '../../../test/harness';
import { accounts } from '../account/account.table';
import { dealers } from '../dealer/dealer.table';
import { orderItems, orders } from '../order/order.table';
import { releaseInvoiceAllocations, settleDealer } from './allocation.service';
import { lockDealerBalance, postDealerLedger } from './dealer-ledger.service';
import { nextDocumentNumber } from './document-numbers';
import { issueInvoiceForOrder } from './invoice-issue.service';
import { creditNotes, invoices } from './invoice.table';
import { payments } from './payment.table';

/**
 * Test data of the receivables, credit-control and GST-report tests, written through the billing foundation (the
 * invoice maker, the ledger writer, FIFO settling) rather than through routes other engineers are still building.
 */

/** The company in Kerala (32); doors HSN 7308 at 18%, windows HSN 7610 at 12% (two rows in the HSN summary). */
export async function configureCompany(t: TestApp): Promise<void> {
  const response = await t.call('PUT', '/billing/settings', {
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
      product_taxes: TAX_PRODUCT_TYPES.map((type) => ({
        product_type: type.key,
        hsn_code: type.key === 'is_window' ? '7610' : type.defaultHsn,
        gst_rate: type.key === 'is_window' ? '12' : '18',
      })),
    },
  });
  if (response.status !== 200) throw new Error(`settings: ${JSON.stringify(response.body)}`);
}

let serial = 0;

export type DealerTerms = { name: string; creditLimit?: string | null; termsDays?: number; stateCode?: string | null; gstin?: string | null };

/** A dealer of its own (a unique name, so a test can search the receivables for it alone). */
export async function createDealer(db: Db, terms: DealerTerms): Promise<number> {
  serial += 1;
  const username = `rcv${Date.now()}${serial}`;
  const [account] = await db
    .insert(accounts)
    .values({ username, role: 'dealer', fullName: terms.name, phone: '9811111111', email: `${username}@example.com` })
    .returning({ id: accounts.id });
  const [dealer] = await db
    .insert(dealers)
    .values({
      accountId: account!.id,
      location: 'Kochi',
      creditLimit: terms.creditLimit ?? null,
      paymentTermsDays: terms.termsDays ?? 30,
      stateCode: terms.stateCode === undefined ? '32' : terms.stateCode,
      gstin: terms.gstin ?? null,
    })
    .returning({ id: dealers.id });
  return dealer!.id;
}

export type OrderLine = { productId: number; quantity: number; unitPrice: string };

/** An order in the status asked for, with its lines at the prices given (bill amount their sum), straight in the tables. */
export async function insertOrder(db: Db, dealerId: number, status: 'Pending' | 'Approved' | 'Started' | 'Shipped', lines: OrderLine[]): Promise<number> {
  const bill = lines.reduce((sum, line) => sum + toCents(line.unitPrice) * BigInt(line.quantity), 0n);
  const [order] = await db.insert(orders).values({ dealerId, status, billAmount: formatCents(bill) }).returning({ id: orders.id });
  await db.insert(orderItems).values(
    lines.map((line) => ({ orderId: order!.id, productId: line.productId, quantity: line.quantity, material: 'GI', unitPrice: line.unitPrice, unitCost: '0' })),
  );
  return order!.id;
}

/** A shipped order of these lines and its invoice dated `invoiceDate`; returns the invoice id. */
export async function invoicedOrder(db: Db, dealerId: number, invoiceDate: string, lines: OrderLine[]): Promise<number> {
  const orderId = await insertOrder(db, dealerId, 'Shipped', lines);
  return db.transaction((tx) => issueInvoiceForOrder(tx, orderId, { invoiceDate, actor: { accountId: null } }));
}

/** A payment received, through the ledger writer, then used FIFO on the dealer's oldest open invoices. */
export async function receivePayment(db: Db, dealerId: number, amount: string, receivedOn: string): Promise<number> {
  return db.transaction(async (tx) => {
    await lockDealerBalance(tx, dealerId);
    const [payment] = await tx.insert(payments).values({ dealerId, amount, receivedOn, mode: 'cash' }).returning({ id: payments.id });
    await postDealerLedger(tx, {
      dealerId,
      entryDate: receivedOn,
      kind: 'payment',
      reference: `Cash ${payment!.id}`,
      description: 'Payment received',
      cents: -toCents(amount),
      paymentId: payment!.id,
    });
    await settleDealer(tx, dealerId);
    return payment!.id;
  });
}

/**
 * A credit note cancelling a whole invoice, as the foundation does it (engineer A's route may not exist yet): its own
 * series, the invoice Cancelled after what was paid on it is released, the ledger credited, the advance settled.
 */
export async function cancelInvoice(db: Db, invoiceId: number, noteDate: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
    await lockDealerBalance(tx, invoice!.dealerId);
    const { financialYear, seq, number } = await nextDocumentNumber(tx, 'credit_note', 'CN', noteDate);
    const [note] = await tx
      .insert(creditNotes)
      .values({
        number,
        financialYear,
        seq,
        noteDate,
        invoiceId,
        dealerId: invoice!.dealerId,
        reason: 'Returned',
        taxableValue: invoice!.taxableValue,
        cgst: invoice!.cgst,
        sgst: invoice!.sgst,
        igst: invoice!.igst,
        roundOff: invoice!.roundOff,
        total: invoice!.total,
      })
      .returning({ id: creditNotes.id });
    await releaseInvoiceAllocations(tx, invoiceId);
    await tx.update(invoices).set({ status: 'Cancelled', amountPaid: '0' }).where(eq(invoices.id, invoiceId));
    await postDealerLedger(tx, {
      dealerId: invoice!.dealerId,
      entryDate: noteDate,
      kind: 'credit_note',
      reference: number,
      description: `Cancels ${invoice!.number}`,
      cents: -toCents(invoice!.total),
      creditNoteId: note!.id,
    });
    await settleDealer(tx, invoice!.dealerId);
    return number;
  });
}
