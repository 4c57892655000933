import { eq } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import type { EwbSettings, EwbSettingsInput } from '@steelworks/contract/ewaybill';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { maskSecret } from '../../lib/secrets';
import { ewbSettings } from './ewaybill.table';

type StoredSettings = { threshold: string; state_thresholds: Array<{ state_code: string; threshold: string }> };

export async function readThresholds(db: DbOrTx): Promise<StoredSettings> {
  const [row] = await db.select().from(ewbSettings).where(eq(ewbSettings.id, 1));
  return { threshold: row?.threshold ?? '50000.00', state_thresholds: row?.stateThresholds ?? [] };
}

/** The threshold of a consignment going to `stateCode`: the state's own, else the general one (rule 138(14) lets states set theirs). */
export function thresholdFor(settings: StoredSettings, stateCode: string | null): string {
  return settings.state_thresholds.find((row) => row.state_code === stateCode)?.threshold ?? settings.threshold;
}

export async function getEwbSettings(db: DbOrTx, config: Config): Promise<EwbSettings> {
  const api = config.ewbApi;
  return {
    ...(await readThresholds(db)),
    api: {
      base_url: api.baseUrl ?? null,
      username: api.username || null,
      password: maskSecret(api.password),
      client_id: api.clientId || null,
      client_secret: maskSecret(api.clientSecret),
    },
  };
}

const asMoney = (value: string) => formatCents(toCents(value));

export async function updateEwbSettings(db: DbOrTx, config: Config, input: EwbSettingsInput, actor: AuditActor): Promise<EwbSettings> {
  const before = await readThresholds(db);
  const after = {
    threshold: asMoney(input.threshold),
    state_thresholds: input.state_thresholds.map((row) => ({ state_code: row.state_code, threshold: asMoney(row.threshold) })).sort((a, b) => a.state_code.localeCompare(b.state_code)),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(ewbSettings)
      .values({ id: 1, threshold: after.threshold, stateThresholds: after.state_thresholds, updatedAt: new Date() })
      .onConflictDoUpdate({ target: ewbSettings.id, set: { threshold: after.threshold, stateThresholds: after.state_thresholds, updatedAt: new Date() } });
    await recordAudit(tx, actor, {
      entity: 'ewb_settings',
      id: 1,
      action: 'update',
      before: { threshold: before.threshold, state_thresholds: JSON.stringify(before.state_thresholds) },
      after: { threshold: after.threshold, state_thresholds: JSON.stringify(after.state_thresholds) },
    });
  });
  return getEwbSettings(db, config);
}
