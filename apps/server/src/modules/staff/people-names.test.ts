/**
 * Every person route in the 2022 client's shapes (docs/product/client-2022-names.md#people, issue 29): it creates and updates people
 * with first_name and last_name instead of full_name, and its update forms read the two back as they were given
 * (issue 40 point 8: "Ravi" / "Kumar Nair" is not "Ravi Kumar" / "Nair").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { firstNameLengthOf, PERSON_NAME_TEXT, splitFullName } from '@steelworks/contract/person';
import { useTestApp } from '../../../test/harness';
import { designations } from './staff.table';

const t = useTestApp();
let designationId: number;
beforeAll(async () => {
  const [row] = await t.db.insert(designations).values({ role: 'Welder' }).returning();
  designationId = row!.id;
});

/** Each person route with the fields of its form besides the name (usernames short enough for every route). */
const PEOPLE: ReadonlyArray<{ path: string; fields: (username: string) => Record<string, unknown> }> = [
  { path: '/account/storemanager', fields: (username) => ({ username }) },
  { path: '/account/sheetuser', fields: (username) => ({ username }) },
  { path: '/account/qualitychecker', fields: (username) => ({ username }) },
  { path: '/account/production_manager', fields: (username) => ({ username }) },
  { path: '/account/worker', fields: (username) => ({ username, designation: [designationId], password: 'Worker-pass-1' }) },
  { path: '/supervisor/supervisor', fields: (username) => ({ username, cols_per_day: '10', cost_per_col: '150' }) },
  { path: '/dealer/dealer', fields: (username) => ({ username, is_dealer: true, is_customer: false, location: 'Kochi', profit: '5' }) },
  { path: '/fieldsite/fieldstaff', fields: (username) => ({ username }) },
];

let serial = 0;
function formOf(path: string) {
  const username = `nm${++serial}x${Date.now() % 10_000}`;
  const fields = { ...PEOPLE.find((p) => p.path === path)!.fields(username), phone: '9876543210', email: `${username}@example.com` };
  return { username, fields };
}

const namesOf = (person: { full_name: string; first_name: string; last_name: string }) => ({
  full_name: person.full_name,
  first_name: person.first_name,
  last_name: person.last_name,
});

