/**
 * The balance under concurrent withdrawals, on a real PostgreSQL server (PGlite is one connection, so it cannot
 * show a race). 100 withdrawals of 100.00 compete for a balance of 2,550.00: exactly 25 may succeed.
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDaysTo, todayIn } from '@steelworks/contract/common/dates';
import { useTestApp } from '../../../test/harness';
import { balanceTransactions, supervisors } from './supervisor.table';

const t = useTestApp();

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

    // The racing rows were numbered one at a time: 1..26 without gaps or repeats, and the ledger page count says 26.
    const seqs = await t.db.select({ seq: balanceTransactions.seq }).from(balanceTransactions).where(eq(balanceTransactions.supervisorId, id)).orderBy(balanceTransactions.id);
    expect(seqs.map((r) => r.seq)).toEqual(Array.from({ length: 26 }, (_, k) => k + 1));
    const detail = await t.call('GET', `/supervisor/supervisor/${id}?bal_page=3`, { as: 'admin' });
    expect(detail.body.balance_transaction.count).toBe(26);
    // Page 3 holds the six oldest rows, newest first: withdrawals 5 to 1 (each 100.00 below the one before), the credit.
    expect(detail.body.balance_transaction.results.map((r: { balance: string }) => r.balance)).toEqual(['2050.00', '2150.00', '2250.00', '2350.00', '2450.00', '2550.00']);
  });
});

describe('daily work of many supervisors at once', () => {
  it('adds every record to its month of the year chart: no increment is lost to a race on the month row', async () => {
    const date = addDaysTo(todayIn(t.config.timeZone), -200);
    const yearCell = async () => {
      const year = (await t.call('GET', `/supervisor/graph-year/?date=${date.slice(0, 4)}`, { as: 'admin' })).body;
      const month = Number(date.slice(5, 7)) - 1;
      return { wage: year.wage[month] as number, cols: year.cols[month] as number };
    };
    const before = await yearCell();
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const created = await t.call('POST', '/supervisor/supervisor', {
        as: 'admin',
        body: { username: `monthly${i}`, full_name: `Monthly ${i}`, phone: `98765432${String(i).padStart(2, '0')}`, email: `monthly${i}@example.com`, cols_per_day: 10, cost_per_col: '25' },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids.push(created.body.id as number);
    }
    const answers = await Promise.all(
      ids.map((id, i) => t.call('POST', '/supervisor/supervisor_daily_work', { as: 'admin', body: { supervisor: id, date, cols: 1 + (i % 4) } })),
    );
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 201));
    const cols = ids.reduce((sum, _, i) => sum + 1 + (i % 4), 0);
    expect(await yearCell()).toEqual({ wage: before.wage + cols * 25, cols: before.cols + cols });
  });
});
