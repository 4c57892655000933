import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { Role } from '@steelworks/contract/roles';
import { useTestApp } from '../../../test/harness';
import { createSection as createSectionVia } from './cutting.fixtures';
import { auditLog } from '../../db/audit.table';
import { stockMovements } from '../store/store.table';

const t = useTestApp();

const createSection = (fields: Record<string, unknown> = {}, as: Role = 'admin') => createSectionVia(t, fields, {}, as);

describe('sections in the store', () => {
  it('makes a store item a section, receives bars, adds and removes offcuts; stock in metres follows with movement rows', async () => {
    const item = await createSection({}, 'storemanager');
    expect(item).toMatchObject({ unit_type: 'm', stock: 0, section: { channel_size: '4x2', gauge: '16G', kg_per_metre: 2.5, stock_length_mm: 3660 } });

    const received = await t.call('POST', `/store/sections/${item.id}/bars/`, { as: 'storemanager', body: { count: 3 } });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body).toMatchObject({ bars: 3, offcuts: [], metres: 10.98, kg: 27.45, stock: 10.98, label: '4x2 16G' });

    const added = await t.call('POST', `/store/sections/${item.id}/offcuts/`, { as: 'admin', body: { length_mm: '1250', reason: 'Found behind the saw' } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({ bars: 3, metres: 12.23, stock: 12.23 });
    expect(added.body.offcuts).toMatchObject([{ kind: 'offcut', length_mm: 1250, origin: 'correction', note: 'Found behind the saw' }]);

    const piece = added.body.offcuts[0].id;
    const removed = await t.call('POST', `/store/sections/${item.id}/pieces/${piece}/remove/`, { as: 'productionmanager', body: { reason: 'Bent' } });
    expect(removed.body).toMatchObject({ bars: 3, offcuts: [], stock: 10.98 });
    const again = await t.call('POST', `/store/sections/${item.id}/pieces/${piece}/remove/`, { as: 'admin', body: { reason: 'Bent' } });
    expect(again).toMatchObject({ status: 400, body: { error_message: 'This piece has already left the stock' } });

    const movements = await t.db.select().from(stockMovements).where(eq(stockMovements.storeItemId, item.id)).orderBy(asc(stockMovements.id));
    expect(movements.map((m) => [m.oldStock, m.newStock])).toEqual([
      ['0.000', '0.000'],
      ['0.000', '10.980'],
      ['10.980', '12.230'],
      ['12.230', '10.980'],
    ]);
    expect(movements[3]!.reason).toContain('Bent');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'section_piece'));
    expect(audits.filter((a) => a.entityId === piece).map((a) => a.action)).toEqual(['create', 'delete']);

    // The existing store screens read the same item.
    const read = await t.call('GET', `/store/store/${item.id}/`, { as: 'storemanager' });
    expect(read.body).toMatchObject({ stock: 10.98, out_of_stock: false });
  });

  it("refuses a section's stock set by hand, an incomplete section, and a plain item on the section routes", async () => {
    const item = await createSection();
    const edit = await t.call('PATCH', `/store/store/${item.id}/`, { as: 'admin', body: { stock: 5 } });
    expect(edit.status).toBe(400);
    expect(edit.body.stock).toEqual(["A section's stock is counted in bars and offcuts: receive bars or correct an offcut instead"]);
    const price = await t.call('PATCH', `/store/store/${item.id}/`, { as: 'admin', body: { price: '95.50' } });
    expect(price).toMatchObject({ status: 200, body: { price: '95.50', section: { channel_size: '4x2' } } });

    const incomplete = await t.call('POST', '/store/store/', {
      as: 'admin',
      body: { name: 'No length', unit_type: 'm', unit: 1, stock: 0, price: 0, is_section: true, channel_size: '5x2.5', gauge: '14' },
    });
    expect(incomplete).toMatchObject({ status: 400, body: { stock_length_mm: ['A section needs its channel size, gauge and stock length'] } });

    const plain = await t.call('POST', '/store/store/', { as: 'admin', body: { name: 'Hinge for sections', unit_type: 'pcs', unit: 1, stock: 4, price: 1 } });
    expect(plain.body.section).toBeNull();
    const notSection = await t.call('GET', `/store/sections/${plain.body.id}/`, { as: 'admin' });
    expect(notSection).toMatchObject({ status: 400, body: { error_message: 'This store item is not a section' } });
    const becomes = await t.call('PATCH', `/store/store/${plain.body.id}/`, { as: 'admin', body: { is_section: true, channel_size: '2x1', gauge: '18', stock_length_mm: 6000 } });
    expect(becomes.body.stock).toEqual(['This item has 4 in stock. Bring it to 0 first: a section\'s stock is counted in bars and offcuts']);

    await t.call('POST', `/store/sections/${item.id}/bars/`, { as: 'admin', body: { count: 1 } });
    const unsection = await t.call('PATCH', `/store/store/${item.id}/`, { as: 'admin', body: { is_section: false } });
    expect(unsection.body.is_section).toEqual(['This section still has 1 bars or offcuts in stock: remove them first']);
  });

  it('checks its inputs and its ids', async () => {
    const item = await createSection();
    const bad = await t.call('POST', `/store/sections/${item.id}/bars/`, { as: 'admin', body: { count: 0 } });
    expect(bad).toMatchObject({ status: 400, body: { count: ['Enter a number of bars from 1 to 1000'] } });
    const long = await t.call('POST', `/store/sections/${item.id}/offcuts/`, { as: 'admin', body: { length_mm: 4000, reason: 'x' } });
    expect(long).toMatchObject({ status: 400, body: { length_mm: ['Enter an offcut length of 1 to 3660 whole mm'] } });
    const noReason = await t.call('POST', `/store/sections/${item.id}/offcuts/`, { as: 'admin', body: { length_mm: 400 } });
    expect(noReason.status).toBe(400);
    expect((await t.call('GET', '/store/sections/999999/', { as: 'admin' })).status).toBe(404);
    expect((await t.call('POST', `/store/sections/${item.id}/pieces/999999/remove/`, { as: 'admin', body: { reason: 'x' } })).status).toBe(404);
  });

  it('is open to the store roles only', async () => {
    const item = await createSection();
    for (const role of ['admin', 'productionmanager', 'storemanager'] as Role[]) {
      expect((await t.call('GET', `/store/sections/${item.id}/`, { as: role })).status).toBe(200);
    }
    for (const role of ['worker', 'dealer', 'supervisor', 'qualitychecker', 'sheet_user'] as Role[]) {
      expect((await t.call('GET', `/store/sections/${item.id}/`, { as: role })).status).toBe(403);
      expect((await t.call('POST', `/store/sections/${item.id}/bars/`, { as: role, body: { count: 1 } })).status).toBe(403);
    }
  });
});
