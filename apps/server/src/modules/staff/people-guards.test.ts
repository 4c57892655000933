/**
 * People and wage guards (docs/product/guards.md#people-guards): block refused while a supervisor holds money, Blocked lists and
 * Unblock per kind of person, the username and email of a blocked account, digits-only phones, unique emails, and
 * the date and cols rules of daily work.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@steelworks/contract/common/dates';
import type { Role } from '@steelworks/contract/roles';
import { PEOPLE_TEXT } from '@steelworks/contract/staff';
import { SUPERVISOR_TEXT } from '@steelworks/contract/supervisor';
import { useTestApp } from '../../../test/harness';
import { addDays } from '../schedule/schedule.capacity';
import { designations } from './staff.table';

const t = useTestApp();
/** The worker's trade: the test database holds only the demo accounts. */
const workerExtra = { password: 'Worker@123', designation: [0] };
beforeAll(async () => {
  const [trade] = await t.db.insert(designations).values({ role: 'Welder' }).returning();
  workerExtra.designation = [trade!.id];
});

let serial = 0;
const unique = (prefix: string) => `${prefix}${++serial}${Date.now() % 100000}`;
const person = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  full_name: `Person ${username}`,
  phone: '9876543210',
  email: `${username}@example.com`,
  ...extra,
});

/** Every kind of person: where it is created, what its create needs besides the account fields, who manages it. */
const KINDS: Array<{ kind: string; path: string; extra: Record<string, unknown>; managers: Role[] }> = [
  { kind: 'dealer', path: '/dealer/dealer', extra: { is_dealer: true, location: 'Kochi' }, managers: ['admin', 'productionmanager'] },
  { kind: 'supervisor', path: '/supervisor/supervisor', extra: { cols_per_day: 10, cost_per_col: 50 }, managers: ['admin', 'productionmanager'] },
  { kind: 'store manager', path: '/account/storemanager', extra: {}, managers: ['admin', 'productionmanager'] },
  { kind: 'quality checker', path: '/account/qualitychecker', extra: {}, managers: ['admin', 'productionmanager'] },
  { kind: 'production manager', path: '/account/production_manager', extra: {}, managers: ['admin'] },
  { kind: 'worker', path: '/account/worker', extra: workerExtra, managers: ['admin', 'productionmanager'] },
  { kind: 'sheet user', path: '/account/sheetuser', extra: {}, managers: ['admin', 'productionmanager'] },
];
const ALL_ROLES: Role[] = ['admin', 'productionmanager', 'supervisor', 'storemanager', 'sheet_user', 'dealer', 'worker', 'qualitychecker'];

