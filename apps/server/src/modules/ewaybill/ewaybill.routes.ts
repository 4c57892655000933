import { z } from 'zod';
import { todayIn } from '@steelworks/contract/common/dates';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import {
  ewayBillSchema,
  ewbAnswerUploadSchema,
  ewbCancelInputSchema,
  ewbGenerateInputSchema,
  ewbSettingsInputSchema,
  ewbSettingsSchema,
  ewbVehicleUpdateInputSchema,
  invoiceEwbSchema,
} from '@steelworks/contract/ewaybill';
import { actionPost, actorOf, createdPost, readGet, updateBy, type App } from '../../lib/http';
import { cancelEwayBill, changeVehicle, getEwayBill } from './ewaybill-partb.service';
import { getEwbSettings, updateEwbSettings } from './ewaybill-settings.service';
import { generateEwb, getInvoiceEwb, offlineEwbJson, uploadEwbAnswer, type EwbContext } from './ewaybill.service';

const tags = ['ewaybill'];
const bulkFileSchema = z.object({ version: z.string(), billLists: z.array(z.record(z.string(), z.unknown())) });

/**
 * E-way bills (issue 44 point 3, docs/product/eway-bills.md): staff managers raise, update and cancel; a dealer reads
 * the bills of its own invoices (another dealer's answer 404).
 */
export async function ewayBillRoutes(app: App) {
  const context = (): EwbContext => ({ db: app.ctx.db, config: app.ctx.config, today: todayIn(app.ctx.config.timeZone) });

  readGet(app, '/ewaybill/settings', { access: 'billingSettings', schema: { tags }, response: ewbSettingsSchema }, () =>
    getEwbSettings(app.ctx.db, app.ctx.config),
  );
  updateBy(
    app,
    'PUT',
    '/ewaybill/settings',
    { access: 'billingSettingsEdit', schema: { tags, body: ewbSettingsInputSchema }, response: ewbSettingsSchema },
    (request) => updateEwbSettings(app.ctx.db, app.ctx.config, request.body, actorOf(request)),
  );
  readGet(app, '/ewaybill/invoices/:id', { access: 'dealerAccounts', schema: { tags, params: idParamSchema }, response: invoiceEwbSchema }, (request) =>
    getInvoiceEwb(context(), request.params.id, actorOf(request)),
  );
  actionPost(
    app,
    '/ewaybill/invoices/:id/json',
    { access: 'billing', schema: { tags, params: idParamSchema, body: ewbGenerateInputSchema }, response: bulkFileSchema },
    (request) => offlineEwbJson(context(), request.params.id, request.body, actorOf(request)),
  );
  createdPost(app, '/ewaybill/invoices/:id', { access: 'billing', schema: { tags, params: idParamSchema, body: ewbGenerateInputSchema }, response: ewayBillSchema }, (request) =>
    generateEwb(context(), request.params.id, request.body, actorOf(request)),
  );
  createdPost(
    app,
    '/ewaybill/invoices/:id/answer',
    { access: 'billing', schema: { tags, params: idParamSchema, body: ewbAnswerUploadSchema }, response: ewayBillSchema },
    (request) => uploadEwbAnswer(context(), request.params.id, request.body, actorOf(request)),
  );
  readGet(app, '/ewaybill/:id', { access: 'dealerAccounts', schema: { tags, params: idParamSchema }, response: ewayBillSchema }, (request) =>
    getEwayBill(context(), request.params.id, actorOf(request)),
  );
  actionPost(
    app,
    '/ewaybill/:id/vehicle',
    { access: 'billing', schema: { tags, params: idParamSchema, body: ewbVehicleUpdateInputSchema }, response: ewayBillSchema },
    (request) => changeVehicle(context(), request.params.id, request.body, actorOf(request)),
  );
  actionPost(
    app,
    '/ewaybill/:id/cancel',
    { access: 'billing', schema: { tags, params: idParamSchema, body: ewbCancelInputSchema }, response: ewayBillSchema },
    (request) => cancelEwayBill(context(), request.params.id, request.body, actorOf(request)),
  );
}
