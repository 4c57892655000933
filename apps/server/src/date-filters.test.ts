import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDaysTo, dayFilterMessage, monthFilterMessage, rangeOrderMessage } from '@steelworks/contract/common/dates';
import type { Role } from '@steelworks/contract/roles';
import { SCHEDULE_TEXT } from '@steelworks/contract/schedule';
import { useOrderWorld } from '../test/order-world';
import { accounts } from './db/accounts.table';
import { orders } from './modules/order/order.table';
import { supervisorDailyWork } from './modules/supervisor/supervisor.table';

/**
 * Every date or month filter of a list (issue 29): years 2000-2100, a real day or month of the calendar, a range from
 * on or before to. A bad value answers 400 with a message naming the field, never 500 and never the unfiltered list.
 */

const world = useOrderWorld();
let siteId: number;
let visitToday: number;

beforeAll(async () => {
  await world.t.db.insert(orders).values([
    { dealerId: world.w.dealerId, status: 'Delivered', billAmount: '0', deliveredAt: new Date('2037-05-10T08:00:00Z') },
    { dealerId: world.w.dealerId, status: 'Delivered', billAmount: '0', deliveredAt: new Date('2037-06-01T08:00:00Z') },
    { dealerId: world.w.otherDealerId, status: 'Delivered', billAmount: '0', deliveredAt: new Date('2037-05-11T08:00:00Z') },
  ]);
  await world.t.db.insert(supervisorDailyWork).values([
    { supervisorId: world.w.supervisorId, date: '2038-04-02', cols: 1, costPerCol: '50.00' },
    { supervisorId: world.w.supervisorId, date: '2038-05-01', cols: 4, costPerCol: '50.00' },
  ]);
  const [field] = await world.t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'field'));
  const site = await world.t.call('POST', '/fieldsite/fieldsite/', {
    as: 'admin',
    body: { fieldsite_name: 'Filter Site', owner_name: 'Owner One', owner_phone: '9000000001', address: 'Main Road', remark: '', location: '(11.0408,76.0849)' },
  });
  siteId = site.body.id;
  const visit = (day: string) =>
    world.t.call('POST', '/fieldsite/visitentry/', {
      as: 'admin',
      body: {
        fieldsite: siteId,
        field_staff: field!.id,
        check_in_date: `${day}T10:00:00.000000+05:30`,
        check_out_date: `${day}T11:30:00.000000+05:30`,
        check_in_location: '(11.0408,76.0849)',
        check_out_location: '(11.0409,76.0850)',
        status: 'Completed',
      },
    });
  visitToday = (await visit(world.today)).body.id;
  expect((await visit(addDaysTo(world.today, -40))).status).toBe(201);
});

const BAD_MONTHS = ['9999-12', '0001-01', '0000-01', '2026-13', '2026-02-30'];
const BAD_DAYS = ['9999-12-31', '0001-01-01', '0000-01-01', '2026-13-01', '2026-02-30'];

/** The message a bad day gets: the years and shape, or "not a day of the calendar" for 2026-13-01 and 2026-02-30. */
const dayMessage = (label: string, value: string) => (value.startsWith('2026') ? `${label}: ${value} is not a day of the calendar.` : dayFilterMessage(label));

type Filter = {
  name: string;
  roles: Role[];
  /** The path for a value of the filter. */
  path: (value: string) => string;
  field: string;
  bad: string[];
  message: (value: string) => string;
};

