import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  automaticSendsSchema,
  documentParamsSchema,
  documentQuerySchema,
  documentSendListSchema,
  documentSendSchema,
  sendDocumentSchema,
  sendOptionsSchema,
  sendTextsSchema,
  signedLinkParamsSchema,
} from '@steelworks/contract/documents';
import { AppError } from '../../lib/app-error';
import { actorOf, readGet, updateBy, type App } from '../../lib/http';
import { readDocument, type DocumentSource } from './document-sources';
import { documentPdf, listDocumentSends, sendDocument, sendOptionsOf } from './documents.service';
import { createPdfRenderer } from './pdf-renderer';
import { linkSecretOf, verifyLink } from './signed-links';
import { todayIn } from '@steelworks/contract/common/dates';
import { getAutomaticSends, updateAutomaticSends } from '../notification/automatic-sends.service';
import { getSendTexts, updateSendTexts } from '../notification/send-texts.service';
import { runAutomaticSends } from './automatic-sends';
import { countDueCheques } from '../billing/payments.service';

const tags = ['documents'];
const pdfAnswer = { 200: z.any().describe('The PDF (application/pdf)') };
/** A signed link's answers: the PDF, or a refusal as the error answer or, to a browser, as a page that says why. */
const linkAnswer = {
  ...pdfAnswer,
  404: z.any().describe('Altered, signed by another key, or not that dealer\'s document: the error answer, or a page to a browser'),
  410: z.any().describe('The link has run out: the error answer (code link_expired), or a page to a browser'),
};
/** Who reads a document through a signed link: the link names its dealer, and only that dealer's document opens. */
const LINK_READER = { accountId: 0, role: 'admin' } as const;

/**
 * Documents as PDF and sending them (issue 48 points 1 and 2, docs/product/sending.md): the office and the document's
 * own dealer download; admin and production manager send; a signed link opens one document without a sign-in.
 */
