// The cut solver's budget is work, not time (docs/decisions/036-deterministic-cut-plans.md): every phase counts the
// basic operations it does (knapsack table cells, simplex iterations, search nodes, pieces placed) into one counter,
// and stops on the count. The same input therefore takes the same steps and gives the same plan on any machine and at
// any load. A wall-clock limit stays only as a safety net far above the normal time (a plan that hits it is no longer
// reproducible, and says so in `safetyStop`).

/** Work units of the product's plan: about 2 s of CPU on the reference machine (the decision record's figures). */
export const PLAN_WORK = 500_000_000;
/** The safety net: thirty times the normal time (a machine at load 16 on 2 CPUs runs a plan 8 times slower by the clock). */
export const SAFETY_MS = 60_000;

export class WorkBudget {
  used = 0;
  /** True once the wall-clock safety net stopped a phase. */
  safetyStop = false;
  private readonly safetyDeadline: number;

  constructor(
    readonly limit: number,
    safetyMs: number = SAFETY_MS,
  ) {
    this.safetyDeadline = performance.now() + safetyMs;
  }

  spend(units: number): void {
    this.used += units;
  }

  get left(): number {
    return Math.max(0, this.limit - this.used);
  }

  /** The count at which a phase given `fraction` of what is left must stop. */
  mark(fraction: number): number {
    return this.used + this.left * fraction;
  }

  /** Past `mark` (default: the whole budget), or past the safety net. */
  spent(mark: number = this.limit): boolean {
    if (this.used >= mark) return true;
    if (performance.now() > this.safetyDeadline) this.safetyStop = true;
    return this.safetyStop;
  }

  /** Milliseconds to the safety net, for a solver that takes a time limit (HiGHS's MIP). */
  safetyLeftMs(): number {
    return Math.max(1, this.safetyDeadline - performance.now());
  }
}

/**
 * A plan's work shared by its sections, in order: each gets what the ones before left divided by the sections still
 * to plan (at least a tenth of the plan's), so a section that first-fit decreasing or the LP bound settles at once
 * leaves its work to the others. `used` is the work the sections before spent (CutPlanStats.work): a count, so the
 * shares are the same on every run.
 */
export function sectionWork(used: number, index: number, sections: number, plan: number = PLAN_WORK): number {
  return Math.max(Math.floor(plan / 10), Math.floor((plan - used) / (sections - index)));
}
