import { and, asc, eq, ne } from 'drizzle-orm';
import { addDaysTo, formatDisplayDate } from '@steelworks/contract/common/dates';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { stateName, type CompanySettings, type TaxProductType } from '@steelworks/contract/billing';
import { INVOICE_TEXT, INVOICE_UNIT, lineTax, roundOffCents, type Invoice, type InvoiceCreateInput, type Party, type TaxSplit } from '@steelworks/contract/invoice';
import type { DbOrTx } from '../../db/client';
import { fieldError, ruleError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { accounts } from '../account/account.table';
import { dealers } from '../dealer/dealer.table';
import type { OrderActor } from '../order/order-rows';
import { orderItems, orders } from '../order/order.table';
import { products } from '../product/product.table';
import { settleDealer } from './allocation.service';
import { getBillingSettings } from './billing-settings.service';
import { lockDealerBalance, postDealerLedger } from './dealer-ledger.service';
import { nextDocumentNumber } from './document-numbers';
import { getInvoice } from './invoice-reads.service';
import { invoiceLines, invoices } from './invoice.table';
import { notifyInvoiceIssued } from '../notification/notify.service';

export type IssueOptions = { invoiceDate: string; actor: AuditActor & { accountId?: number | null } };

/**
 * Makes the tax invoice of a shipped (or delivered) order, inside the caller's transaction: from the order's price
 * snapshots (DECISIONS.md section 4: the unit price is the taxable rate), each line with the HSN code and GST rate of
 * its product's type copied from the settings; CGST + SGST when the dealer is in the company's state (or has no state:
 * an unregistered buyer at the counter), IGST otherwise; the total rounded to the rupee. Posts the ledger debit and
 * uses the dealer's advances on it. Returns the invoice id.
 */
export async function issueInvoiceForOrder(tx: DbOrTx, orderId: number, { invoiceDate, actor }: IssueOptions): Promise<number> {
  const settings = await getBillingSettings(tx);
  if (!settings.configured) throw ruleError(INVOICE_TEXT.notConfigured);
  const [order] = await tx
    .select({
      id: orders.id,
      autoId: orders.autoId,
      status: orders.status,
      dealerId: orders.dealerId,
      dealerName: accounts.fullName,
      gstin: dealers.gstin,
      stateCode: dealers.stateCode,
      billingAddress: dealers.billingAddress,
      location: dealers.location,
      termsDays: dealers.paymentTermsDays,
    })
    .from(orders)
    .innerJoin(dealers, eq(dealers.id, orders.dealerId))
    .innerJoin(accounts, eq(accounts.id, dealers.accountId))
    .where(eq(orders.id, orderId));
  if (!order) throw fieldError('order_id', INVOICE_TEXT.orderRequired);
  if (order.status !== 'Shipped' && order.status !== 'Delivered') throw ruleError(INVOICE_TEXT.notShipped);

  // The dealer's lock first (dealer-ledger.service.ts), then the checks that it orders, then the number.
  await lockDealerBalance(tx, order.dealerId);
  const [live] = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), ne(invoices.status, 'Cancelled')));
  if (live) throw ruleError(INVOICE_TEXT.alreadyInvoiced(live.number));

  const items = await tx
    .select({
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      material: orderItems.material,
      name: products.name,
      unit: products.unitType,
      isDoor: products.isDoor,
      isWindow: products.isWindow,
      isSecurityDoor: products.isSecurityDoor,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  if (items.length === 0) throw ruleError(INVOICE_TEXT.noItems);

  const split: TaxSplit = order.stateCode && order.stateCode !== settings.state_code ? 'inter' : 'intra';
  const taxes = new Map(settings.product_taxes.map((tax) => [tax.product_type, tax]));
  const lines = items.map((item, index) => {
    const tax = taxes.get(productTaxType(item))!;
    const taxable = toCents(item.unitPrice) * BigInt(item.quantity);
    const { cgst, sgst, igst } = lineTax(taxable, tax.gst_rate, split);
    return {
      lineNo: index + 1,
      description: [item.name, item.material].filter(Boolean).join(', ').slice(0, 300),
      hsnCode: tax.hsn_code,
      quantity: item.quantity,
      // The line's unit column holds 10 characters; a product's unit type may be longer.
      unit: (item.unit || INVOICE_UNIT).slice(0, 10),
      rate: item.unitPrice,
      taxable,
      gstRate: tax.gst_rate,
      cgst,
      sgst,
      igst,
    };
  });
  const sum = (pick: (line: (typeof lines)[number]) => bigint) => lines.reduce((total, line) => total + pick(line), 0n);
  const taxable = sum((l) => l.taxable);
  const cgst = sum((l) => l.cgst);
  const sgst = sum((l) => l.sgst);
  const igst = sum((l) => l.igst);
  const exact = taxable + cgst + sgst + igst;
  const roundOff = roundOffCents(exact);
  const total = exact + roundOff;

  const { financialYear, seq, number } = await nextDocumentNumber(tx, 'invoice', settings.invoice_prefix, invoiceDate);
  const buyer: Party = {
    name: order.dealerName,
    address: order.billingAddress || order.location,
    state_code: order.stateCode,
    state_name: stateName(order.stateCode),
    gstin: order.gstin,
  };
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number,
      financialYear,
      seq,
      invoiceDate,
      dueDate: addDaysTo(invoiceDate, order.termsDays),
      orderId,
      dealerId: order.dealerId,
      seller: sellerOf(settings),
      buyer,
      bank: { bank_name: settings.bank_name, account_number: settings.bank_account_number, ifsc: settings.ifsc },
      placeOfSupply: order.stateCode ?? settings.state_code,
      taxSplit: split,
      taxableValue: formatCents(taxable),
      cgst: formatCents(cgst),
      sgst: formatCents(sgst),
      igst: formatCents(igst),
      roundOff: formatCents(roundOff),
      total: formatCents(total),
      status: total === 0n ? 'Paid' : 'Open',
      createdBy: actor?.accountId ?? null,
    })
    .returning({ id: invoices.id });
  await tx.insert(invoiceLines).values(
    lines.map((line) => ({
      invoiceId: invoice!.id,
      lineNo: line.lineNo,
      description: line.description,
      hsnCode: line.hsnCode,
      quantity: line.quantity,
      unit: line.unit,
      rate: line.rate,
      taxableValue: formatCents(line.taxable),
      gstRate: line.gstRate,
      cgst: formatCents(line.cgst),
      sgst: formatCents(line.sgst),
      igst: formatCents(line.igst),
      total: formatCents(line.taxable + line.cgst + line.sgst + line.igst),
    })),
  );
  await postDealerLedger(tx, {
    dealerId: order.dealerId,
    entryDate: invoiceDate,
    kind: 'invoice',
    reference: number,
    description: `Order ${order.autoId}`,
    cents: total,
    invoiceId: invoice!.id,
    createdBy: actor?.accountId ?? null,
  });
  await settleDealer(tx, order.dealerId);
  await notifyInvoiceIssued(tx, invoice!.id);
  await recordAudit(tx, actor, {
    entity: 'invoice',
    id: invoice!.id,
    action: 'create',
    after: { number, order_id: orderId, dealer_id: order.dealerId, invoice_date: invoiceDate, total: formatCents(total) },
    note: `Order ${order.autoId}`,
  });
  return invoice!.id;
}

