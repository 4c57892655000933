import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { formatDisplayDate, todayIn } from '@steelworks/contract/common/dates';
import type { Role } from '@steelworks/contract/roles';
import { useTestApp } from '../../../test/harness';
import { accountIdOf } from '../../db/seed-helpers';
import { expectRefused } from '../../../test/refused-routes';
import { mailOutbox } from '../../db/accounts.table';
import { orderItems, orders } from '../order/order.table';
import { products } from '../product/product.table';
import { addDays } from '../schedule/schedule.capacity';
import { scheduleItems } from '../schedule/schedule.table';
import { balanceTransactions, supervisors } from './supervisor.table';

const t = useTestApp();
/** The demo `supervisor` account's own record, for the "sees only its own" checks. */
let ownId: number;
beforeAll(async () => {
  const accountId = (await accountIdOf(t.db, 'supervisor'))!;
  const [own] = await t.db.insert(supervisors).values({ accountId, colsPerDay: 10, costPerCol: '50.00' }).returning();
  ownId = own!.id;
});

/** A day `n` days before today (daily work may be dated from a year back up to today). */
const daysAgo = (n: number) => addDays(todayIn(t.config.timeZone), -n);

const REFUSED: Role[] = ['supervisor', 'storemanager', 'sheet_user', 'dealer', 'worker', 'qualitychecker'];
let serial = 0;
const nextName = () => `sup${++serial}${Date.now() % 1000}`;

function supervisorBody(username = nextName(), extra: Record<string, unknown> = {}) {
  return { username, full_name: `Sup ${username}`, phone: '9876543210', email: `${username}@example.com`, cols_per_day: '12', cost_per_col: '150.5', ...extra };
}

