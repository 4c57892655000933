import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@steelworks/contract/audit';
import { ROLES } from '@steelworks/contract/roles';
import { createTestApp } from '../../../test/harness';
import { useOrderWorld } from '../../../test/order-world';
import { designations } from '../staff/staff.table';
import { auditLog } from '../../db/audit.table';

const world = useOrderWorld();

/** The History of one record, newest first, as the admin reads it. */
async function historyOf(entity: string, id: number): Promise<AuditEntry[]> {
  const response = await world.t.call('GET', `/audit/log/?entity=${entity}&entity_id=${id}&limit=100`, { as: 'admin' });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.results;
}

const actionsOf = (entries: AuditEntry[]) => entries.map((e) => e.action).reverse();

describe('the audit log', () => {
  it('is read by admins only', async () => {
    for (const role of ROLES) {
      const response = await world.t.call('GET', '/audit/log/', { as: role });
      expect({ role, status: response.status }).toEqual({ role, status: role === 'admin' ? 200 : 403 });
    }
    expect((await world.t.call('GET', '/audit/log/')).status).toBe(401);
  });

  it('records who, when, from where, what, and only the fields that changed, before -> after', async () => {
    const created = await world.t.call('POST', '/dealer/dealer/', {
      as: 'admin',
      body: { is_dealer: true, username: 'audit_dealer', full_name: 'Audit Traders', phone: '9822222222', email: 'audit@example.com', location: 'Kochi' },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const updated = await world.t.call('PATCH', `/dealer/dealer/${id}/`, { as: 'productionmanager', body: { location: 'Aluva', profit: '5' } });
    expect(updated.status).toBe(200);
    expect((await world.t.call('DELETE', `/dealer/dealer/${id}/`, { as: 'admin' })).status).toBe(204);

    const [block, update, create] = await historyOf('dealer', id);
    expect(create).toMatchObject({ action: 'create', username: 'admin', full_name: 'Anita Rao', address: '127.0.0.1', entity: 'dealer', entity_id: id });
    // Who, also as the 2022 client's two name parts; the record's own parts only repeat its full_name, so not logged.
    expect(create).toMatchObject({ first_name: 'Anita', last_name: 'Rao' });
    expect(create!.changes.full_name).toEqual({ before: null, after: 'Audit Traders' });
    expect(Object.keys(create!.changes)).not.toContain('first_name');
    expect(update).toMatchObject({ action: 'update', username: 'manager' });
    expect(update!.changes).toEqual({ location: { before: 'Kochi', after: 'Aluva' }, profit: { before: 1, after: 5 } });
    expect(block).toMatchObject({ action: 'block', changes: { active: { before: true, after: false } } });
    expect(Date.parse(create!.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('takes the address TRUST_PROXY resolves', async () => {
    const proxied = await createTestApp({ trustProxy: ['127.0.0.1'] });
    const response = await proxied.call('PATCH', '/account/profile/', {
      as: 'qualitychecker',
      body: { full_name: 'Kavya Nair R' },
      headers: { 'x-forwarded-for': '203.0.113.50' },
    });
    expect(response.status).toBe(200);
    const history = await proxied.call('GET', `/audit/log/?entity=account&entity_id=${response.body.id}`, { as: 'admin' });
    await proxied.close();
    expect(history.body.results[0]).toMatchObject({ address: '203.0.113.50', changes: { full_name: { before: 'Kavya Nair', after: 'Kavya Nair R' } } });
  });

  it('never holds a password, a token or a temporary password', async () => {
    const [welder] = await world.t.db.insert(designations).values({ role: 'Welder' }).returning();
    const worker = await world.t.call('POST', '/account/worker/', {
      as: 'admin',
      body: { username: 'audit_worker', full_name: 'Audit Worker', phone: '9833333333', email: 'aw@example.com', password: 'First-pass-1', designation: [welder!.id] },
    });
    expect(worker.status).toBe(201);
    await world.t.call('PATCH', `/account/worker/${worker.body.id}/`, { as: 'admin', body: { password: 'Second-pass-2' } });
    const login = await world.t.call('POST', '/account/login', { body: { username: 'audit_worker', password: 'Second-pass-2' } });
    await world.t.call('PUT', '/account/change_password/', {
      token: login.body.token,
      body: { old_password: 'Second-pass-2', new_password: 'Third-pass-3', confirm_new_password: 'Third-pass-3' },
    });
    await world.t.call('POST', '/account/forgot_password/', { body: { email: 'aw@example.com' } });
    const rows = await world.t.db.select().from(auditLog);
    const text = JSON.stringify(rows);
    for (const secret of ['First-pass-1', 'Second-pass-2', 'Third-pass-3', login.body.token, '$argon2']) expect(text).not.toContain(secret);
    const notes = (await historyOf('account', worker.body.id)).map((e) => e.note);
    expect(notes).toContain('Temporary password mailed (forgot password)');
    expect(notes).toContain('Password changed; other sessions ended');
    expect(notes).toContain("Password set by a manager; the worker's sessions ended");
  });

  it('is written in the same transaction as the change: a refused change leaves no row', async () => {
    const before = (await world.t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(auditLog))[0]!.n;
    const refused = await world.t.call('POST', '/supervisor/balancetransactions/', {
      as: 'admin',
      body: { supervisor: world.w.supervisorId, transaction_amount: '999999' },
    });
    expect(refused.body.error_message).toBe('Insufficient balance');
    const after = (await world.t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(auditLog))[0]!.n;
    expect(after).toBe(before);
  });

  it('cannot be edited or deleted, whatever code tries', async () => {
    await expect(world.t.db.execute(sql`update audit_log set note = 'x'`)).rejects.toThrow();
    await expect(world.t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });

  it('covers money, stock and status moves along an order, the store, sheets and the quality check', async () => {
    // Money: a day of work credits the supervisor, a withdrawal debits it.
    const work = await world.t.call('POST', '/supervisor/supervisor_daily_work/', { as: 'admin', body: { supervisor: world.w.supervisorId, date: '2026-01-05', cols: 4 } });
    expect(work.status).toBe(201);
    await world.t.call('PATCH', `/supervisor/supervisor_daily_work/${work.body.id}/`, { as: 'admin', body: { cols: 6 } });
    await world.t.call('POST', '/supervisor/balancetransactions/', { as: 'admin', body: { supervisor: world.w.supervisorId, transaction_amount: '100' } });
    expect(actionsOf(await historyOf('daily_work', work.body.id))).toEqual(['create', 'update']);
    const money = (await historyOf('supervisor', world.w.supervisorId)).filter((e) => e.action === 'money');
    expect(money.map((e) => e.changes.balance)).toEqual([
      { before: '300.00', after: '200.00' },
      { before: '200.00', after: '300.00' },
      { before: '0.00', after: '200.00' },
    ]);

    // An order: created, approved (scheduled), its supply provided (stock out, order started), the work checked.
    const order = await world.t.call('POST', '/order/order/', { as: 'admin', body: { dealer: world.w.dealerId, orderitem: [{ product: world.w.door, quantity: 2, material: 'MS' }] } });
    expect(order.status).toBe(201);
    await world.t.call('PATCH', `/order/order/${order.body.id}/`, { as: 'admin', body: { status: 'Approved' } });
    const supplies = await world.t.call('GET', '/store/storemanagerview/?status=not provided', { as: 'storemanager' });
    const supply = supplies.body.results.find((s: { order: number }) => s.order === order.body.id);
    expect((await world.t.call('PATCH', `/store/storemanagerview/${supply.id}/`, { as: 'storemanager', body: { status: 'Provided' } })).status).toBe(200);
    const qc = await world.t.call('POST', '/supervisor/finishedproducts/', {
      as: 'qualitychecker',
      body: { supervisor_schedule_item_auto_id: supply.auto_id, qc_status: 'Approved', note: 'Good welds' },
    });
    expect(qc.status).toBe(201);

    const orderHistory = await historyOf('order', order.body.id);
    expect(actionsOf(orderHistory)).toEqual(['create', 'status', 'status']);
    expect(orderHistory.filter((e) => e.action === 'status').map((e) => e.changes.status)).toEqual([
      { before: 'Approved', after: 'Started' },
      { before: 'Pending', after: 'Approved' },
    ]);
    expect(orderHistory[0]).toMatchObject({ username: 'store' });
    expect(actionsOf(await historyOf('store_supply', supply.id))).toEqual(['status']);
    const channel = await historyOf('store_item', world.w.channel);
    expect(channel[0]).toMatchObject({ action: 'stock', changes: { stock: { before: 100, after: 96 } }, note: `Store supply ${supply.auto_id}` });
    expect(actionsOf(await historyOf('finished_product', qc.body.id))).toEqual(['create']);
    const [scheduleEntry] = (await world.t.call('GET', `/audit/log/?entity=schedule_item&limit=1`, { as: 'admin' })).body.results;
    expect(scheduleEntry).toMatchObject({ action: 'status', changes: { work_status: { before: 'Pending', after: 'Finished' } } });

    // Sheets: a sheet, an order that moves its stock, the order deleted (stock back), the sheet deleted.
    const sheet = await world.t.call('POST', '/sheet/sheet/', { as: 'admin', body: { name: 'Audit sheet', thick: '1.20', width: 1250, height: 2440, quantity: 10 } });
    const sheetOrder = await world.t.call('POST', '/sheet/sheet_order/', {
      as: 'sheet_user',
      body: { title: 'Audit cut', gsm: 80, order_items: [{ sheet: sheet.body.id, quantity: 4 }] },
    });
    expect(sheetOrder.status).toBe(201);
    // A sheet user never deletes its orders (docs/product/roles-and-permissions.md#per-role-rules): the store manager does.
    expect((await world.t.call('DELETE', `/sheet/sheet_order/${sheetOrder.body.id}/`, { as: 'storemanager' })).status).toBe(204);
    await world.t.call('DELETE', `/sheet/sheet/${sheet.body.id}/`, { as: 'admin' });
    expect(actionsOf(await historyOf('sheet', sheet.body.id))).toEqual(['create', 'stock', 'stock', 'delete']);
    expect(actionsOf(await historyOf('sheet_order', sheetOrder.body.id))).toEqual(['create', 'delete']);

    // The catalogue: a product, its bill of materials and other costs, removed.
    const product = await world.t.call('POST', '/store/product/', {
      as: 'admin',
      body: { serial_number: 'LH - 9001', channel_size: '4x2', guage: 16, width: 90, height: 210, is_door: true },
    });
    const line = await world.t.call('POST', '/store/rawmaterial/', { as: 'admin', body: { product: product.body.id, store_item: world.w.hinge, quantity: 2 } });
    await world.t.call('DELETE', `/store/rawmaterial/${line.body.id}/`, { as: 'admin' });
    const cost = await world.t.call('POST', '/store/othercost/', { as: 'admin', body: { product: product.body.id, note: 'Welding', amount: '50' } });
    await world.t.call('DELETE', `/store/othercost/${cost.body.id}/`, { as: 'admin' });
    await world.t.call('PATCH', `/store/product/${product.body.id}/`, { as: 'admin', body: { profit: '12' } });
    await world.t.call('DELETE', `/store/product/${product.body.id}/`, { as: 'admin' });
    const productHistory = await historyOf('product', product.body.id);
    expect(actionsOf(productHistory)).toEqual(['create', 'update', 'update', 'update', 'update', 'update', 'delete']);
    expect(productHistory[1]!.changes).toEqual({ profit: { before: '0.00', after: '12.00' } });
  });

  it('searches by user, record and date range, newest first', async () => {
    const byManager = await world.t.call('GET', '/audit/log/?user=MANAGER', { as: 'admin' });
    expect(byManager.body.count).toBeGreaterThan(0);
    expect(byManager.body.results.every((e: AuditEntry) => e.username === 'manager')).toBe(true);
    expect((await world.t.call('GET', '/audit/log/?user=nobody-at-all', { as: 'admin' })).body.count).toBe(0);

    const all = await world.t.call('GET', '/audit/log/?limit=100', { as: 'admin' });
    const times = all.body.results.map((e: AuditEntry) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const today = new Date().toISOString().slice(0, 10);
    expect((await world.t.call('GET', `/audit/log/?from=2000-01-01&to=2000-12-31`, { as: 'admin' })).body.count).toBe(0);
    const recent = await world.t.call('GET', `/audit/log/?from=2000-01-01&to=2100-12-31`, { as: 'admin' });
    expect(recent.body.count).toBe(all.body.count);
    const bad = await world.t.call('GET', `/audit/log/?from=${today}&to=2000-01-01`, { as: 'admin' });
    expect(bad.status).toBe(400);
    expect((await world.t.call('GET', '/audit/log/?entity=Not%20A%20Kind', { as: 'admin' })).status).toBe(400);
  });
});
