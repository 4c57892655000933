import crypto from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { formatRupees } from '@steelworks/contract/common/money';
import {
  DOCUMENT_KIND_LABELS,
  AUTOMATIC_SENDER,
  DOCUMENT_TEXT,
  fillLink,
  fillSendText,
  type DocumentKind,
  type DocumentSend,
  type SendDocumentInput,
  type SendOptions,
} from '@steelworks/contract/documents';
import type { DbOrTx } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { fileStoreFor } from '../../lib/files';
import { MAX_ATTEMPTS as MAIL_MAX_ATTEMPTS } from '../../lib/mail';
import { accounts, mailOutbox } from '../../db/accounts.table';
import { dealerContact } from '../dealer/dealer.service';
import { getBillingSettings } from '../billing/billing-settings.service';
import { internationalPhone, webhookChannels } from '../notification/notification-channels';
import { deliveryStates } from '../notification/notifications.service';
import { automaticDeliveriesOf } from '../notification/automatic-sends.service';
import { getSendTexts } from '../notification/send-texts.service';
import { queueDirectMessage } from '../notification/notify.service';
import type { DocumentSource } from './document-sources';
import type { PdfRenderer } from './pdf-renderer';
import { linkSecretOf, signLink } from './signed-links';
import { documentSends } from './documents.table';
import type { Caller } from '../../lib/caller';

export const PDF_FOLDER = 'documents';
const DAY_S = 24 * 60 * 60;

/**
 * The document's PDF: the cached file of this version, or a new print of its page (kept for the next caller). No
 * browser: 503 `pdf_unavailable`. A file store that cannot be reached only costs the cache, never the answer.
 */
export async function documentPdf(ctx: AppContext, renderer: PdfRenderer, source: DocumentSource): Promise<Buffer> {
  const files = fileStoreFor(ctx.config);
  const name = cacheNameOf(source);
  const cached = await files.get(PDF_FOLDER, name).catch(() => null);
  if (cached) return cached;
  if (!renderer.available) throw new AppError('pdf_unavailable', DOCUMENT_TEXT.noBrowser);
  let pdf: Buffer;
  try {
    pdf = await renderer.render({ pagePath: source.pagePath, apiPaths: source.apiPaths, waitForText: source.kind === 'statement' ? source.dealerName : source.number, title: `${source.number} ${source.dealerName}` });
  } catch (error) {
    throw new AppError('pdf_unavailable', DOCUMENT_TEXT.renderFailed, { reason: (error as Error).message.split('\n')[0]!.slice(0, 200) });
  }
  await files.put(PDF_FOLDER, name, pdf).catch(() => undefined);
  return pdf;
}

/** The cache's file of one version: 32 hex characters of its digest (the file store's safe names). */
export function cacheNameOf(source: DocumentSource): string {
  return `${crypto.createHash('sha256').update(`${source.kind}:${source.id}:${source.version}`).digest('hex').slice(0, 32)}.pdf`;
}

/** What the Send dialog starts from. */
export async function sendOptionsOf(ctx: AppContext, renderer: PdfRenderer, source: DocumentSource): Promise<SendOptions> {
  const contact = await dealerContact(ctx.db, source.dealerId);
  const text = await defaultTextOf(ctx.db, source);
  const phones = webhookChannels(ctx.config);
  return {
    number: source.number,
    dealer: source.dealerName,
    email: contact.email || null,
    phone: contact.phone || null,
    text,
    pdf_available: renderer.available,
    channels: { email: true, whatsapp: !!phones.whatsapp, sms: !!phones.sms },
  };
}

/** The admin's text of the kind with the document's own figures in it; {link} stays for the delivery. */
async function defaultTextOf(db: DbOrTx, source: DocumentSource): Promise<string> {
  const texts = await getSendTexts(db);
  const company = (await getBillingSettings(db)).legal_name;
  return fillSendText(texts[source.kind], {
    dealer: source.dealerName,
    number: source.number,
    amount: formatRupees(source.amount),
    due_date: source.dueDate ? formatDisplayDate(source.dueDate) : '',
    company,
  });
}

/** The signed link of a document for its dealer, relative (the worker puts PUBLIC_URL before it). */
async function documentLinkOf(ctx: AppContext, source: DocumentSource, range: { from?: string; to?: string }): Promise<string> {
  const secret = await linkSecretOf(ctx.db, ctx.config.documents.linkSecret);
  const expires = Math.floor(Date.now() / 1000 + ctx.config.documents.linkDays * DAY_S);
  const token = signLink(secret, { kind: source.kind, id: source.id, dealerId: source.dealerId, expires, ...(source.kind === 'statement' ? range : {}) });
  return `/api/v1/documents/shared/${token}`;
}

/**
 * Sends a document to its dealer (issue 48 point 2) in one transaction: the log row, the audit row, and the delivery:
 * by mail the outbox row with the PDF attached (made first and kept in the file store; no browser: the link instead),
 * by WhatsApp or SMS a message to the dealer's account carrying the signed link. The outbox and the notification
 * worker deliver it under their leases with their retries, so a send during an outage waits instead of being lost.
 */
