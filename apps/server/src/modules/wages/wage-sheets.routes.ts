import { z } from 'zod';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { todayIn } from '@steelworks/contract/common/dates';
import { OFFLINE_HEADERS } from '@steelworks/contract/common/errors';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import {
  wageAdjustmentInputSchema,
  wageAdvanceInputSchema,
  wageDueSchema,
  wageLedgerQuerySchema,
  wageLedgerRowSchema,
  wagePaymentInputSchema,
  wageSheetDetailSchema,
  wageSheetInputSchema,
  wageSheetListQuerySchema,
  wageSheetSchema,
  wageSlipSchema,
  wageSlipSummarySchema,
} from '@steelworks/contract/wage-sheets';
import { fieldError } from '../../lib/app-error';
import { actionPost, actorOf, createdPost, pagedGet, readGet, type App } from '../../lib/http';
import { bankFileRows, createAdjustment, createAdvance, listLedger, paySheet, registerRows } from './wage-payments.service';
import { approveSheet, createSheet, getSheet, getSlip, listMySlips, listSheets, listWagesDue } from './wage-sheets.service';

const tags = ['wages'];
const slipParamsSchema = z.object({ id: idParamSchema.shape.id, worker: idParamSchema.shape.id });
const fileAnswer = { 200: z.any().describe('A CSV file (text/csv)') };

/** A money move needs its Idempotency-Key: a retried payment must answer the first, never pay twice. */
function requireKey(request: FastifyRequest) {
  if (!request.headers[OFFLINE_HEADERS.idempotencyKey.toLowerCase()]) throw fieldError(OFFLINE_HEADERS.idempotencyKey, 'Send an Idempotency-Key with a payment');
}

function sendCsv(reply: FastifyReply, fileName: string, rows: string[][]) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(`\ufeff${stringify(rows)}`));
}

/** The wage sheet, its payment, advances, slips and files (docs/product/wages.md#wage-sheet). */
export async function wageSheetsRoutes(app: App) {
  const db = () => app.ctx.db;
  const tz = () => app.ctx.config.timeZone;
  const access = 'wages';

  pagedGet(app, '/wages/sheets', { access, schema: { tags, querystring: wageSheetListQuerySchema }, item: wageSheetSchema }, () => listSheets(db()));
  createdPost(app, '/wages/sheets', { access, schema: { tags, body: wageSheetInputSchema }, response: wageSheetSchema }, (request) =>
    createSheet(db(), request.body.period_from, actorOf(request), todayIn(tz())),
  );
  readGet(app, '/wages/sheets/:id', { access, schema: { tags, params: idParamSchema }, response: wageSheetDetailSchema }, (request) =>
    getSheet(db(), request.params.id, tz()),
  );
  actionPost(app, '/wages/sheets/:id/approve', { access, schema: { tags, params: idParamSchema }, response: wageSheetDetailSchema }, (request) =>
    approveSheet(db(), request.params.id, actorOf(request), tz()),
  );
  actionPost(
    app,
    '/wages/sheets/:id/pay',
    { access, schema: { tags, params: idParamSchema, body: wagePaymentInputSchema }, response: wageSheetDetailSchema },
    async (request) => {
      requireKey(request);
      return paySheet(db(), request.params.id, request.body, actorOf(request), tz());
    },
  );
  createdPost(
    app,
    '/wages/sheets/:id/adjustments',
    {
      access,
      schema: { tags, params: idParamSchema, body: wageAdjustmentInputSchema },
      response: z.object({ id: z.number().int(), worker: z.number().int(), amount: z.string(), period_from: z.string(), reason: z.string() }),
    },
    (request) => createAdjustment(db(), request.params.id, request.body, actorOf(request)),
  );
  app.get('/wages/sheets/:id/register.csv', { config: { access }, schema: { tags, params: idParamSchema, response: fileAnswer } }, async (request, reply) => {
    const sheet = await getSheet(db(), request.params.id, tz());
    return sendCsv(reply, `wage-register-${sheet.period_from}.csv`, await registerRows(db(), request.params.id, tz()));
  });
  app.get('/wages/sheets/:id/bank-file.csv', { config: { access }, schema: { tags, params: idParamSchema, response: fileAnswer } }, async (request, reply) =>
    sendCsv(reply, `wage-bank-file-${request.params.id}.csv`, await bankFileRows(db(), request.params.id)),
  );
  readGet(app, '/wages/sheets/:id/slips/:worker', { access, schema: { tags, params: slipParamsSchema }, response: wageSlipSchema }, (request) =>
    getSlip(db(), request.params.id, request.params.worker),
  );
  readGet(app, '/wages/due', { access, schema: { tags }, response: z.array(wageDueSchema) }, () =>
    listWagesDue(db(), todayIn(tz())),
  );

  pagedGet(app, '/wages/ledger', { access, schema: { tags, querystring: wageLedgerQuerySchema }, item: wageLedgerRowSchema }, (request) => listLedger(db(), request.query));
  createdPost(app, '/wages/advances', { access, schema: { tags, body: wageAdvanceInputSchema }, response: wageLedgerRowSchema }, async (request) => {
    requireKey(request);
    return createAdvance(db(), request.body, actorOf(request));
  });

  /** The worker's own slips and payments: whatever it asks, only its account is read (another's slip is 404). */
  readGet(app, '/wages/my-slips', { access: 'myEarnings', schema: { tags }, response: z.array(wageSlipSummarySchema) }, (request) =>
    listMySlips(db(), actorOf(request).accountId),
  );
  readGet(app, '/wages/my-slips/:id', { access: 'myEarnings', schema: { tags, params: idParamSchema }, response: wageSlipSchema }, (request) =>
    getSlip(db(), request.params.id, actorOf(request).accountId),
  );
  pagedGet(app, '/wages/my-payments', { access: 'myEarnings', schema: { tags, querystring: wageSheetListQuerySchema }, item: wageLedgerRowSchema }, (request) =>
    listLedger(db(), { worker: actorOf(request).accountId, search: '' }),
  );
}