async function newSupervisor(as: Role = 'admin', extra: Record<string, unknown> = {}) {
  const response = await t.call('POST', '/supervisor/supervisor/', { as, body: supervisorBody(undefined, extra) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; username: string; balance: string };
}

async function balanceOf(id: number) {
  return (await t.call('GET', `/supervisor/supervisor/${id}`, { as: 'admin' })).body.balance as string;
}

/** Sum of credits minus debits of the ledger, in paise, straight from the database. */
async function ledgerSum(id: number) {
  const [row] = await t.db
    .select({ sum: sql<string>`coalesce(sum(case when ${balanceTransactions.transactionType} = 'credit' then ${balanceTransactions.transactionAmount} else -${balanceTransactions.transactionAmount} end), 0)::numeric(14,2)::text` })
    .from(balanceTransactions)
    .where(eq(balanceTransactions.supervisorId, id));
  return row!.sum;
}

describe('/supervisor/supervisor', () => {
  it('creates, lists, shows, updates and blocks a supervisor (admin and productionmanager)', async () => {
    for (const as of ['admin', 'productionmanager'] as Role[]) {
      const username = nextName();
      const created = await t.call('POST', '/supervisor/supervisor', { as, body: supervisorBody(username) });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        username,
        role: 'supervisor',
        account: { username, role: 'supervisor', email: `${username}@example.com` },
        cols_per_day: 12,
        cost_per_col: '150.50',
        balance: '0.00',
      });
      const id = created.body.id;
      const list = await t.call('GET', `/supervisor/supervisor/?search=${username.toUpperCase()}`, { as });
      expect(list.body).toMatchObject({ count: 1, results: [{ id }] });

      const detail = await t.call('GET', `/supervisor/supervisor/${id}/`, { as });
      expect(detail.body).toMatchObject({
        id,
        balance_transaction: { count: 0, next: null, previous: null, results: [] },
        supervisor_schedule_items: { count: 0, results: [] },
      });

      const put = await t.call('PUT', `/supervisor/supervisor/${id}`, { as, body: supervisorBody(username, { cols_per_day: 20, cost_per_col: 99 }) });
      expect(put.body).toMatchObject({ cols_per_day: 20, cost_per_col: '99.00', balance: '0.00' });
      // The balance is not an input: only the ledger moves it.
      const patch = await t.call('PATCH', `/supervisor/supervisor/${id}`, { as, body: { balance: '5000.00', full_name: 'Patched' } });
      expect(patch.body).toMatchObject({ full_name: 'Patched', balance: '0.00', cols_per_day: 20 });

      expect((await t.call('DELETE', `/supervisor/supervisor/${id}`, { as })).status).toBe(204);
      expect((await t.call('GET', `/supervisor/supervisor/${id}`, { as })).status).toBe(404);
      expect((await t.call('GET', `/supervisor/supervisor/?search=${username}`, { as })).body.count).toBe(0);
    }
  });

  it('validates with the messages of docs/product/people-and-accounts.md#people-validation', async () => {
    const empty = await t.call('POST', '/supervisor/supervisor', { as: 'admin', body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      username: ['Your name must be between 3 and 16 characters'],
      phone: ['Please enter your phone number'],
      email: ['Please enter an email'],
      full_name: ['Please enter the full name'],
      cols_per_day: ['Please enter the frames per day'],
      cost_per_col: ['Please enter the cost per frame'],
    });
    const bad = await t.call('POST', '/supervisor/supervisor', {
      as: 'admin',
      body: supervisorBody('ab', { phone: '98765', cols_per_day: -1, cost_per_col: '-2' }),
    });
    expect(bad.body).toMatchObject({
      username: ['Your name must be between 3 and 16 characters'],
      phone: ['Your number must be 10 characters'],
      cols_per_day: ['Enter a number of at least 0'],
      cost_per_col: ['Enter a number of at least 0'],
    });
    const long = await t.call('POST', '/supervisor/supervisor', { as: 'admin', body: supervisorBody('a'.repeat(17)) });
    expect(long.body.username).toEqual(['Your name must be between 3 and 16 characters']);
    const taken = await t.call('POST', '/supervisor/supervisor', { as: 'admin', body: supervisorBody('Supervisor') });
    expect(taken.body).toMatchObject({ error_message: 'A user with that username already exists.', username: ['A user with that username already exists.'] });
  });

  it('answers 404 for unknown ids and 403 to every other role', async () => {
    expect((await t.call('GET', '/supervisor/supervisor/999999', { as: 'admin' })).status).toBe(404);
    expect((await t.call('DELETE', '/supervisor/supervisor/999999', { as: 'admin' })).status).toBe(404);
    await expectRefused(t, REFUSED, [
      ['GET', '/supervisor/supervisor'],
      ['POST', '/supervisor/supervisor'],
      ['GET', `/supervisor/supervisor/${ownId}`],
      ['PUT', `/supervisor/supervisor/${ownId}`],
      ['PATCH', `/supervisor/supervisor/${ownId}`],
      ['DELETE', `/supervisor/supervisor/${ownId}`],
      ['POST', '/supervisor/balancetransactions'],
      ['GET', '/supervisor/supervisor_daily_work'],
      ['POST', '/supervisor/supervisor_daily_work'],
      ['PUT', '/supervisor/supervisor_daily_work/1'],
      ['PATCH', '/supervisor/supervisor_daily_work/1'],
      ['DELETE', '/supervisor/supervisor_daily_work/1'],
    ]);
  });

  it('sends the new supervisor a temporary password that must be changed at first sign-in', async () => {
    const created = await newSupervisor();
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, `${created.username}@example.com`));
    const temporary = /Temporary password: (\S+)/.exec(mail!.body)![1]!;
    const signedIn = await t.call('POST', '/account/login', { body: { username: created.username, password: temporary } });
    expect(signedIn.body).toMatchObject({ role: 'supervisor', must_change_password: true });
  });
});

