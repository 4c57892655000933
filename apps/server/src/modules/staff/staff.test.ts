import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { Role } from '@steelworks/contract/roles';
import { useTestApp } from '../../../test/harness';
import { expectRefused } from '../../../test/refused-routes';
import { mailOutbox } from '../../db/accounts.table';
import { designations } from './staff.table';

const t = useTestApp();
let designationIds: number[] = [];
beforeAll(async () => {
  const rows = await t.db.insert(designations).values([{ role: 'Cutter' }, { role: 'Welder' }, { role: 'Painter' }]).returning();
  designationIds = rows.map((r) => r.id);
});

const OTHERS: Role[] = ['supervisor', 'storemanager', 'sheet_user', 'dealer', 'worker', 'qualitychecker'];
let serial = 0;
const unique = (prefix: string) => `${prefix}${++serial}${Date.now() % 10000}`;
const person = (username: string) => ({
  username,
  full_name: `Person ${username}`,
  phone: '9876543210',
  email: `${username}@example.com`,
});

async function login(username: string, password: string) {
  return t.call('POST', '/account/login', { body: { username, password } });
}

const PLAIN = [
  { path: '/account/storemanager', role: 'storemanager', managers: ['admin', 'productionmanager'] as Role[] },
  { path: '/account/sheetuser', role: 'sheet_user', managers: ['admin', 'productionmanager'] as Role[] },
  { path: '/account/qualitychecker', role: 'qualitychecker', managers: ['admin', 'productionmanager'] as Role[] },
  { path: '/account/production_manager', role: 'productionmanager', managers: ['admin'] as Role[] },
] as const;

describe.each(PLAIN)('$path', ({ path, role, managers }) => {
  it('is managed end to end by each managing role: create, list, search, detail, update, block', async () => {
    for (const as of managers) {
      const username = unique('staff');
      const created = await t.call('POST', `${path}/`, { as, body: person(username) });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const expected = { username, full_name: `Person ${username}`, phone: '9876543210', email: `${username}@example.com`, role };
      expect(created.body).toMatchObject({ ...expected, account: expected });
      const id = created.body.id;

      const list = await t.call('GET', `${path}/?search=${username}`, { as });
      expect(list.body).toMatchObject({ count: 1, next: null, previous: null });
      expect(list.body.results[0].id).toBe(id);

      expect((await t.call('GET', `${path}/${id}/`, { as })).body).toMatchObject(expected);

      const put = await t.call('PUT', `${path}/${id}`, { as, body: { ...person(username), full_name: 'Renamed Person' } });
      expect(put.body).toMatchObject({ full_name: 'Renamed Person', account: { full_name: 'Renamed Person' } });
      const patch = await t.call('PATCH', `${path}/${id}`, { as, body: { phone: '9000000000' } });
      expect(patch.body).toMatchObject({ full_name: 'Renamed Person', phone: '9000000000' });

      expect((await t.call('DELETE', `${path}/${id}/`, { as })).status).toBe(204);
      expect((await t.call('GET', `${path}/${id}/`, { as })).status).toBe(404);
      expect((await t.call('GET', `${path}/?search=${username}`, { as })).body.count).toBe(0);
      expect((await t.call('DELETE', `${path}/${id}/`, { as })).status).toBe(404);
    }
  });

  it('refuses every other role with 403 on every endpoint', async () => {
    const refused = ([...OTHERS, 'admin', 'productionmanager'] as Role[]).filter((r) => !managers.includes(r));
    await expectRefused(
      t,
      refused,
      [
        ['GET', `${path}/`],
        ['POST', `${path}/`],
        ['GET', `${path}/1`],
        ['PUT', `${path}/1`],
        ['PATCH', `${path}/1`],
        ['DELETE', `${path}/1`],
      ],
      () => person('someone'),
    );
  });

  it('answers 404 for an id of another role and for an unknown id', async () => {
    const [as] = managers;
    // Account 1 is the admin: not a person of this role.
    expect((await t.call('GET', `${path}/1`, { as })).status).toBe(404);
    expect((await t.call('PUT', `${path}/999999`, { as, body: person(unique('x')) })).status).toBe(404);
    expect((await t.call('GET', `${path}/abc`, { as })).status).toBe(404);
  });

  it('validates with the messages of docs/product/people-and-accounts.md#people-validation', async () => {
    const [as] = managers;
    const empty = await t.call('POST', path, { as, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.phone).toEqual(['Please enter your phone number']);
    expect(empty.body.full_name).toEqual(['Please enter the full name']);
    expect(empty.body.email).toEqual(['Please enter an email']);
    const bad = await t.call('POST', path, { as, body: { ...person(unique('v')), phone: '12345', email: 'nope' } });
    expect(bad.body.phone).toEqual(['Your number must be 10 characters']);
    expect(bad.body.email).toEqual(['Enter a valid email']);
    const taken = await t.call('POST', path, { as, body: person('admin') });
    expect(taken).toMatchObject({ status: 400, body: { username: ['A user with that username already exists.'] } });
  });
});

describe('production manager usernames', () => {
  it('enforces 4 to 20 characters with the message that says 6 to 20', async () => {
    const short = await t.call('POST', '/account/production_manager', { as: 'admin', body: person('abc') });
    expect(short.body.username).toEqual(['Your name must be between 6 and 20 characters']);
    const long = await t.call('POST', '/account/production_manager', { as: 'admin', body: person('a'.repeat(21)) });
    expect(long.body.username).toEqual(['Your name must be between 6 and 20 characters']);
    expect((await t.call('POST', '/account/production_manager', { as: 'admin', body: person('pm04') })).status).toBe(201);
  });
});

describe('accounts created without a password', () => {
  it('get a temporary password by mail that must be changed at first sign-in; a blocked one cannot sign in', async () => {
    const username = unique('qcnew');
    const created = await t.call('POST', '/account/qualitychecker', { as: 'admin', body: person(username) });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, `${username}@example.com`)).orderBy(desc(mailOutbox.id));
    const temporary = /Temporary password: (\S+)/.exec(mail!.body)![1]!;
    const first = await login(username, temporary);
    expect(first.body).toMatchObject({ username, role: 'qualitychecker', must_change_password: true });
    const token = first.body.token;
    expect((await t.call('PUT', '/account/change_password', { token, body: { new_password: 'Fresh-pass-1', confirm_new_password: 'Fresh-pass-1' } })).status).toBe(200);
    expect((await login(username, 'Fresh-pass-1')).body.must_change_password).toBe(false);

    // Blocking ends its sessions and its sign-in; its record stays in the database.
    expect((await t.call('DELETE', `/account/qualitychecker/${created.body.id}`, { as: 'productionmanager' })).status).toBe(204);
    expect((await t.call('GET', '/account/profile', { token })).status).toBe(401);
    expect((await login(username, 'Fresh-pass-1')).body).toEqual({ error_message: 'Invalid username or password', code: 'rule_refused' });
  });
});

