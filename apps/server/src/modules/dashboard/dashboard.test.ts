import { describe, expect, it } from 'vitest';
import { addDaysTo } from '@steelworks/contract/common/dates';
import type { Role } from '@steelworks/contract/roles';
import { eq } from 'drizzle-orm';
import { DEMO_USERNAME } from '../../../test/harness';
import { useOrderWorld } from '../../../test/order-world';
import { accounts } from '../../db/accounts.table';
import { fieldSites, visitEntries } from '../field/field.table';
import { rebuildMonthTotals } from '../../lib/month-totals';
import { orderItems, orders } from '../order/order.table';
import { sheets } from '../sheet/sheet.table';
import { storeItems } from '../store/store.table';
import { supervisorDailyWork } from '../supervisor/supervisor.table';

const world = useOrderWorld();


const ALL_ROLES: Role[] = ['admin', 'productionmanager', 'supervisor', 'storemanager', 'sheet_user', 'dealer', 'worker', 'qualitychecker', 'fieldstaff'];

async function dashboard(as: Role) {
  const answer = await world.t.call('GET', '/supervisor/dashboard-data/', { as });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function newOrder(dealerId: number, status: 'Pending' | 'Approved' | 'Delivered' | 'Canceled', deliveredAt?: Date) {
  const [order] = await world.t.db.insert(orders).values({ dealerId, status, billAmount: '0', deliveredAt }).returning();
  return order!;
}

describe('who may read the dashboards', () => {
  it('answers dashboard-data to staff managers, the store manager and dealers; 403 to every other role; 401 without a token', async () => {
    const allowed: Role[] = ['admin', 'productionmanager', 'storemanager', 'dealer'];
    for (const role of ALL_ROLES) {
      const answer = await world.t.call('GET', '/supervisor/dashboard-data/', { as: role });
      expect(answer.status, role).toBe(allowed.includes(role) ? 200 : 403);
    }
    expect((await world.t.call('GET', '/supervisor/dashboard-data/')).status).toBe(401);
  });

  it('answers the charts to admin and productionmanager only', async () => {
    for (const path of ['/supervisor/graph-month/', '/supervisor/graph-year/', '/supervisor/yearly-revenue-graph/']) {
      for (const role of ALL_ROLES) {
        const answer = await world.t.call('GET', path, { as: role });
        expect(answer.status, `${path} ${role}`).toBe(role === 'admin' || role === 'productionmanager' ? 200 : 403);
      }
    }
  });
});

describe('/supervisor/dashboard-data/', () => {
  it('counts what was added: pending and approved orders, out-of-stock names, sheet weight, wages of today\'s daily work, chartered orders', async () => {
    const before = await dashboard('admin');

    await newOrder(world.w.dealerId, 'Pending');
    await newOrder(world.w.otherDealerId, 'Pending');
    await newOrder(world.w.dealerId, 'Canceled');
    await world.t.db.insert(storeItems).values([
      { name: 'Zinc Primer 1L', unitType: 'litre', stock: '0', price: '10.00' },
      { name: 'Anchor Bolt 10mm', unitType: 'pcs', stock: '0', price: '5.00' },
      { name: 'Welding Rod', unitType: 'pcs', stock: '3', price: '2.00' },
    ]);
    // 10 x 2.50 + 4 x 1.25 = 30.00 kg on hand; a deleted sheet weighs nothing.
    await world.t.db.insert(sheets).values([
      { name: 'Dash GI 1.2', thick: '1.20', width: 1250, height: 2500, sqft: '33.63', unitKg: '2.50', quantity: 10 },
      { name: 'Dash GI 1.5', thick: '1.50', width: 1220, height: 2440, sqft: '32.04', unitKg: '1.25', quantity: 4 },
      { name: 'Dash gone', thick: '1.00', width: 900, height: 2440, sqft: '23.64', unitKg: '9.00', quantity: 7, deletedAt: new Date() },
    ]);
    // Today's daily work: 3 cols at the supervisor's 50.00 = one credit of 150.00.
    const work = await world.t.call('POST', '/supervisor/supervisor_daily_work', { as: 'admin', body: { supervisor: world.w.supervisorId, date: world.today, cols: 3 } });
    expect(work.status, JSON.stringify(work.body)).toBe(201);
    // An order approved to start today is being built today: one chartered order (and one more Approved).
    const created = await world.t.call('POST', '/order/order/', {
      as: 'admin',
      body: { dealer: world.w.dealerId, customer_name: 'Dashboard', orderitem: [{ product: world.w.door, quantity: 2, material: 'GI' }] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const approved = await world.t.call('PATCH', `/order/order/${created.body.id}/`, { as: 'admin', body: { status: 'Approved', start_date: world.today } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    const after = await dashboard('admin');
    expect(after.pending_orders - before.pending_orders).toBe(2);
    expect(after.approved_orders - before.approved_orders).toBe(1);
    expect(after.total_orders - before.total_orders).toBe(4);
    expect(after.total_orders_is_estimate).toBe(false);
    expect(after.out_of_stock_count - before.out_of_stock_count).toBe(2);
    expect(after.out_of_stock_items).toEqual(expect.arrayContaining(['Anchor Bolt 10mm', 'Zinc Primer 1L']));
    expect(after.out_of_stock_items).not.toContain('Welding Rod');
    expect(after.total_store_item - before.total_store_item).toBe(3);
    expect(Number(after.sheets_total_weight) - Number(before.sheets_total_weight)).toBeCloseTo(30, 2);
    expect(Number(after.wage_paid_per_day) - Number(before.wage_paid_per_day)).toBeCloseTo(150, 2);
    expect(after.no_of_transactions - before.no_of_transactions).toBe(1);
    expect(after.chartered_orders - before.chartered_orders).toBe(1);
    expect(after.next_supervisor_available_day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(after.next_supervisor_available_day >= world.today).toBe(true);
    expect(after.total_visits).toBeGreaterThanOrEqual(0);
    // The production manager reads the same numbers.
    expect(await dashboard('productionmanager')).toEqual(after);
  });

  it('gives a dealer its own order counts only, and the store manager the store numbers only', async () => {
    const own = await dashboard('dealer');
    const everyone = await dashboard('admin');
    await newOrder(world.w.otherDealerId, 'Pending');
    await newOrder(world.w.otherDealerId, 'Approved');
    const ownAfter = await dashboard('dealer');
    expect(ownAfter).toEqual(own);
    await newOrder(world.w.dealerId, 'Approved');
    const mine = await dashboard('dealer');
    expect(mine.approved_orders - own.approved_orders).toBe(1);
    expect(mine.total_orders - own.total_orders).toBe(1);
    expect(Object.keys(mine).sort()).toEqual(['approved_orders', 'pending_orders', 'total_orders', 'total_orders_is_estimate']);
    expect(mine.total_orders).toBeLessThan((await dashboard('admin')).total_orders);
    expect(everyone.total_orders).toBeGreaterThan(0);

    const store = await dashboard('storemanager');
    expect(Object.keys(store).sort()).toEqual(['out_of_stock_count', 'out_of_stock_items', 'total_store_item']);
    expect(store.total_store_item).toBe((await dashboard('admin')).total_store_item);
  });
});

describe('/supervisor/graph-month/ and /supervisor/graph-year/', () => {
  it('sums live daily work per day of the month and per month of the year, zeros elsewhere', async () => {
    await world.t.db.insert(supervisorDailyWork).values([
      { supervisorId: world.w.supervisorId, date: '2031-02-03', cols: 4, costPerCol: '50.00' },
      { supervisorId: world.w.otherSupervisorId, date: '2031-02-03', cols: 2, costPerCol: '40.00' },
      { supervisorId: world.w.supervisorId, date: '2031-02-28', cols: 1, costPerCol: '50.00' },
      { supervisorId: world.w.otherSupervisorId, date: '2031-02-27', cols: 9, costPerCol: '40.00', deletedAt: new Date() },
      { supervisorId: world.w.supervisorId, date: '2031-11-30', cols: 2, costPerCol: '55.50' },
    ]);
    // Rows written directly (as a seed does) reach the year chart through a rebuild of its monthly roll-ups.
    await rebuildMonthTotals(world.t.db, world.t.config.timeZone);
    const month = await world.t.call('GET', '/supervisor/graph-month/?date=2031-02', { as: 'admin' });
    expect(month.status).toBe(200);
    const expectedWage = Array.from({ length: 28 }, () => 0);
    const expectedCols = Array.from({ length: 28 }, () => 0);
    expectedWage[2] = 4 * 50 + 2 * 40;
    expectedCols[2] = 6;
    expectedWage[27] = 50;
    expectedCols[27] = 1;
    expect(month.body).toEqual({ wage: expectedWage, cols: expectedCols });

    const year = await world.t.call('GET', '/supervisor/graph-year/?date=2031', { as: 'productionmanager' });
    const yearWage = Array.from({ length: 12 }, () => 0);
    const yearCols = Array.from({ length: 12 }, () => 0);
    yearWage[1] = 330;
    yearCols[1] = 7;
    yearWage[10] = 111;
    yearCols[10] = 2;
    expect(year.body).toEqual({ wage: yearWage, cols: yearCols });
  });

  it('keeps the year chart in step with daily work created, edited, moved to another month and removed', async () => {
    const yearCell = async (date: string) => {
      const month = Number(date.slice(5, 7)) - 1;
      const year = (await world.t.call('GET', `/supervisor/graph-year/?date=${date.slice(0, 4)}`, { as: 'admin' })).body;
      return { wage: year.wage[month] as number, cols: year.cols[month] as number };
    };
    // The other supervisor's rate is 40.00 (order fixtures); two dates in different months within the last year.
    const first = addDaysTo(world.today, -40);
    const second = addDaysTo(world.today, -100);
    const [firstBefore, secondBefore] = [await yearCell(first), await yearCell(second)];
    const created = await world.t.call('POST', '/supervisor/supervisor_daily_work', { as: 'admin', body: { supervisor: world.w.otherSupervisorId, date: first, cols: 3 } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await yearCell(first)).toEqual({ wage: firstBefore.wage + 120, cols: firstBefore.cols + 3 });

    const edited = await world.t.call('PATCH', `/supervisor/supervisor_daily_work/${created.body.id}`, { as: 'admin', body: { cols: 5 } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await yearCell(first)).toEqual({ wage: firstBefore.wage + 200, cols: firstBefore.cols + 5 });

    const moved = await world.t.call('PATCH', `/supervisor/supervisor_daily_work/${created.body.id}`, { as: 'admin', body: { date: second } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await yearCell(first)).toEqual(firstBefore);
    expect(await yearCell(second)).toEqual({ wage: secondBefore.wage + 200, cols: secondBefore.cols + 5 });

    // What the writes kept is what a rebuild from the rows finds.
    const kept = await yearCell(second);
    await rebuildMonthTotals(world.t.db, world.t.config.timeZone);
    expect(await yearCell(second)).toEqual(kept);

    const removed = await world.t.call('DELETE', `/supervisor/supervisor_daily_work/${created.body.id}`, { as: 'admin' });
    expect(removed.status, JSON.stringify(removed.body)).toBe(204);
    expect(await yearCell(second)).toEqual(secondBefore);
  });

  it('answers every day of a month with nothing in it, leap years included, and this month without a date', async () => {
    expect((await world.t.call('GET', '/supervisor/graph-month/?date=2032-02', { as: 'admin' })).body.wage).toEqual(Array(29).fill(0));
    expect((await world.t.call('GET', '/supervisor/graph-month/?date=2033-12', { as: 'admin' })).body.cols).toEqual(Array(31).fill(0));
    expect((await world.t.call('GET', '/supervisor/graph-year/?date=2034', { as: 'admin' })).body).toEqual({ wage: Array(12).fill(0), cols: Array(12).fill(0) });
    const [year, month] = world.today.split('-').map(Number) as [number, number];
    const current = await world.t.call('GET', '/supervisor/graph-month/', { as: 'admin' });
    expect(current.body.wage).toHaveLength(new Date(Date.UTC(year, month, 0)).getUTCDate());
  });

  it('refuses a date in another shape with a field error and changes nothing', async () => {
    for (const [path, message] of [
      ['/supervisor/graph-month/?date=2031-13', 'Enter the month as YYYY-MM.'],
      ['/supervisor/graph-month/?date=February-2031', 'Enter the month as YYYY-MM.'],
      ['/supervisor/graph-year/?date=31', 'Enter the year as YYYY.'],
      ['/supervisor/yearly-revenue-graph/?date=2031-01', 'Enter the year as YYYY.'],
    ] as const) {
      const answer = await world.t.call('GET', path, { as: 'admin' });
      expect(answer.status, path).toBe(400);
      expect(answer.body.date, path).toEqual([message]);
    }
  });
});

describe('/supervisor/yearly-revenue-graph/', () => {
  it('adds delivered orders by month of delivery in the business time zone: revenue at the order prices, profit over unit costs', async () => {
    const march = await newOrder(world.w.dealerId, 'Delivered', new Date('2035-03-15T10:00:00Z'));
    // 20:00 UTC on 31 December is already 1 January in Asia/Kolkata: next year's January.
    const newYear = await newOrder(world.w.dealerId, 'Delivered', new Date('2035-12-31T20:00:00Z'));
    const canceled = await newOrder(world.w.dealerId, 'Canceled', new Date('2035-03-16T10:00:00Z'));
    await world.t.db.insert(orderItems).values([
      { orderId: march.id, productId: world.w.door, quantity: 2, unitPrice: '100.00', unitCost: '70.00' },
      { orderId: march.id, productId: world.w.window, quantity: 1, unitPrice: '55.50', unitCost: '50.25' },
      { orderId: newYear.id, productId: world.w.door, quantity: 3, unitPrice: '10.00', unitCost: '4.00' },
      { orderId: canceled.id, productId: world.w.door, quantity: 9, unitPrice: '100.00', unitCost: '1.00' },
    ]);
    await rebuildMonthTotals(world.t.db, world.t.config.timeZone);
    expect(world.t.config.timeZone).toBe('Asia/Kolkata');
    const y2035 = await world.t.call('GET', '/supervisor/yearly-revenue-graph/?date=2035', { as: 'admin' });
    const revenue = Array(12).fill(0);
    const profit = Array(12).fill(0);
    revenue[2] = 2 * 100 + 55.5;
    profit[2] = 2 * 30 + 5.25;
    expect(y2035.body).toEqual({ total_revenue: revenue, total_profit: profit });
    const y2036 = await world.t.call('GET', '/supervisor/yearly-revenue-graph/?date=2036', { as: 'productionmanager' });
    expect(y2036.body.total_revenue[0]).toBe(30);
    expect(y2036.body.total_profit[0]).toBe(18);
    expect(y2036.body.total_revenue.slice(1)).toEqual(Array(11).fill(0));
  });
});

describe('the lists a dashboard opens', () => {
  it('lists the orders delivered in a month (?delivered=YYYY-MM) and the daily work of a day or a month', async () => {
    const inMonth = await newOrder(world.w.dealerId, 'Delivered', new Date('2037-05-10T08:00:00Z'));
    await newOrder(world.w.dealerId, 'Delivered', new Date('2037-06-01T08:00:00Z'));
    const delivered = await world.t.call('GET', '/order/order/?status=Delivered&delivered=2037-05', { as: 'admin' });
    expect(delivered.status).toBe(200);
    expect(delivered.body.results.map((o: { id: number }) => o.id)).toEqual([inMonth.id]);
    // A dealer's drill-down keeps its own scope.
    const rival = await world.t.call('GET', '/order/order/?delivered=2037-05', { token: world.w.otherDealerToken });
    expect(rival.body.count).toBe(0);
    const bad = await world.t.call('GET', '/order/order/?delivered=2037-5', { as: 'admin' });
    expect(bad.status).toBe(400);
    expect(bad.body.delivered).toEqual(['Delivered month must be a month from 2000-01 to 2100-12, written YYYY-MM.']);

    await world.t.db.insert(supervisorDailyWork).values([
      { supervisorId: world.w.supervisorId, date: '2038-04-02', cols: 1, costPerCol: '50.00' },
      { supervisorId: world.w.otherSupervisorId, date: '2038-04-02', cols: 2, costPerCol: '40.00' },
      { supervisorId: world.w.supervisorId, date: '2038-04-30', cols: 3, costPerCol: '50.00' },
      { supervisorId: world.w.supervisorId, date: '2038-05-01', cols: 4, costPerCol: '50.00' },
    ]);
    const month = await world.t.call('GET', '/supervisor/supervisor_daily_work/?month=2038-04', { as: 'admin' });
    expect(month.body.results.map((r: { cols: number }) => r.cols).sort()).toEqual([1, 2, 3]);
    const day = await world.t.call('GET', '/supervisor/supervisor_daily_work/?date=2038-04-02', { as: 'productionmanager' });
    expect(day.body.count).toBe(2);
    expect((await world.t.call('GET', '/supervisor/supervisor_daily_work/?date=2038-04-31', { as: 'admin' })).status).toBe(400);
  });
});

describe('each staff number is the count of the list it opens (docs/product/dashboards.md#drill-down-links)', () => {
  const countOf = async (path: string, as: Role | { token: string }) => {
    const answer = await world.t.call('GET', path, typeof as === 'string' ? { as } : as);
    expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body.count as number;
  };

  it('names the business day it counted, and today\'s visits, chartered orders, daily work and tabs match their filtered lists', async () => {
    // Something on each side of every filter: visits today, yesterday and deleted; daily work today, yesterday and
    // removed (one entered today for yesterday); an order scheduled today with two items and one pending unscheduled.
    const [staff] = await world.t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, DEMO_USERNAME.fieldstaff));
    const [site] = await world.t.db.insert(fieldSites).values({ name: 'Drill site', ownerName: 'Owner', latitude: 11, longitude: 76 }).returning();
    const point = { siteId: site!.id, fieldStaffId: staff!.id, checkInLat: 11, checkInLng: 76 };
    await world.t.db.insert(visitEntries).values([
      { ...point, checkInAt: new Date() },
      { ...point, checkInAt: new Date() },
      { ...point, checkInAt: new Date(Date.now() - 2 * 86_400_000) },
      { ...point, checkInAt: new Date(), deletedAt: new Date() },
    ]);
    const work = async (supervisor: number, date: string) => {
      const answer = await world.t.call('POST', '/supervisor/supervisor_daily_work', { as: 'admin', body: { supervisor, date, cols: 1 } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.id as number;
    };
    const yesterday = addDaysTo(world.today, -1);
    await work(world.w.otherSupervisorId, yesterday);
    const removed = await work(world.w.supervisorId, yesterday);
    expect((await world.t.call('DELETE', `/supervisor/supervisor_daily_work/${removed}`, { as: 'admin' })).status).toBe(204);
    const created = await world.t.call('POST', '/order/order/', {
      as: 'admin',
      body: {
        dealer: world.w.dealerId,
        orderitem: [
          { product: world.w.door, quantity: 1, material: 'GI' },
          { product: world.w.window, quantity: 1, material: 'GI' },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await world.t.call('PATCH', `/order/order/${created.body.id}/`, { as: 'admin', body: { status: 'Approved', start_date: world.today } })).status).toBe(200);
    await newOrder(world.w.dealerId, 'Pending');

    for (const role of ['admin', 'productionmanager'] as const) {
      const data = await dashboard(role);
      expect(data.today).toBe(world.today);
      expect(data.total_visits).toBeGreaterThanOrEqual(2);
      expect(await countOf(`/fieldsite/visitentry/?from_date=${world.today}&to_date=${world.today}`, role)).toBe(data.total_visits);
      expect(data.chartered_orders).toBeGreaterThanOrEqual(1);
      expect(await countOf(`/order/order/?scheduled=${world.today}`, role)).toBe(data.chartered_orders);
      expect(await countOf(`/supervisor/supervisor_daily_work/?date=${world.today}`, role)).toBe(data.no_of_transactions);
      expect(await countOf('/order/order/?status=Pending', role)).toBe(data.pending_orders);
      expect(await countOf('/order/order/', role)).toBe(data.total_orders);
      expect(await countOf('/store/store/?out_of_stock=true', role)).toBe(data.out_of_stock_count);
      expect(await countOf('/store/store/', role)).toBe(data.total_store_item);
    }
  });

  it('counts the wage of today\'s daily work as the daily work list of today shows it: edits follow, other days and removed work do not', async () => {
    const before = await dashboard('admin');
    const yesterday = addDaysTo(world.today, -1);
    const earlier = await world.t.call('POST', '/supervisor/supervisor_daily_work', { as: 'admin', body: { supervisor: world.w.otherSupervisorId, date: addDaysTo(world.today, -2), cols: 2 } });
    expect(earlier.status, JSON.stringify(earlier.body)).toBe(201);
    // Moved to today: its 2 cols at 40.00 are today's work now (the ledger got a debit and a credit today).
    expect((await world.t.call('PATCH', `/supervisor/supervisor_daily_work/${earlier.body.id}`, { as: 'admin', body: { date: world.today } })).status).toBe(200);
    const after = await dashboard('admin');
    expect(Number(after.wage_paid_per_day) - Number(before.wage_paid_per_day)).toBeCloseTo(80, 2);
    expect(after.no_of_transactions - before.no_of_transactions).toBe(1);
    const list = await world.t.call('GET', `/supervisor/supervisor_daily_work/?date=${world.today}`, { as: 'admin' });
    const listed = (list.body.results as { amount: string }[]).reduce((sum, row) => sum + Number(row.amount), 0);
    expect(list.body.count).toBe(after.no_of_transactions);
    if (list.body.count <= 10) expect(listed).toBeCloseTo(Number(after.wage_paid_per_day), 2);
    expect((await world.t.call('DELETE', `/supervisor/supervisor_daily_work/${earlier.body.id}`, { as: 'admin' })).status).toBe(204);
    expect((await dashboard('admin')).no_of_transactions).toBe(before.no_of_transactions);
    expect(yesterday < world.today).toBe(true);
  });

  it('gives a dealer totals that match its own order list: all its orders (every tab) and the Approved tab', async () => {
    await newOrder(world.w.dealerId, 'Delivered');
    await newOrder(world.w.otherDealerId, 'Approved');
    const data = await dashboard('dealer');
    expect(await countOf('/order/order/', 'dealer')).toBe(data.total_orders);
    expect(await countOf('/order/order/?status=Approved', 'dealer')).toBe(data.approved_orders);
    expect(await countOf('/order/order/?status=Pending', 'dealer')).toBe(data.pending_orders);
  });
});

describe('GET /order/order/?scheduled=YYYY-MM-DD', () => {
  it('lists the orders a supervisor works on that day, once each, within the caller\'s scope; a bad day is a 400', async () => {
    const start = addDaysTo(world.today, 30);
    const place = async (dealer: number) => {
      const created = await world.t.call('POST', '/order/order/', {
        as: 'admin',
        body: { dealer, orderitem: [{ product: world.w.door, quantity: 1, material: 'GI' }, { product: world.w.window, quantity: 1, material: 'GI' }] },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const approved = await world.t.call('PATCH', `/order/order/${created.body.id}/`, { as: 'admin', body: { status: 'Approved', start_date: start } });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      return created.body.id as number;
    };
    const mine = await place(world.w.dealerId);
    const theirs = await place(world.w.otherDealerId);
    await newOrder(world.w.dealerId, 'Pending');

    for (const role of ['admin', 'productionmanager'] as const) {
      const day = await world.t.call('GET', `/order/order/?scheduled=${start}`, { as: role });
      expect(day.status).toBe(200);
      const ids = (day.body.results as { id: number }[]).map((o) => o.id);
      expect(ids.sort()).toEqual([mine, theirs].sort());
      expect(day.body.count).toBe(2);
    }
    // The tab still applies, and a dealer sees only its own.
    expect((await world.t.call('GET', `/order/order/?scheduled=${start}&status=Pending`, { as: 'admin' })).body.count).toBe(0);
    const own = await world.t.call('GET', `/order/order/?scheduled=${start}`, { as: 'dealer' });
    expect((own.body.results as { id: number }[]).map((o) => o.id)).toEqual([mine]);
    expect((await world.t.call('GET', `/order/order/?scheduled=${start}`, { token: world.w.otherDealerToken })).body.results.map((o: { id: number }) => o.id)).toEqual([theirs]);
    // A day with nothing booked lists nothing; a blank filter is no filter.
    expect((await world.t.call('GET', `/order/order/?scheduled=${addDaysTo(start, 400)}`, { as: 'admin' })).body.count).toBe(0);
    const blank = await world.t.call('GET', '/order/order/?scheduled=', { as: 'admin' });
    expect(blank.body.count).toBe((await world.t.call('GET', '/order/order/', { as: 'admin' })).body.count);
    for (const bad of ['2031-02-30', '2031-2-3', 'today']) {
      const answer = await world.t.call('GET', `/order/order/?scheduled=${bad}`, { as: 'admin' });
      expect(answer.status, bad).toBe(400);
      expect(answer.body.error_message, bad).toBeTruthy();
      expect(answer.body.scheduled, bad).toHaveLength(1);
    }
    expect((await world.t.call('GET', `/order/order/?scheduled=${start}`)).status).toBe(401);
  });
});
