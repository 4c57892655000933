import type { CutPlanBar, PlannedCut } from '@steelworks/contract/cut-plan';
import type { StatusColors } from '../../../../components/status-badge';

export const CUT_PLAN_STATUS_COLORS: StatusColors = { Planned: 'blue', Cut: 'green', Discarded: 'gray' };

/** "6,000 mm". */
export function formatMm(mm: number): string {
  return `${mm.toLocaleString('en-IN')} mm`;
}

/** "Full bar 6,000 mm" or "Offcut #41 · 1,200 mm". */
export function barSource(bar: CutPlanBar): string {
  return bar.source === 'bar' ? `Full bar ${formatMm(bar.length_mm)}` : `Offcut #${bar.offcut_piece ?? '?'} · ${formatMm(bar.length_mm)}`;
}

/** What is left of a bar after its cuts: "Offcut 820 mm" kept, "Scrap 120 mm", or nothing. */
export function barRemainder(bar: CutPlanBar): string {
  if (bar.remainder_kind === 'offcut') return `New offcut ${formatMm(bar.remainder_mm)}`;
  if (bar.remainder_kind === 'scrap') return `Scrap ${formatMm(bar.remainder_mm)}`;
  return 'No remainder';
}

/** "Jamb 2,150 mm". */
export function cutTitle(cut: PlannedCut): string {
  return `${cut.piece} ${formatMm(cut.length_mm)}`;
}

/** The bar's number on paper and on the phone: "Bar 3" (numbered through the whole plan, as its QR code). */
export function barName(bar: CutPlanBar): string {
  return `Bar ${bar.seq}`;
}

/** "82.4 kg". */
export function formatKgFigure(kg: number): string {
  return `${kg.toLocaleString('en-IN', { maximumFractionDigits: 2 })} kg`;
}
