/**
 * On a real PostgreSQL server (PGlite is one connection): works completed while their period's sheet is being
 * approved are paid exactly once, by that sheet or as late works by the next period's (docs/product/wages.md#wage-sheet);
 * a monthly and a weekly sheet made at the same moment for overlapping periods: one of them only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDaysTo } from '@steelworks/contract/common/dates';
import { useOrderWorld } from '../../../test/order-world';
import { computeSheetLines } from './sheet-lines.service';
import { call, newWorker, unitsFor } from './wages.fixtures';
import { wageSheets } from './wage-sheets.table';
import { wageSettings } from './wages.table';

const world = useOrderWorld();
let worker: { id: number; token: string };

beforeAll(async () => {
  worker = await newWorker(world, 'Concurrent Sheet');
  const rate = await call(world, 'POST', '/wages/rates', 'admin', { work_type: 'Grinding', rate: '6.00', effective_from: world.today });
  expect(rate.status, JSON.stringify(rate.body)).toBe(201);
});

describe('a sheet approved while works complete', () => {
  it('12 completions during the approval: each work is in the approved sheet or in the next period, never both, never lost', async () => {
    const from = `${world.today.slice(0, 8)}01`;
    const created = await call(world, 'POST', '/wages/sheets', 'admin', { period_from: from });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const units = await unitsFor(world, [{ product_type: 'Gate', quantity: 12 }]);
    const assigned = await world.t.call('POST', '/production/productionitemwork/', {
      as: 'admin',
      body: { work_type: 'Grinding', worker: worker.id, status: 'In Progress', production_items: units },
    });
    expect(assigned.status).toBe(201);
    const ids: number[] = assigned.body.map((w: { id: number }) => w.id);
    const answers = await Promise.all([
      ...ids.slice(0, 6).map((id) => world.t.call('PATCH', `/production/productionitemwork/${id}/`, { token: worker.token, body: { status: 'Completed' } })),
      call(world, 'POST', `/wages/sheets/${created.body.id}/approve`, 'admin'),
      ...ids.slice(6).map((id) => world.t.call('PATCH', `/production/productionitemwork/${id}/`, { token: worker.token, body: { status: 'Completed' } })),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(13).fill(200));
    const approved = answers[6]!.body;
    const inSheet = approved.lines.find((l: { worker: number }) => l.worker === worker.id)?.works ?? 0;
    const to = created.body.period_to as string;
    const next = await computeSheetLines(world.t.db, { id: 0, periodFrom: addDaysTo(to, 1), periodTo: addDaysTo(to, 31) }, { timeZone: world.t.config.timeZone, late: { from, to } });
    const late = next.find((l) => l.worker === worker.id)?.works ?? 0;
    expect(inSheet + late).toBe(12);
    // Reading the approved sheet again gives the same frozen line: nothing completed later changes it.
    const again = await call(world, 'GET', `/wages/sheets/${created.body.id}`, 'admin');
    expect(again.body.lines.find((l: { worker: number }) => l.worker === worker.id)?.works ?? 0).toBe(inSheet);
  });
});

describe('overlapping sheets made at once', () => {
  it('a monthly sheet and a weekly one inside its month, both at once: one is made, the other 409, never both', async () => {
    // Two months ago, so the sheets of the test above do not meet these; weekly from its second Monday on.
    const m = `${addDaysTo(`${addDaysTo(`${world.today.slice(0, 8)}01`, -1).slice(0, 8)}01`, -1).slice(0, 8)}01`;
    const monday = addDaysTo(addDaysTo(m, (8 - new Date(`${m}T00:00:00Z`).getUTCDay()) % 7), 7);
    await world.t.db.insert(wageSettings).values([{ effectiveFrom: m }, { effectiveFrom: monday, wagePeriod: 'week' }]);
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([
        call(world, 'POST', '/wages/sheets', 'admin', { period_from: m }),
        call(world, 'POST', '/wages/sheets', 'productionmanager', { period_from: monday }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      const made = await world.t.db.select().from(wageSheets);
      expect(made.filter((s) => s.periodFrom === m || s.periodFrom === monday)).toHaveLength(1);
      await world.t.db.delete(wageSheets).where(eq(wageSheets.id, answers.find((a) => a.status === 201)!.body.id));
    }
  });
});
