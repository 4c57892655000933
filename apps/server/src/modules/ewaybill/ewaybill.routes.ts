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
import { actorOf, createdPost, type App } from '../../lib/http';
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

  app.get('/ewaybill/settings', { config: { access: 'billingSettings' }, schema: { tags, response: { 200: ewbSettingsSchema } } }, async () =>
    getEwbSettings(app.ctx.db, app.ctx.config),
  );
  app.put(
    '/ewaybill/settings',
    { config: { access: 'billingSettingsEdit' }, schema: { tags, body: ewbSettingsInputSchema, response: { 200: ewbSettingsSchema } } },
    async (request) => updateEwbSettings(app.ctx.db, app.ctx.config, request.body, actorOf(request)),
  );
  app.get(
    '/ewaybill/invoices/:id',
    { config: { access: 'dealerAccounts' }, schema: { tags, params: idParamSchema, response: { 200: invoiceEwbSchema } } },
    async (request) => getInvoiceEwb(context(), request.params.id, actorOf(request)),
  );
  app.post(
    '/ewaybill/invoices/:id/json',
    { config: { access: 'billing' }, schema: { tags, params: idParamSchema, body: ewbGenerateInputSchema, response: { 200: bulkFileSchema } } },
    async (request) => offlineEwbJson(context(), request.params.id, request.body, actorOf(request)),
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
  app.get('/ewaybill/:id', { config: { access: 'dealerAccounts' }, schema: { tags, params: idParamSchema, response: { 200: ewayBillSchema } } }, async (request) =>
    getEwayBill(context(), request.params.id, actorOf(request)),
  );
  app.post(
    '/ewaybill/:id/vehicle',
    { config: { access: 'billing' }, schema: { tags, params: idParamSchema, body: ewbVehicleUpdateInputSchema, response: { 200: ewayBillSchema } } },
    async (request) => changeVehicle(context(), request.params.id, request.body, actorOf(request)),
  );
  app.post(
    '/ewaybill/:id/cancel',
    { config: { access: 'billing' }, schema: { tags, params: idParamSchema, body: ewbCancelInputSchema, response: { 200: ewayBillSchema } } },
    async (request) => cancelEwayBill(context(), request.params.id, request.body, actorOf(request)),
  );
}
