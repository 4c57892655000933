import { planCuts } from './cut-solver';

/** What the cut plan service needs of the solver: one section's pieces over its offcuts and full bars. */
export type SolveInput = {
  stockLength: number;
  kerf: number;
  minOffcut: number;
  offcuts: { id: string; length: number }[];
  pieces: { length: number; ref: string }[];
  /** Work units for this section (work-budget.ts `sectionWork`). */
  work: number;
};
type SolvedBar = {
  source: 'offcut' | 'bar';
  offcutId?: string;
  length: number;
  cuts: { length: number; ref: string }[];
  remainder: number;
  remainderKind: 'offcut' | 'scrap' | 'none';
};
export type Solved = { bars: SolvedBar[]; lowerBound: number; ffdBars: number; method: string; work: number; timeMs: number };

/** The one place that calls the solver (cut-solver.ts), so its shape is known here only. */
export async function solveSection(input: SolveInput): Promise<Solved> {
  const plan = await planCuts(input);
  return {
    bars: plan.bars,
    lowerBound: Math.max(plan.stats.lowerBound, plan.stats.lpBound ?? 0),
    ffdBars: plan.stats.ffdBars,
    method: plan.stats.method,
    work: plan.stats.work,
    timeMs: plan.stats.timeMs,
  };
}
