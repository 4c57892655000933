import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { einvoiceRegistrations } from './einvoice.table';
import { irpClientOf, saveSigned, AUDIT_ENTITY } from './einvoice-registrations.service';
import { IrpUnavailable } from './irp-client';

/**
 * The registration queue (docs/decisions/042-e-invoices.md, "The queue"). Each process runs it after a registration
 * is asked (lib/jobs.ts) and every poll; a claim takes one due row with FOR UPDATE SKIP LOCKED and sets a lease in the
 * same statement, so one process at a time talks to the IRP about a document, and the lease (longer than the
 * adapter's time limit for its three requests) ends a claim whose process died.
 */
const LEASE = '2 minutes';
/** After a try that found the IRP down: 30 s, doubled per try, at most an hour. */
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60 * 1000;

type Claimed = typeof einvoiceRegistrations.$inferSelect;
/** The queue's audit rows are the system's (no account). */
const SYSTEM = null;

/** settingsSecret: the SETTINGS_SECRET key that opens the stored API secrets. */
export type QueueOptions = { fetch?: typeof fetch; now?: Date; settingsSecret?: string };

async function claimOne(db: Db, now: Date): Promise<Claimed | undefined> {
  const r = einvoiceRegistrations;
  const at = now.toISOString();
  const [claimed] = await db
    .update(r)
    .set({ attempts: sql`${r.attempts} + 1`, leaseUntil: sql`greatest(now(), ${at}::timestamptz) + ${LEASE}::interval` })
    .where(
      sql`${r.id} = (select ${r.id} from ${r} where ${r.status} = 'pending' and ${r.nextAttemptAt} <= ${at}::timestamptz
        and (${r.leaseUntil} is null or ${r.leaseUntil} <= greatest(now(), ${at}::timestamptz))
        order by ${r.nextAttemptAt}, ${r.id} limit 1 for update skip locked)`,
    )
    .returning();
  return claimed;
}

/** The row back in the queue after the IRP could not be reached, with the reason kept for the invoice's page. */
async function retryLater(db: Db, row: Claimed, now: Date, reason: string) {
  const wait = Math.min(RETRY_BASE_MS * 2 ** Math.max(0, row.attempts - 1), RETRY_MAX_MS);
  await db
    .update(einvoiceRegistrations)
    .set({ leaseUntil: null, nextAttemptAt: new Date(now.getTime() + wait), lastError: reason.slice(0, 500) })
    .where(and(eq(einvoiceRegistrations.id, row.id), eq(einvoiceRegistrations.status, 'pending')));
}

async function registerOne(db: Db, row: Claimed, options: QueueOptions, now: Date): Promise<void> {
  const client = await irpClientOf(db, options.settingsSecret, options.fetch);
  if (!client) return retryLater(db, row, now, 'The IRP API is not configured');
  try {
    const outcome = await client.generate(row.payload);
    if (outcome.kind === 'registered') {
      await db.transaction((tx) => saveSigned(tx, row.id, outcome.answer, SYSTEM, `IRN registered for ${row.docNumber}`, true));
      return;
    }
    if (outcome.kind === 'duplicate') {
      // The IRP registered it before (an answer lost to a crash, or a registration on the portal): fetch what it signed.
      const [d, m, y] = [row.docDate.slice(8, 10), row.docDate.slice(5, 7), row.docDate.slice(0, 4)];
      const answer = await client.getByDocument(row.docType, row.docNumber, `${d}/${m}/${y}`);
      if (!answer || answer.Irn !== outcome.irn) return retryLater(db, row, now, `Duplicate IRN ${outcome.irn}: its details could not be read yet`);
      await db.transaction((tx) => saveSigned(tx, row.id, answer, SYSTEM, `IRN of ${row.docNumber} recovered from the IRP's duplicate answer (2150)`, true));
      return;
    }
    await db.transaction(async (tx) => {
      await tx
        .update(einvoiceRegistrations)
        .set({ status: 'failed', leaseUntil: null, lastError: outcome.message.slice(0, 500) })
        .where(and(eq(einvoiceRegistrations.id, row.id), eq(einvoiceRegistrations.status, 'pending')));
      await recordAudit(tx, SYSTEM, { entity: AUDIT_ENTITY, id: row.id, action: 'status', before: { status: 'pending' }, after: { status: 'failed' }, note: `IRP refused ${row.docNumber}: ${outcome.message}` });
    });
  } catch (error) {
    if (error instanceof IrpUnavailable) return retryLater(db, row, now, error.message);
    throw error;
  }
}

/** Registers every document due now, one at a time; answers how many it tried. */
export async function registerDue(db: Db, options: QueueOptions = {}): Promise<number> {
  let tried = 0;
  for (;;) {
    const now = options.now ?? new Date();
    const row = await claimOne(db, now);
    if (!row) return tried;
    tried += 1;
    await registerOne(db, row, options, now);
  }
}
