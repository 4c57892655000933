/**
 * The balance under concurrent withdrawals, on a real PostgreSQL server (PGlite is one connection, so it cannot
 * show a race). 100 withdrawals of 100.00 compete for a balance of 2,550.00: exactly 25 may succeed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { todayIn } from '@steelworks/contract/common/dates';
import { createTestApp, type TestApp } from '../../../test/harness';
import { balanceTransactions, supervisors } from './supervisor.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('withdrawals racing for one balance', () => {
  it('succeed only as far as the balance allows; the balance never goes negative and equals the ledger', async () => {
    const created = await t.call('POST', '/supervisor/supervisor', {
      as: 'admin',
      body: { username: 'racer', full_name: 'Race Supervisor', phone: '9876543210', email: 'racer@example.com', cols_per_day: 10, cost_per_col: '255' },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const work = await t.call('POST', '/supervisor/supervisor_daily_work', { as: 'admin', body: { supervisor: id, date: todayIn(t.config.timeZone), cols: 10 } });
    expect(work.status).toBe(201);
    await t.tokenFor('productionmanager');

    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.call('POST', '/supervisor/balancetransactions', { as: i % 2 ? 'admin' : 'productionmanager', body: { supervisor: id, transaction_amount: '100.00' } }),
      ),
    );
    const ok = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 400);
    expect(ok).toHaveLength(25);
    expect(refused).toHaveLength(75);
    expect(refused.every((a) => a.body.error_message === 'Insufficient balance')).toBe(true);
    // Every successful withdrawal saw a distinct balance after it: 2450.00 down to 50.00.
    expect(new Set(ok.map((a) => a.body.balance)).size).toBe(25);

    const [row] = await t.db.select({ balance: supervisors.balance }).from(supervisors).where(eq(supervisors.id, id));
    expect(row!.balance).toBe('50.00');
    const [ledger] = await t.db
      .select({
        sum: sql<string>`sum(case when ${balanceTransactions.transactionType} = 'credit' then ${balanceTransactions.transactionAmount} else -${balanceTransactions.transactionAmount} end)::numeric(14,2)::text`,
        min: sql<string>`min(${balanceTransactions.balance})::text`,
        rows: sql<number>`count(*)::int`,
      })
      .from(balanceTransactions)
      .where(eq(balanceTransactions.supervisorId, id));
    expect(ledger).toEqual({ sum: '50.00', min: '50.00', rows: 26 });
  });
});
