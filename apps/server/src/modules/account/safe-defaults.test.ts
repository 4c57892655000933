import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { readConfig } from '../../config';
import { accounts } from '../../db/accounts.table';
import { createLogger } from '../../lib/logging';
import { hashPassword } from '../../lib/passwords';
import { checkDemoAccounts, unsafeProductionSetting } from './safe-defaults';

describe('safe defaults', () => {
  const t = useTestApp();

  it('refuses SEED_DEMO=true with NODE_ENV=production, and nothing else', () => {
    expect(unsafeProductionSetting(readConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }))).toMatch(/SEED_DEMO=true/);
    expect(unsafeProductionSetting(readConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y' }))).toBeUndefined();
    expect(unsafeProductionSetting(readConfig({ SEED_DEMO: 'true' }))).toBeUndefined();
  });

  it('refuses a production start while demo accounts sign in with the demo password, naming them', async () => {
    const refusal = await checkDemoAccounts(t.db, { ...t.config, production: true }, t.app.log);
    expect(refusal).toMatch(/demo accounts still sign in with the demo password \(admin, manager, .*field\)/);
  });

  it('warns loudly beyond loopback, and stays quiet on loopback', async () => {
    const log = createLogger('silent');
    const warnings: string[] = [];
    const spy = { ...log, warn: (_o: object, message: string) => void warnings.push(message) } as unknown as typeof log;
    expect(await checkDemoAccounts(t.db, { ...t.config, host: '0.0.0.0' }, spy)).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/^WARNING: this server listens on 0\.0\.0\.0 .* public password Demo@1234/)]);
    await checkDemoAccounts(t.db, { ...t.config, host: '127.0.0.1' }, spy);
    expect(warnings).toHaveLength(1);
  });

  it('lets production start once every demo account has its own password or is blocked', async () => {
    const own = await hashPassword('Chosen-by-the-owner-1');
    await t.db.update(accounts).set({ passwordHash: own }).where(eq(accounts.role, 'admin'));
    await t.db.update(accounts).set({ active: false }).where(eq(accounts.username, 'manager'));
    const refusal = await checkDemoAccounts(t.db, { ...t.config, production: true }, t.app.log);
    expect(refusal).not.toMatch(/\badmin\b|\bmanager\b/);
    await t.db.update(accounts).set({ passwordHash: own }).where(eq(accounts.active, true));
    expect(await checkDemoAccounts(t.db, { ...t.config, production: true }, t.app.log)).toBeUndefined();
  });
});