const FILTERS: Filter[] = [
  { name: 'orders delivered in a month', roles: ['admin', 'productionmanager', 'dealer'], path: (v) => `/order/order/?delivered=${v}`, field: 'delivered', bad: BAD_MONTHS, message: () => monthFilterMessage('Delivered month') },
  { name: 'daily work of a month', roles: ['admin', 'productionmanager'], path: (v) => `/supervisor/supervisor_daily_work/?month=${v}`, field: 'month', bad: BAD_MONTHS, message: () => monthFilterMessage('Month') },
  { name: 'daily work of a day', roles: ['admin', 'productionmanager'], path: (v) => `/supervisor/supervisor_daily_work/?date=${v}`, field: 'date', bad: BAD_DAYS, message: (v) => dayMessage('Date', v) },
  { name: 'visits from', roles: ['admin', 'fieldstaff'], path: (v) => `/fieldsite/visitentry?from_date=${v}&to_date=${world.today}`, field: 'from_date', bad: BAD_DAYS, message: (v) => dayMessage('From date', v) },
  { name: 'visits to', roles: ['admin', 'fieldstaff'], path: (v) => `/fieldsite/visitentry?from_date=${world.today}&to_date=${v}`, field: 'to_date', bad: BAD_DAYS, message: (v) => dayMessage('To date', v) },
  { name: 'audit log from', roles: ['admin'], path: (v) => `/audit/log/?from=${v}`, field: 'from', bad: BAD_DAYS, message: (v) => dayMessage('From date', v) },
  { name: 'audit log to', roles: ['admin'], path: (v) => `/audit/log/?to=${v}`, field: 'to', bad: BAD_DAYS, message: (v) => dayMessage('To date', v) },
  { name: 'defects from', roles: ['admin', 'productionmanager'], path: (v) => `/production/defects/?from=${v}`, field: 'from', bad: BAD_DAYS, message: (v) => dayMessage('From date', v) },
  { name: 'defects to', roles: ['admin', 'productionmanager'], path: (v) => `/production/defects/?to=${v}`, field: 'to', bad: BAD_DAYS, message: (v) => dayMessage('To date', v) },
  { name: 'sheet order weight from', roles: ['admin', 'sheet_user'], path: (v) => `/sheet/sheet_orders_total_weight/?from=${v}`, field: 'from', bad: BAD_DAYS, message: (v) => dayMessage('From date', v) },
  { name: 'sheet order weight to', roles: ['admin', 'sheet_user'], path: (v) => `/sheet/sheet_orders_total_weight/?to=${v}`, field: 'to', bad: BAD_DAYS, message: (v) => dayMessage('To date', v) },
  { name: 'schedule items of a week', roles: ['admin', 'supervisor'], path: (v) => `/supervisor/supervisor_schedule_item/?week=${v}`, field: 'week', bad: BAD_DAYS, message: (v) => dayMessage('Week', v) },
  { name: 'calendar month', roles: ['admin', 'supervisor'], path: (v) => `/supervisor/calender-data/?date=${v}`, field: 'date', bad: [...BAD_MONTHS, ...BAD_DAYS], message: () => SCHEDULE_TEXT.badMonth },
  { name: 'wage chart month', roles: ['admin', 'productionmanager'], path: (v) => `/supervisor/graph-month/?date=${v}`, field: 'date', bad: BAD_MONTHS, message: () => 'Enter the month as YYYY-MM.' },
];

describe('a bad date or month in a list filter', () => {
  for (const filter of FILTERS) {
    it(`${filter.name}: 400 naming the field for ${filter.bad.join(', ')}, as ${filter.roles.join(', ')}`, async () => {
      for (const as of filter.roles) {
        for (const value of filter.bad) {
          const answer = await world.t.call('GET', filter.path(value), { as });
          const where = `${filter.path(value)} as ${as}`;
          expect(answer.status, where).toBe(400);
          expect(answer.body, where).toEqual({ error_message: filter.message(value), [filter.field]: [filter.message(value)], code: 'validation_failed' });
        }
      }
    });
  }
});

