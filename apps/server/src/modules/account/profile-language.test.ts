import { eq } from 'drizzle-orm';
import { ROLES } from '@steelworks/contract/roles';
import { describe, expect, it } from 'vitest';
import { DEMO_USERNAME, useTestApp } from '../../../test/harness';
import { accounts } from '../../db/accounts.table';

// Its own file: account.test.ts locks the worker's sign-in on purpose, and every role signs in here.
const t = useTestApp();

describe('profile language (issue 33 point 6)', () => {
  it('is English until the person picks Hindi, and every role may pick its own', async () => {
    for (const role of ROLES) {
      expect((await t.call('GET', '/account/profile/', { as: role })).body.language, role).toBe('en');
      const changed = await t.call('PATCH', '/account/profile/', { as: role, body: { language: 'hi' } });
      expect(changed, role).toMatchObject({ status: 200, body: { role, language: 'hi' } });
      expect((await t.call('GET', '/account/profile', { as: role })).body.language, role).toBe('hi');
    }
    // One person's choice is its own: switching back leaves the others in Hindi.
    await t.call('PATCH', '/account/profile', { as: 'worker', body: { language: 'en' } });
    expect((await t.call('GET', '/account/profile', { as: 'worker' })).body.language).toBe('en');
    expect((await t.call('GET', '/account/profile', { as: 'fieldstaff' })).body.language).toBe('hi');
    // The change is in the account's history like any other profile change.
    const fieldstaff = (await t.call('GET', '/account/profile', { as: 'fieldstaff' })).body;
    const history = await t.call('GET', `/audit/log/?entity=account&entity_id=${fieldstaff.id}`, { as: 'admin' });
    expect(history.body.results[0]).toMatchObject({ action: 'update', changes: { language: { before: 'en', after: 'hi' } } });
  });

  it('refuses a language other than en and hi, and changes nothing', async () => {
    for (const language of ['fr', 'HI', '', 3]) {
      const refused = await t.call('PATCH', '/account/profile', { as: 'fieldstaff', body: { language } });
      expect(refused.status).toBe(400);
      expect(refused.body.language).toEqual(['Choose English or Hindi']);
      expect(typeof refused.body.error_message).toBe('string');
    }
    const [row] = await t.db.select({ language: accounts.language }).from(accounts).where(eq(accounts.username, DEMO_USERNAME.fieldstaff));
    expect(row?.language).toBe('hi');
  });
});
