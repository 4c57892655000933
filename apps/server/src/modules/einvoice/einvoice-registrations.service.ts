import { decryptSecret } from '../../lib/secrets';
import { and, eq, sql } from 'drizzle-orm';
import { EINVOICE_CANCEL_REASONS, EINVOICE_TEXT, type Einvoice, type EinvoiceSource } from '@steelworks/contract/einvoice';
import type { DbOrTx } from '../../db/client';
import { AppError, ruleError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { getBillingSettings } from '../billing/billing-settings.service';
import { checkedJson, loadDocument, type LoadedDocument } from './einvoice-documents.service';
import { irpSettings, needsIrn } from './einvoice-settings.service';
import { einvoiceRegistrations } from './einvoice.table';
import { createIrpClient, IrpUnavailable, type IrpClient, type IrpSigned } from './irp-client';
import type { Caller } from '../../lib/caller';

type Row = typeof einvoiceRegistrations.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The audit log's kind for a registration (its id is the registration's). */
export const AUDIT_ENTITY = 'einvoice';

/** The IRP's "YYYY-MM-DD HH:MM:SS" (India time) as an instant. */
function ackInstant(ackDate: string): Date {
  return new Date(`${ackDate.replace(' ', 'T')}${ackDate.length === 16 ? ':00' : ''}+05:30`);
}

function answerOf(loaded: LoadedDocument, required: boolean, row: Row | undefined): Einvoice {
  return {
    source: loaded.source,
    id: loaded.id,
    doc_type: loaded.document.docType,
    number: loaded.document.number,
    required,
    status: row?.status ?? null,
    irn: row?.irn ?? null,
    ack_no: row?.ackNo ?? null,
    ack_date: row?.ackDate ?? null,
    signed_qr: row?.signedQr ?? null,
    last_error: row?.lastError ?? null,
    attempts: row?.attempts ?? 0,
    cancelled_at: row?.cancelledAt ? row.cancelledAt.toISOString() : null,
    cancel_reason: row?.cancelReason ?? null,
    cancel_until: row?.ackAt && row.status === 'registered' ? new Date(row.ackAt.getTime() + DAY_MS).toISOString() : null,
  };
}

async function rowOf(db: DbOrTx, source: EinvoiceSource, id: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(einvoiceRegistrations)
    .where(and(eq(einvoiceRegistrations.source, source), eq(einvoiceRegistrations.documentId, id)));
  return row;
}

/** A document's e-invoice as its reader may see it (a dealer: its own documents only, else 404). */
export async function getEinvoice(db: DbOrTx, source: EinvoiceSource, id: number, actor: Caller, today: string): Promise<Einvoice> {
  const loaded = await loadDocument(db, source, id, actor, today);
  const settings = await irpSettings(db);
  return answerOf(loaded, needsIrn(settings, loaded.document.date, loaded.document.buyer.gstin), await rowOf(db, source, id));
}

/**
 * Puts a document in the queue (docs/decisions/042-e-invoices.md, "The queue"): one row per document, so asking twice
 * (or from two processes) queues it once. A refused one (failed) is queued again; a registered one is refused.
 */
export async function requestRegistration(db: DbOrTx, source: EinvoiceSource, id: number, actor: Caller & AuditActor, today: string): Promise<Einvoice> {
  const loaded = await loadDocument(db, source, id, actor, today);
  const settings = await irpSettings(db);
  if (!needsIrn(settings, loaded.document.date, loaded.document.buyer.gstin)) throw ruleError(EINVOICE_TEXT.notOn);
  if (!settings.apiBaseUrl || !settings.clientId || !settings.clientSecret || !settings.username || !settings.password) throw ruleError(EINVOICE_TEXT.notConfigured);
  const payload = checkedJson(loaded);
  return db.transaction(async (tx) => {
    const existing = await rowOf(tx, source, id);
    if (existing && existing.status !== 'failed') {
      if (existing.status === 'pending') return answerOf(loaded, true, existing);
      throw new AppError('conflict', EINVOICE_TEXT.alreadyRegistered);
    }
    const values = { payload, status: 'pending' as const, attempts: 0, nextAttemptAt: new Date(), leaseUntil: null, lastError: null };
    // Two requests at once: the second insert meets the first's row on either unique key (the document, or its type and
    // number), so it does nothing on any conflict, and a refused row is queued again by an update of that row only.
    const [inserted] = await tx
      .insert(einvoiceRegistrations)
      .values({ source, documentId: id, docType: loaded.document.docType, docNumber: loaded.document.number, docDate: loaded.document.date, dealerId: loaded.dealerId, ...values })
      .onConflictDoNothing()
      .returning();
    const [requeued] = inserted
      ? [inserted]
      : await tx
          .update(einvoiceRegistrations)
          .set(values)
          .where(and(eq(einvoiceRegistrations.source, source), eq(einvoiceRegistrations.documentId, id), eq(einvoiceRegistrations.status, 'failed')))
          .returning();
    const queued = requeued ?? (await rowOf(tx, source, id))!;
    await recordAudit(tx, actor, { entity: AUDIT_ENTITY, id: queued.id, action: 'status', after: { status: queued.status }, note: `IRN requested for ${loaded.document.number}` });
    return answerOf(loaded, true, queued);
  });
}

