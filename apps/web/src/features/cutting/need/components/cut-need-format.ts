import type { CutNeedProblem, CutNeedSection } from '@steelworks/contract/cut-need';

/** "3,660 mm". */
function formatMm(mm: number): string {
  return `${mm.toLocaleString('en-IN')} mm`;
}

/** "17.25 m". */
export function formatMetres(metres: number): string {
  return `${metres.toLocaleString('en-IN', { maximumFractionDigits: 2 })} m`;
}

/** "32.1 kg". */
export function formatKgFigure(kg: number): string {
  return `${kg.toLocaleString('en-IN', { maximumFractionDigits: 2 })} kg`;
}

/** "1 piece", "24 pieces". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;
}

/** "5 bars of 3,660 mm". */
export function barsOf(section: Pick<CutNeedSection, 'bars' | 'section'>): string {
  return `${plural(section.bars, 'bar')} of ${formatMm(section.section.stock_length_mm)}`;
}

/** "Item 2: No cut rule for Window". */
export function problemLine(problem: CutNeedProblem): string {
  return problem.sr_no ? `Item ${problem.sr_no}: ${problem.message}` : problem.message;
}