describe('the ledger (docs/product/money-and-ledgers.md#supervisor-balance-ledger)', () => {
  it('credits daily work, posts the difference of a change, reverses a removal, and keeps ledger = balance', async () => {
    const sup = await newSupervisor('admin', { cost_per_col: '100.25' });
    const [day1, day2] = [daysAgo(21), daysAgo(20)];
    const [shown1, shown2] = [formatDisplayDate(day1), formatDisplayDate(day2)];
    const created = await t.call('POST', '/supervisor/supervisor_daily_work/', { as: 'admin', body: { supervisor: String(sup.id), date: day1, cols: '4' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ supervisor: sup.id, supervisor_name: `Sup ${sup.username}`, date: day1, cols: 4, amount: '401.00' });
    expect(await balanceOf(sup.id)).toBe('401.00');

    // Same supervisor, same date: refused with a clear message under the date.
    const twice = await t.call('POST', '/supervisor/supervisor_daily_work/', { as: 'admin', body: { supervisor: sup.id, date: day1, cols: 1 } });
    expect(twice).toMatchObject({ status: 400, body: { error_message: 'Daily work of this supervisor on this date already exists.', date: ['Daily work of this supervisor on this date already exists.'] } });

    const up = await t.call('PATCH', `/supervisor/supervisor_daily_work/${created.body.id}`, { as: 'admin', body: { cols: 6 } });
    expect(up.body).toMatchObject({ cols: 6, amount: '601.50' });
    expect(await balanceOf(sup.id)).toBe('601.50');
    const down = await t.call('PUT', `/supervisor/supervisor_daily_work/${created.body.id}`, { as: 'productionmanager', body: { supervisor: sup.id, date: day1, cols: 5 } });
    expect(down.body.amount).toBe('501.25');
    expect(await balanceOf(sup.id)).toBe('501.25');

    // A later change of the rate does not rewrite the wage already recorded.
    await t.call('PATCH', `/supervisor/supervisor/${sup.id}`, { as: 'admin', body: { cost_per_col: 500 } });
    const second = await t.call('POST', '/supervisor/supervisor_daily_work/', { as: 'admin', body: { supervisor: sup.id, date: day2, cols: 1 } });
    expect(second.body.amount).toBe('500.00');
    expect(await balanceOf(sup.id)).toBe('1001.25');

    expect((await t.call('DELETE', `/supervisor/supervisor_daily_work/${second.body.id}/`, { as: 'admin' })).status).toBe(204);
    expect(await balanceOf(sup.id)).toBe('501.25');
    expect((await t.call('DELETE', `/supervisor/supervisor_daily_work/${second.body.id}/`, { as: 'admin' })).status).toBe(404);
    // The day is free again once its work is removed.
    expect((await t.call('POST', '/supervisor/supervisor_daily_work/', { as: 'admin', body: { supervisor: sup.id, date: day2, cols: 0 } })).status).toBe(201);

    const detail = await t.call('GET', `/supervisor/supervisor/${sup.id}`, { as: 'admin' });
    const rows = detail.body.balance_transaction.results as { transaction_type: string; transaction_amount: string; balance: string; title: string; auto_id: number }[];
    expect(rows.map((r) => [r.transaction_type, r.transaction_amount, r.balance, r.title])).toEqual([
      ['debit', '500.00', '501.25', `Daily work ${shown2} removed`],
      ['credit', '500.00', '1001.25', `Daily work ${shown2}: 1 cols`],
      ['debit', '100.25', '501.25', `Daily work ${shown1} changed: 6 -> 5 cols`],
      ['credit', '200.50', '601.50', `Daily work ${shown1} changed: 4 -> 6 cols`],
      ['credit', '401.00', '401.00', `Daily work ${shown1}: 4 cols`],
    ]);
    expect(rows[0]!.auto_id).toBeGreaterThan(rows[1]!.auto_id);
    expect(await ledgerSum(sup.id)).toBe('501.25');

    // The ledger is append-only in the database too: a posted row can be neither edited nor deleted.
    const mine = eq(balanceTransactions.supervisorId, sup.id);
    await expect(t.db.update(balanceTransactions).set({ title: 'edited' }).where(mine)).rejects.toThrow();
    await expect(t.db.delete(balanceTransactions).where(mine)).rejects.toThrow();
    expect(await ledgerSum(sup.id)).toBe('501.25');
    expect((await t.call('GET', `/supervisor/supervisor/${sup.id}`, { as: 'admin' })).body.balance_transaction.results[0].title).toBe(
      `Daily work ${shown2} removed`,
    );
  });

  it('withdraws within the balance, refuses more with "Insufficient balance" and changes nothing', async () => {
    const sup = await newSupervisor('admin', { cost_per_col: 100 });
    await t.call('POST', '/supervisor/supervisor_daily_work', { as: 'admin', body: { supervisor: sup.id, date: daysAgo(50), cols: 10 } });
    const ok = await t.call('POST', '/supervisor/balancetransactions/', { as: 'productionmanager', body: { supervisor: sup.id, transaction_amount: '250.75' } });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ supervisor: sup.id, transaction_type: 'debit', transaction_amount: '250.75', balance: '749.25', title: 'Withdrawal', username: sup.username });
    const tooMuch = await t.call('POST', '/supervisor/balancetransactions/', { as: 'admin', body: { supervisor: sup.id, transaction_amount: 749.26 } });
    expect(tooMuch).toMatchObject({ status: 400, body: { error_message: 'Insufficient balance' } });
    expect(await balanceOf(sup.id)).toBe('749.25');
    const all = await t.call('POST', '/supervisor/balancetransactions/', { as: 'admin', body: { supervisor: sup.id, transaction_amount: 749.25 } });
    expect(all.body.balance).toBe('0.00');

    // Removing old work after the money was paid out would go below zero: refused the same way, nothing changes.
    const work = await t.call('GET', `/supervisor/supervisor_daily_work?supervisor=${sup.id}`, { as: 'admin' });
    // The refusal says the balance cannot cover it and how much is missing (docs/product/guards.md#wage-guards).
    const removed = await t.call('DELETE', `/supervisor/supervisor_daily_work/${work.body.results[0].id}`, { as: 'admin' });
    expect(removed).toMatchObject({
      status: 400,
      body: {
        error_message: 'The balance (₹0.00) cannot cover removing this work (₹1,000.00): ₹1,000.00 is missing.',
        balance: '0.00',
        missing: '1000.00',
      },
    });
    const lowered = await t.call('PATCH', `/supervisor/supervisor_daily_work/${work.body.results[0].id}`, { as: 'admin', body: { cols: 2 } });
    expect(lowered.body).toEqual({
      error_message: 'The balance (₹0.00) cannot cover this change (₹800.00): ₹800.00 is missing.',
      balance: '0.00',
      missing: '800.00',
      code: 'rule_refused',
    });
    expect((await t.call('GET', `/supervisor/supervisor_daily_work?supervisor=${sup.id}`, { as: 'admin' })).body.results[0].cols).toBe(10);
    expect(await balanceOf(sup.id)).toBe('0.00');
    expect(await ledgerSum(sup.id)).toBe('0.00');
  });

  it('validates withdrawals and daily work', async () => {
    const empty = await t.call('POST', '/supervisor/balancetransactions', { as: 'admin', body: {} });
    expect(empty.body).toMatchObject({ supervisor: ['Please select a supervisor'], transaction_amount: ['Please enter an amount'] });
    const zero = await t.call('POST', '/supervisor/balancetransactions', { as: 'admin', body: { supervisor: ownId, transaction_amount: '0' } });
    expect(zero.body.transaction_amount).toEqual(['Enter an amount greater than 0']);
    const unknown = await t.call('POST', '/supervisor/balancetransactions', { as: 'admin', body: { supervisor: 999999, transaction_amount: '1' } });
    expect(unknown.body.supervisor).toEqual(['Select a valid supervisor.']);
    // Past the id range: the field's message, not a database range error.
    const huge = await t.call('POST', '/supervisor/balancetransactions', { as: 'admin', body: { supervisor: 99999999999, transaction_amount: '1' } });
    expect(huge).toMatchObject({ status: 400, body: { supervisor: ['Please select a supervisor'] } });
    const hugeWork = await t.call('POST', '/supervisor/supervisor_daily_work', { as: 'admin', body: { supervisor: '99999999999', date: daysAgo(5), cols: 1 } });
    expect(hugeWork.body.supervisor).toEqual(['Please select a supervisor']);

    const noWork = await t.call('POST', '/supervisor/supervisor_daily_work', { as: 'admin', body: { supervisor: '', date: '', cols: '' } });
    expect(noWork.body).toMatchObject({ supervisor: ['Please select a supervisor'], date: ['Please select a date'], cols: ['Please enter the cols'] });
    const negative = await t.call('POST', '/supervisor/supervisor_daily_work', { as: 'admin', body: { supervisor: ownId, date: daysAgo(5), cols: -1 } });
    expect(negative.body.cols).toEqual(['Enter a number of at least 0']);
    expect((await t.call('PATCH', '/supervisor/supervisor_daily_work/999999', { as: 'admin', body: { cols: 1 } })).status).toBe(404);
  });

  it('lets a supervisor see only its own transactions; staff managers filter by supervisor', async () => {
    const other = await newSupervisor('admin', { cost_per_col: 10 });
    await t.call('POST', '/supervisor/supervisor_daily_work', { as: 'admin', body: { supervisor: other.id, date: daysAgo(80), cols: 3 } });
    await t.call('POST', '/supervisor/supervisor_daily_work', { as: 'admin', body: { supervisor: ownId, date: daysAgo(80), cols: 2 } });

    const mine = await t.call('GET', `/supervisor/balancetransactions/?supervisor=${other.id}`, { as: 'supervisor' });
    expect(mine.status).toBe(200);
    expect(mine.body.count).toBeGreaterThan(0);
    expect(mine.body.results.every((r: { supervisor: number }) => r.supervisor === ownId)).toBe(true);
    expect(mine.body.results[0]).toMatchObject({ username: 'supervisor', transaction_type: 'credit', transaction_amount: '100.00' });

    const filtered = await t.call('GET', `/supervisor/balancetransactions/?supervisor=${other.id}`, { as: 'productionmanager' });
    expect(filtered.body).toMatchObject({ count: 1, results: [{ supervisor: other.id, transaction_amount: '30.00' }] });
    const all = await t.call('GET', '/supervisor/balancetransactions/', { as: 'admin' });
    expect(new Set(all.body.results.map((r: { supervisor: number }) => r.supervisor)).size).toBeGreaterThan(1);

    for (const as of ['storemanager', 'sheet_user', 'dealer', 'worker', 'qualitychecker'] as Role[]) {
      expect((await t.call('GET', '/supervisor/balancetransactions', { as })).status).toBe(403);
    }
  });

  it('shows the supervisor its rate and balance on /account/profile', async () => {
    const profile = await t.call('GET', '/account/profile', { as: 'supervisor' });
    expect(profile.body).toMatchObject({ role: 'supervisor', supervisor: { id: ownId, cols_per_day: 10, cost_per_col: '50.00' } });
    expect(profile.body.supervisor.balance).toMatch(/^\d+\.\d{2}$/);
    expect((await t.call('GET', '/account/profile', { as: 'admin' })).body.supervisor).toBeNull();
  });

  it('pages the embedded ledger by bal_page and lists daily work by page and search', async () => {
    const sup = await newSupervisor('admin', { cost_per_col: 1 });
    for (let day = 1; day <= 12; day++) {
      await t.call('POST', '/supervisor/supervisor_daily_work', { as: 'admin', body: { supervisor: sup.id, date: daysAgo(120 - day), cols: day } });
    }
    const page2 = await t.call('GET', `/supervisor/supervisor/${sup.id}?bal_page=2`, { as: 'admin' });
    expect(page2.body.balance_transaction).toMatchObject({ count: 12 });
    expect(page2.body.balance_transaction.results).toHaveLength(2);
    expect(page2.body.balance_transaction.previous).toContain('bal_page=1');
    expect(page2.body.balance).toBe('78.00');

    const work = await t.call('GET', `/supervisor/supervisor_daily_work/?search=${sup.username}&page=2`, { as: 'productionmanager' });
    expect(work.body.count).toBe(12);
    expect(work.body.results.map((r: { date: string }) => r.date)).toEqual([daysAgo(118), daysAgo(119)]);
  });

  it('reads every page of a long ledger, the last one included, as the newest-first history of its rows', async () => {
    const sup = await newSupervisor('admin', { cost_per_col: 1 });
    const other = await newSupervisor('admin', { cost_per_col: 1 });
    // 23 credits interleaved with another supervisor's, then one withdrawal: 24 rows, pages of 10, 10 and 4.
    for (let day = 1; day <= 23; day++) {
      await t.call('POST', '/supervisor/supervisor_daily_work', { as: 'admin', body: { supervisor: sup.id, date: daysAgo(200 - day), cols: day } });
      await t.call('POST', '/supervisor/supervisor_daily_work', { as: 'admin', body: { supervisor: other.id, date: daysAgo(200 - day), cols: 1 } });
    }
    const withdrawal = await t.call('POST', '/supervisor/balancetransactions/', { as: 'admin', body: { supervisor: sup.id, transaction_amount: '5' } });
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(201);

    const pages = await Promise.all(
      [1, 2, 3].map(async (page) => (await t.call('GET', `/supervisor/supervisor/${sup.id}?bal_page=${page}`, { as: 'admin' })).body.balance_transaction),
    );
    expect(pages.map((p) => [p.count, p.results.length])).toEqual([[24, 10], [24, 10], [24, 4]]);
    const history = pages.flatMap((p) => p.results as Array<{ supervisor: number; title: string; balance: string; transaction_amount: string }>);
    expect(history.every((row) => row.supervisor === sup.id)).toBe(true);
    // Newest first: the withdrawal, then the credits of 23, 22, ... 1 cols; each balance is the running sum.
    expect(history.map((row) => row.transaction_amount)).toEqual(['5.00', ...Array.from({ length: 23 }, (_, k) => `${23 - k}.00`)]);
    expect(history[0]!.balance).toBe(`${(23 * 24) / 2 - 5}.00`);
    expect(history[23]!.balance).toBe('1.00');
    // The same rows as the searched list, which reads them by id.
    const searched = await t.call('GET', `/supervisor/balancetransactions/?supervisor=${sup.id}&search=${sup.username}&page=3`, { as: 'admin' });
    expect(searched.body.results).toEqual(pages[2].results);
  });
});