export async function sendDocument(
  ctx: AppContext,
  renderer: PdfRenderer,
  source: DocumentSource,
  range: { from?: string; to?: string },
  input: SendDocumentInput,
  actor: Caller,
): Promise<DocumentSend> {
  const contact = await dealerContact(ctx.db, source.dealerId);
  const link = await documentLinkOf(ctx, source, range);
  const absolute = ctx.config.publicUrl ? `${ctx.config.publicUrl}${link}` : link;
  let attachment: { attachmentKey: string; attachmentName: string } | undefined;
  let recipient: string;
  if (input.channel === 'email') {
    if (!contact.email) throw new AppError('unprocessable', DOCUMENT_TEXT.noEmail, { channel: [DOCUMENT_TEXT.noEmail] });
    recipient = contact.email;
    const pdf = await documentPdf(ctx, renderer, source).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'pdf_unavailable') return null;
      throw error;
    });
    if (pdf) attachment = { attachmentKey: `${PDF_FOLDER}/${cacheNameOf(source)}`, attachmentName: source.fileName };
  } else {
    const phone = internationalPhone(contact.phone ?? '', ctx.config.notify.phoneCountryCode);
    if (!phone) throw new AppError('unprocessable', DOCUMENT_TEXT.noPhone, { channel: [DOCUMENT_TEXT.noPhone] });
    recipient = phone;
  }
  const title = `${DOCUMENT_KIND_LABELS[source.kind]} ${source.number}`;
  const id = await ctx.db.transaction(async (tx) => {
    let mailOutboxId: number | null = null;
    let deliveryId: number | null = null;
    if (input.channel === 'email') {
      // The link goes where the text puts {link}; else, without the PDF attached, after the text.
      const placed = input.text.includes('{link}');
      const text = placed ? fillLink(input.text, absolute) : input.text;
      const body = attachment ? `${text}\n\nThe ${title} is attached.` : placed ? text : `${text}\n\n${title}: ${absolute}`;
      mailOutboxId = await ctx.mailer.send(tx, { to: recipient, subject: title, body: `${body}\n\n-- Steelworks`, ...attachment });
    } else {
      deliveryId = await queueDirectMessage(tx, contact.accountId, { title, body: input.text, link }, input.channel);
    }
    const [row] = await tx
      .insert(documentSends)
      .values({
        kind: source.kind,
        documentId: source.id,
        number: source.number,
        dealerId: source.dealerId,
        channel: input.channel,
        recipient,
        text: input.text,
        mailOutboxId,
        deliveryId,
        sentBy: actor.accountId,
      })
      .returning({ id: documentSends.id });
    await recordAudit(tx, actor, {
      entity: `${source.kind === 'note' ? 'credit_note' : source.kind}`,
      id: source.id,
      action: 'create',
      after: { channel: input.channel, to: recipient, attached: !!attachment },
      note: `Sent ${title} by ${input.channel}`,
    });
    return row!.id;
  });
  const [sent] = await listSendRows(ctx.db, and(eq(documentSends.id, id)));
  return sent!;
}

/**
 * The sends of one document, newest first (a handful: no paging): those made by hand and, for an invoice or a
 * receipt, the automatic ones and the reminders (issue 48 point 3), read from their deliveries. An automatic send's id
 * is its delivery's, negative, so the two kinds never share one; it was sent by "Automatic".
 */
export async function listDocumentSends(db: DbOrTx, number: string, kind: DocumentKind, documentId: number): Promise<DocumentSend[]> {
  const byHand = await listSendRows(db, and(eq(documentSends.kind, kind), eq(documentSends.documentId, documentId)));
  const page = kind === 'invoice' ? `/billing/invoices/${documentId}` : kind === 'receipt' ? `/billing/payments/${documentId}` : null;
  if (!page) return byHand;
  const automatic = (await automaticDeliveriesOf(db, page)).map(
    (d): DocumentSend => ({
      id: -d.id,
      kind,
      document_id: documentId,
      number,
      channel: d.channel,
      to: d.to,
      text: `${d.title}: ${fillLink(d.body, '')}`,
      status: d.status,
      error: d.error,
      sent_by: AUTOMATIC_SENDER,
      created_at: d.createdAt.toISOString(),
      sent_at: d.sentAt?.toISOString() ?? null,
    }),
  );
  return [...byHand, ...automatic].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

async function listSendRows(db: DbOrTx, where: ReturnType<typeof and>): Promise<DocumentSend[]> {
  const rows = await db
    .select({
      send: documentSends,
      sentBy: accounts.fullName,
      mailSent: mailOutbox.sent,
      mailAttempts: mailOutbox.attempts,
      mailError: mailOutbox.lastError,
    })
    .from(documentSends)
    .innerJoin(accounts, eq(accounts.id, documentSends.sentBy))
    .leftJoin(mailOutbox, eq(mailOutbox.id, documentSends.mailOutboxId))
    .where(where)
    .orderBy(desc(documentSends.id))
    .limit(100);
  const deliveries = await deliveryStates(db, rows.flatMap((r) => (r.send.deliveryId === null ? [] : [r.send.deliveryId])));
  return rows.map((r) => {
    const mail = r.send.channel === 'email';
    const delivery = r.send.deliveryId === null ? undefined : deliveries.get(r.send.deliveryId);
    const status = mail
      ? r.mailSent
        ? 'sent'
        : (r.mailAttempts ?? 0) >= MAIL_MAX_ATTEMPTS
          ? 'failed'
          : 'queued'
      : delivery?.status === 'sent'
        ? 'sent'
        : delivery?.status === 'failed'
          ? 'failed'
          : delivery?.status === 'skipped'
            ? 'skipped'
            : 'queued';
    return {
      id: r.send.id,
      kind: r.send.kind,
      document_id: r.send.documentId,
      number: r.send.number,
      channel: r.send.channel,
      to: r.send.recipient,
      text: r.send.text,
      status,
      error: (mail ? r.mailError : delivery?.lastError) ?? null,
      sent_by: r.sentBy,
      created_at: r.send.createdAt.toISOString(),
      sent_at: mail ? null : (delivery?.sentAt?.toISOString() ?? null),
    } satisfies DocumentSend;
  });
}