describe('/account/worker', () => {
  const worker = (username: string, extra: Record<string, unknown> = {}) => ({
    ...person(username),
    password: 'Worker-pass-1',
    designation: designationIds.slice(0, 2).map(String),
    ...extra,
  });

  it('creates a worker with its password and designations, lists it with them, updates and blocks it', async () => {
    const username = unique('wrk');
    const created = await t.call('POST', '/account/worker/', { as: 'productionmanager', body: worker(username) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      username,
      role: 'worker',
      account: { role: 'worker' },
      designation: designationIds.slice(0, 2),
      designation_details: [
        { id: designationIds[0], role: 'Cutter' },
        { id: designationIds[1], role: 'Welder' },
      ],
    });
    // The password given on the form works at once, with no forced change.
    expect((await login(username, 'Worker-pass-1')).body).toMatchObject({ role: 'worker', must_change_password: false });

    const list = await t.call('GET', `/account/worker?search=${username}`, { as: 'admin' });
    expect(list.body.results[0].designation_details.map((d: { role: string }) => d.role)).toEqual(['Cutter', 'Welder']);

    const updated = await t.call('PUT', `/account/worker/${created.body.id}`, {
      as: 'admin',
      body: worker(username, { password: '', designation: [designationIds[2]] }),
    });
    expect(updated.body.designation).toEqual([designationIds[2]]);
    expect((await login(username, 'Worker-pass-1')).status).toBe(200);
    expect((await t.call('PATCH', `/account/worker/${created.body.id}`, { as: 'admin', body: { full_name: 'W New' } })).body).toMatchObject({
      full_name: 'W New',
      designation: [designationIds[2]],
    });
    expect((await t.call('DELETE', `/account/worker/${created.body.id}`, { as: 'admin' })).status).toBe(204);
    expect((await t.call('GET', `/account/worker/${created.body.id}`, { as: 'admin' })).status).toBe(404);
    expect((await login(username, 'Worker-pass-1')).status).toBe(400);
  });

  it('requires at least one role, a password, and a 4 to 20 character username', async () => {
    const none = await t.call('POST', '/account/worker', { as: 'admin', body: worker(unique('wrk'), { designation: [] }) });
    expect(none).toMatchObject({ status: 400, body: { designation: ['Please select at least one role.'] } });
    const missing = await t.call('POST', '/account/worker', { as: 'admin', body: { ...worker(unique('wrk')), designation: undefined, password: undefined } });
    expect(missing.body.designation).toEqual(['Please select at least one role.']);
    expect(missing.body.password).toEqual(['Please enter a password']);
    const unknown = await t.call('POST', '/account/worker', { as: 'admin', body: worker(unique('wrk'), { designation: [999999] }) });
    expect(unknown.body.designation).toEqual(['Please select at least one role.']);
    const huge = await t.call('POST', '/account/worker', { as: 'admin', body: worker(unique('wrk'), { designation: [99999999999] }) });
    expect(huge).toMatchObject({ status: 400, body: { error_message: 'Please select at least one role.' } });
    const short = await t.call('POST', '/account/worker', { as: 'admin', body: worker('abc') });
    expect(short.body.username).toEqual(['Your name must be between 6 and 20 characters']);
    // Nothing was created by the refused calls.
    const rows = await t.call('GET', '/account/worker?search=wrk', { as: 'admin' });
    expect(rows.body.count).toBe(0);
  });

  it('refuses every role but admin and productionmanager', async () => {
    for (const as of OTHERS) {
      for (const [method, url] of [
        ['GET', '/account/worker'],
        ['POST', '/account/worker'],
        ['GET', '/account/worker/1'],
        ['PUT', '/account/worker/1'],
        ['PATCH', '/account/worker/1'],
        ['DELETE', '/account/worker/1'],
      ] as const) {
        expect((await t.call(method, url, { as, body: method === 'GET' || method === 'DELETE' ? undefined : {} })).status).toBe(403);
      }
    }
  });
});