async function create(path: string, extra: Record<string, unknown>, username = unique('p')) {
  const response = await t.call('POST', `${path}/`, { as: 'admin', body: person(username, extra) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; username: string; email: string };
}

describe('Blocked lists and Unblock, for every kind of person', () => {
  for (const { kind, path, extra, managers } of KINDS) {
    it(`${kind}: Block Account moves it to the Blocked list; Unblock brings it back`, async () => {
      const made = await create(path, extra);
      const inList = async (blocked: boolean) =>
        (await t.call('GET', `${path}/?search=${made.username}${blocked ? '&blocked=true' : ''}`, { as: 'admin' })).body.results.map(
          (r: { id: number }) => r.id,
        );
      expect(await inList(true)).toEqual([]);
      expect((await t.call('DELETE', `${path}/${made.id}/`, { as: 'admin' })).status).toBe(204);
      expect(await inList(false)).toEqual([]);
      expect(await inList(true)).toEqual([made.id]);
      expect((await t.call('GET', `${path}/${made.id}/`, { as: 'admin' })).status).toBe(404);

      for (const role of ALL_ROLES.filter((r) => !managers.includes(r))) {
        expect((await t.call('POST', `${path}/${made.id}/unblock/`, { as: role })).status, role).toBe(403);
        expect((await t.call('GET', `${path}/?blocked=true`, { as: role })).status, role).toBe(403);
      }
      const unblocked = await t.call('POST', `${path}/${made.id}/unblock/`, { as: managers.at(-1)! });
      expect(unblocked.status).toBe(200);
      expect(unblocked.body).toMatchObject({ id: made.id, username: made.username });
      expect(await inList(false)).toEqual([made.id]);
      expect(await inList(true)).toEqual([]);
      expect(await t.call('POST', `${path}/${made.id}/unblock/`, { as: 'admin' })).toMatchObject({
        status: 400,
        body: { error_message: PEOPLE_TEXT.notBlocked },
      });
      expect((await t.call('POST', `${path}/999999/unblock/`, { as: 'admin' })).status).toBe(404);
    });
  }

  it('an id of another kind of person is not found by this kind’s Unblock', async () => {
    const worker = await create('/account/worker', workerExtra);
    await t.call('DELETE', `/account/worker/${worker.id}/`, { as: 'admin' });
    expect((await t.call('POST', `/account/storemanager/${worker.id}/unblock/`, { as: 'admin' })).status).toBe(404);
  });

  it('a blocked worker cannot sign in; unblocked, it signs in again with its password', async () => {
    const worker = await create('/account/worker', workerExtra);
    const login = () => t.call('POST', '/account/login', { body: { username: worker.username, password: 'Worker@123' } });
    expect((await login()).status).toBe(200);
    await t.call('DELETE', `/account/worker/${worker.id}/`, { as: 'productionmanager' });
    expect((await login()).status).toBe(400);
    await t.call('POST', `/account/worker/${worker.id}/unblock/`, { as: 'productionmanager' });
    expect((await login()).status).toBe(200);
  });

  it('a customer removed from the dealers can be unblocked too', async () => {
    const customer = await t.call('POST', '/dealer/dealer/', { as: 'admin', body: { is_customer: true, full_name: 'Walk-in Customer', phone: '9123456780' } });
    await t.call('DELETE', `/dealer/dealer/${customer.body.id}/`, { as: 'admin' });
    const blocked = await t.call('GET', '/dealer/dealer/?blocked=true&search=walk-in', { as: 'admin' });
    expect(blocked.body.results.map((d: { id: number }) => d.id)).toContain(customer.body.id);
    expect((await t.call('POST', `/dealer/dealer/${customer.body.id}/unblock/`, { as: 'admin' })).body).toMatchObject({ type: 'Customer' });
  });

  it('the username of a blocked account stays taken, and the error says it belongs to a blocked account', async () => {
    const made = await create('/account/storemanager', {});
    await t.call('DELETE', `/account/storemanager/${made.id}/`, { as: 'admin' });
    const again = await t.call('POST', '/account/qualitychecker/', { as: 'admin', body: person(made.username.toUpperCase(), { email: `${unique('x')}@example.com` }) });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error_message: PEOPLE_TEXT.usernameBlocked, username: [PEOPLE_TEXT.usernameBlocked] });
    const live = await t.call('POST', '/account/qualitychecker/', { as: 'admin', body: person('admin', { email: `${unique('x')}@example.com` }) });
    expect(live.body.username).toEqual([PEOPLE_TEXT.usernameTaken]);
  });
});

describe('a supervisor who holds money cannot be blocked', () => {
  it('is refused with the balance to pay out; once paid out the block goes through', async () => {
    const sup = await create('/supervisor/supervisor', { cols_per_day: 10, cost_per_col: '120.50' });
    await t.call('POST', '/supervisor/supervisor_daily_work/', { as: 'admin', body: { supervisor: sup.id, date: todayIn(t.config.timeZone), cols: 10 } });
    for (const as of ['admin', 'productionmanager'] as const) {
      const refused = await t.call('DELETE', `/supervisor/supervisor/${sup.id}/`, { as });
      expect(refused).toMatchObject({ status: 400, body: { error_message: 'Pay out the balance of ₹1,205.00 first' } });
    }
    // Still a live supervisor: its detail, the payout and the pickers keep working.
    expect((await t.call('GET', `/supervisor/supervisor/${sup.id}/`, { as: 'admin' })).body.balance).toBe('1205.00');
    const paid = await t.call('POST', '/supervisor/balancetransactions/', { as: 'admin', body: { supervisor: sup.id, transaction_amount: '1205' } });
    expect(paid.body.balance).toBe('0.00');
    expect((await t.call('DELETE', `/supervisor/supervisor/${sup.id}/`, { as: 'admin' })).status).toBe(204);
  });
});

