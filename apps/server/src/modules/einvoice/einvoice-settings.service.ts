import { eq } from 'drizzle-orm';
import { EINVOICE_TEXT, SECRET_MASK, type EinvoiceSettings, type EinvoiceSettingsInput } from '@steelworks/contract/einvoice';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { encryptSecret, maskSecret } from '../../lib/secrets';
import { einvoiceSettings } from './einvoice.table';

const SETTINGS_ID = 1;
type Row = typeof einvoiceSettings.$inferSelect;

async function settingsRow(db: DbOrTx): Promise<Row> {
  const [row] = await db.select().from(einvoiceSettings).where(eq(einvoiceSettings.id, SETTINGS_ID));
  return (
    row ?? { id: SETTINGS_ID, enabled: false, appliesFrom: null, apiBaseUrl: '', clientId: '', clientSecret: '', username: '', password: '', updatedAt: null }
  );
}

/** The settings as answered: a stored secret shows as SECRET_MASK, never itself. */
function answerOf(row: Row): EinvoiceSettings {
  return {
    enabled: row.enabled,
    applies_from: row.appliesFrom,
    api_base_url: row.apiBaseUrl,
    client_id: row.clientId,
    client_secret: maskSecret(row.clientSecret) ?? '',
    username: row.username,
    password: maskSecret(row.password) ?? '',
    updated_at: row.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

export async function getEinvoiceSettings(db: DbOrTx): Promise<EinvoiceSettings> {
  return answerOf(await settingsRow(db));
}

/** What the IRP adapter needs, the secrets as stored (encrypted): for the server's own use only. */
export async function irpSettings(db: DbOrTx): Promise<Row> {
  return settingsRow(db);
}

/** Whether a document of this date to this buyer needs an IRN (rule 48(4): B2B, from the applies-from day). */
export function needsIrn(settings: Pick<Row, 'enabled' | 'appliesFrom'>, documentDate: string, buyerGstin: string | null): boolean {
  return settings.enabled && !!settings.appliesFrom && documentDate >= settings.appliesFrom && !!buyerGstin;
}

/**
 * Saves the settings; an empty or masked secret keeps the stored one, a new one is stored encrypted (lib/secrets.ts)
 * and refused without the SETTINGS_SECRET key. Audited, secrets left out of the audit row.
 */
export async function updateEinvoiceSettings(db: DbOrTx, input: EinvoiceSettingsInput, actor: AuditActor, settingsSecret: string | undefined): Promise<EinvoiceSettings> {
  const fresh = (value: string | undefined) => value !== undefined && value !== SECRET_MASK;
  if ((fresh(input.client_secret) || fresh(input.password)) && !settingsSecret) throw new AppError('rule', EINVOICE_TEXT.noSettingsSecret);
  return db.transaction(async (tx) => {
    await tx.select({ id: einvoiceSettings.id }).from(einvoiceSettings).where(eq(einvoiceSettings.id, SETTINGS_ID)).for('update');
    const before = await settingsRow(tx);
    const keep = (value: string | undefined, stored: string) => (fresh(value) ? encryptSecret(value!, settingsSecret!) : stored);
    const values = {
      enabled: input.enabled,
      appliesFrom: input.applies_from ?? before.appliesFrom,
      apiBaseUrl: input.api_base_url ?? '',
      clientId: input.client_id,
      clientSecret: keep(input.client_secret, before.clientSecret),
      username: input.username,
      password: keep(input.password, before.password),
      updatedAt: new Date(),
    };
    await tx.insert(einvoiceSettings).values({ id: SETTINGS_ID, ...values }).onConflictDoUpdate({ target: einvoiceSettings.id, set: values });
    const after = await settingsRow(tx);
    const snapshot = (row: Row) => {
      const { updated_at: _updatedAt, ...rest } = answerOf(row);
      // The audit keeps whether a secret changed, never the secret (lib/audit.ts leaves out fields named secret/password).
      return { ...rest, client_key_replaced: row.clientSecret !== before.clientSecret, login_key_replaced: row.password !== before.password };
    };
    await recordAudit(tx, actor, { entity: 'einvoice_settings', id: SETTINGS_ID, action: 'update', before: snapshot(before), after: snapshot(after) });
    return answerOf(after);
  });
}
