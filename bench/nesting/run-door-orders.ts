// The nesting bench on generated door orders of a day and a month (bench/lib/door-orders.ts): the sheet parts of each
// item by the default sheet part rules, nested per thickness on 1250 x 2500 sheets with the product's settings (no
// kerf, 300 mm remnants, 3 stages). Reports sheets used against shelf first fit and the area bound, waste % and CPU.
import { DEFAULT_SHEET_RULES, sheetPartSize } from '@steelworks/contract/sheet-nest';
import { NEST_WORK, nestParts, type NestPart } from '../../apps/server/src/modules/sheet/nesting/guillotine';
import { DOOR_ORDER_RUNS, generateDoorOrders } from '../lib/door-orders';

export function runNestingDoorOrders(log: (line: string) => void): void {
  log('| orders | thicknesses | parts | sheets | shelf first fit | area bound | waste % | CPU ms |');
  log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const run of DOOR_ORDER_RUNS) {
    const byThick = new Map<string, NestPart[]>();
    for (const item of generateDoorOrders(run.days, run.seed)) {
      const rule = DEFAULT_SHEET_RULES.find((r) => r.product_type === item.kind);
      for (const part of rule?.parts ?? []) {
        const sized = sheetPartSize(part, rule!.allowance_mm, { W: item.W, H: item.H });
        if (!sized.ok) continue;
        for (let k = 0; k < item.units * part.count; k++) {
          if (!byThick.has(part.thick)) byThick.set(part.thick, []);
          byThick.get(part.thick)!.push({ ref: `${item.ref} ${part.name} ${k + 1}`, w: sized.w, h: sized.h, rotate: !part.grain });
        }
      }
    }
    let parts = 0;
    let sheets = 0;
    let shelf = 0;
    let bound = 0;
    let partArea = 0;
    const before = process.cpuUsage();
    for (const [thick, list] of [...byThick.entries()].sort()) {
      const result = nestParts({ parts: list, stock: [{ id: `sheet ${thick}`, kind: 'sheet', w: 1250, h: 2500, count: list.length }], kerf: 0, minRemnant: 300, stages: 3, work: NEST_WORK });
      parts += list.length;
      sheets += result.stats.sheetsUsed;
      shelf += result.stats.baselineSheets;
      bound += result.stats.areaLowerBound;
      partArea += list.reduce((t, p) => t + p.w * p.h, 0);
    }
    const used = process.cpuUsage(before);
    const waste = (100 * (1 - partArea / (sheets * 1250 * 2500))).toFixed(1);
    log(`| ${[run.name, byThick.size, parts, sheets, shelf, bound, waste, Math.round((used.user + used.system) / 1000)].join(' | ')} |`);
  }
}