export async function documentRoutes(app: App) {
  const { ctx } = app;
  const renderer = createPdfRenderer({ chromiumPath: ctx.config.documents.chromiumPath, webDist: ctx.config.webDist, app: app as unknown as FastifyInstance, log: app.log });
  app.addHook('onClose', () => renderer.close());

  // "Download PDF" saves the file; a signed link is opened (inline: the phone's browser shows the PDF, and one that
  // cannot saves it under the same name).
  const sendPdf = async (reply: FastifyReply, source: DocumentSource, disposition: 'attachment' | 'inline' = 'attachment') => {
    const pdf = await documentPdf(ctx, renderer, source);
    return reply
      .type('application/pdf')
      .header('content-disposition', `${disposition}; filename="${source.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  };

  /** The document a route's path names, as its caller may read it (a statement for the range its query gives). */
  const requestedDocument = (request: FastifyRequest & { params: z.output<typeof documentParamsSchema>; query: z.output<typeof documentQuerySchema> }) =>
    readDocument(ctx.db, request.params.kind, request.params.id, actorOf(request), ctx.config, request.query);

  app.get(
    '/documents/:kind/:id/pdf',
    { config: { access: 'dealerAccounts' }, schema: { tags, params: documentParamsSchema, querystring: documentQuerySchema, response: pdfAnswer } },
    async (request, reply) => sendPdf(reply, await requestedDocument(request)),
  );

  readGet(
    app,
    '/documents/:kind/:id/send-options',
    { access: 'billing', schema: { tags, params: documentParamsSchema, querystring: documentQuerySchema }, response: sendOptionsSchema },
    async (request) => sendOptionsOf(ctx, renderer, await requestedDocument(request)),
  );

  readGet(
    app,
    '/documents/:kind/:id/sends',
    { access: 'dealerAccounts', schema: { tags, params: documentParamsSchema, querystring: documentQuerySchema }, response: documentSendListSchema },
    async (request) => {
      const source = await requestedDocument(request);
      return { results: await listDocumentSends(ctx.db, source.number, source.kind, source.id) };
    },
  );

  // A mail's PDF is made before anything else of the send. A send with an Idempotency-Key (the web app's) runs in one
  // database transaction from its claim to its answer (lib/idempotency.ts), and the renderer reads the document
  // through the API in requests of its own: on the embedded database (one connection, which that transaction holds)
  // those reads would wait for the send until the render gave up, and the mail would go without its PDF. Made here,
  // after sign-in and before the transaction opens, the PDF is in the cache when the send asks for it. Whatever fails
  // here is the handler's to answer (it reads the document again).
  const makeMailPdfFirst = async (request: FastifyRequest) => {
    const params = documentParamsSchema.safeParse(request.params);
    const query = documentQuerySchema.safeParse(request.query);
    const body = sendDocumentSchema.safeParse(request.body);
    if (!params.success || !query.success || !body.success || body.data.channel !== 'email' || !renderer.available) return;
    const source = await readDocument(ctx.db, params.data.kind, params.data.id, actorOf(request), ctx.config, query.data).catch(() => null);
    if (source) await documentPdf(ctx, renderer, source).catch(() => undefined);
  };

  app.post(
    '/documents/:kind/:id/send',
    {
      config: { access: 'billing' },
      preValidation: makeMailPdfFirst,
      schema: { tags, params: documentParamsSchema, querystring: documentQuerySchema, body: sendDocumentSchema, response: { 201: documentSendSchema } },
    },
    async (request, reply) => {
      const source = await requestedDocument(request);
      return reply.status(201).send(await sendDocument(ctx, renderer, source, request.query, request.body, actorOf(request)));
    },
  );

  readGet(app, '/documents/texts', { access: 'billing', schema: { tags }, response: sendTextsSchema }, () =>
    getSendTexts(ctx.db),
  );
  updateBy(
    app,
    'PUT',
    '/documents/texts',
    { access: 'billingSettingsEdit', schema: { tags, body: sendTextsSchema }, response: sendTextsSchema },
    (request) => updateSendTexts(ctx.db, request.body, actorOf(request)),
  );

  // Automatic sends and reminders (issue 48 point 3): the admin turns them on beside the texts.
  readGet(app, '/documents/automatic', { access: 'billing', schema: { tags }, response: automaticSendsSchema }, () =>
    getAutomaticSends(ctx.db),
  );
  updateBy(
    app,
    'PUT',
    '/documents/automatic',
    { access: 'billingSettingsEdit', schema: { tags, body: automaticSendsSchema }, response: automaticSendsSchema },
    async (request) => {
      const saved = await updateAutomaticSends(ctx.db, request.body, actorOf(request));
      lastRunDay = undefined;
      return saved;
    },
  );

  // Every process runs the business day once (and again after the settings change), on the notification poll like
  // the e-invoice retries: first the post-dated cheques that fell due are counted (so nobody is reminded of what such
  // a cheque pays), then the reminders. Row locks and claim rows keep each to once however many processes run.
  let lastRunDay: string | undefined;
  let running = false;
  const runReminders = async () => {
    const today = todayIn(ctx.config.timeZone);
    if (running || lastRunDay === today) return;
    running = true;
    try {
      await countDueCheques(ctx.db, today);
      await runAutomaticSends(ctx.db, today);
      lastRunDay = today;
    } catch (error) {
      app.log.error({ err: (error as Error).message }, 'automatic sends failed');
    } finally {
      running = false;
    }
  };
  const pollMs = ctx.config.notify.pollSeconds * 1000;
  if (pollMs > 0) {
    const timer = setInterval(() => void runReminders(), pollMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  // The link of a WhatsApp or SMS message: no sign-in, the signature is the permission. Without a browser it leads
  // to the print page, which asks the dealer to sign in.
  app.get(
    '/documents/shared/:token',
    { config: { access: 'public' }, schema: { tags, params: signedLinkParamsSchema, response: linkAnswer } },
    async (request, reply) => {
      try {
        const claim = verifyLink(await linkSecretOf(ctx.db, ctx.config.documents.linkSecret), request.params.token);
        const source = await readDocument(ctx.db, claim.kind, claim.id, LINK_READER, ctx.config, claim).catch(() => null);
        if (!source || source.dealerId !== claim.dealerId) throw new AppError('not_found', 'Not found.');
        try {
          return await sendPdf(reply, source, 'inline');
        } catch (error) {
          if (error instanceof AppError && error.code === 'pdf_unavailable') return reply.redirect(source.pagePath);
          throw error;
        }
      } catch (error) {
        // A dealer opened the link on a phone: a refused link (altered, expired) says why on a page of its own, with
        // the same status, instead of the API's JSON; a program that asks for JSON gets the usual error answer.
        const refused = error instanceof AppError && (error.code === 'not_found' || error.code === 'link_expired');
        if (refused && request.headers.accept?.includes('text/html')) {
          return reply.code(error.status as 404 | 410).type('text/html; charset=utf-8').send(refusedLinkPage(error.message));
        }
        throw error;
      }
    },
  );
}

/** The page a refused link shows in a browser: the reason, readable on a phone. */
function refusedLinkPage(message: string): string {
  const text = message.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>Steelworks</title></head><body style="font-family: system-ui, sans-serif; margin: 2rem 1rem"><h1 style="font-size: 1.25rem">Steelworks</h1><p>${text}</p></body></html>`
  );
}
