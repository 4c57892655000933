import { CUT_PLAN_TEXT, type CutPlanProblem, type PlannedCut } from '@steelworks/contract/cut-plan';
import { piecesForUnit, type CutRule, type SizeUnit } from '@steelworks/contract/cut-rules';
import type { ProductTypeKey } from '@steelworks/contract/product';
import { normalizeChannelSize, normalizeGauge, sectionLabel } from '@steelworks/contract/section';

/**
 * Work order rows name their product type as the form's choice list writes it (WORK_ORDER_CHOICES.product_type, and
 * from-order.service.ts for rows made from a dealer order); the cut rules are kept per product type key.
 */
const PRODUCT_TYPE_KEYS: Record<string, ProductTypeKey> = {
  'door frame': 'is_door',
  door: 'is_door',
  'window frame': 'is_window',
  window: 'is_window',
  'security door': 'is_security_door',
};

export function productTypeKeyOf(text: string): ProductTypeKey | undefined {
  return PRODUCT_TYPE_KEYS[text.trim().toLowerCase().replace(/\s+/g, ' ')];
}

export type PlanItem = {
  id: number;
  srNo: number;
  workOrderId: number;
  workOrderAutoId: number;
  productType: string;
  channelSize: string;
  channelGuage: string;
  width: number;
  height: number;
  quantity: number;
  /** The unit numbers to cut (the production items not cut yet); all of 1..quantity when not given. */
  units?: readonly number[];
};
/** A work order row as the cut rules read it (its width and height are numeric text in the table). */
export function planItemOf(
  row: { id: number; srNo: number; workOrderId: number; productType: string; channelSize: string; channelGuage: string; width: string; height: string; quantity: number },
  workOrderAutoId: number,
): PlanItem {
  return {
    id: row.id,
    srNo: row.srNo,
    workOrderId: row.workOrderId,
    workOrderAutoId,
    productType: row.productType,
    channelSize: row.channelSize,
    channelGuage: row.channelGuage,
    width: Number(row.width),
    height: Number(row.height),
    quantity: row.quantity,
  };
}
export type PlanSection = { id: number; channelSize: string; gauge: string; stockLengthMm: number };

/** The pieces of one section to cut: `ref` is the key of `cuts` (what each piece is for). */
export type SectionPieces = { section: PlanSection; pieces: { length: number; ref: string }[] };

const sectionKey = (size: string, gauge: string) => `${normalizeChannelSize(size)}|${normalizeGauge(gauge)}`;

/**
 * Every unit's pieces of every item, grouped by the section that matches the item's channel size and gauge. An item
 * that cannot be cut (no rule for its type, no section in stock, no size, a piece longer than the bars) is reported
 * in `problems` and left out, so the rest of the plan still stands.
 */
export function piecesBySection(
  items: readonly PlanItem[],
  sections: readonly PlanSection[],
  rules: readonly CutRule[],
  unit: SizeUnit,
): { groups: SectionPieces[]; cuts: Map<string, PlannedCut>; problems: CutPlanProblem[] } {
  const byKey = new Map<string, PlanSection>();
  for (const section of sections) if (!byKey.has(sectionKey(section.channelSize, section.gauge))) byKey.set(sectionKey(section.channelSize, section.gauge), section);
  const groups = new Map<number, SectionPieces>();
  const cuts = new Map<string, PlannedCut>();
  const problems: CutPlanProblem[] = [];
  for (const item of items) {
    const units = item.units ?? Array.from({ length: Math.max(0, item.quantity) }, (_, k) => k + 1);
    if (units.length === 0) continue;
    const problem = (message: string) =>
      problems.push({ work_order: item.workOrderId, work_order_auto_id: item.workOrderAutoId, item: item.id, sr_no: item.srNo, message });
    const key = productTypeKeyOf(item.productType);
    const rule = key && rules.find((r) => r.product_type === key);
    if (!rule) {
      problem(CUT_PLAN_TEXT.noRule(item.productType));
      continue;
    }
    if (!item.channelSize.trim()) {
      problem(CUT_PLAN_TEXT.noChannel);
      continue;
    }
    const section = byKey.get(sectionKey(item.channelSize, item.channelGuage));
    if (!section) {
      problem(CUT_PLAN_TEXT.noSection(sectionLabel({ channel_size: item.channelSize, gauge: item.channelGuage })));
      continue;
    }
    if (!(item.width > 0 && item.height > 0)) {
      problem(CUT_PLAN_TEXT.noSize);
      continue;
    }
    const unitPieces = piecesForUnit(rule, { width: item.width, height: item.height, unit });
    if (!unitPieces.ok) {
      problem(unitPieces.message);
      continue;
    }
    const tooLong = unitPieces.pieces.find((piece) => piece.length_mm > section.stockLengthMm);
    if (tooLong) {
      problem(`${tooLong.name}: ${tooLong.length_mm} mm is longer than the ${section.stockLengthMm} mm bars of ${sectionLabel({ channel_size: section.channelSize, gauge: section.gauge })}`);
      continue;
    }
    const group = groups.get(section.id) ?? { section, pieces: [] };
    groups.set(section.id, group);
    const described = `WO ${item.workOrderAutoId} #${item.srNo} ${item.productType} ${item.width}x${item.height}`;
    for (const unitNo of units) {
      for (const piece of unitPieces.pieces) {
        for (let k = 0; k < piece.count; k++) {
          const ref = String(cuts.size);
          cuts.set(ref, {
            length_mm: piece.length_mm,
            label: `${described} · unit ${unitNo} of ${item.quantity} · ${piece.name}`,
            piece: piece.name,
            work_order: item.workOrderId,
            work_order_auto_id: item.workOrderAutoId,
            item: item.id,
            sr_no: item.srNo,
            unit: unitNo,
          });
          group.pieces.push({ length: piece.length_mm, ref });
        }
      }
    }
  }
  return { groups: [...groups.values()].sort((a, b) => a.section.id - b.section.id), cuts, problems };
}