describe('phone numbers and emails', () => {
  it('a phone is exactly 10 digits for every kind of person and on the profile', async () => {
    for (const { path, extra } of KINDS) {
      const letters = await t.call('POST', `${path}/`, { as: 'admin', body: person(unique('ph'), { ...extra, phone: 'abcdefghij' }) });
      expect(letters.status).toBe(400);
      expect(letters.body.phone).toEqual(['Use digits only']);
      const short = await t.call('POST', `${path}/`, { as: 'admin', body: person(unique('ph'), { ...extra, phone: '98765' }) });
      expect(short.body.phone).toEqual([PEOPLE_TEXT.phoneLength]);
    }
    expect((await t.call('PATCH', '/account/profile', { as: 'qualitychecker', body: { phone: '98765abcde' } })).body.phone).toEqual(['Use digits only']);
  });

  it('an email belongs to one account, whatever its case: create, update and profile are refused', async () => {
    const first = await create('/account/storemanager', {});
    const copy = await t.call('POST', '/supervisor/supervisor/', {
      as: 'admin',
      body: person(unique('s'), { email: first.email.toUpperCase(), cols_per_day: 5, cost_per_col: 10 }),
    });
    expect(copy.status).toBe(400);
    expect(copy.body).toMatchObject({ error_message: PEOPLE_TEXT.emailTaken, email: [PEOPLE_TEXT.emailTaken] });

    const second = await create('/account/qualitychecker', {});
    const update = await t.call('PATCH', `/account/qualitychecker/${second.id}/`, { as: 'admin', body: { email: first.email } });
    expect(update.body.email).toEqual([PEOPLE_TEXT.emailTaken]);
    const dealer = await t.call('POST', '/dealer/dealer/', { as: 'admin', body: person(unique('d'), { is_dealer: true, email: 'ADMIN@steelworks.example' }) });
    expect(dealer.body.email).toEqual([PEOPLE_TEXT.emailTaken]);
    const profile = await t.call('PATCH', '/account/profile', { as: 'qualitychecker', body: { email: 'admin@steelworks.example' } });
    expect(profile.body.email).toEqual([PEOPLE_TEXT.emailTaken]);
    // Its own email, sent back unchanged, is fine.
    expect((await t.call('PATCH', `/account/qualitychecker/${second.id}/`, { as: 'admin', body: { email: second.email } })).status).toBe(200);

    await t.call('DELETE', `/account/storemanager/${first.id}/`, { as: 'admin' });
    const blocked = await t.call('POST', '/account/sheetuser/', { as: 'admin', body: person(unique('u'), { email: first.email }) });
    expect(blocked.body.email).toEqual([PEOPLE_TEXT.emailBlocked]);
  });
});

describe('daily work guards (docs/product/guards.md#wage-guards)', () => {
  let supervisor: { id: number };
  const today = () => todayIn(t.config.timeZone);
  const post = (body: Record<string, unknown>, as: Role = 'admin') =>
    t.call('POST', '/supervisor/supervisor_daily_work/', { as, body: { supervisor: supervisor.id, ...body } });

  beforeAll(async () => {
    // 1 frame a day, as the supervisor of the issue.
    supervisor = await create('/supervisor/supervisor', { cols_per_day: 1, cost_per_col: 100 });
  });

  it('no future date and no date more than a year back', async () => {
    expect(await post({ date: addDays(today(), 1), cols: 1 })).toMatchObject({ status: 400, body: { date: [SUPERVISOR_TEXT.dateInFuture] } });
    expect(await post({ date: '2030-01-01', cols: 1 })).toMatchObject({ status: 400, body: { date: [SUPERVISOR_TEXT.dateInFuture] } });
    expect(await post({ date: addDays(today(), -367), cols: 1 })).toMatchObject({ status: 400, body: { date: [SUPERVISOR_TEXT.dateTooOld] } });
    expect((await post({ date: addDays(today(), -364), cols: 1 })).status).toBe(201);
    expect((await post({ date: today(), cols: 1 })).status).toBe(201);
  });

  it('cols above 3 x cols_per_day are refused; up to 3 x are recorded (the form asks first above 1 x)', async () => {
    for (const cols of [99_999, 100_000, 4]) {
      const refused = await post({ date: addDays(today(), -10), cols });
      expect(refused.status).toBe(400);
      expect(refused.body.cols).toEqual(['At most 3 cols a day for this supervisor (3 x 1 frames per day)']);
    }
    const three = await post({ date: addDays(today(), -10), cols: 3 }, 'productionmanager');
    expect(three.status).toBe(201);
    // An edit is held to the same rules, and posts only the difference.
    const id = three.body.id;
    expect((await t.call('PATCH', `/supervisor/supervisor_daily_work/${id}/`, { as: 'admin', body: { cols: 4 } })).body.cols).toEqual([
      'At most 3 cols a day for this supervisor (3 x 1 frames per day)',
    ]);
    expect((await t.call('PATCH', `/supervisor/supervisor_daily_work/${id}/`, { as: 'admin', body: { date: addDays(today(), 2) } })).body.date).toEqual([
      SUPERVISOR_TEXT.dateInFuture,
    ]);
    const edited = await t.call('PATCH', `/supervisor/supervisor_daily_work/${id}/`, { as: 'admin', body: { cols: 2, date: addDays(today(), -11) } });
    expect(edited.body).toMatchObject({ cols: 2, date: addDays(today(), -11), amount: '200.00' });
    const ledger = await t.call('GET', `/supervisor/balancetransactions/?supervisor=${supervisor.id}`, { as: 'admin' });
    expect(ledger.body.results[0]).toMatchObject({ transaction_type: 'debit', transaction_amount: '100.00' });
  });
});