describe('/supervisor/supervisor/{id}: the supervisor\'s schedule items', () => {
  /** `n` schedule items of one order for `supervisorId`, the k-th starting on 2026-03-(10+k), ids `2026-<base+k>`. */
  async function scheduleFor(supervisorId: number, n: number, base: number) {
    const customer = await t.call('POST', '/dealer/dealer', {
      as: 'admin',
      body: { is_customer: true, full_name: `Customer ${base}`, phone: '9123456780' },
    });
    expect(customer.status, JSON.stringify(customer.body)).toBe(201);
    const [product] = await t.db
      .insert(products)
      .values({ name: `Door Frame ${base}`, serialNumber: `LH -D${Date.now()}${base}`, channelSize: '4x2', guage: '16', width: '90', height: '210', noOfCols: 1, isDoor: true })
      .returning();
    const [order] = await t.db.insert(orders).values({ dealerId: customer.body.id, status: 'Approved', billAmount: '0' }).returning();
    const [item] = await t.db
      .insert(orderItems)
      .values({ orderId: order!.id, productId: product!.id, quantity: n, unitPrice: '0', unitCost: '0' })
      .returning();
    await t.db.insert(scheduleItems).values(
      Array.from({ length: n }, (_, k) => ({
        year: 2026,
        number: base + k,
        autoId: `2026-${base + k}`,
        orderId: order!.id,
        orderItemId: item!.id,
        supervisorId,
        productId: product!.id,
        quantity: k + 1,
        cols: k + 1,
        startDate: `2026-03-${10 + k}`,
        endDate: `2026-03-${10 + k}`,
      })),
    );
    return product!.name;
  }

  it('embeds its schedule items newest first, paged by ?schedulepage, and none of another supervisor', async () => {
    const own = await newSupervisor();
    const other = await newSupervisor();
    const product = await scheduleFor(own.id, 11, 9000);
    await scheduleFor(other.id, 2, 9100);

    for (const as of ['admin', 'productionmanager'] as Role[]) {
      const first = await t.call('GET', `/supervisor/supervisor/${own.id}/`, { as });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const page = first.body.supervisor_schedule_items;
      expect(page).toMatchObject({ count: 11, previous: null });
      expect(page.next).toMatch(/\/supervisor\/supervisor\/\d+\/\?schedulepage=2$/);
      expect(page.results).toHaveLength(10);
      expect(page.results[0]).toMatchObject({ auto_id: '2026-9010', start_date: '2026-03-20', product, quantity: 11 });

      const second = await t.call('GET', `/supervisor/supervisor/${own.id}/?schedulepage=2&bal_page=1`, { as });
      expect(second.body.supervisor_schedule_items).toMatchObject({
        count: 11,
        next: null,
        results: [{ auto_id: '2026-9000', start_date: '2026-03-10', product, quantity: 1 }],
      });
      expect(second.body.supervisor_schedule_items.previous).toMatch(/schedulepage=1/);
      // The ledger keeps its own page.
      expect(second.body.balance_transaction).toMatchObject({ count: 0, results: [] });
      expect((await t.call('GET', `/supervisor/supervisor/${own.id}/?schedulepage=7`, { as })).body.supervisor_schedule_items.results).toHaveLength(1);

      const theirs = await t.call('GET', `/supervisor/supervisor/${other.id}/`, { as });
      expect(theirs.body.supervisor_schedule_items.count).toBe(2);
      expect(theirs.body.supervisor_schedule_items.results.map((r: { auto_id: string }) => r.auto_id)).toEqual(['2026-9101', '2026-9100']);
    }
    // The supervisor itself reads its schedule on /supervisor/schedules, not on this staff page.
    expect((await t.call('GET', `/supervisor/supervisor/${own.id}/`, { as: 'supervisor' })).status).toBe(403);
  });
});
