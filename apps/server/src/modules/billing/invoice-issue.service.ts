import { and, eq, ne } from 'drizzle-orm';
import { addDaysTo, documentDayMessage, formatDisplayDate, inDocumentDayWindow } from '@steelworks/contract/common/dates';
import { formatCents, moneyFits, moneyTooLargeMessage, toCents } from '@steelworks/contract/common/money';
import { stateName, type CompanySettings } from '@steelworks/contract/billing';
import { hsnFitsTurnover } from '@steelworks/contract/tax-code';
import {
  documentNumber,
  INVOICE_TEXT,
  INVOICE_UNIT,
  UNREGISTERED_DETAILS_FROM_CENTS,
  invoiceAmounts,
  type Invoice,
  type InvoiceCreateInput,
  type Party,
  type Seller,
  type TaxSplit,
} from '@steelworks/contract/invoice';
import type { DbOrTx } from '../../db/client';
import { AppError, fieldError, ruleError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { accounts } from '../../db/accounts.table';
import { joinDealerAccount } from '../dealer/dealer-account.join';
import { dealers } from '../dealer/dealer.table';
import { orderItems, orders } from '../order/order.table';
import { itemsOfOrder } from '../order/order-items-read';
import { products } from '../product/product.table';
import { settleDealer } from './allocation.service';
import { getBillingSettings } from './billing-settings.service';
import { lockDealerBalance, postDealerLedger } from './dealer-ledger.service';
import { nextDocumentNumber, prefixOf } from './document-numbers';
import { getInvoice } from './invoice-reads.service';
import { invoiceLines, invoices } from './invoice.table';
import { notifyInvoiceIssued } from './billing-notify';
import type { Caller } from '../../lib/caller';

export type IssueOptions = { invoiceDate: string; actor: AuditActor & { accountId?: number | null } };

/** What an invoice takes from each item of its order and the item's product. */
const invoicedItemColumns = {
  quantity: orderItems.quantity,
  unitPrice: orderItems.unitPrice,
  material: orderItems.material,
  name: products.name,
  unit: products.unitType,
  hsnCode: products.hsnCode,
  gstRate: products.gstRate,
};

/**
 * Makes the tax invoice of a shipped (or delivered) order, inside the caller's transaction: from the order's price
 * snapshots (the unit price is the taxable rate), each line with the HSN code and GST rate of its product's type
 * copied from the settings; the place of supply is where the goods go (placeOfSupplyOf), CGST + SGST when that is the
 * company's state, IGST otherwise; the total rounded to the rupee. Refused for a dealer without a state, and for an
 * unregistered buyer of 50,000 or more without name or address (docs/decisions/031). Posts the ledger debit and uses
 * the dealer's advances on it. Returns the invoice id.
 */
export async function issueInvoiceForOrder(tx: DbOrTx, orderId: number, { invoiceDate, actor }: IssueOptions): Promise<number> {
  const settings = await getBillingSettings(tx);
  if (!settings.configured) throw ruleError(INVOICE_TEXT.notConfigured);
  if (!settings.gstin) throw new AppError('conflict', INVOICE_TEXT.noCompanyGstin, { setting: 'gstin' });
  const read = tx
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
      customerName: orders.customerName,
      deliverySite: orders.deliverySite,
      deliveryStateCode: orders.deliveryStateCode,
      thirdPartyDelivery: orders.thirdPartyDelivery,
    })
    .from(orders)
    .$dynamic();
  const [order] = await joinDealerAccount(read, orders.dealerId).where(eq(orders.id, orderId));
  if (!order) throw fieldError('order_id', INVOICE_TEXT.orderRequired);
  if (order.status !== 'Shipped' && order.status !== 'Delivered') throw ruleError(INVOICE_TEXT.notShipped);

  // The dealer's lock first (dealer-ledger.service.ts), then the checks that it orders, then the number.
  await lockDealerBalance(tx, order.dealerId);
  const [live] = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), ne(invoices.status, 'Cancelled')));
  if (live) throw ruleError(INVOICE_TEXT.alreadyInvoiced(live.number));
  // s.31: an invoice is issued at removal of the goods; a later one for the same goods would be dated after they left.
  const [cancelled] = await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  if (cancelled) throw ruleError(INVOICE_TEXT.reissueRefused(cancelled.number));
  if (!order.stateCode) throw ruleError(INVOICE_TEXT.dealerStateMissing(order.dealerName), { field: 'state_code' });

  const items = await itemsOfOrder(tx.select(invoicedItemColumns).from(orderItems).$dynamic(), orderId);
  if (items.length === 0) throw ruleError(INVOICE_TEXT.noItems);

  // Each line takes its product's own HSN code and rate (docs/decisions/030, "Tax codes per product").
  const short = items.find((item) => !hsnFitsTurnover(item.hsnCode, settings.turnover_above_5_crore));
  if (short) throw ruleError(INVOICE_TEXT.hsnTooShort(short.name, short.hsnCode));
  const placeOfSupply = placeOfSupplyOf(order, order.stateCode);
  const split = taxSplitOf(placeOfSupply, settings);
  const amounts = invoiceAmounts(
    items.map((item) => ({ taxable: toCents(item.unitPrice) * BigInt(item.quantity), rate: item.gstRate })),
    split,
  );
  // An order whose total a money column cannot hold is refused on the field that named it, not by the database.
  if (!moneyFits(amounts.total)) throw fieldError('order_id', moneyTooLargeMessage('The invoice total'));
  const lines = items.map((item, index) => {
    const { taxable, cgst, sgst, igst } = amounts.lines[index]!;
    return {
      lineNo: index + 1,
      description: [item.name, item.material].filter(Boolean).join(', ').slice(0, 300),
      hsnCode: item.hsnCode,
      quantity: item.quantity,
      // The line's unit column holds 10 characters; a product's unit type may be longer.
      unit: (item.unit || INVOICE_UNIT).slice(0, 10),
      rate: item.unitPrice,
      taxable,
      gstRate: item.gstRate,
      cgst,
      sgst,
      igst,
    };
  });
  const { taxable, cgst, sgst, igst, roundOff, total } = amounts;
  const unregisteredDetails = !order.gstin && total >= UNREGISTERED_DETAILS_FROM_CENTS;
  if (unregisteredDetails) {
    if (!order.dealerName.trim()) throw ruleError(INVOICE_TEXT.unregisteredMissing('name'), { field: 'full_name' });
    if (!order.billingAddress.trim()) throw ruleError(INVOICE_TEXT.unregisteredMissing('address'), { field: 'billing_address' });
  }

  const { financialYear, seq, number } = await nextDocumentNumber(tx, 'invoice', prefixOf(settings, 'invoice'), invoiceDate);
  const buyer: Party = {
    name: order.dealerName,
    // Rule 46(e): at 50,000 or more an unregistered buyer's own address, never the town in its place.
    address: unregisteredDetails ? order.billingAddress : order.billingAddress || order.location,
    state_code: order.stateCode,
    state_name: stateName(order.stateCode),
    gstin: order.gstin,
  };
  const shipTo: Party = {
    // On a third-party delivery the consignee is the order's customer.
    name: order.customerName || order.dealerName,
    address: order.deliverySite || buyer.address,
    state_code: order.deliveryStateCode ?? order.stateCode,
    state_name: stateName(order.deliveryStateCode ?? order.stateCode),
    gstin: null,
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
      shipTo,
      bank: { bank_name: settings.bank_name, account_number: settings.bank_account_number, ifsc: settings.ifsc },
      placeOfSupply,
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
    .select({ number: invoices.number, financialYear: invoices.financialYear, seq: invoices.seq, invoiceDate: invoices.invoiceDate })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!mine || mine.seq === 1) return;
  // The one numbered just before in the same series (prefix and year; each prefix counts from 1). The prefix is what
  // comes before the year and the sequence, and may itself hold a '/'.
  const prefix = mine.number.split('/').slice(0, -2).join('/');
  const [last] = await tx
    .select({ number: invoices.number, invoiceDate: invoices.invoiceDate })
    .from(invoices)
    .where(eq(invoices.number, documentNumber(prefix, mine.financialYear, mine.seq - 1)));
  if (last && mine.invoiceDate < last.invoiceDate) {
    throw fieldError('invoice_date', INVOICE_TEXT.invoiceDateBeforeLast(last.number, formatDisplayDate(last.invoiceDate)));
  }
}