/**
 * A manual invoice may be dated back (the day the order really shipped), but not before the invoice numbered just
 * before it, so numbers follow dates. Checked after the number is taken, while the counter row is still locked:
 * two manual invoices at once cannot slip past each other, and a refused one rolls its number back.
 */
async function assertDateFollowsSeries(tx: DbOrTx, invoiceId: number): Promise<void> {
  const [mine] = await tx
    .select({ financialYear: invoices.financialYear, seq: invoices.seq, invoiceDate: invoices.invoiceDate })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!mine || mine.seq === 1) return;
  const [last] = await tx
    .select({ number: invoices.number, invoiceDate: invoices.invoiceDate })
    .from(invoices)
    .where(and(eq(invoices.financialYear, mine.financialYear), eq(invoices.seq, mine.seq - 1)));
  if (last && mine.invoiceDate < last.invoiceDate) {
    throw fieldError('invoice_date', INVOICE_TEXT.invoiceDateBeforeLast(last.number, formatDisplayDate(last.invoiceDate)));
  }
}

/**
 * POST /billing/invoices: the invoice of an order shipped before invoicing existed (or whose invoice a credit note
 * cancelled), dated today unless an earlier day is given (never later). Answers the invoice as GET does.
 */
export async function createInvoiceByHand(db: DbOrTx, input: InvoiceCreateInput, actor: OrderActor, today: string): Promise<Invoice> {
  const invoiceDate = input.invoice_date ?? today;
  if (invoiceDate > today) throw fieldError('invoice_date', INVOICE_TEXT.invoiceDateFuture);
  const id = await db.transaction(async (tx) => {
    const made = await issueInvoiceForOrder(tx, input.order_id, { invoiceDate, actor });
    await assertDateFollowsSeries(tx, made);
    return made;
  });
  return getInvoice(db, id, actor, today);
}

/** The seller as the invoice prints it, from the settings of the day it was made. */
export function sellerOf(settings: CompanySettings): Party {
  return {
    name: settings.legal_name,
    address: settings.address,
    state_code: settings.state_code,
    state_name: settings.state_name,
    gstin: settings.gstin,
  };
}

/** The tax type of a product: its type flag (a security door is also a door), door frame when it has none. */
function productTaxType(item: { isDoor: boolean; isWindow: boolean; isSecurityDoor: boolean }): TaxProductType {
  if (item.isSecurityDoor) return 'is_security_door';
  if (item.isWindow) return 'is_window';
  return 'is_door';
}
