/**
 * Confirmations of nest plans racing on real PostgreSQL (PGlite has one connection, so it cannot race): two plans over
 * the same remnant confirmed at once, exactly one wins and the other is refused with what is missing.
 * Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx vitest run --project server-pg <this file>
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/harness';
import { createStockSheet, quantityOf, typed } from './nest.fixtures';
import { sheetRemnantMovements, sheetRemnants } from './nest.table';

const t = useTestApp();

describe('confirming nest plans concurrently', () => {
  it('lets exactly one of two plans over the same remnant through; the remnant is never used twice', async () => {
    const sheet = await createStockSheet(t, { thick: '1.50', width: 1250, height: 2500, quantity: 8 });
    const [remnant] = await t.db.insert(sheetRemnants).values({ sheetId: sheet.id, thick: '1.50', width: 800, height: 800, origin: 'received' }).returning();
    const plans = [];
    for (let i = 0; i < 2; i++) {
      // A part on the remnant and one that needs a whole sheet: the sheets are locked too.
      const made = await t.call('POST', '/sheet/nest-plans/', { as: 'admin', body: { parts: [typed('Cover', '1.50', 600, 600), typed('Skin', '1.50', 1200, 2400)] } });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(made.body.sheets.map((s: { remnant: number | null }) => s.remnant)).toContain(remnant!.id);
      plans.push(made.body);
    }
    const answers = await Promise.all(plans.map((plan, i) => t.call('POST', `/sheet/nest-plans/${plan.id}/confirm/`, { as: i ? 'admin' : 'productionmanager' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.missing).toEqual([{ remnant: remnant!.id, message: `Remnant R${remnant!.id} (800 x 800 mm) has left the stock` }]);
    const winner = plans[answers.findIndex((a) => a.status === 200)];
    const [used] = await t.db.select().from(sheetRemnants).where(eq(sheetRemnants.id, remnant!.id));
    expect(used!.usedByPlanId).toBe(winner.id);
    expect(await t.db.select().from(sheetRemnantMovements).where(eq(sheetRemnantMovements.remnantId, remnant!.id))).toHaveLength(1);
    // One plan's whole sheet left the stock, not two.
    expect(await quantityOf(t, sheet.id)).toBe(7);
  });
});