describe('GET /account/designation', () => {
  it('lists the designations for admin, productionmanager and worker', async () => {
    for (const as of ['admin', 'productionmanager', 'worker'] as Role[]) {
      const response = await t.call('GET', '/account/designation/', { as });
      expect(response.status).toBe(200);
      expect(response.body.filter((d: { id: number }) => designationIds.includes(d.id))).toEqual([
        { id: designationIds[0], role: 'Cutter' },
        { id: designationIds[1], role: 'Welder' },
        { id: designationIds[2], role: 'Painter' },
      ]);
    }
  });

  it('refuses the other roles', async () => {
    for (const as of ['supervisor', 'storemanager', 'sheet_user', 'dealer', 'qualitychecker'] as Role[]) {
      expect((await t.call('GET', '/account/designation', { as })).status).toBe(403);
    }
  });
});

describe('staff lists', () => {
  it('page by 10, sort by name both ways, and search case-insensitively', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `Zed Sorted ${String.fromCharCode(65 + i)}`);
    for (const [i, full_name] of names.entries()) {
      await t.call('POST', '/account/storemanager', { as: 'admin', body: { ...person(unique(`sorted${i}x`)), full_name } });
    }
    const first = await t.call('GET', '/account/storemanager?search=zed%20SORTED&sort=full_name', { as: 'admin' });
    expect(first.body.count).toBe(12);
    expect(first.body.results).toHaveLength(10);
    expect(first.body.results[0].full_name).toBe('Zed Sorted A');
    expect(first.body.next).toContain('page=2');
    const second = await t.call('GET', '/account/storemanager?search=zed%20sorted&sort=-full_name&page=9', { as: 'admin' });
    // A page past the end is clamped to the last one.
    expect(second.body.results.map((r: { full_name: string }) => r.full_name)).toEqual(['Zed Sorted B', 'Zed Sorted A']);
    const ids = first.body.results.map((r: { id: number }) => r.id);
    expect(ids.length).toBe(new Set(ids).size);
  });
});
