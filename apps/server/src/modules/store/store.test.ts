import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { Role } from '@steelworks/contract/roles';
import { useTestApp } from '../../../test/harness';
import { accounts } from '../../db/accounts.table';
import { applyStockChanges, findShortages } from './store.service';
import { stockMovements, storeItems } from './store.table';

const t = useTestApp();

const STORE_ROLES: Role[] = ['admin', 'productionmanager', 'storemanager'];
const REFUSED: Role[] = ['supervisor', 'dealer', 'worker', 'qualitychecker', 'sheet_user'];

let counter = 0;
async function createItem(overrides: Record<string, unknown> = {}, as: Role = 'admin') {
  counter += 1;
  const response = await t.call('POST', '/store/store/', {
    as,
    body: { name: `Item ${counter}`, unit_type: 'pcs', unit: 1, stock: 10, price: '12.50', ...overrides },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function movementsOf(id: number) {
  return t.db.select().from(stockMovements).where(eq(stockMovements.storeItemId, id)).orderBy(asc(stockMovements.id));
}

describe('POST /store/store/', () => {
  it('creates a store item for each store role, answers the item (no message), and records the opening stock', async () => {
    for (const role of STORE_ROLES) {
      const item = await createItem({ name: `MS Channel 4x2 16G ${role}`, unit_type: 'length', unit: '20', stock: '12.5', price: 845 }, role);
      expect(item).toMatchObject({ unit_type: 'length', unit: 20, stock: 12.5, price: '845.00', out_of_stock: false });
      expect(item.message).toBeUndefined();
      expect(item.auto_id).toBeGreaterThan(0);
      const [movement] = await movementsOf(item.id);
      const [account] = await t.db.select().from(accounts).where(eq(accounts.role, role)).limit(1);
      expect(movement).toMatchObject({ oldStock: '0.000', newStock: '12.500', reason: 'Opening stock', accountId: account!.id });
    }
  });

  it('refuses roles outside the store', async () => {
    for (const role of REFUSED) {
      const response = await t.call('POST', '/store/store/', { as: role, body: { name: 'x', unit_type: 'pcs', unit: 1, stock: 1, price: 1 } });
      expect(response.status).toBe(403);
    }
  });

  it('requires name, unit_type, unit, price and stock, numbers of at least 0', async () => {
    const empty = await t.call('POST', '/store/store/', { as: 'admin', body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      name: ['Please enter the store item name'],
      unit_type: ['Please enter the unit type'],
      unit: ['Please enter the unit'],
      stock: ['Please enter the stock'],
      price: ['Please enter the price'],
    });
    const negative = await t.call('POST', '/store/store/', {
      as: 'admin',
      body: { name: 'Bolt', unit_type: 'pcs', unit: -1, stock: '-2', price: '-0.01' },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.unit).toEqual(['Enter a number of at least 0 (at most 3 decimals)']);
    expect(negative.body.stock).toEqual(['Enter a number of at least 0 (at most 3 decimals)']);
    expect(negative.body.price).toEqual(['Enter an amount of at least 0 (at most 2 decimals)']);
    const words = await t.call('POST', '/store/store/', { as: 'admin', body: { name: 'Bolt', unit_type: 'pcs', unit: 'one', stock: 1, price: '1.234' } });
    expect(words.body.unit).toBeDefined();
    expect(words.body.price).toEqual(['Enter an amount of at least 0 (at most 2 decimals)']);
  });

  it('refuses a second live item of the same name (any case)', async () => {
    await createItem({ name: 'Tower Bolt 6 inch' });
    const again = await t.call('POST', '/store/store/', {
      as: 'admin',
      body: { name: 'TOWER BOLT 6 INCH', unit_type: 'pcs', unit: 1, stock: 1, price: 1 },
    });
    expect(again).toMatchObject({ status: 400, body: { name: ['A store item with this name already exists.'] } });
  });
});

describe('GET /store/store/', () => {
  it('lists 10 per page with count/next/previous, searches by name, unit type and auto id', async () => {
    for (let i = 0; i < 12; i++) await createItem({ name: `Hinge Brass ${i}` });
    const first = await t.call('GET', '/store/store/?search=hinge brass', { as: 'storemanager' });
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(12);
    expect(first.body.results).toHaveLength(10);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toContain('page=2');
    const second = await t.call('GET', '/store/store/?search=hinge brass&page=2', { as: 'storemanager' });
    expect(second.body.results).toHaveLength(2);
    // A page past the end is clamped to the last page.
    const past = await t.call('GET', '/store/store/?search=hinge brass&page=99', { as: 'storemanager' });
    expect(past.body.results).toHaveLength(2);
    const item = first.body.results[0];
    const byAutoId = await t.call('GET', `/store/store/?search=${item.auto_id}`, { as: 'admin' });
    expect(byAutoId.body.results.map((r: { id: number }) => r.id)).toContain(item.id);
    const wire = await createItem({ name: 'Copper Wire', unit_type: 'Coil Bundle' });
    const byUnit = await t.call('GET', '/store/store/?search=coil bun', { as: 'admin' });
    expect(byUnit.body.results.map((r: { id: number }) => r.id)).toEqual([wire.id]);
    // Name and unit type are searched each on its own: no match across the two.
    expect((await t.call('GET', '/store/store/?search=wire coil', { as: 'admin' })).body.count).toBe(0);
  });

  it('marks stock 0 as out of stock and can list only those', async () => {
    const empty = await createItem({ name: 'Welding Rod 2.5mm (empty)', stock: 0 });
    expect(empty.out_of_stock).toBe(true);
    const list = await t.call('GET', '/store/store/?out_of_stock=true', { as: 'admin' });
    expect(list.body.results.every((r: { out_of_stock: boolean }) => r.out_of_stock)).toBe(true);
    expect(list.body.results.map((r: { id: number }) => r.id)).toContain(empty.id);
  });

  it('refuses roles outside the store', async () => {
    for (const role of REFUSED) expect((await t.call('GET', '/store/store/', { as: role })).status).toBe(403);
  });
});

describe('GET/PUT/PATCH/DELETE /store/store/{id}/', () => {
  it('reads one item, and answers 404 for unknown or malformed ids', async () => {
    const item = await createItem();
    expect((await t.call('GET', `/store/store/${item.id}/`, { as: 'productionmanager' })).body).toEqual(item);
    expect(await t.call('GET', '/store/store/999999/', { as: 'admin' })).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    expect((await t.call('GET', '/store/store/abc/', { as: 'admin' })).status).toBe(404);
  });

  it('inline update (PATCH {stock, price}) changes both and leaves a movement row with who, old, new and why', async () => {
    const item = await createItem({ stock: 10 });
    const response = await t.call('PATCH', `/store/store/${item.id}/`, { as: 'storemanager', body: { stock: '7.25', price: '13.10' } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ stock: 7.25, price: '13.10' });
    const movements = await movementsOf(item.id);
    expect(movements).toHaveLength(2);
    const [store] = await t.db.select().from(accounts).where(eq(accounts.username, 'store'));
    expect(movements[1]).toMatchObject({ oldStock: '10.000', newStock: '7.250', reason: 'Stock updated by hand', accountId: store!.id });
    const history = await t.call('GET', `/store/store/${item.id}/movements/`, { as: 'admin' });
    expect(history.body.count).toBe(2);
    expect(history.body.results[0]).toMatchObject({ old_stock: 10, new_stock: 7.25, by: 'Sunil Menon' });
  });

  it('the lost update of the issue: a price edit on a page opened before a supply leaves the issued stock alone', async () => {
    const item = await createItem({ name: 'Thinner (lost update probe)', unit_type: 'litre', stock: 50, price: 120 });
    // The page is open at 50; meanwhile a supply is provided.
    await applyStockChanges(t.db, [{ storeItemId: item.id, delta: '-0.5' }], 'Store supply 2026-137', null);
    // Only the price changed on the form: the form sends no stock, so nothing can undo the supply.
    const priceOnly = await t.call('PATCH', `/store/store/${item.id}/`, { as: 'storemanager', body: { price: 121 } });
    expect(priceOnly.body).toMatchObject({ stock: 49.5, price: '121.00' });
    // A stock typed on the page opened at 50 is refused with the stock now; nothing changes, the price neither.
    for (const role of STORE_ROLES) {
      const stale = await t.call('PATCH', `/store/store/${item.id}/`, { as: role, body: { stock: 50, price: 130, expected_stock: 50 } });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ error_message: 'This changed since you opened it (now 49.5). Check and try again.', current: { stock: 49.5 }, code: 'stale_write' });
    }
    const full = await t.call('PUT', `/store/store/${item.id}/`, {
      as: 'admin',
      body: { name: item.name, unit_type: 'litre', unit: 1, stock: 60, price: 130, expected_stock: '50' },
    });
    expect(full.status).toBe(409);
    expect((await t.call('GET', `/store/store/${item.id}/`, { as: 'admin' })).body).toMatchObject({ stock: 49.5, price: '121.00' });
    expect((await movementsOf(item.id)).map((m) => m.newStock)).toEqual(['50.000', '49.500']);
    // Opened at the current stock, the edit goes through and is recorded.
    const fresh = await t.call('PATCH', `/store/store/${item.id}/`, { as: 'storemanager', body: { stock: 48, expected_stock: 49.5 } });
    expect(fresh.body).toMatchObject({ stock: 48 });
    for (const role of REFUSED) {
      expect((await t.call('PATCH', `/store/store/${item.id}/`, { as: role, body: { stock: 1, expected_stock: 48 } })).status).toBe(403);
    }
    const bad = await t.call('PATCH', `/store/store/${item.id}/`, { as: 'admin', body: { stock: 1, expected_stock: '-3' } });
    expect(bad.body.expected_stock).toEqual(['Enter a number of at least 0 (at most 3 decimals)']);
  });

  it('validates the inline update: numbers of at least 0', async () => {
    const item = await createItem();
    const bad = await t.call('PATCH', `/store/store/${item.id}/`, { as: 'admin', body: { stock: -1, price: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.stock).toBeDefined();
    expect(bad.body.price).toBeDefined();
  });

  it('a price-only change writes no movement; a PUT needs every field', async () => {
    const item = await createItem();
    await t.call('PATCH', `/store/store/${item.id}/`, { as: 'admin', body: { price: 99 } });
    expect(await movementsOf(item.id)).toHaveLength(1);
    const partial = await t.call('PUT', `/store/store/${item.id}/`, { as: 'admin', body: { price: 5 } });
    expect(partial.status).toBe(400);
    const full = await t.call('PUT', `/store/store/${item.id}/`, {
      as: 'admin',
      body: { name: 'Renamed item', unit_type: 'kg', unit: 2, stock: 3, price: 4, reason: 'Counted on Monday' },
    });
    expect(full.body).toMatchObject({ name: 'Renamed item', unit_type: 'kg', unit: 2, stock: 3, price: '4.00' });
    expect((await movementsOf(item.id)).at(-1)).toMatchObject({ reason: 'Counted on Monday', newStock: '3.000' });
  });

  it('refuses other roles on read, update and delete', async () => {
    const item = await createItem();
    for (const role of REFUSED) {
      expect((await t.call('GET', `/store/store/${item.id}/`, { as: role })).status).toBe(403);
      expect((await t.call('PATCH', `/store/store/${item.id}/`, { as: role, body: { stock: 1, price: 1 } })).status).toBe(403);
      expect((await t.call('DELETE', `/store/store/${item.id}/`, { as: role })).status).toBe(403);
    }
  });

  it('deletes (hides) an item: then 404 and gone from the list; the name can be used again', async () => {
    const item = await createItem({ name: 'Grinding Disc 4 inch' });
    expect((await t.call('DELETE', `/store/store/${item.id}/`, { as: 'storemanager' })).status).toBe(204);
    expect((await t.call('GET', `/store/store/${item.id}/`, { as: 'admin' })).status).toBe(404);
    expect((await t.call('DELETE', `/store/store/${item.id}/`, { as: 'admin' })).status).toBe(404);
    const list = await t.call('GET', '/store/store/?search=Grinding Disc 4 inch', { as: 'admin' });
    expect(list.body.count).toBe(0);
    await createItem({ name: 'Grinding Disc 4 inch' });
  });

  it('refuses to delete an item that is a raw material of a live product', async () => {
    const item = await createItem({ name: 'Primer Red Oxide 1L' });
    const product = await t.call('POST', '/store/product/', {
      as: 'admin',
      body: { serial_number: 'LH - S1', channel_size: '4x2', guage: 16, width: 90, height: 210, is_door: true },
    });
    await t.call('POST', '/store/rawmaterial/', { as: 'admin', body: { product: product.body.id, store_item: item.id, quantity: 1 } });
    const refused = await t.call('DELETE', `/store/store/${item.id}/`, { as: 'admin' });
    expect(refused.status).toBe(409);
    expect(refused.body.error_message).toContain(product.body.name);
    // Once the product is removed, the item can go.
    await t.call('DELETE', `/store/product/${product.body.id}/`, { as: 'admin' });
    expect((await t.call('DELETE', `/store/store/${item.id}/`, { as: 'admin' })).status).toBe(204);
  });
});

describe('applyStockChanges (the store-supply stock move)', () => {
  it('applies every change in one go, adds up repeated items, and writes one movement per item', async () => {
    const a = await createItem({ stock: 10 });
    const b = await createItem({ stock: '2.5' });
    const [admin] = await t.db.select().from(accounts).where(eq(accounts.username, 'admin'));
    const result = await t.db.transaction((tx) =>
      applyStockChanges(tx, [{ storeItemId: b.id, delta: '-1.25' }, { storeItemId: a.id, delta: -4 }, { storeItemId: b.id, delta: -1 }], 'Store supply 2026-1', {
        accountId: admin!.id,
      }),
    );
    expect(result.map((r) => [r.id, r.stock])).toEqual([
      [a.id, 6],
      [b.id, 0.25],
    ]);
    expect((await movementsOf(a.id)).at(-1)).toMatchObject({ oldStock: '10.000', newStock: '6.000', reason: 'Store supply 2026-1' });
    expect((await movementsOf(b.id)).at(-1)).toMatchObject({ oldStock: '2.500', newStock: '0.250' });
    expect(await movementsOf(b.id)).toHaveLength(2);
  });

  it('changes nothing when any item would go below zero, and names every shortage', async () => {
    const a = await createItem({ stock: 10, name: 'Enamel Paint Black 1L' });
    const b = await createItem({ stock: 1, name: 'Door Lock Godrej' });
    const c = await createItem({ stock: 0, name: 'Glass 4mm Frosted' });
    const attempt = t.db.transaction((tx) =>
      applyStockChanges(tx, [{ storeItemId: a.id, delta: -5 }, { storeItemId: b.id, delta: -3 }, { storeItemId: c.id, delta: '-0.5' }], 'supply', null),
    );
    await expect(attempt).rejects.toMatchObject({
      status: 400,
      message: 'No Stocks Available',
      extra: {
        shortages: [
          { store_item: b.id, name: 'Door Lock Godrej', needed: 3, available: 1 },
          { store_item: c.id, name: 'Glass 4mm Frosted', needed: 0.5, available: 0 },
        ],
      },
    });
    const [after] = await t.db.select().from(storeItems).where(eq(storeItems.id, a.id));
    expect(after!.stock).toBe('10.000');
    expect(await movementsOf(a.id)).toHaveLength(1);
  });

  it('adds stock too, and the database refuses a negative stock even without the function', async () => {
    const a = await createItem({ stock: 1 });
    await applyStockChanges(t.db, [{ storeItemId: a.id, delta: '2.5' }], 'Purchase', null);
    expect((await t.call('GET', `/store/store/${a.id}/`, { as: 'admin' })).body.stock).toBe(3.5);
    await expect(t.db.update(storeItems).set({ stock: '-1' }).where(eq(storeItems.id, a.id))).rejects.toThrow();
  });

  it('findShortages reports without changing anything', async () => {
    const a = await createItem({ stock: 4 });
    const b = await createItem({ stock: 1 });
    const shortages = await findShortages(t.db, [
      { storeItemId: a.id, quantity: 3 },
      { storeItemId: b.id, quantity: '0.5' },
      { storeItemId: a.id, quantity: 2 },
    ]);
    expect(shortages).toEqual([{ store_item: a.id, name: a.name, needed: 5, available: 4 }]);
  });
});
