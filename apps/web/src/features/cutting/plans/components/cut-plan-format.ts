import type { CutPlanBar, PlannedCut } from '@steelworks/contract/cut-plan';
import type { StatusColors } from '../../../../components/status-badge';
import { translate } from '../../../../lib/i18n/i18n';

/**
 * The cut list's words and units, in the person's language (issue 40 point 9: the cutter's screens are in Hindi too;
 * decision 035: the English text is the key). The screens that show them re-render when the language changes.
 */

export const CUT_PLAN_STATUS_COLORS: StatusColors = { Planned: 'blue', Cut: 'green', Discarded: 'gray' };

/** "6,000 mm" ("6,000 मिमी"). */
export function formatMm(mm: number): string {
  return translate('{{n}} mm', { n: mm.toLocaleString('en-IN') });
}

/** "Full bar 6,000 mm" or "Offcut #41 · 1,200 mm". */
export function barSource(bar: CutPlanBar): string {
  return bar.source === 'bar'
    ? translate('Full bar {{length}}', { length: formatMm(bar.length_mm) })
    : translate('Offcut #{{id}} · {{length}}', { id: bar.offcut_piece ?? '?', length: formatMm(bar.length_mm) });
}

/** What is left of a bar after its cuts: "New offcut 820 mm" kept, "Scrap 120 mm", or nothing. */
export function barRemainder(bar: CutPlanBar): string {
  if (bar.remainder_kind === 'offcut') return translate('New offcut {{length}}', { length: formatMm(bar.remainder_mm) });
  if (bar.remainder_kind === 'scrap') return translate('Scrap {{length}}', { length: formatMm(bar.remainder_mm) });
  return translate('No remainder');
}

/** "Jamb 2,150 mm". */
export function cutTitle(cut: PlannedCut): string {
  return `${translate(cut.piece)} ${formatMm(cut.length_mm)}`;
}

/** The server's "WO 12 #1 Door Frame 90x210 · unit 2 of 3 · Jamb", read back into its parts. */
const CUT_LABEL = /^WO (\d+) #(\d+) (.*?) · unit (\d+) of (\d+) · (.+)$/;

/** What a piece is for, in the person's language; a label of another shape stays as the server wrote it. */
export function cutLabel(cut: PlannedCut): string {
  const match = CUT_LABEL.exec(cut.label);
  if (!match) return cut.label;
  const [, workOrder, srNo, item, unit, units, piece] = match;
  // The item is "<product type> <W>x<H>": the type is a dictionary word, the size stays as it is.
  const size = /^(.*?)\s*(\d+(?:\.\d+)?x\d+(?:\.\d+)?)$/.exec(item!);
  const described = size ? `${translate(size[1]!)} ${size[2]}`.trim() : translate(item!);
  return translate('WO {{wo}} #{{sr}} {{item}} · unit {{n}} of {{total}} · {{piece}}', {
    wo: workOrder,
    sr: srNo,
    item: described,
    n: unit,
    total: units,
    piece: translate(piece!),
  });
}

/** The bar's number on paper and on the phone: "Bar 3" (numbered through the whole plan, as its QR code). */
export function barName(bar: CutPlanBar): string {
  return translate('Bar {{n}}', { n: bar.seq });
}

/** "82.4 kg". */
export function formatKgFigure(kg: number): string {
  return translate('{{n}} kg', { n: kg.toLocaleString('en-IN', { maximumFractionDigits: 2 }) });
}
