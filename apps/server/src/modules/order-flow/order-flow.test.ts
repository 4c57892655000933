/**
 * The guards between the steps of an order (docs/product/guards.md#order-flow-guards): Started only by Provide, Ship only when every
 * item passed QC, no Provide after Canceled/Shipped/Delivered, canceled supplies, QC only after Provide, and the
 * order rules (quantity 1..10,000, a price, Panel before the full addon list, Open Side in any case, stale quantities).
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_MOVES, ORDER_TEXT } from '@steelworks/contract/order';
import { SCHEDULE_TEXT } from '@steelworks/contract/schedule';
import type { Role } from '@steelworks/contract/roles';
import { useOrderWorld } from '../../../test/order-world';
import { products } from '../product/product.table';
import { storeSupplies } from '../schedule/schedule.table';
import { addDays } from '../schedule/schedule.capacity';
import { stockOf } from '../order/order.fixtures';
import { orders } from '../order/order.table';

const world = useOrderWorld();


type ScheduleRef = { id: number; auto_id: string };

async function approvedOrder(items: Array<{ product: number; quantity: number }> = [{ product: world.w.door, quantity: 1 }]) {
  const created = await world.t.call('POST', '/order/order/', {
    as: 'admin',
    body: { dealer: world.w.dealerId, orderitem: items.map((i) => ({ ...i, material: 'GI' })) },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const approved = await world.t.call('PATCH', `/order/order/${created.body.id}/`, { as: 'admin', body: { status: 'Approved' } });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  const schedule: ScheduleRef[] = approved.body.orderitem.flatMap((i: { schedule_items: ScheduleRef[] }) => i.schedule_items);
  return { id: created.body.id as number, schedule };
}

async function supplyIdOf(autoId: string): Promise<number> {
  const [row] = await world.t.db.select({ id: storeSupplies.id }).from(storeSupplies).where(eq(storeSupplies.autoId, autoId));
  return row!.id;
}

const provide = async (autoId: string, as: Role = 'storemanager') =>
  world.t.call('PUT', `/store/storemanagerview/${await supplyIdOf(autoId)}/`, { as, body: { status: 'Provided' } });
const check = (autoId: string, qc_status = 'Approved') =>
  world.t.call('POST', '/supervisor/finishedproducts/', { as: 'qualitychecker', body: { supervisor_schedule_item_auto_id: autoId, qc_status, note: '' } });
const move = (id: number, status: string) => world.t.call('PATCH', `/order/order/${id}/`, { as: 'admin', body: { status } });

describe('Started only through Provide', () => {
  it('the moves a person may make are the spec moves plus Cancel for Approved; Started is not among them', () => {
    expect(ORDER_MOVES.Approved).toEqual(['Shipped', 'Canceled']);
    expect(Object.values(ORDER_MOVES).flat()).not.toContain('Started');
  });

  it('an Approved order chosen Started by hand is refused; its first Provide starts it', async () => {
    const order = await approvedOrder();
    const byHand = await move(order.id, 'Started');
    expect(byHand).toMatchObject({ status: 400, body: { error_message: ORDER_TEXT.startedByProvide } });
    expect((await provide(order.schedule[0]!.auto_id)).status).toBe(200);
    expect((await world.t.call('GET', `/order/order/${order.id}/`, { as: 'admin' })).body.status).toBe('Started');
  });
});

describe('Ship needs every schedule item Finished', () => {
  it('the refusal names the unfinished items; once all passed QC the order ships', async () => {
    const order = await approvedOrder([
      { product: world.w.door, quantity: 1 },
      { product: world.w.door, quantity: 2 },
    ]);
    const [first, second] = order.schedule;
    for (const item of order.schedule) expect((await provide(item.auto_id)).status).toBe(200);
    expect((await check(first!.auto_id)).status).toBe(201);
    expect((await check(second!.auto_id, 'Defected')).status).toBe(201);

    const refused = await move(order.id, 'Shipped');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error_message: `Cannot ship yet: schedule item ${second!.auto_id} is not Finished (QC Approved)`,
      unfinished: [second!.auto_id],
      code: 'rule_refused',
    });
    expect((await world.t.call('GET', `/order/order/${order.id}/`, { as: 'admin' })).body.status).toBe('Started');

    expect((await check(second!.auto_id)).status).toBe(201);
    expect((await move(order.id, 'Shipped')).body.status).toBe('Shipped');
  });

  it('names every unfinished item of an order that was never provided', async () => {
    const order = await approvedOrder([
      { product: world.w.door, quantity: 1 },
      { product: world.w.door, quantity: 1 },
    ]);
    const refused = await move(order.id, 'Shipped');
    const ids = order.schedule.map((s) => s.auto_id);
    expect(refused.body.error_message).toBe(`Cannot ship yet: schedule items ${ids.join(', ')} are not Finished (QC Approved)`);
  });
});

describe('Provide after the order moved on', () => {
  it('a canceled order takes its supplies out of Not Provided: History shows them Canceled and Provide is refused', async () => {
    const order = await approvedOrder();
    const autoId = order.schedule[0]!.auto_id;
    expect((await move(order.id, 'Canceled')).status).toBe(200);

    const notProvided = await world.t.call('GET', `/store/storemanagerview/?status=not%20provided&search=${autoId}`, { as: 'storemanager' });
    expect(notProvided.body.results.map((s: { auto_id: string }) => s.auto_id)).not.toContain(autoId);
    const history = await world.t.call('GET', `/store/storemanagerview/?search=${autoId}`, { as: 'storemanager' });
    expect(history.body.results.find((s: { auto_id: string }) => s.auto_id === autoId)).toMatchObject({ status: 'Canceled' });
    const canceledTab = await world.t.call('GET', `/store/storemanagerview/?status=canceled&search=${autoId}`, { as: 'storemanager' });
    expect(canceledTab.body.results).toHaveLength(1);

    const hinges = await stockOf(world.t.db, world.w.hinge);
    expect(await provide(autoId)).toMatchObject({ status: 400, body: { error_message: SCHEDULE_TEXT.supplyCanceled } });
    expect(await stockOf(world.t.db, world.w.hinge)).toBe(hinges);
    const detail = await world.t.call('GET', `/order/order/${order.id}/`, { as: 'admin' });
    expect(detail.body.orderitem[0].schedule_items[0].status).toBe('Canceled');
  });

  it('an order already Shipped or Delivered (older data) takes no more stock: Provide is refused', async () => {
    for (const [status, message] of [
      ['Shipped', SCHEDULE_TEXT.supplyShipped],
      ['Delivered', SCHEDULE_TEXT.supplyDelivered],
    ] as const) {
      const order = await approvedOrder();
      // Before these guards an order could be shipped with its supply Not Provided (order #89 of the issue).
      await world.t.db.update(orders).set({ status }).where(eq(orders.id, order.id));
      const channel = await stockOf(world.t.db, world.w.channel);
      expect(await provide(order.schedule[0]!.auto_id)).toMatchObject({ status: 400, body: { error_message: message } });
      expect(await stockOf(world.t.db, world.w.channel)).toBe(channel);
    }
  });

  it('the Raw Materials of a supply show the stock on hand beside each needed quantity', async () => {
    const order = await approvedOrder([{ product: world.w.door, quantity: 3 }]);
    const supply = await world.t.call('GET', `/store/storemanagerview/${await supplyIdOf(order.schedule[0]!.auto_id)}/`, { as: 'storemanager' });
    expect(supply.body.raw_materials).toEqual([
      expect.objectContaining({ store_item: world.w.channel, quantity: 6, stock: await stockOf(world.t.db, world.w.channel) }),
      expect.objectContaining({ store_item: world.w.hinge, quantity: 12, stock: await stockOf(world.t.db, world.w.hinge) }),
    ]);
  });
});

describe('QC only after Provide, never for a canceled order', () => {
  it('refuses a check before the Provide and says why in the lookup too', async () => {
    const order = await approvedOrder();
    const autoId = order.schedule[0]!.auto_id;
    const lookup = await world.t.call('POST', '/supervisor/finished-product-id/', { as: 'qualitychecker', body: { id: autoId } });
    expect(lookup.body).toMatchObject({ status: 'Not Provided', order_status: 'Approved', qc_refusal: SCHEDULE_TEXT.qcNotProvided });
    expect(await check(autoId)).toMatchObject({ status: 400, body: { error_message: SCHEDULE_TEXT.qcNotProvided } });

    expect((await provide(autoId)).status).toBe(200);
    const ready = await world.t.call('POST', '/supervisor/finished-product-id/', { as: 'qualitychecker', body: { id: autoId } });
    expect(ready.body).toMatchObject({ status: 'Provided', order_status: 'Started', qc_refusal: null });
    expect((await check(autoId)).status).toBe(201);
  });

  it('an item of a canceled order is looked up with the cancellation, and no check is recorded', async () => {
    const order = await approvedOrder();
    const autoId = order.schedule[0]!.auto_id;
    expect((await move(order.id, 'Canceled')).status).toBe(200);
    const lookup = await world.t.call('POST', '/supervisor/finished-product-id/', { as: 'qualitychecker', body: { id: autoId } });
    expect(lookup.body).toMatchObject({ order_status: 'Canceled', status: 'Canceled', qc_refusal: SCHEDULE_TEXT.qcOrderCanceled });
    for (const status of ['Approved', 'Defected']) {
      expect(await check(autoId, status)).toMatchObject({ status: 400, body: { error_message: SCHEDULE_TEXT.qcOrderCanceled } });
    }
  });
});

describe('order rules', () => {
  const post = (orderitem: unknown[], as: Role = 'admin') => world.t.call('POST', '/order/order/', { as, body: { dealer: world.w.dealerId, orderitem } });

  it('a quantity is 1 to 10,000; a negative is refused with a message, never made positive', async () => {
    for (const [quantity, message] of [
      [10_001, ORDER_TEXT.quantityMax],
      [-5, ORDER_TEXT.quantityMin],
      ['-5', ORDER_TEXT.quantityMin],
      [0, ORDER_TEXT.quantityMin],
    ] as const) {
      const response = await post([{ product: world.w.door, quantity, material: '' }]);
      expect(response.status).toBe(400);
      expect(response.body['orderitem.0.quantity']).toEqual([message]);
    }
    const addon = await post([{ product: world.w.door, quantity: 1, material: '', orderitemaddon: [{ addon_name: 'Panel' }, { addon_name: 'Divider', quantity: -2 }] }]);
    expect(addon.body['orderitem.0.orderitemaddon.1.quantity']).toEqual([ORDER_TEXT.quantityMin]);
  });

  it('a product without a price cannot be ordered, by anyone, on create or update', async () => {
    const [unpriced] = await world.t.db
      .insert(products)
      .values({ name: 'Bare Frame', serialNumber: `LH -BARE${Date.now()}`, channelSize: '4x2', guage: '16', width: '90', height: '210', isDoor: true })
      .returning();
    for (const as of ['admin', 'productionmanager', 'dealer'] as const) {
      const response = await post([{ product: unpriced!.id, quantity: 1_000, material: '' }], as);
      expect(response.status).toBe(400);
      expect(response.body.error_message).toBe(`${ORDER_TEXT.noPrice}: Bare Frame (${unpriced!.serialNumber})`);
    }
    const order = await post([{ product: world.w.door, quantity: 1, material: '' }]);
    const update = await world.t.call('PUT', `/order/order/${order.body.id}/`, { as: 'admin', body: { orderitem: [{ product: unpriced!.id, quantity: 1 }] } });
    expect(update.body.error_message).toMatch(new RegExp(`^${ORDER_TEXT.noPrice}`));
  });

  it('the full addon list needs Panel on the item (the server holds the picker rule)', async () => {
    const withoutPanel = await post([{ product: world.w.door, quantity: 1, material: '', orderitemaddon: [{ addon_name: 'Divider', description: 'mid' }] }]);
    expect(withoutPanel.status).toBe(400);
    expect(withoutPanel.body['orderitem.0.orderitemaddon']).toEqual(['Divider needs Panel: add Panel first']);
    const manchary = await post([{ product: world.w.door, quantity: 1, material: '', orderitemaddon: [{ addon_name: 'Manchary' }] }]);
    expect(manchary.status).toBe(201);
    const withPanel = await post([
      { product: world.w.door, quantity: 1, material: '', orderitemaddon: [{ addon_name: 'Panel' }, { addon_name: 'Divider', description: 'mid', quantity: 2 }] },
    ]);
    expect(withPanel.status).toBe(201);
  });

  it('Open Side takes left or right in any case and stores Left or Right', async () => {
    const addons = (side: string) => [{ addon_name: 'Panel' }, { addon_name: 'Open Side', description: side }];
    for (const [sent, stored] of [
      ['left', 'Left'],
      [' RIGHT ', 'Right'],
      ['Left', 'Left'],
    ]) {
      const response = await post([{ product: world.w.door, quantity: 1, material: '', orderitemaddon: addons(sent!) }]);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const openSide = response.body.orderitem[0].orderitemaddon.find((a: { addon_name: string }) => a.addon_name === 'Open Side');
      expect(openSide.description).toBe(stored);
    }
    const up = await post([{ product: world.w.door, quantity: 1, material: '', orderitemaddon: addons('up') }]);
    expect(up.body['orderitem.0.orderitemaddon.1.description']).toEqual([ORDER_TEXT.openSide]);
  });

  it('order items carry the serial number beside the product name', async () => {
    const order = await post([{ product: world.w.door, quantity: 1, material: '' }]);
    const [door] = await world.t.db.select().from(products).where(eq(products.id, world.w.door));
    expect(order.body.orderitem[0]).toMatchObject({ productName: door!.name, serial_number: door!.serialNumber });
  });
});

describe('stale item quantity (docs/product/guards.md#stale-writes)', () => {
  it('a quantity changed since the form opened answers 409 with the current value and changes nothing', async () => {
    const order = await post2();
    const itemId = order.orderitem[0].id;
    // Someone else changes 2 -> 3 while the first form is open at 2.
    const other = await world.t.call('PATCH', `/order/orderitem/${itemId}/`, { as: 'productionmanager', body: { quantity: 3, expected_quantity: 2 } });
    expect(other.status).toBe(200);
    const stale = await world.t.call('PATCH', `/order/orderitem/${itemId}/`, { as: 'admin', body: { quantity: 5, expected_quantity: 2 } });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error_message: 'This changed since you opened it (now 3). Check and try again.', current: { quantity: 3 }, code: 'stale_write' });
    const detail = await world.t.call('GET', `/order/order/${order.id}/`, { as: 'admin' });
    expect(detail.body.orderitem[0].quantity).toBe(3);
    // The dealer of the order may edit its pending order the same way; a stranger's id stays 404.
    expect((await world.t.call('PUT', `/order/orderitem/${itemId}/`, { as: 'dealer', body: { quantity: 4, expected_quantity: 3 } })).status).toBe(200);
    expect((await world.t.call('PUT', `/order/orderitem/${itemId}/`, { token: world.w.otherDealerToken, body: { quantity: 4, expected_quantity: 4 } })).status).toBe(404);
    for (const role of ['supervisor', 'storemanager', 'worker', 'qualitychecker', 'sheet_user'] as const) {
      expect((await world.t.call('PATCH', `/order/orderitem/${itemId}/`, { as: role, body: { quantity: 4, expected_quantity: 4 } })).status).toBe(403);
    }
  });

  async function post2() {
    const response = await world.t.call('POST', '/order/order/', { as: 'admin', body: { dealer: world.w.dealerId, orderitem: [{ product: world.w.door, quantity: 2, material: '' }] } });
    expect(response.status).toBe(201);
    return response.body;
  }
});

describe('an approval gives the order its end date (issue 40 point 8)', () => {
  const create = async (extra: Record<string, unknown> = {}) => {
    const created = await world.t.call('POST', '/order/order/', {
      as: 'admin',
      body: { dealer: world.w.dealerId, orderitem: [{ product: world.w.door, quantity: 1, material: 'GI' }, { product: world.w.door, quantity: 2, material: 'GI' }], ...extra },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body as { id: number; end_date: string | null };
  };
  const lastEnd = (order: { orderitem: Array<{ schedule_items: Array<{ end_date: string }> }> }) =>
    order.orderitem.flatMap((i) => i.schedule_items.map((s) => s.end_date)).reduce((a, b) => (a > b ? a : b));

  it('the 2022 client’s bare {status: "Approved"}, and with a start_date as our status panel sends it: the day its last schedule item ends', async () => {
    for (const body of [{ status: 'Approved' }, { status: 'Approved', start_date: addDays(world.today, 3) }]) {
      const order = await create();
      expect(order.end_date).toBeNull();
      const approved = await world.t.call('PATCH', `/order/order/${order.id}/`, { as: 'admin', body });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(approved.body.end_date).toBe(lastEnd(approved.body));
      // The dealer reads it on its order too.
      expect((await world.t.call('GET', `/order/order/${order.id}/`, { as: 'dealer' })).body.end_date).toBe(lastEnd(approved.body));
    }
  });

  it('an end date agreed when the order was entered stays; a start after it is refused on start_date and nothing moves', async () => {
    const agreed = addDays(world.today, 60);
    const order = await create({ end_date: agreed });
    const late = await world.t.call('PATCH', `/order/order/${order.id}/`, { as: 'admin', body: { status: 'Approved', start_date: addDays(world.today, 61) } });
    expect(late).toMatchObject({ status: 400, body: { start_date: [ORDER_TEXT.endBeforeStart] } });
    expect((await world.t.call('GET', `/order/order/${order.id}/`, { as: 'admin' })).body).toMatchObject({ status: 'Pending', end_date: agreed });
    const approved = await world.t.call('PATCH', `/order/order/${order.id}/`, { as: 'admin', body: { status: 'Approved' } });
    expect(approved.body).toMatchObject({ status: 'Approved', end_date: agreed });
  });
});