describe('first_name and last_name on every person route', () => {
  for (const { path } of PEOPLE) {
    it(`${path}: created and updated with first_name + last_name only, answered with both beside full_name`, async () => {
      const { username, fields } = formOf(path);
      const created = await t.call('POST', `${path}/`, { as: 'admin', body: { ...fields, first_name: 'Ravi', last_name: 'Kumar Nair' } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const ravi = { full_name: 'Ravi Kumar Nair', first_name: 'Ravi', last_name: 'Kumar Nair' };
      expect(namesOf(created.body)).toEqual(ravi);
      expect(namesOf(created.body.account)).toEqual(ravi);
      const id = created.body.id;

      // Read back: the detail and the list carry the two parts, which the old update forms open with.
      const detail = await t.call('GET', `${path}/${id}/`, { as: 'admin' });
      expect(namesOf(detail.body)).toEqual(ravi);
      const list = await t.call('GET', `${path}/?search=${username}`, { as: 'admin' });
      expect(list.body.results.map(namesOf)).toEqual([ravi]);

      // PUT (the whole form) and PATCH, each without full_name.
      const put = await t.call('PUT', `${path}/${id}/`, { as: 'admin', body: { ...fields, first_name: 'Ravi Kumar', last_name: 'Menon Pillai' } });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      const menon = { full_name: 'Ravi Kumar Menon Pillai', first_name: 'Ravi Kumar', last_name: 'Menon Pillai' };
      expect(namesOf((await t.call('GET', `${path}/${id}/`, { as: 'admin' })).body)).toEqual(menon);
      // A change that leaves the name alone keeps its parts.
      expect((await t.call('PATCH', `${path}/${id}/`, { as: 'admin', body: { phone: '9876500000' } })).status).toBe(200);
      expect(namesOf((await t.call('GET', `${path}/${id}/`, { as: 'admin' })).body)).toEqual(menon);
      // A name given whole (our web app's form) splits at its last space again.
      expect((await t.call('PATCH', `${path}/${id}/`, { as: 'admin', body: { full_name: 'Anand Raj Pillai' } })).status).toBe(200);
      expect(namesOf((await t.call('GET', `${path}/${id}/`, { as: 'admin' })).body)).toEqual({ full_name: 'Anand Raj Pillai', first_name: 'Anand Raj', last_name: 'Pillai' });
      const patch = await t.call('PATCH', `${path}/${id}/`, { as: 'admin', body: { first_name: ' Anand ', last_name: '' } });
      expect(patch.status, JSON.stringify(patch.body)).toBe(200);
      expect(namesOf((await t.call('GET', `${path}/${id}/`, { as: 'admin' })).body)).toEqual({ full_name: 'Anand', first_name: 'Anand', last_name: '' });

      // Half a name would drop the other half: refused, and nothing changes.
      const half = await t.call('PATCH', `${path}/${id}/`, { as: 'admin', body: { last_name: 'Pillai' } });
      expect(half).toMatchObject({ status: 400, body: { first_name: [PERSON_NAME_TEXT.partsTogether] } });
      expect((await t.call('GET', `${path}/${id}/`, { as: 'admin' })).body.full_name).toBe('Anand');
    });
  }

  it('full_name wins when both are sent (the parts are kept when they make it up); without either the usual message stands', async () => {
    const { fields } = formOf('/account/storemanager');
    const both = await t.call('POST', '/account/storemanager/', {
      as: 'admin',
      body: { ...fields, full_name: 'Meera Das', first_name: 'Other', last_name: 'Name' },
    });
    expect(namesOf(both.body)).toEqual({ full_name: 'Meera Das', first_name: 'Meera', last_name: 'Das' });
    const agreeing = await t.call('POST', '/account/storemanager/', {
      as: 'admin',
      body: { ...formOf('/account/storemanager').fields, full_name: 'Mary Ann Thomas', first_name: 'Mary Ann', last_name: 'Thomas' },
    });
    expect(namesOf(agreeing.body)).toEqual({ full_name: 'Mary Ann Thomas', first_name: 'Mary Ann', last_name: 'Thomas' });
    const neither = await t.call('POST', '/account/storemanager/', { as: 'admin', body: formOf('/account/storemanager').fields });
    expect(neither).toMatchObject({ status: 400, body: { full_name: ['Please enter the full name'] } });
    const blank = await t.call('POST', '/account/storemanager/', {
      as: 'admin',
      body: { ...formOf('/account/storemanager').fields, first_name: ' ', last_name: '' },
    });
    expect(blank).toMatchObject({ status: 400, body: { full_name: ['Please enter the full name'] } });
    const notText = await t.call('POST', '/account/storemanager/', {
      as: 'admin',
      body: { ...formOf('/account/storemanager').fields, first_name: 5, last_name: 'Das' },
    });
    expect(notText.status).toBe(400);
    expect(notText.body.first_name).toHaveLength(1);
  });

  it('a customer (dealer record without an account to sign in) too', async () => {
    const created = await t.call('POST', '/dealer/dealer/', {
      as: 'admin',
      body: { is_dealer: false, is_customer: true, first_name: 'Joseph', last_name: 'K Varghese', phone: '9876543210' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(namesOf(created.body)).toEqual({ full_name: 'Joseph K Varghese', first_name: 'Joseph', last_name: 'K Varghese' });
  });

  it('one’s own profile keeps the parts given; a name given whole, or stored before the parts were kept, splits at the last space', async () => {
    const { fields } = formOf('/account/storemanager');
    const created = await t.call('POST', '/account/storemanager/', { as: 'admin', body: { ...fields, full_name: 'Lakshmi Devi Iyer' } });
    expect(namesOf(created.body)).toEqual({ full_name: 'Lakshmi Devi Iyer', first_name: 'Lakshmi Devi', last_name: 'Iyer' });
    const updated = await t.call('PATCH', '/account/profile/', { as: 'storemanager', body: { first_name: 'Suresh', last_name: 'Babu Nair' } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const suresh = { full_name: 'Suresh Babu Nair', first_name: 'Suresh', last_name: 'Babu Nair' };
    expect(namesOf(updated.body)).toEqual(suresh);
    expect(namesOf((await t.call('GET', '/account/profile/', { as: 'storemanager' })).body)).toEqual(suresh);
    // The people list and the audit log's author read the same.
    expect(namesOf((await t.call('GET', `/account/storemanager/${updated.body.id}/`, { as: 'admin' })).body)).toEqual(suresh);
    const audit = await t.call('GET', '/audit/log/?entity=account', { as: 'admin' });
    expect(namesOf(audit.body.results.find((e: { full_name: string }) => e.full_name === 'Suresh Babu Nair'))).toEqual(suresh);
  });
});

describe('the split of a name', () => {
  it('is where the first part ended when it was given in parts, else at the last space', () => {
    expect(splitFullName('Ravi Kumar Nair', 4)).toEqual({ first_name: 'Ravi', last_name: 'Kumar Nair' });
    expect(splitFullName('Ravi Kumar Nair', 10)).toEqual({ first_name: 'Ravi Kumar', last_name: 'Nair' });
    expect(splitFullName('Ravi Kumar Nair', null)).toEqual({ first_name: 'Ravi Kumar', last_name: 'Nair' });
    expect(splitFullName('Nair', 0)).toEqual({ first_name: '', last_name: 'Nair' });
    expect(splitFullName('Anand', 5)).toEqual({ first_name: 'Anand', last_name: '' });
    // A split point that no longer falls on a space (the name changed some other way) is not believed.
    expect(splitFullName('Ravindran Nair', 4)).toEqual({ first_name: 'Ravindran', last_name: 'Nair' });
    expect(splitFullName('Ravi', 9)).toEqual({ first_name: 'Ravi', last_name: '' });
    expect(firstNameLengthOf({ full_name: 'Ravi Kumar Nair', first_name: ' Ravi ', last_name: 'Kumar Nair' })).toBe(4);
    expect(firstNameLengthOf({ full_name: 'Ravi Kumar Nair' })).toBeNull();
    expect(firstNameLengthOf({ full_name: 'Meera Das', first_name: 'Other', last_name: 'Name' })).toBeNull();
    expect(firstNameLengthOf({ phone: '9876543210' } as { full_name?: string })).toBeUndefined();
  });
});
