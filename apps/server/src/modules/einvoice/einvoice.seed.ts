import crypto from 'node:crypto';
import { hasRows } from '../../db/seed-helpers';
import type { AppContext } from '../../lib/context';
import { todayIn } from '@steelworks/contract/common/dates';
import { latestB2bInvoices } from '../billing/b2b-documents.service';
import { gstDemoInvoice } from '../billing/gst-demo.seed';
import { loadDocument, SYSTEM_READER } from './einvoice-documents.service';
import { buildInv01, checkInv01 } from './einvoice-json';
import { irnOf, qrPayload, signJws } from './einvoice-jws';
import { saveSigned } from './einvoice-registrations.service';
import { einvoiceRegistrations } from './einvoice.table';

/**
 * The demo's e-invoices (issue 44 point 2): the two latest invoices to registered dealers and the latest of the GSTR-1
 * demo month carry an IRN, Ack and a signed QR code, signed by a demo key made here (no IRP was asked: the demo has
 * no IRP account), and a fourth is "IRN pending". E-invoicing itself stays off in the demo settings, so the other invoices and the browser tests print
 * as before; an admin turns it on in Company & Tax. Idempotent: nothing is written when a registration exists.
 */
export async function seedEinvoices(ctx: AppContext): Promise<void> {
  if (await hasRows(ctx.db, einvoiceRegistrations)) return;
  const today = todayIn(ctx.config.timeZone);
  // The latest whose JSON the portal would take (a ship-to site without a PIN would be refused): the two latest and
  // the latest of the GSTR-1 demo month (gst-demo.seed.ts) registered, the next one pending.
  const demoMonth = (await gstDemoInvoice(ctx.db))?.month;
  type Chosen = { id: number; loaded: Awaited<ReturnType<typeof loadDocument>>; payload: ReturnType<typeof buildInv01> };
  const valid: Chosen[] = [];
  const inDemoMonth = (c: Chosen) => c.loaded.document.date.slice(0, 7) === demoMonth;
  for (const id of await latestB2bInvoices(ctx.db, 200)) {
    const loaded = await loadDocument(ctx.db, 'invoice', id, SYSTEM_READER, today);
    const payload = buildInv01(loaded.document);
    if (checkInv01(payload).length === 0) valid.push({ id, loaded, payload });
    if (valid.length >= 4 && (!demoMonth || valid.some(inDemoMonth))) break;
  }
  const ofMonth = valid.slice(2).find(inDemoMonth) ?? valid[2];
  const rest = valid.filter((c, index) => index >= 2 && c !== ofMonth);
  const chosen = [...valid.slice(0, 2), ...(ofMonth ? [ofMonth] : []), ...rest.slice(0, 1)];
  if (chosen.length === 0) return;
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  await ctx.db.transaction(async (tx) => {
    for (const [index, { id, loaded, payload }] of chosen.entries()) {
      const pending = index === chosen.length - 1 && chosen.length > 1;
      const [row] = await tx
        .insert(einvoiceRegistrations)
        .values({
          source: 'invoice',
          documentId: id,
          docType: 'INV',
          docNumber: loaded.document.number,
          docDate: loaded.document.date,
          dealerId: loaded.dealerId,
          payload,
          ...(pending ? { attempts: 1, lastError: 'The IRP API is not configured' } : {}),
        })
        .returning({ id: einvoiceRegistrations.id });
      if (pending) continue;
      const irn = irnOf(loaded.document.seller.gstin ?? '', loaded.financialYear, 'INV', loaded.document.number);
      const ackDt = `${loaded.document.date} 11:${String(10 + index).padStart(2, '0')}:00`;
      await saveSigned(
        tx,
        row!.id,
        {
          Irn: irn,
          AckNo: String(112610000000000 + id),
          AckDt: ackDt,
          SignedInvoice: signJws({ data: JSON.stringify({ ...payload, Irn: irn }), iss: 'DEMO' }, privateKey),
          SignedQRCode: signJws({ data: JSON.stringify(qrPayload(payload, irn, ackDt)), iss: 'DEMO' }, privateKey),
        },
        null,
        `Demo: IRN of ${loaded.document.number}`,
      );
    }
  });
}
