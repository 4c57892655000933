/**
 * Issue 32 point 5, material by weight, on the orders tests' world: a door frame product 90x210 on 4x2 16G and a window
 * 120x150 on 3x1 18G. Door: 2 jambs of 2150 mm and a head of 1000 mm (5.3 m); window: 2 x 1500 and 2 x 1200 (5.4 m).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Role } from '@steelworks/contract/roles';
import { useOrderWorld } from '../../../test/order-world';
import { setStock } from '../order/order.fixtures';
import { productRawMaterials } from '../product/product.table';
import { createSection, createWorkOrder } from './cutting.fixtures';

const world = useOrderWorld();
const sections = {} as { door: { id: number }; window: { id: number } };

async function placeOrder(items: Array<{ product: number; quantity: number }>, approve = false) {
  const created = await world.t.call('POST', '/order/order/', { as: 'admin', body: { dealer: world.w.dealerId, orderitem: items.map((i) => ({ ...i, material: 'GI' })) } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  if (approve) {
    const approved = await world.t.call('PATCH', `/order/order/${created.body.id}/`, { as: 'admin', body: { status: 'Approved' } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  }
  return created.body as { id: number; auto_id: number };
}

const need = (query: string, as: Role = 'productionmanager') => world.t.call('GET', `/cutting/need/?${query}`, { as });

beforeAll(async () => {
  sections.door = await createSection(world.t, { name: 'Section 4x2 16G', channel_size: '4x2', gauge: '16G', kg_per_metre: '2.5', price: '200.00' }, { bars: 2, offcuts: [2200] });
  sections.window = await createSection(world.t, { name: 'Section 3x1 18G', channel_size: '3x1', gauge: '18', kg_per_metre: '1.4', price: '105.00' }, { bars: 10 });
});

describe('GET /cutting/need/', () => {
  it("answers a product's raw steel from its cut rule: metres, kg, bars and cost at the section's price", async () => {
    const door = await need(`product=${world.w.door}`);
    expect(door.status, JSON.stringify(door.body)).toBe(200);
    expect(door.body).toEqual({
      sections: [
        {
          store_item: sections.door.id,
          name: 'Section 4x2 16G',
          label: '4x2 16G',
          section: { channel_size: '4x2', gauge: '16G', kg_per_metre: 2.5, stock_length_mm: 3660 },
          pieces: 3,
          piece_mm: 5300,
          metres: 5.3,
          kg: 13.25,
          // 2150 + 3 + 2150 > 3660: the jambs take a bar each, the head shares one.
          bars: 2,
          bar_share: 1.45,
          price_per_metre: '200.00',
          price_per_kg: '80.00',
          price_per_bar: '732.00',
          cost: '1060.00',
          bars_cost: '1464.00',
        },
      ],
      problems: [],
      metres: 5.3,
      kg: 13.25,
      bars: 2,
      cost: '1060.00',
    });
  });

  it('answers an order and a work order per section, naming what cannot be worked out', async () => {
    const order = await placeOrder([
      { product: world.w.door, quantity: 2 },
      { product: world.w.window, quantity: 1 },
    ]);
    const answer = await need(`order=${order.id}`, 'storemanager');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.sections.map((s: Record<string, unknown>) => [s.label, s.pieces, s.metres, s.kg, s.bars, s.cost])).toEqual([
      ['4x2 16G', 6, 10.6, 26.5, 4, '2120.00'],
      ['3x1 18G', 4, 5.4, 7.56, 2, '567.00'],
    ]);
    expect(answer.body).toMatchObject({ metres: 16, kg: 34.06, bars: 6, cost: '2687.00', problems: [] });

    const workOrder = await createWorkOrder(world.t, [
      { product_type: 'Door Frame', channel_size: '4x2', channel_guage: '16', width: 90, height: 210, quantity: 3 },
      { product_type: 'Gate', channel_size: '6x3', channel_guage: '14', width: 300, height: 180, quantity: 1 },
      { product_type: 'Window Frame', channel_size: '7x3', channel_guage: '14', width: 120, height: 150, quantity: 1 },
    ]);
    const wo = await need(`work_order=${workOrder.id}`);
    expect(wo.body.sections.map((s: Record<string, unknown>) => [s.label, s.pieces, s.metres, s.kg])).toEqual([['4x2 16G', 9, 15.9, 39.75]]);
    expect(wo.body.problems).toEqual([
      { item: workOrder.items[1]!.id, sr_no: 2, message: 'No cut rule for the product type "Gate"' },
      { item: workOrder.items[2]!.id, sr_no: 3, message: 'No section in stock for 7x3 14G' },
    ]);
  });

  it('refuses other roles, a query that names not exactly one thing, and ids of nothing', async () => {
    for (const role of ['admin', 'productionmanager', 'storemanager'] as Role[]) expect((await need(`product=${world.w.door}`, role)).status).toBe(200);
    for (const role of ['dealer', 'worker', 'supervisor', 'qualitychecker', 'sheet_user', 'fieldstaff'] as Role[]) {
      expect((await need(`product=${world.w.door}`, role)).status).toBe(403);
    }
    expect((await world.t.call('GET', `/cutting/need/?product=${world.w.door}`)).status).toBe(401);
    const none = await need('');
    expect(none).toMatchObject({ status: 400, body: { work_order: ['Ask for one work order, one order or one product'] } });
    expect((await need(`product=${world.w.door}&order=1`)).status).toBe(400);
    expect((await need('product=abc')).status).toBe(400);
    for (const query of ['product=999999', 'order=999999', 'work_order=999999']) expect((await need(query)).status).toBe(404);
  });
});

describe('sections in the purchase list and store supply', () => {
  it('asks for a section in whole stock lengths after the offcuts on hand; plain items are listed as before', async () => {
    // Open: the pending orders' 2 + 3 doors and the work order's 3 doors (the tests above), 16 jambs of 2150 mm and
    // 8 heads of 1000 mm. The 2200 offcut takes a jamb; 15 jambs need a bar each, and the heads share them
    // (2150 + 3 + 1000 <= 3660): 15 bars needed, 2 in stock, 13 to buy = 47.58 m at Rs 200.
    await placeOrder([{ product: world.w.door, quantity: 3 }]);
    const answer = await world.t.call('GET', '/planning/purchase-list/?search=Section', { as: 'storemanager' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.results).toHaveLength(1);
    expect(answer.body.results[0]).toMatchObject({
      id: sections.door.id,
      name: 'Section 4x2 16G',
      unit_type: 'm',
      needed: 42.4,
      stock: 9.52,
      shortage: 47.58,
      estimated_cost: '9516.00',
      order_count: 2,
      section: { label: '4x2 16G', stock_length_mm: 3660, bars_needed: 15, bars_in_stock: 2, offcuts_in_stock: 1, bars_to_buy: 13, kg_to_buy: 118.95 },
    });
    expect(answer.body.results[0].section.work_orders).toHaveLength(1);
    await setStock(world.t.db, world.w.channel, '1');
    const plain = (await world.t.call('GET', '/planning/purchase-list/', { as: 'storemanager' })).body.results;
    expect(plain.find((r: { id: number }) => r.id === world.w.channel)).toMatchObject({ name: 'MS Channel 4x2 16G', section: null });
    await setStock(world.t.db, world.w.channel, '100');
  });

  it("refuses a store supply that would take a section's stock, and changes nothing", async () => {
    await world.t.db.insert(productRawMaterials).values({ productId: world.w.window, storeItemId: sections.window.id, quantity: '5.4' });
    try {
      const order = await placeOrder([{ product: world.w.window, quantity: 1 }], true);
      const supplies = (await world.t.call('GET', '/store/storemanagerview/?status=Not Provided', { as: 'storemanager' })).body.results;
      const supply = supplies.find((s: { order: number }) => s.order === order.id);
      const before = (await world.t.call('GET', `/store/sections/${sections.window.id}/`, { as: 'storemanager' })).body;
      const refused = await world.t.call('PUT', `/store/storemanagerview/${supply.id}/`, { as: 'storemanager', body: { status: 'Provided' } });
      expect(refused.status).toBe(400);
      expect(refused.body.error_message).toBe(
        "Section 3x1 18G is a section: a section leaves the store only as cut pieces (plan and confirm a cut list), not by a store supply. Take it off the product's raw materials: its cut rule gives the need",
      );
      expect((await world.t.call('GET', `/store/sections/${sections.window.id}/`, { as: 'storemanager' })).body).toEqual(before);
      const still = await world.t.call('GET', `/store/storemanagerview/${supply.id}/`, { as: 'storemanager' });
      expect(still.body.status).toBe('Not Provided');
    } finally {
      await world.t.db.delete(productRawMaterials).where(eq(productRawMaterials.storeItemId, sections.window.id));
    }
  });
});
