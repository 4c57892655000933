import { z } from 'zod';
import { todayIn } from '@steelworks/contract/common/dates';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import {
  billableQuerySchema,
  billableSchema,
  gstr2bImportSchema,
  payablesSummarySchema,
  reconciliationSchema,
  returnPeriodSchema,
  supplierAccountSchema,
  supplierBillDetailSchema,
  supplierBillInputSchema,
  supplierBillListQuerySchema,
  supplierBillSchema,
  supplierDebitNoteInputSchema,
  supplierDebitNoteSchema,
  supplierPaymentInputSchema,
} from '@steelworks/contract/payables';
import {
  supplierPaymentDetailSchema,
  supplierPaymentListItemSchema,
  supplierPaymentListQuerySchema,
  supplierPaymentReversalInputSchema,
} from '@steelworks/contract/supplier-payment';
import { actionPost, actorOf, createdPost, pagedGet, readGet, type App } from '../../lib/http';
import { importGstr2b, reconcileItc } from './gstr2b.service';
import { getPayablesSummary, getSupplierAccount } from './payables.service';
import { getBillable, getSupplierBill, listSupplierBills } from './supplier-bill-reads.service';
import { createSupplierBill } from './supplier-bill.service';
import { getSupplierPayment, listSupplierPayments } from './supplier-payment-reads.service';
import { reverseSupplierPayment } from './supplier-payment-reversal.service';
import { createSupplierDebitNote, recordSupplierPayment } from './supplier-payment.service';

const tags = ['purchase'];

/**
 * Supplier bills, payments, debit notes, payables and the input tax credit (issue 45 points 4-5,
 * docs/decisions/051-supplier-bills-and-payables.md): the admin and the production manager only; the store manager,
 * who receives goods without seeing prices, is refused all of it.
 */
export async function payablesRoutes(app: App) {
  const db = () => app.ctx.db;
  const today = () => todayIn(app.ctx.config.timeZone);
  const billOptions = () => ({
    quantityTolerancePercent: app.ctx.config.purchaseBillQuantityTolerancePercent,
    rateTolerancePercent: app.ctx.config.purchaseBillRateTolerancePercent,
    tds194Q: app.ctx.config.purchaseTds194Q,
  });

  pagedGet(app, '/purchase/bills', { access: 'payables', schema: { tags, querystring: supplierBillListQuerySchema }, item: supplierBillSchema }, (request) =>
    listSupplierBills(db(), request.query),
  );
  createdPost(app, '/purchase/bills', { access: 'payables', schema: { tags, body: supplierBillInputSchema }, response: supplierBillDetailSchema }, (request) =>
    createSupplierBill(db(), request.body, actorOf(request), billOptions()),
  );
  readGet(app, '/purchase/bills/billable', { access: 'payables', schema: { tags, querystring: billableQuerySchema }, response: billableSchema }, (request) =>
    getBillable(db(), { supplier: request.query.supplier, bill_date: request.query.bill_date ?? today() }, billOptions()),
  );
  readGet(app, '/purchase/bills/:id', { access: 'payables', schema: { tags, params: idParamSchema }, response: supplierBillDetailSchema }, (request) =>
    getSupplierBill(db(), request.params.id),
  );
  pagedGet(app, '/purchase/payments', { access: 'payables', schema: { tags, querystring: supplierPaymentListQuerySchema }, item: supplierPaymentListItemSchema }, (request) =>
    listSupplierPayments(db(), request.query),
  );
  createdPost(app, '/purchase/payments', { access: 'payables', schema: { tags, body: supplierPaymentInputSchema }, response: supplierPaymentDetailSchema }, (request) =>
    recordSupplierPayment(db(), request.body, actorOf(request)),
  );
  readGet(app, '/purchase/payments/:id', { access: 'payables', schema: { tags, params: idParamSchema }, response: supplierPaymentDetailSchema }, (request) =>
    getSupplierPayment(db(), request.params.id),
  );
  actionPost(
    app,
    '/purchase/payments/:id/reversal',
    { access: 'payables', schema: { tags, params: idParamSchema, body: supplierPaymentReversalInputSchema }, response: supplierPaymentDetailSchema },
    (request) => reverseSupplierPayment(db(), request.params.id, request.body, actorOf(request), today()),
  );
  createdPost(app, '/purchase/debit-notes', { access: 'payables', schema: { tags, body: supplierDebitNoteInputSchema }, response: supplierDebitNoteSchema }, (request) =>
    createSupplierDebitNote(db(), request.body, actorOf(request)),
  );
  readGet(app, '/purchase/payables', { access: 'payables', schema: { tags }, response: payablesSummarySchema }, () =>
    getPayablesSummary(db(), today()),
  );
  readGet(app, '/purchase/suppliers/:id/account', { access: 'payables', schema: { tags, params: idParamSchema }, response: supplierAccountSchema }, (request) =>
    getSupplierAccount(db(), request.params.id, today()),
  );
  createdPost(app, '/purchase/itc/gstr2b', { access: 'payables', schema: { tags, body: z.unknown() }, response: gstr2bImportSchema }, (request) =>
    importGstr2b(db(), request.body, actorOf(request)),
  );
  readGet(
    app,
    '/purchase/itc',
    { access: 'payables', schema: { tags, querystring: z.object({ period: returnPeriodSchema }) }, response: reconciliationSchema },
    (request) => reconcileItc(db(), request.query.period),
  );
}
