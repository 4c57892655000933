import crypto from 'node:crypto';
import { SECRET_MASK } from '@steelworks/contract/einvoice';

/**
 * API passwords and client secrets kept in the settings tables (docs/decisions/042-e-invoices.md#secrets): encrypted
 * with AES-256-GCM under a key made from the SETTINGS_SECRET setting, answered only as a mask, never logged. Both the
 * IRP and the e-way bill settings use this one helper.
 */

const PREFIX = 'enc:v1:';

function keyOf(settingsSecret: string): Buffer {
  return crypto.createHash('sha256').update(settingsSecret).digest();
}

/** A stored secret as a settings answer shows it: the mask when there is one, else null. */
export function maskSecret(value: string | null | undefined): string | null {
  return value ? SECRET_MASK : null;
}

/** `enc:v1:<iv>.<tag>.<ciphertext>` (base64url): what the database keeps in place of the secret. */
export function encryptSecret(plain: string, settingsSecret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(settingsSecret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${[iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.')}`;
}

/**
 * The secret itself, for the adapter that sends it. A value stored before encryption came in is read as it is (the
 * next save encrypts it); one that cannot be opened (no key, or another key) reads as no secret, so the API is
 * "not configured" rather than sent a wrong password.
 */
export function decryptSecret(stored: string, settingsSecret: string | undefined): string {
  if (!stored.startsWith(PREFIX)) return stored;
  if (!settingsSecret) return '';
  try {
    const [iv, tag, data] = stored.slice(PREFIX.length).split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(settingsSecret), iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
  } catch {
    return '';
  }
}