/**
 * Writes the IRP's signed answer onto a registration (the queue's answer, a recovered duplicate or an uploaded file),
 * audited. `onlyIfPending`: the queue's write, which must not overwrite what an upload saved meanwhile.
 */
export async function saveSigned(tx: DbOrTx, rowId: number, answer: IrpSigned, actor: AuditActor, note: string, onlyIfPending = false): Promise<Row | undefined> {
  const [row] = await tx
    .update(einvoiceRegistrations)
    .set({
      status: 'registered',
      irn: answer.Irn,
      ackNo: answer.AckNo,
      ackDate: answer.AckDt.length === 16 ? `${answer.AckDt}:00` : answer.AckDt,
      ackAt: ackInstant(answer.AckDt),
      signedInvoice: answer.SignedInvoice,
      signedQr: answer.SignedQRCode,
      leaseUntil: null,
      lastError: null,
    })
    .where(and(eq(einvoiceRegistrations.id, rowId), onlyIfPending ? eq(einvoiceRegistrations.status, 'pending') : sql`true`))
    .returning();
  if (row) await recordAudit(tx, actor, { entity: AUDIT_ENTITY, id: rowId, action: 'status', before: { status: 'pending' }, after: { status: 'registered', irn: answer.Irn, ack_no: answer.AckNo }, note });
  return row;
}

/** The IRP adapter of the stored settings, or undefined when they are incomplete (the offline way). */
export async function irpClientOf(db: DbOrTx, settingsSecret: string | undefined, doFetch?: typeof fetch): Promise<IrpClient | undefined> {
  const stored = await irpSettings(db);
  // The secrets are opened here, for the adapter only (lib/secrets.ts); never logged, never answered.
  const s = { ...stored, clientSecret: decryptSecret(stored.clientSecret, settingsSecret), password: decryptSecret(stored.password, settingsSecret) };
  if (!s.apiBaseUrl || !s.clientId || !s.clientSecret || !s.username || !s.password) return undefined;
  const gstin = (await getBillingSettings(db)).gstin ?? '';
  return createIrpClient({ baseUrl: s.apiBaseUrl, clientId: s.clientId, clientSecret: s.clientSecret, username: s.username, password: s.password, gstin }, doFetch);
}

/**
 * Cancels an IRN within 24 hours of its acknowledgement (the portal's limit), with one of its reasons. With the API
 * configured the IRP is asked first; without it (the offline way) the cancellation made on the portal is recorded.
 */
export async function cancelEinvoice(
  db: DbOrTx,
  source: EinvoiceSource,
  id: number,
  input: { reason: '1' | '2' | '3' | '4'; remark: string },
  actor: Caller & AuditActor,
  today: string,
  settingsSecret: string | undefined,
  now: Date = new Date(),
): Promise<Einvoice> {
  const loaded = await loadDocument(db, source, id, actor, today);
  const row = await rowOf(db, source, id);
  if (!row || row.status !== 'registered' || !row.irn) throw ruleError(EINVOICE_TEXT.notRegistered);
  if (!row.ackAt || now.getTime() - row.ackAt.getTime() > DAY_MS) throw ruleError(EINVOICE_TEXT.cancelWindow);
  const client = await irpClientOf(db, settingsSecret);
  if (client) {
    let outcome: Awaited<ReturnType<IrpClient['cancel']>>;
    try {
      outcome = await client.cancel(row.irn, input.reason, input.remark);
    } catch (error) {
      if (error instanceof IrpUnavailable) throw new AppError('unavailable', error.message);
      throw error;
    }
    if (!outcome.ok) throw ruleError(outcome.message);
  }
  const label = EINVOICE_CANCEL_REASONS.find((reason) => reason.code === input.reason)!.label;
  const cancelReason = `${input.reason} ${label}: ${input.remark}`.slice(0, 120);
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(einvoiceRegistrations)
      .set({ status: 'cancelled', cancelledAt: now, cancelReason })
      .where(and(eq(einvoiceRegistrations.id, row.id), eq(einvoiceRegistrations.status, 'registered')))
      .returning();
    if (!cancelled) throw ruleError(EINVOICE_TEXT.notRegistered);
    await recordAudit(tx, actor, { entity: AUDIT_ENTITY, id: row.id, action: 'status', before: { status: 'registered' }, after: { status: 'cancelled', cancel_reason: cancelReason }, note: `IRN of ${row.docNumber} cancelled` });
    return answerOf(loaded, true, cancelled);
  });
}
