import { eq, sql } from 'drizzle-orm';
import { CUT_PLAN_TEXT, type CutSettingsAnswer, type CutSettingsPatch } from '@steelworks/contract/cut-plan';
import { DEFAULT_CUT_RULES, DEFAULT_CUT_SETTINGS, type CutRule, type CutSettings } from '@steelworks/contract/cut-rules';
import { PRODUCT_TYPES } from '@steelworks/contract/product';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { cutRules, cutSettings } from './cutting.table';

const SETTINGS_ID = 1;

/** The cut settings and every product type's rule: what was saved, else the contract's defaults (issue 32 point 2). */
export async function getCutSettings(db: DbOrTx): Promise<CutSettingsAnswer> {
  const [row] = await db.select().from(cutSettings).where(eq(cutSettings.id, SETTINGS_ID));
  const saved = new Map((await db.select().from(cutRules)).map((rule) => [rule.productType, rule]));
  const rules: CutRule[] = DEFAULT_CUT_RULES.map((rule) => {
    const stored = saved.get(rule.product_type);
    return stored ? { ...rule, allowance_mm: stored.allowanceMm, pieces: stored.pieces } : rule;
  });
  return {
    kerf_mm: row?.kerfMm ?? DEFAULT_CUT_SETTINGS.kerf_mm,
    min_offcut_mm: row?.minOffcutMm ?? DEFAULT_CUT_SETTINGS.min_offcut_mm,
    size_unit: row?.sizeUnit ?? DEFAULT_CUT_SETTINGS.size_unit,
    rules,
    updated_at: row?.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

/** The audit log compares flat fields: one per product type's rule, as text. */
function auditSnapshot(settings: CutSettingsAnswer): Record<string, unknown> {
  const flat: Record<string, unknown> = { kerf_mm: settings.kerf_mm, min_offcut_mm: settings.min_offcut_mm, size_unit: settings.size_unit };
  for (const rule of settings.rules) {
    flat[`${rule.product_type}_rule`] = `a = ${rule.allowance_mm}; ${rule.pieces.map((p) => `${p.count} x ${p.name} ${p.length}`).join(', ')}`;
  }
  return flat;
}

/**
 * Saves the settings and the rules sent (the schema parsed and tried every formula), in one transaction with its audit
 * row. A setting not sent (a PATCH) keeps its saved value; a product type not sent keeps its rule.
 */
export async function updateCutSettings(db: DbOrTx, input: CutSettingsPatch, actor: AuditActor): Promise<CutSettingsAnswer> {
  const seen = new Set<string>();
  const rules = input.rules ?? [];
  rules.forEach((rule, index) => {
    if (seen.has(rule.product_type)) {
      const label = PRODUCT_TYPES.find((type) => type.key === rule.product_type)?.label ?? rule.product_type;
      const message = CUT_PLAN_TEXT.duplicateRule(label);
      throw new AppError('validation', message, { [`rules.${index}.product_type`]: [message] });
    }
    seen.add(rule.product_type);
  });
  return db.transaction(async (tx) => {
    // The first save inserts the row; the lock then orders two managers saving at once.
    await tx
      .insert(cutSettings)
      .values({ id: SETTINGS_ID, ...toColumns(DEFAULT_CUT_SETTINGS) })
      .onConflictDoNothing();
    await tx.select({ id: cutSettings.id }).from(cutSettings).where(eq(cutSettings.id, SETTINGS_ID)).for('update');
    const before = await getCutSettings(tx);
    await tx
      .update(cutSettings)
      .set({ ...toColumns({ ...before, ...definedOf(input) }), updatedAt: sql`now()` })
      .where(eq(cutSettings.id, SETTINGS_ID));
    for (const rule of rules) {
      const values = { allowanceMm: rule.allowance_mm, pieces: rule.pieces, updatedAt: new Date() };
      await tx.insert(cutRules).values({ productType: rule.product_type, ...values }).onConflictDoUpdate({ target: cutRules.productType, set: values });
    }
    const after = await getCutSettings(tx);
    await recordAudit(tx, actor, { entity: 'cut_settings', id: SETTINGS_ID, action: 'update', before: auditSnapshot(before), after: auditSnapshot(after) });
    return after;
  });
}

/** The settings a body sends: a key sent as undefined (absent from a PATCH) keeps the saved value. */
function definedOf(input: CutSettingsPatch): Partial<CutSettings> {
  const { kerf_mm, min_offcut_mm, size_unit } = input;
  return Object.fromEntries(Object.entries({ kerf_mm, min_offcut_mm, size_unit }).filter(([, value]) => value !== undefined));
}

function toColumns(settings: CutSettings) {
  return { kerfMm: settings.kerf_mm, minOffcutMm: settings.min_offcut_mm, sizeUnit: settings.size_unit };
}
