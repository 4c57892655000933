/**
 * Issue 34: each event reaches exactly the right people (a dealer only its own orders, a worker only its own works,
 * role-wide events every active account of those roles but the one who made the change), with what each chose; the
 * bell's routes; preferences and the admin's defaults; bad input; mail through the outbox. The phones' push
 * subscriptions: push-subscriptions.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { Role } from '@steelworks/contract/roles';
import { NOTIFICATION_EVENTS } from '@steelworks/contract/notification';
import { anotherWorker } from '../../../test/another-worker';
import { useOrderWorld } from '../../../test/order-world';
import { accountIdOf } from '../../db/seed-helpers';
import { accounts, mailOutbox } from '../../db/accounts.table';
import { configureCompany, orderReadyToShip } from '../billing/billing.fixtures';
import { supervisors } from '../supervisor/supervisor.table';
import { notificationDeliveries, notifications } from './notification.table';

const world = useOrderWorld();
const t = () => world.t;
let dealerAccount: number;
let otherDealerAccount: number;
let workerId: number;
let otherWorker: { id: number; token: string };
let secondStoreManager: number;

beforeAll(async () => {
  dealerAccount = (await accountIdOf(t().db, 'dealer'))!;
  const { dealers } = await import('../dealer/dealer.table');
  otherDealerAccount = (await t().db.select({ a: dealers.accountId }).from(dealers).where(eq(dealers.id, world.w.otherDealerId)))[0]!.a;
  workerId = (await accountIdOf(t().db, 'worker'))!;
  otherWorker = await anotherWorker(t(), `nworker${Date.now()}`);
  const [store2] = await t()
    .db.insert(accounts)
    .values({ username: `nstore${Date.now()}`, role: 'storemanager', fullName: 'Second Store', phone: '9812000002', email: 'store2@example.com' })
    .returning({ id: accounts.id });
  secondStoreManager = store2!.id;
  // A blocked store manager hears of nothing.
  await t().db.insert(accounts).values({ username: `nstore-off${Date.now()}`, role: 'storemanager', fullName: 'Blocked Store', active: false });
});

/** The bell rows written since `since`, per account id, as "event: title". */
async function heardSince(since: number): Promise<Map<number, string[]>> {
  const rows = await t().db.select().from(notifications).orderBy(notifications.id);
  const heard = new Map<number, string[]>();
  for (const row of rows.filter((r) => r.id > since)) heard.set(row.accountId, [...(heard.get(row.accountId) ?? []), `${row.event}: ${row.title}`]);
  return heard;
}
async function lastId(): Promise<number> {
  const [row] = await t().db.select({ id: notifications.id }).from(notifications).orderBy(desc(notifications.id)).limit(1);
  return row?.id ?? 0;
}
async function idsOf(role: Role): Promise<number[]> {
  const rows = await t().db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.role, role), eq(accounts.active, true)));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
