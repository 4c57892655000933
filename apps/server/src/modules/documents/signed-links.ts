import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DOCUMENT_KINDS, DOCUMENT_TEXT, type DocumentKind } from '@steelworks/contract/documents';
import { ERROR_TEXT } from '@steelworks/contract/common/errors';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { documentSettings } from './documents.table';

/** What a link opens: one document of one dealer (a statement with its period) until `expires` (seconds). */
export type LinkClaim = { kind: DocumentKind; id: number; dealerId: number; from?: string; to?: string; expires: number };

/**
 * The links sent by WhatsApp and SMS (docs/decisions/046-documents-as-pdf.md): the claim in base64url, a dot, and its
 * HMAC-SHA256 under the server's key. Nothing in it can be guessed or changed: a changed character breaks the
 * signature, and the signature covers the dealer, so the link opens that dealer's document and nothing else.
 */
export function signLink(secret: string, claim: LinkClaim): string {
  const payload = Buffer.from(JSON.stringify([claim.kind, claim.id, claim.dealerId, claim.expires, claim.from ?? '', claim.to ?? ''])).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The claim of a link; 404 for anything not signed by us, 410 once it has run out. */
export function verifyLink(secret: string, token: string, nowMs = Date.now()): LinkClaim {
  const [payload = '', signature = ''] = token.split('.');
  const expected = mac(secret, payload);
  const valid = signature.length === expected.length && crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
  if (!valid) throw new AppError('not_found', ERROR_TEXT.notFound);
  const [kind, id, dealerId, expires, from, to] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as [DocumentKind, number, number, number, string, string];
  if (!DOCUMENT_KINDS.includes(kind)) throw new AppError('not_found', ERROR_TEXT.notFound);
  if (expires * 1000 <= nowMs) throw new AppError('link_expired', DOCUMENT_TEXT.linkExpired);
  return { kind, id, dealerId, expires, from: from || undefined, to: to || undefined };
}

function mac(secret: string, payload: string): string {
  return crypto.createHmac('sha256', secret).update(payload).digest('base64url');
}

/**
 * DOCUMENT_LINK_SECRET, or the key made on the first send and kept in the database, so every process signs and checks
 * with the same one (the first to insert wins; the others read it).
 */
export async function linkSecretOf(db: DbOrTx, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const made = crypto.randomBytes(32).toString('base64url');
  await db.insert(documentSettings).values({ key: 'link_secret', value: made }).onConflictDoNothing();
  const [row] = await db.select({ value: documentSettings.value }).from(documentSettings).where(eq(documentSettings.key, sql`'link_secret'`));
  return row!.value as string;
}
