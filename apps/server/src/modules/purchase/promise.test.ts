/**
 * On order and the promise (issue 45 point 2): a short store item that approved purchase orders bring by their expected
 * date is promised from that date instead of the lead time. The order world: 40 hinges in store, a door needs 4, lead
 * time 7 days.
 */
import { describe, expect, it } from 'vitest';
import { useOrderWorld } from '../../../test/order-world';
import { addDays } from '../schedule/schedule.capacity';
import { approvedOrder, createSupplier } from './purchase.fixtures';

const world = useOrderWorld();
const door = (quantity: number) => ({ product: world.w.door, quantity, material: 'GI' });
const promise = async () => (await world.t.call('POST', '/order/promise/', { as: 'dealer', body: { orderitem: [door(3)] } })).body;

describe('the promise date and purchase orders', () => {
  it('waits for the expected date of the orders that bring what is short, not the lead time', async () => {
    // 8 doors approved claim 32 of the 40 hinges: 3 more doors need 12, 4 short.
    const approved = await world.t.call('POST', '/order/order/', { as: 'admin', body: { dealer: world.w.dealerId, orderitem: [door(8)] } });
    expect((await world.t.call('PATCH', `/order/order/${approved.body.id}/`, { as: 'admin', body: { status: 'Approved' } })).status).toBe(200);
    expect(await promise()).toMatchObject({ earliest_start: addDays(world.today, 7), limited_by: 'materials' });

    const supplier = await createSupplier(world.t);
    // 2 hinges due in 3 days do not cover the 4: still the lead time.
    await approvedOrder(world.t, supplier.id, [{ store_item: world.w.hinge, quantity: 2, rate: '15', rate_per: 'unit', expected_date: addDays(world.today, 3) }]);
    expect((await promise()).earliest_start).toBe(addDays(world.today, 7));
    // 10 more due in 5 days (the order's date, the line has none): with the 2, enough on day 5.
    const more = await world.t.call('POST', '/purchase/orders/', {
      as: 'admin',
      body: { supplier: supplier.id, expected_date: addDays(world.today, 5), lines: [{ store_item: world.w.hinge, quantity: 10, rate: '15', rate_per: 'unit' }] },
    });
    expect(more.status, JSON.stringify(more.body)).toBe(201);
    // A Draft is not on order yet.
    expect((await promise()).earliest_start).toBe(addDays(world.today, 7));
    await world.t.call('POST', `/purchase/orders/${more.body.id}/approve/`, { as: 'admin' });
    expect(await promise()).toMatchObject({ earliest_start: addDays(world.today, 5), limited_by: 'materials', shortages: [{ store_item: world.w.hinge, needed: 12, available: 8 }] });
  });
});