async function newOrder(dealer = world.w.dealerId) {
  const created = await t().call('POST', '/order/order/', { as: 'admin', body: { dealer, orderitem: [{ product: world.w.door, quantity: 1, material: 'GI' }] } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: number; auto_id: number };
}
const move = (id: number, status: string, as: Role = 'admin') => t().call('PATCH', `/order/order/${id}/`, { as, body: { status } });

describe('order events', () => {
  it('an approval tells the order’s dealer only, with the promise date and a link; the store managers hear of the supplies', async () => {
    const since = await lastId();
    const order = await newOrder();
    const approved = await move(order.id, 'Approved');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const heard = await heardSince(since);
    expect(heard.get(dealerAccount)).toEqual([`order_approved: Order #${order.auto_id} approved`]);
    expect(heard.has(otherDealerAccount)).toBe(false);
    const storeManagers = await idsOf('storemanager');
    for (const id of storeManagers) expect(heard.get(id)?.[0]).toMatch(/^supply_ready: Store supply ready to provide: \d{4}-\d+ Door Frame/);
    expect([...heard.keys()].sort((a, b) => a - b)).toEqual([dealerAccount, ...storeManagers].sort((a, b) => a - b));

    const bell = await t().call('GET', '/notifications/', { as: 'dealer' });
    expect(bell.status).toBe(200);
    expect(bell.body.results[0]).toMatchObject({
      event: 'order_approved',
      title: `Order #${order.auto_id} approved`,
      link: `/orders/${order.id}`,
      read_at: null,
    });
    expect(bell.body.results[0].body).toMatch(/^Promised for \d{2}-\d{2}-\d{4}$/);
    // The rival dealer's bell stays empty of it.
    const rival = await t().call('GET', '/notifications/', { token: world.w.otherDealerToken });
    expect(rival.body.results.some((n: { link: string }) => n.link === `/orders/${order.id}`)).toBe(false);
  });

  it('the first Provide starts the order and tells its dealer; a cancel tells the dealer and the office but not who cancelled', async () => {
    const order = await newOrder(world.w.otherDealerId);
    await move(order.id, 'Approved');
    const { scheduleItems, storeSupplies } = await import('../schedule/schedule.table');
    const [supply] = await t()
      .db.select({ id: storeSupplies.id })
      .from(storeSupplies)
      .innerJoin(scheduleItems, eq(scheduleItems.id, storeSupplies.scheduleItemId))
      .where(eq(scheduleItems.orderId, order.id));
    let since = await lastId();
    expect((await t().call('PUT', `/store/storemanagerview/${supply!.id}/`, { as: 'storemanager', body: { status: 'Provided' } })).status).toBe(200);
    let heard = await heardSince(since);
    expect(heard.get(otherDealerAccount)).toEqual([`order_started: Order #${order.auto_id} started`]);
    expect(heard.has(dealerAccount)).toBe(false);

    const second = await newOrder();
    since = await lastId();
    expect((await move(second.id, 'Canceled', 'productionmanager')).status).toBe(200);
    heard = await heardSince(since);
    const title = `order_cancelled: Order #${second.auto_id} cancelled`;
    expect(heard.get(dealerAccount)).toEqual([title]);
    for (const id of await idsOf('admin')) expect(heard.get(id)).toEqual([title]);
    expect(heard.has((await accountIdOf(t().db, 'manager'))!)).toBe(false);
    expect(heard.has(otherDealerAccount)).toBe(false);
  });

  it('shipping issues the invoice: the dealer hears of both; a payment recorded tells it too', async () => {
    await configureCompany(t());
    const ready = await orderReadyToShip(t(), world.w.dealerId, world.w.door);
    const since = await lastId();
    const shipped = await ready.ship();
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const heard = await heardSince(since);
    expect(heard.get(dealerAccount)).toEqual([expect.stringMatching(/^invoice_issued: Invoice INV\/.+ issued$/), `order_shipped: Order #${ready.autoId} shipped`]);
    expect([...heard.keys()]).toEqual([dealerAccount]);

    const paid = await t().call('POST', '/billing/payments/', {
      as: 'admin',
      body: { dealer_id: world.w.dealerId, amount: '500', received_on: world.today, mode: 'cash' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const after = await heardSince(since);
    expect(after.get(dealerAccount)).toContain('payment_received: Payment ₹500.00 received');
    expect(after.has(otherDealerAccount)).toBe(false);
  });
});

describe('work, stock, visits and withdrawals', () => {
  it('a worker hears only of its own works', async () => {
    const wo = await t().call('POST', '/workorders/workorder/', {
      as: 'admin',
      body: {
        dealer: world.w.dealerId,
        customer_name: 'Joseph Mathew',
        work_order_items: [{ product_type: 'Door Frame', channel_size: '4x2', width: '90', height: 210, quantity: 2, item_price: '1500', item_cost: 1000 }],
      },
    });
    expect(wo.status, JSON.stringify(wo.body)).toBe(201);
    const units: Array<{ id: number; sr_no: string }> = wo.body.work_order_items[0].production_items;
    const since = await lastId();
    const assigned = await t().call('POST', '/production/productionitemwork/', {
      as: 'productionmanager',
      body: { work_type: 'Cutting', worker: workerId, status: 'Pending', production_item: units[0]!.id },
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
    let heard = await heardSince(since);
    expect(heard.get(workerId)).toEqual([`work_assigned: New work: Cutting for ${units[0]!.sr_no}`]);
    expect([...heard.keys()]).toEqual([workerId]);
    const bell = await t().call('GET', '/notifications/?unread=true', { as: 'worker' });
    expect(bell.body.results[0]).toMatchObject({ link: `/production-item-works/${assigned.body[0]?.id ?? assigned.body.id}` });

    const again = await lastId();
    await t().call('POST', '/production/productionitemwork/', {
      as: 'admin',
      body: { work_type: 'Cutting', worker: otherWorker.id, status: 'Pending', production_item: units[1]!.id },
    });
    heard = await heardSince(again);
    expect([...heard.keys()]).toEqual([otherWorker.id]);
    const mine = await t().call('GET', '/notifications/', { as: 'worker' });
    expect(mine.body.results.some((n: { title: string }) => n.title.includes(units[1]!.sr_no))).toBe(false);
  });

  it('a stock movement across the reorder level tells the store managers and the office once, the one who moved it too', async () => {
    const item = await t().call('PATCH', `/store/store/${world.w.paint}/`, { as: 'admin', body: { reorder_level: '4' } });
    expect(item.status, JSON.stringify(item.body)).toBe(200);
    expect(item.body.reorder_level).toBe(4);
    const stock = item.body.stock as number;
    const since = await lastId();
    expect((await t().call('PATCH', `/store/store/${world.w.paint}/`, { as: 'storemanager', body: { stock: '3', expected_stock: String(stock) } })).status).toBe(200);
    // Still below: no second word of it.
    expect((await t().call('PATCH', `/store/store/${world.w.paint}/`, { as: 'storemanager', body: { stock: '2', expected_stock: '3' } })).status).toBe(200);
    const heard = await heardSince(since);
    const title = 'stock_low: Red Oxide Primer is below its reorder level';
    const expected = [...(await idsOf('storemanager')), ...(await idsOf('admin')), ...(await idsOf('productionmanager'))].sort((a, b) => a - b);
    expect([...heard.keys()].sort((a, b) => a - b)).toEqual(expected);
    for (const id of expected) expect(heard.get(id)).toEqual([title]);
    expect(heard.get(secondStoreManager)).toEqual([title]);
  });

  it('a check-in outside the site tells the office; inside it tells nobody', async () => {
    const site = await t().call('POST', '/fieldsite/fieldsite/', {
      as: 'admin',
      body: { fieldsite_name: 'Marine Drive Site', owner_name: 'Owner', owner_phone: '9000000001', address: 'Road', remark: '', location: '(11.0408,76.0849)' },
    });
    expect(site.status, JSON.stringify(site.body)).toBe(201);
    let since = await lastId();
    const inside = await t().call('POST', '/fieldsite/visitentry/check-in', { as: 'fieldstaff', body: { fieldsite: site.body.id, latitude: 11.0413, longitude: 76.0849, accuracy: 10 } });
    expect(inside.status).toBe(201);
    expect((await heardSince(since)).size).toBe(0);
    await t().call('POST', `/fieldsite/visitentry/${inside.body.id}/check-out`, { as: 'fieldstaff', body: { latitude: 11.0413, longitude: 76.0849, accuracy: 8 } });
    since = await lastId();
    const outside = await t().call('POST', '/fieldsite/visitentry/check-in', { as: 'fieldstaff', body: { fieldsite: site.body.id, latitude: 11.0508, longitude: 76.0849, accuracy: 10 } });
    expect(outside.status).toBe(201);
    const heard = await heardSince(since);
    const title = 'visit_outside_geofence: Farhan Ali checked in outside Marine Drive Site';
    const office = [...(await idsOf('admin')), ...(await idsOf('productionmanager'))].sort((a, b) => a - b);
    expect([...heard.keys()].sort((a, b) => a - b)).toEqual(office);
    for (const id of office) expect(heard.get(id)).toEqual([title]);
    const bell = await t().call('GET', '/notifications/', { as: 'admin' });
    expect(bell.body.results[0]).toMatchObject({ link: `/visit-entry/${outside.body.id}`, body: '1112 m from the site' });
  });

  it('a withdrawal tells that supervisor (not another) and the admins', async () => {
    const since = await lastId();
    await t().db.update(supervisors).set({ balance: '5000.00' }).where(eq(supervisors.id, world.w.supervisorId));
    const paid = await t().call('POST', '/supervisor/balancetransactions/', {
      as: 'productionmanager',
      body: { supervisor: world.w.supervisorId, transaction_amount: '1250' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const heard = await heardSince(since);
    const title = "supervisor_withdrawal: Withdrawal of ₹1,250.00 from Suresh Pillai's balance";
    const supervisorAccount = (await accountIdOf(t().db, 'supervisor'))!;
    expect(heard.get(supervisorAccount)).toEqual([title]);
    for (const id of await idsOf('admin')) expect(heard.get(id)).toEqual([title]);
    expect([...heard.keys()].sort((a, b) => a - b)).toEqual([supervisorAccount, ...(await idsOf('admin'))].sort((a, b) => a - b));
    const own = await t().call('GET', '/notifications/', { as: 'supervisor' });
    expect(own.body.results[0]).toMatchObject({ link: '/profile' });
  });
});

describe('the bell', () => {
  it('counts unread, marks one and all read, and answers 404 for another’s', async () => {
    const count = await t().call('GET', '/notifications/unread-count/', { as: 'dealer' });
    expect(count.status).toBe(200);
    expect(count.body.count).toBeGreaterThan(1);
    const list = await t().call('GET', '/notifications/?unread=true', { as: 'dealer' });
    const first = list.body.results[0];
    const read = await t().call('POST', `/notifications/${first.id}/read/`, { as: 'dealer' });
    expect(read.status).toBe(200);
    expect(read.body.read_at).not.toBeNull();
    expect((await t().call('GET', '/notifications/unread-count', { as: 'dealer' })).body.count).toBe(count.body.count - 1);
    expect(await t().call('POST', `/notifications/${first.id}/read`, { token: world.w.otherDealerToken })).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    expect((await t().call('POST', '/notifications/999999999/read', { as: 'dealer' })).status).toBe(404);
    const all = await t().call('POST', '/notifications/read-all/', { as: 'dealer' });
    expect(all).toMatchObject({ status: 200, body: { count: count.body.count - 1 } });
    expect((await t().call('GET', '/notifications/unread-count', { as: 'dealer' })).body.count).toBe(0);
    expect((await t().call('GET', '/notifications/')).status).toBe(401);
  });
});

describe('preferences and defaults', () => {
  it('a person sees only its role’s events, and what it turns off is not written', async () => {
    const prefs = await t().call('GET', '/notifications/preferences/', { as: 'dealer' });
    expect(prefs.status).toBe(200);
    expect(prefs.body.events.map((e: { event: string }) => e.event)).toEqual([...NOTIFICATION_EVENTS.slice(0, 7), 'document_auto']);
    expect(prefs.body.events.find((e: { event: string }) => e.event === 'order_shipped').channels).toEqual({ app: true, email: true, push: false, whatsapp: true, sms: false });
    expect(prefs.body.quiet_hours).toEqual({ start: '22:00', end: '07:00' });
    expect(prefs.body.available_channels).toEqual(['app', 'email', 'push']);

    const saved = await t().call('PUT', '/notifications/preferences/', {
      as: 'dealer',
      body: { events: [{ event: 'order_approved', channels: { app: false, email: false, push: false, whatsapp: false, sms: false } }], quiet_hours: { start: null, end: null } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.quiet_hours).toEqual({ start: null, end: null });
    expect(saved.body.events.find((e: { event: string }) => e.event === 'order_shipped').channels.whatsapp).toBe(true);
    const since = await lastId();
    const order = await newOrder();
    await move(order.id, 'Approved');
    expect((await heardSince(since)).has(dealerAccount)).toBe(false);

    const refused = await t().call('PUT', '/notifications/preferences/', {
      as: 'dealer',
      body: { events: [{ event: 'stock_low', channels: { app: true, email: true, push: false, whatsapp: false, sms: false } }], quiet_hours: { start: null, end: null } },
    });
    expect(refused).toMatchObject({ status: 400, body: { error_message: 'You do not receive this event', 'events.0.event': ['You do not receive this event'] } });
  });

  it('the admin’s defaults apply to everyone who chose nothing; only the admin reads and sets them', async () => {
    const defaults = await t().call('GET', '/notifications/defaults/', { as: 'admin' });
    expect(defaults.status).toBe(200);
    expect(defaults.body.roles.map((r: { role: string }) => r.role)).toEqual(['admin', 'productionmanager', 'supervisor', 'storemanager', 'dealer', 'worker']);
    for (const role of ['productionmanager', 'dealer', 'worker', 'storemanager'] as Role[]) {
      expect((await t().call('GET', '/notifications/defaults/', { as: role })).status).toBe(403);
      expect((await t().call('PUT', '/notifications/defaults/', { as: role, body: defaults.body })).status).toBe(403);
    }
    const off = { app: false, email: false, push: false, whatsapp: false, sms: false };
    const saved = await t().call('PUT', '/notifications/defaults/', {
      as: 'admin',
      body: { roles: [{ role: 'dealer', events: [{ event: 'order_cancelled', channels: { ...off, sms: true } }] }], quiet_hours: { start: '21:00', end: '06:30' } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.quiet_hours).toEqual({ start: '21:00', end: '06:30' });
    // The rival dealer chose nothing: the new default is its choice.
    const rival = await t().call('GET', '/notifications/preferences/', { token: world.w.otherDealerToken });
    expect(rival.body.events.find((e: { event: string }) => e.event === 'order_cancelled').channels).toEqual({ ...off, sms: true });
    expect(rival.body.quiet_hours).toEqual({ start: '21:00', end: '06:30' });
    const order = await newOrder(world.w.otherDealerId);
    await move(order.id, 'Canceled');
    const [row] = await t()
      .db.select()
      .from(notifications)
      .where(and(eq(notifications.accountId, otherDealerAccount), eq(notifications.event, 'order_cancelled')))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(row!.shown).toBe(false);
    const deliveries = await t().db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, row!.id));
    expect(deliveries.map((d) => d.channel)).toEqual(['sms']);

    const bad = await t().call('PUT', '/notifications/defaults/', {
      as: 'admin',
      body: { roles: [{ role: 'qualitychecker', events: [] }], quiet_hours: { start: '21:00', end: null } },
    });
    expect(bad).toMatchObject({ status: 400, body: { error_message: 'Give both a start and an end, or neither', 'quiet_hours.end': ['Give both a start and an end, or neither'] } });
    const badRole = await t().call('PUT', '/notifications/defaults/', { as: 'admin', body: { roles: [{ role: 'qualitychecker', events: [] }], quiet_hours: { start: null, end: null } } });
    expect(badRole).toMatchObject({ status: 400, body: { 'roles.0.role': ['Choose a role that receives notifications'] } });
    // Back to the built-in defaults for the files' other tests.
    await t().call('PUT', '/notifications/defaults/', {
      as: 'admin',
      body: { roles: [{ role: 'dealer', events: [{ event: 'order_cancelled', channels: { app: true, email: true, push: false, whatsapp: false, sms: false } }] }], quiet_hours: { start: '22:00', end: '07:00' } },
    });
  });
});

describe('mail through the outbox and the delivery log', () => {
  it('a dealer’s email default puts the message in the mail outbox once; the log shows it sent, and the channels not configured skipped', async () => {
    await t().app.ctx.notifier.deliverPending();
    await t().app.ctx.notifier.deliverPending();
    const mail = await t().db.select().from(mailOutbox).where(eq(mailOutbox.to, 'dealer@steelworks.example'));
    const approvedMail = mail.filter((m) => / approved$/.test(m.subject));
    expect(approvedMail.length).toBeGreaterThan(0);
    expect(approvedMail[0]!.body).toMatch(/^Order #\d+ approved\nPromised for .+\n\/orders\/\d+/);
    expect(new Set(mail.map((m) => m.subject)).size).toBe(mail.length);

    const log = await t().call('GET', '/notifications/deliveries/?channel=email&status=sent', { as: 'admin' });
    expect(log.status).toBe(200);
    expect(log.body.results[0]).toMatchObject({ channel: 'email', status: 'sent', attempts: 1, last_error: null });
    const skipped = await t().call('GET', '/notifications/deliveries/?channel=whatsapp', { as: 'admin' });
    expect(skipped.body.results[0]).toMatchObject({ status: 'skipped', last_error: 'WhatsApp is not configured', recipient_name: 'Deepak Traders' });
    const searched = await t().call('GET', '/notifications/deliveries/?search=Deepak', { as: 'admin' });
    expect(searched.body.results.length).toBeGreaterThan(0);
    expect(searched.body.results.every((d: { recipient_name: string }) => d.recipient_name === 'Deepak Traders')).toBe(true);
    for (const role of ['productionmanager', 'dealer', 'worker'] as Role[]) {
      expect((await t().call('GET', '/notifications/deliveries/', { as: role })).status).toBe(403);
    }
    expect((await t().call('GET', '/notifications/deliveries/?status=lost', { as: 'admin' })).body).toEqual({ error_message: 'Choose a status', status: ['Choose a status'], code: 'validation_failed' });
  });

  it('reads the log and the bell in a fixed number of statements (no query per row)', async () => {
    const log = await t().statementsOf('/notifications/deliveries/', 'admin');
    expect(log.length).toBeLessThanOrEqual(6);
    const bell = await t().statementsOf('/notifications/', 'dealer');
    expect(bell.length).toBeLessThanOrEqual(5);
  });
});