/**
 * POST /billing/invoices: the invoice of an order shipped before invoicing existed (never again for an order whose
 * invoice a credit note cancelled: s.31, see issueInvoiceForOrder), dated today unless an earlier day is given (never later). Answers the invoice as GET does.
 */
export async function createInvoiceByHand(db: DbOrTx, input: InvoiceCreateInput, actor: Caller, today: string): Promise<Invoice> {
  const invoiceDate = input.invoice_date ?? today;
  if (invoiceDate > today) throw fieldError('invoice_date', INVOICE_TEXT.invoiceDateFuture);
  // The schema held the date to the window in the default time zone; the configured one decides (dates.ts).
  if (!inDocumentDayWindow(invoiceDate, today)) throw fieldError('invoice_date', documentDayMessage('Invoice date', today));
  const id = await db.transaction(async (tx) => {
    const made = await issueInvoiceForOrder(tx, input.order_id, { invoiceDate, actor });
    await assertDateFollowsSeries(tx, made);
    return made;
  });
  return getInvoice(db, id, actor, today);
}

/** The seller as the invoice prints it, from the settings of the day it was made. */
export function sellerOf(settings: CompanySettings): Seller {
  return {
    name: settings.legal_name,
    address: settings.address,
    state_code: settings.state_code,
    state_name: settings.state_name,
    gstin: settings.gstin,
    cin: settings.cin,
    phone: settings.phone,
    email: settings.email,
    signatory_name: settings.signatory_name,
    signatory_designation: settings.signatory_designation,
  };
}

/**
 * The place of supply of an order's goods (IGST Act s.10(1)): where the movement ends, the order's delivery state
 * (a), unless the dealer directed delivery to a third party (b): then the dealer's own state. No delivery state: the
 * goods go to the dealer.
 */
export function placeOfSupplyOf(order: { deliveryStateCode: string | null; thirdPartyDelivery: boolean }, dealerStateCode: string | null): string | null {
  if (order.thirdPartyDelivery) return dealerStateCode;
  return order.deliveryStateCode ?? dealerStateCode;
}

/**
 * CGST + SGST when the place of supply is the company's state, IGST otherwise: for the invoice (which refuses a
 * missing state first) and for the order form's estimate (order-amount.service.ts), which shows intra-state when the
 * dealer's state is not yet known.
 */
export function taxSplitOf(buyerStateCode: string | null, settings: Pick<CompanySettings, 'state_code'>): TaxSplit {
  return buyerStateCode && buyerStateCode !== settings.state_code ? 'inter' : 'intra';
}