describe('a good date or month filters the list', () => {
  it('orders delivered in a month: that month only, and a dealer only its own', async () => {
    const ids = async (as: Role) => {
      const answer = await world.t.call('GET', '/order/order/?delivered=2037-05', { as });
      expect(answer.status).toBe(200);
      return answer.body.results.map((o: { dealer_id?: number; dealer?: number }) => o);
    };
    expect(await ids('admin')).toHaveLength(2);
    expect(await ids('dealer')).toHaveLength(1);
    expect((await world.t.call('GET', '/order/order/?delivered=2000-01', { as: 'admin' })).body.count).toBe(0);
    expect((await world.t.call('GET', '/order/order/', { as: 'admin' })).body.count).toBeGreaterThanOrEqual(3);
  });

  it('daily work of a month and of a day', async () => {
    const month = await world.t.call('GET', '/supervisor/supervisor_daily_work/?month=2038-04', { as: 'productionmanager' });
    expect(month.status).toBe(200);
    expect(month.body.results.map((r: { date: string }) => r.date)).toEqual(['2038-04-02']);
    const day = await world.t.call('GET', '/supervisor/supervisor_daily_work/?date=2038-05-01', { as: 'admin' });
    expect(day.body.results.map((r: { cols: number }) => r.cols)).toEqual([4]);
    expect((await world.t.call('GET', '/supervisor/supervisor_daily_work/?month=2100-12', { as: 'admin' })).body.count).toBe(0);
  });

  it('visits between two days, as admin and as the field staff member; the To before the From is refused', async () => {
    for (const as of ['admin', 'fieldstaff'] as Role[]) {
      const range = await world.t.call('GET', `/fieldsite/visitentry?fieldsite=${siteId}&from_date=${world.today}&to_date=${world.today}`, { as });
      expect(range.status).toBe(200);
      expect(range.body.results.map((v: { id: number }) => v.id)).toEqual([visitToday]);
      expect((await world.t.call('GET', `/fieldsite/visitentry?fieldsite=${siteId}`, { as })).body.count).toBe(2);
    }
    const backwards = await world.t.call('GET', `/fieldsite/visitentry?from_date=${world.today}&to_date=${addDaysTo(world.today, -1)}`, { as: 'admin' });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toEqual({ error_message: rangeOrderMessage('From date', 'To date'), to_date: [rangeOrderMessage('From date', 'To date')], code: 'validation_failed' });
  });

  it('audit log, defects and sheet order weights between two days; the To before the From is refused', async () => {
    const audit = await world.t.call('GET', `/audit/log/?from=${world.today}&to=${world.today}`, { as: 'admin' });
    expect(audit.status).toBe(200);
    expect(audit.body.count).toBeGreaterThan(0);
    expect((await world.t.call('GET', '/audit/log/?from=2000-01-01&to=2000-12-31', { as: 'admin' })).body.count).toBe(0);
    const defects = await world.t.call('GET', '/production/defects/?from=2026-01-01&to=2026-01-31', { as: 'productionmanager' });
    expect(defects.status).toBe(200);
    expect(defects.body).toMatchObject({ from: '2026-01-01', to: '2026-01-31', total: 0 });
    const weights = await world.t.call('GET', '/sheet/sheet_orders_total_weight/?from=2026-01-01&to=2026-01-31', { as: 'sheet_user' });
    expect(weights.status).toBe(200);
    expect(weights.body).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });
    for (const path of ['/audit/log/', '/production/defects/', '/sheet/sheet_orders_total_weight/']) {
      const backwards = await world.t.call('GET', `${path}?from=2026-02-01&to=2026-01-31`, { as: 'admin' });
      expect(backwards.status, path).toBe(400);
      expect(backwards.body, path).toEqual({ error_message: rangeOrderMessage('From date', 'To date'), to: [rangeOrderMessage('From date', 'To date')], code: 'validation_failed' });
    }
  });

  it('schedule items of a week and the calendar of a month', async () => {
    const week = await world.t.call('GET', '/supervisor/supervisor_schedule_item/?week=2000-01-03', { as: 'admin' });
    expect(week.status).toBe(200);
    expect(week.body.count).toBe(0);
    for (const date of ['2100-12', '2026-02-28', 'February-2026']) {
      const calendar = await world.t.call('GET', `/supervisor/calender-data/?date=${date}`, { as: 'supervisor' });
      expect(calendar.status, date).toBe(200);
    }
  });
});
