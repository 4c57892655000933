import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { accounts } from './accounts.table';
import { useTestApp } from '../../test/harness';
import { seedDemoIntoEmptyDatabase } from './seed';

const t = useTestApp();

const login = (username: string, password = 'Demo@1234') => t.call('POST', '/account/login', { body: { username, password } });

describe('demo data at start', () => {
  it('goes only into an empty database: renamed, blocked and re-passworded demo accounts stay as they are', async () => {
    // The test database holds the demo accounts, as a started install does.
    await t.db.update(accounts).set({ username: 'boss' }).where(eq(accounts.username, 'admin'));
    await t.db.update(accounts).set({ active: false }).where(eq(accounts.username, 'qc'));
    const changed = await t.call('PUT', '/account/change_password/', {
      as: 'storemanager',
      body: { old_password: 'Demo@1234', new_password: 'Private-pass-1', confirm_new_password: 'Private-pass-1' },
    });
    expect(changed.status).toBe(200);

    // A restart: a new app on the same database runs what main.ts runs at start.
    const restarted = await buildApp({ db: t.db, config: t.config, logger: false });
    const log = { info: () => undefined } as unknown as Parameters<typeof seedDemoIntoEmptyDatabase>[1];
    expect(await seedDemoIntoEmptyDatabase(restarted.ctx, log)).toBe(false);
    await restarted.close();

    expect((await login('admin')).body).toEqual({ error_message: 'Invalid username or password', code: 'rule_refused' });
    expect((await login('boss')).status).toBe(200);
    expect((await login('qc')).status).toBe(400);
    expect((await login('store')).status).toBe(400);
    expect((await login('store', 'Private-pass-1')).status).toBe(200);
    expect(await t.db.select().from(accounts).where(eq(accounts.username, 'admin'))).toEqual([]);
  });
});
