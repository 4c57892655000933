import { z } from 'zod';
import { todayIn } from '@steelworks/contract/common/dates';
import {
  einvoiceCancelInputSchema,
  einvoiceDayQuerySchema,
  einvoiceDocParamSchema,
  einvoiceSchema,
  einvoiceSettingsInputSchema,
  einvoiceSettingsSchema,
  einvoiceUploadInputSchema,
  einvoiceUploadResultSchema,
} from '@steelworks/contract/einvoice';
import { actionPost, actorOf, readGet, updateBy, type App } from '../../lib/http';
import { einvoiceJsonOf, einvoiceJsonOfDay, uploadSignedAnswers } from './einvoice-offline.service';
import { registerDue } from './einvoice-queue';
import { cancelEinvoice, getEinvoice, requestRegistration } from './einvoice-registrations.service';
import { getEinvoiceSettings, updateEinvoiceSettings } from './einvoice-settings.service';

const tags = ['einvoice'];
const inv01ListSchema = z.array(z.record(z.string(), z.unknown()));

/**
 * E-invoices (issue 44 point 2, docs/decisions/042-e-invoices.md): settings (admin saves; the credentials are never
 * answered), a document's IRN (a dealer reads its own), registration through the queue, cancellation, and the offline
 * bulk-tool JSON and signed upload (admin and production manager).
 */
export async function einvoiceRoutes(app: App) {
  const { db, jobs, config } = app.ctx;
  const today = () => todayIn(config.timeZone);
  const runQueue = () => jobs.run('einvoice-queue', async () => void (await registerDue(db, { settingsSecret: config.settingsSecret })));
  const doc = '/einvoice/documents/:source/:id';

  readGet(app, '/einvoice/settings', { access: 'billingSettings', schema: { tags }, response: einvoiceSettingsSchema }, () =>
    getEinvoiceSettings(db),
  );
  updateBy(
    app,
    'PUT',
    '/einvoice/settings',
    { access: 'billingSettingsEdit', schema: { tags, body: einvoiceSettingsInputSchema }, response: einvoiceSettingsSchema },
    (request) => updateEinvoiceSettings(db, request.body, actorOf(request), config.settingsSecret),
  );
  readGet(app, doc, { access: 'dealerAccounts', schema: { tags, params: einvoiceDocParamSchema }, response: einvoiceSchema }, (request) =>
    getEinvoice(db, request.params.source, request.params.id, actorOf(request), today()),
  );
  actionPost(
    app,
    `${doc}/register`,
    { access: 'billing', schema: { tags, params: einvoiceDocParamSchema }, response: einvoiceSchema },
    async (request) => {
      const queued = await requestRegistration(db, request.params.source, request.params.id, actorOf(request), today());
      // The IRP is called after the answer (and the request's transaction) is done: the page shows "IRN pending" at once.
      runQueue();
      return queued;
    },
  );
  actionPost(
    app,
    `${doc}/cancel`,
    { access: 'billing', schema: { tags, params: einvoiceDocParamSchema, body: einvoiceCancelInputSchema }, response: einvoiceSchema },
    (request) => cancelEinvoice(db, request.params.source, request.params.id, request.body, actorOf(request), today(), config.settingsSecret),
  );
  app.get(`${doc}/json`, { config: { access: 'billing' }, schema: { tags, params: einvoiceDocParamSchema, response: { 200: inv01ListSchema } } }, async (request, reply) => {
    const json = await einvoiceJsonOf(db, request.params.source, request.params.id, actorOf(request), today());
    void reply.header('content-disposition', `attachment; filename="einvoice-${json[0]!.DocDtls.No.replace(/\W+/g, '-')}.json"`);
    return json;
  });
  app.get('/einvoice/day', { config: { access: 'billing' }, schema: { tags, querystring: einvoiceDayQuerySchema, response: { 200: inv01ListSchema } } }, async (request, reply) => {
    const json = await einvoiceJsonOfDay(db, request.query.date, today());
    void reply.header('content-disposition', `attachment; filename="einvoices-${request.query.date}.json"`);
    return json;
  });
  actionPost(
    app,
    '/einvoice/upload',
    { access: 'billing', schema: { tags, body: einvoiceUploadInputSchema }, response: einvoiceUploadResultSchema },
    async (request) => ({
      updated: await uploadSignedAnswers(db, request.body.documents, actorOf(request), today()),
    }),
  );

  // Retries: every process looks for due registrations as often as it looks for due notifications (0: never).
  const pollMs = config.notify.pollSeconds * 1000;
  if (pollMs > 0) {
    const timer = setInterval(runQueue, pollMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
