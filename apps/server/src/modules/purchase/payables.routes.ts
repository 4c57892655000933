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
import { actorOf, createdPost, pagedGet, type App } from '../../lib/http';
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
  app.get(
    '/purchase/bills/billable',
    { config: { access: 'payables' }, schema: { tags, querystring: billableQuerySchema, response: { 200: billableSchema } } },
    async (request) => getBillable(db(), { supplier: request.query.supplier, bill_date: request.query.bill_date ?? today() }, billOptions()),
  );
  app.get(
    '/purchase/bills/:id',
    { config: { access: 'payables' }, schema: { tags, params: idParamSchema, response: { 200: supplierBillDetailSchema } } },
    async (request) => getSupplierBill(db(), request.params.id),
  );
  pagedGet(app, '/purchase/payments', { access: 'payables', schema: { tags, querystring: supplierPaymentListQuerySchema }, item: supplierPaymentListItemSchema }, (request) =>
    listSupplierPayments(db(), request.query),
  );
  createdPost(app, '/purchase/payments', { access: 'payables', schema: { tags, body: supplierPaymentInputSchema }, response: supplierPaymentDetailSchema }, (request) =>
    recordSupplierPayment(db(), request.body, actorOf(request)),
  );
  app.get(
    '/purchase/payments/:id',
    { config: { access: 'payables' }, schema: { tags, params: idParamSchema, response: { 200: supplierPaymentDetailSchema } } },
    async (request) => getSupplierPayment(db(), request.params.id),
  );
  app.post(
    '/purchase/payments/:id/reversal',
    { config: { access: 'payables' }, schema: { tags, params: idParamSchema, body: supplierPaymentReversalInputSchema, response: { 200: supplierPaymentDetailSchema } } },
    async (request) => reverseSupplierPayment(db(), request.params.id, request.body, actorOf(request), today()),
  );
  createdPost(app, '/purchase/debit-notes', { access: 'payables', schema: { tags, body: supplierDebitNoteInputSchema }, response: supplierDebitNoteSchema }, (request) =>
    createSupplierDebitNote(db(), request.body, actorOf(request)),
  );
  app.get('/purchase/payables', { config: { access: 'payables' }, schema: { tags, response: { 200: payablesSummarySchema } } }, async () =>
    getPayablesSummary(db(), today()),
  );
  app.get(
    '/purchase/suppliers/:id/account',
    { config: { access: 'payables' }, schema: { tags, params: idParamSchema, response: { 200: supplierAccountSchema } } },
    async (request) => getSupplierAccount(db(), request.params.id, today()),
  );
  createdPost(app, '/purchase/itc/gstr2b', { access: 'payables', schema: { tags, body: z.unknown() }, response: gstr2bImportSchema }, (request) =>
    importGstr2b(db(), request.body, actorOf(request)),
  );
  app.get(
    '/purchase/itc',
    { config: { access: 'payables' }, schema: { tags, querystring: z.object({ period: returnPeriodSchema }), response: { 200: reconciliationSchema } } },
    async (request) => reconcileItc(db(), request.query.period),
  );
}
