import { and, eq, inArray } from 'drizzle-orm';
import { EINVOICE_TEXT, type Einvoice, type EinvoiceSource, type SignedAnswer } from '@steelworks/contract/einvoice';
import type { DbOrTx } from '../../db/client';
import { ruleError } from '../../lib/app-error';
import type { AuditActor } from '../../lib/audit';
import { documentsOfDay } from '../billing/b2b-documents.service';
import { checkedJson, documentNumbered, loadDocument, SYSTEM_READER } from './einvoice-documents.service';
import type { Inv01 } from './einvoice-json';
import { jwsPayload } from './einvoice-jws';
import { getEinvoice, saveSigned } from './einvoice-registrations.service';
import { irpSettings, needsIrn } from './einvoice-settings.service';
import { einvoiceRegistrations } from './einvoice.table';
import type { Caller } from '../../lib/caller';

/**
 * The offline way (docs/decisions/042-e-invoices.md, "Offline"): the JSON of one document or of a day for the
 * government's bulk tool (an array of INV-01 documents), and the tool's signed answer uploaded back.
 */
export async function einvoiceJsonOf(db: DbOrTx, source: EinvoiceSource, id: number, actor: Caller, today: string): Promise<Inv01[]> {
  return [checkedJson(await loadDocument(db, source, id, actor, today))];
}

/** The day's documents that need an IRN and have none yet; refused, with every objection listed, if any would be refused. */
export async function einvoiceJsonOfDay(db: DbOrTx, day: string, today: string): Promise<Inv01[]> {
  const settings = await irpSettings(db);
  const documents = await documentsOfDay(db, day);
  const done = documents.length
    ? await db
        .select({ source: einvoiceRegistrations.source, id: einvoiceRegistrations.documentId })
        .from(einvoiceRegistrations)
        .where(and(inArray(einvoiceRegistrations.status, ['registered', 'cancelled']), eq(einvoiceRegistrations.docDate, day)))
    : [];
  const registered = new Set(done.map((row) => `${row.source}:${row.id}`));
  const jsons: Inv01[] = [];
  const problems: string[] = [];
  for (const { source, id } of documents) {
    if (registered.has(`${source}:${id}`)) continue;
    const loaded = await loadDocument(db, source, id, SYSTEM_READER, today);
    if (!needsIrn(settings, loaded.document.date, loaded.document.buyer.gstin)) continue;
    try {
      jsons.push(checkedJson(loaded));
    } catch (error) {
      problems.push(...(((error as { extra?: { problems?: string[] } }).extra?.problems) ?? [String(error)]));
    }
  }
  if (problems.length > 0) throw ruleError(problems[0]!, { problems });
  return jsons;
}

/**
 * Puts the portal's signed answers onto their documents, matched by document number, all or none: each answer must
 * name a document that needs an IRN, its signed QR must carry the same number and IRN, and a document that already
 * has another IRN is refused. Each upload is audited per document.
 */
export async function uploadSignedAnswers(db: DbOrTx, answers: SignedAnswer[], actor: Caller & AuditActor, today: string): Promise<Einvoice[]> {
  const settings = await irpSettings(db);
  return db.transaction(async (tx) => {
    const updated: Einvoice[] = [];
    for (const answer of answers) {
      const qr = jwsPayload(answer.SignedQRCode);
      const qrData = typeof qr?.data === 'string' ? (JSON.parse(qr.data) as Record<string, unknown>) : qr;
      if (!qrData || qrData.DocNo !== answer.DocNo) throw ruleError(EINVOICE_TEXT.uploadMismatch(answer.DocNo, 'the signed QR code'));
      if (qrData.Irn !== answer.Irn) throw ruleError(EINVOICE_TEXT.uploadMismatch(answer.DocNo, 'the IRN'));
      const { source, id } = await documentNumbered(tx, answer.DocNo);
      const loaded = await loadDocument(tx, source, id, SYSTEM_READER, today);
      if (!needsIrn(settings, loaded.document.date, loaded.document.buyer.gstin)) throw ruleError(`${answer.DocNo}: ${EINVOICE_TEXT.notOn}`);
      const [existing] = await tx
        .select()
        .from(einvoiceRegistrations)
        .where(and(eq(einvoiceRegistrations.source, source), eq(einvoiceRegistrations.documentId, id)))
        .for('update');
      if (existing?.irn && existing.irn !== answer.Irn) throw ruleError(`${answer.DocNo}: ${EINVOICE_TEXT.alreadyRegistered}`);
      const rowId =
        existing?.id ??
        (
          await tx
            .insert(einvoiceRegistrations)
            .values({ source, documentId: id, docType: loaded.document.docType, docNumber: loaded.document.number, docDate: loaded.document.date, dealerId: loaded.dealerId, payload: checkedJson(loaded) })
            .returning({ id: einvoiceRegistrations.id })
        )[0]!.id;
      if (existing?.irn !== answer.Irn) await saveSigned(tx, rowId, answer, actor, `IRN of ${answer.DocNo} uploaded from the portal's signed file`);
      updated.push(await getEinvoice(tx, source, id, SYSTEM_READER, today));
    }
    return updated;
  });
}
