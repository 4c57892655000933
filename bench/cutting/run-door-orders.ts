// The cutting bench on generated door orders of a day and a month (bench/lib/door-orders.ts): each item's channel
// pieces by the default cut rules (a door's jambs H + a and head W + 2a, a window's four sides), cut from 3,660 mm
// bars with a 3 mm kerf and 300 mm offcuts. Reports bars used against FFD and the lower bound, waste % and CPU.
import { DEFAULT_CUT_RULES } from '@steelworks/contract/cut-rules';
import { planCuts, planCutsFfd } from '../../apps/server/src/modules/cutting/cut-solver';
import { PLAN_WORK } from '../../apps/server/src/modules/cutting/work-budget';
import { DOOR_ORDER_RUNS, generateDoorOrders } from '../lib/door-orders';

const lengthOf = (formula: string, W: number, H: number, a: number) =>
  ({ 'H + a': H + a, 'W + 2a': W + 2 * a, H, W })[formula] ?? Number.NaN;

export async function runCuttingDoorOrders(log: (line: string) => void): Promise<void> {
  log('| orders | pieces | bars | FFD bars | lower bound | waste % | CPU ms |');
  log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const run of DOOR_ORDER_RUNS) {
    const pieces: { length: number; ref: string }[] = [];
    for (const item of generateDoorOrders(run.days, run.seed)) {
      const rule = DEFAULT_CUT_RULES.find((r) => r.product_type === item.kind)!;
      for (let unit = 1; unit <= item.units; unit++) {
        for (const piece of rule.pieces) {
          for (let k = 1; k <= piece.count; k++) pieces.push({ length: lengthOf(piece.length, item.W, item.H, rule.allowance_mm), ref: `${item.ref} unit ${unit} ${piece.name} ${k}` });
        }
      }
    }
    const input = { stockLength: 3660, kerf: 3, minOffcut: 300, pieces, work: PLAN_WORK };
    const before = process.cpuUsage();
    const plan = await planCuts(input);
    const used = process.cpuUsage(before);
    const waste = (100 * (1 - plan.stats.totalPieceLength / plan.stats.totalStockLength)).toFixed(1);
    const bound = Math.max(plan.stats.lowerBound, plan.stats.lpBound ?? 0);
    log(`| ${[run.name, pieces.length, plan.stats.barsUsed, planCutsFfd(input).stats.barsUsed, bound, waste, Math.round((used.user + used.system) / 1000)].join(' | ')} |`);
  }
}
