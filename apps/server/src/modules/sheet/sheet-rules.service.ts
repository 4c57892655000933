import { PRODUCT_TYPES } from '@steelworks/contract/product';
import { DEFAULT_SHEET_RULES, NEST_TEXT, type SheetRule, type SheetRules, type SheetRulesPatch } from '@steelworks/contract/sheet-nest';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { sheetPartRules } from './nest.table';

/** The audit row's id: the rules are one record for the shop. */
const RULES_AUDIT_ID = 1;

/** Every product type's sheet parts: what was saved, else the default rule, else none (issue 46 point 3). */
export async function getSheetRules(db: DbOrTx): Promise<SheetRules> {
  const saved = await db.select().from(sheetPartRules);
  const byType = new Map(saved.map((row) => [row.productType, row]));
  const rules = PRODUCT_TYPES.map((type) => {
    const stored = byType.get(type.key);
    const fallback = DEFAULT_SHEET_RULES.find((rule) => rule.product_type === type.key);
    const rule: SheetRule = stored
      ? { product_type: type.key, allowance_mm: stored.allowanceMm, parts: stored.parts }
      : (fallback ?? { product_type: type.key, allowance_mm: 0, parts: [] });
    return { ...rule, label: type.label, parts: rule.parts.map((part) => ({ ...part })) };
  });
  const latest = saved.reduce<Date | null>((at, row) => (!at || row.updatedAt > at ? row.updatedAt : at), null);
  return { rules, updated_at: latest ? latest.toISOString() : null };
}

/** The audit log compares flat fields: one per product type, as text. */
function auditSnapshot(rules: SheetRules): Record<string, unknown> {
  return Object.fromEntries(
    rules.rules.map((rule) => [`${rule.product_type}_sheet_rule`, `a = ${rule.allowance_mm}; ${rule.parts.map((p) => `${p.count} x ${p.name} ${p.width} x ${p.length} ${p.thick} mm${p.grain ? ' grain' : ''}`).join(', ')}`]),
  );
}

/** Saves the product types sent (the schema tried every formula) in one transaction with its audit row; the others keep theirs. */
export async function updateSheetRules(db: DbOrTx, input: SheetRulesPatch, actor: AuditActor): Promise<SheetRules> {
  const seen = new Set<string>();
  input.rules.forEach((rule, index) => {
    if (seen.has(rule.product_type)) {
      const message = NEST_TEXT.duplicateRule(PRODUCT_TYPES.find((type) => type.key === rule.product_type)?.label ?? rule.product_type);
      throw new AppError('validation', message, { [`rules.${index}.product_type`]: [message] });
    }
    seen.add(rule.product_type);
  });
  return db.transaction(async (tx) => {
    // Two managers saving at once: the second waits and its audit row's "before" is the first one's "after".
    await tx.execute(sql`lock table ${sheetPartRules} in share row exclusive mode`);
    const before = await getSheetRules(tx);
    for (const rule of input.rules) {
      const values = { allowanceMm: rule.allowance_mm, parts: rule.parts, updatedAt: new Date() };
      await tx.insert(sheetPartRules).values({ productType: rule.product_type, ...values }).onConflictDoUpdate({ target: sheetPartRules.productType, set: values });
    }
    const after = await getSheetRules(tx);
    await recordAudit(tx, actor, { entity: 'sheet_part_rules', id: RULES_AUDIT_ID, action: 'update', before: auditSnapshot(before), after: auditSnapshot(after) });
    return after;
  });
}
