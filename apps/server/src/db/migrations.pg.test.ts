/**
 * The data fixes of issue 10's migrations, on a database that already holds data (PostgreSQL: a fresh PGlite per test
 * is too heavy). The database is migrated to the state before them, filled with what older versions allowed (two
 * accounts sharing an email, a canceled order whose supply is still Not Provided), then migrated to the end.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { readConfig } from '../config';
import { buildApp } from '../app';
import { hashPassword } from '../lib/passwords';
import { reportEmailChanges } from '../modules/account/account.service';
import { accountEmailChanges, accounts } from './accounts.table';
import { orderItems } from '../modules/order/order.table';
import { scheduleItems, storeSupplies } from '../modules/schedule/schedule.table';
import { balanceTransactions, supervisors } from '../modules/supervisor/supervisor.table';
import { withDatabase } from '../../test/global-setup';
import { adminUrl, dropDatabase } from '../../test/test-db';
import { openPostgres, type Database } from './client';
import { migrateDatabase, MIGRATIONS_DIR } from './migrate';

/** The last migration before issue 10's. */
const BEFORE = '0002_account-search-indexes';

const url = process.env.TEST_DATABASE_URL!;
const name = `steelworks_migration_${crypto.randomBytes(5).toString('hex')}`;
let database: Database;
let partialDir: string;

/** A copy of the migrations folder that ends at `last`. */
function migrationsUpTo(last: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steelworks-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
  const upTo = journal.entries.findIndex((e: { tag: string }) => e.tag === last);
  journal.entries = journal.entries.slice(0, upTo + 1);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  database = openPostgres(withDatabase(url, name), 2);
  await database.db.execute('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  partialDir = migrationsUpTo(BEFORE);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  await migrate(database.db as any, { migrationsFolder: partialDir });
});

afterAll(async () => {
  await database.close();
  fs.rmSync(partialDir, { recursive: true, force: true });
  await dropDatabase(url, name);
});

describe('migrations of issue 10 on existing data', () => {
  it('resolve shared emails (both accounts keep signing in, each change logged once) and cancel supplies of canceled orders', async () => {
    const db = database.db;
    const passwordHash = await hashPassword('Shared@123');
    // Raw SQL: later migrations add columns to accounts (language), which drizzle's insert would name.
    const accountRows = (await db.execute(
      sql`INSERT INTO accounts (username, email, phone, full_name, role, password_hash) VALUES
        ('first_owner', 'Shared@Example.com', '9800000101', 'First Owner', 'admin', ${passwordHash}),
        ('second_owner', 'shared@example.com', '9800000102', 'Second Owner', 'supervisor', ${passwordHash}),
        ('third_owner', 'third@example.com', '9800000103', 'Third Owner', 'dealer', ${passwordHash}),
        (NULL, ' ', '9800000104', 'Blank Customer', 'dealer', NULL)
        RETURNING id`,
    )) as unknown as { rows: Array<{ id: number }> };
    const [first, second, third, blank] = accountRows.rows;
    // A canceled order whose schedule item's supply stayed Not Provided (possible before the guards).
    // Raw SQL where a later migration added columns: drizzle's insert names every column of today's table.
    const dealerRows = (await db.execute(sql`INSERT INTO dealers (account_id) VALUES (${third!.id}) RETURNING id`)) as unknown as {
      rows: Array<{ id: number }>;
    };
    const dealer = dealerRows.rows[0];
    const inserted = (await db.execute(
      sql`INSERT INTO supervisors (account_id, cols_per_day, cost_per_col) VALUES (${second!.id}, 5, 10) RETURNING id`,
    )) as unknown as { rows: Array<{ id: number }> };
    const supervisor = inserted.rows[0];
    // Two ledger rows posted before issue 15 numbered them: the migration numbers them 1 and 2, and counts them.
    await db.execute(
      sql`INSERT INTO balance_transactions (supervisor_id, transaction_type, transaction_amount, balance, title)
          VALUES (${supervisor!.id}, 'credit', 10, 10, 'first'), (${supervisor!.id}, 'credit', 5, 15, 'second')`,
    );
    // Raw SQL too: later migrations add columns to products (hsn_code) and orders (delivery_state_code).
    const productRows = (await db.execute(
      sql`INSERT INTO products (name, serial_number, channel_size, guage, width, height, is_door)
          VALUES ('Door', 'LH -M1', '4x2', '16', '90', '210', true) RETURNING id`,
    )) as unknown as { rows: Array<{ id: number }> };
    const product = productRows.rows[0];
    const orderRows = (await db.execute(
      sql`INSERT INTO orders (dealer_id, status) VALUES (${dealer!.id}, 'Canceled'), (${dealer!.id}, 'Approved') RETURNING id`,
    )) as unknown as { rows: Array<{ id: number }> };
    const [order, live] = orderRows.rows;
    const items = await db
      .insert(orderItems)
      .values([order!, live!].map((o) => ({ orderId: o.id, productId: product!.id, quantity: 1, unitPrice: '10', unitCost: '5' })))
      .returning();
    const scheduled = await db
      .insert(scheduleItems)
      .values(
        items.map((item, i) => ({
          year: 2026,
          number: 900 + i,
          autoId: `2026-${900 + i}`,
          orderId: item.orderId,
          orderItemId: item.id,
          supervisorId: supervisor!.id,
          productId: product!.id,
          quantity: 1,
          cols: 1,
          startDate: '2026-01-05',
          endDate: '2026-01-05',
        })),
      )
      .returning();
    await db.insert(storeSupplies).values(scheduled.map((s) => ({ autoId: s.autoId, scheduleItemId: s.id, supervisorId: supervisor!.id })));

    await migrateDatabase(database);

    const after = await db.select().from(accounts).where(inArray(accounts.id, [first!.id, second!.id, third!.id, blank!.id]));
    const emailOf = (id: number) => after.find((a) => a.id === id)!.email;
    expect(emailOf(first!.id)).toBe('Shared@Example.com');
    expect(emailOf(second!.id)).toBe(`shared+dup${second!.id}@example.com`);
    expect(emailOf(third!.id)).toBe('third@example.com');
    expect(emailOf(blank!.id)).toBeNull();
    expect(after.every((a) => a.active)).toBe(true);
    await expect(
      db.insert(accounts).values({ username: 'copycat', email: 'THIRD@example.com', phone: '9800000105', fullName: 'Copy Cat', role: 'worker' }),
    ).rejects.toThrow();

    const ledger = await db
      .select({ title: balanceTransactions.title, seq: balanceTransactions.seq })
      .from(balanceTransactions)
      .where(eq(balanceTransactions.supervisorId, supervisor!.id))
      .orderBy(balanceTransactions.id);
    expect(ledger).toEqual([
      { title: 'first', seq: 1 },
      { title: 'second', seq: 2 },
    ]);
    const [counted] = await db.select({ entries: supervisors.ledgerEntries }).from(supervisors).where(eq(supervisors.id, supervisor!.id));
    expect(counted!.entries).toBe(2);

    const supplies = await db.select().from(storeSupplies).where(inArray(storeSupplies.scheduleItemId, scheduled.map((s) => s.id)));
    expect(supplies.map((s) => [s.autoId, s.status]).sort()).toEqual([
      ['2026-900', 'Canceled'],
      ['2026-901', 'Not Provided'],
    ]);

    // Both accounts that shared the email still sign in with their own passwords.
    const app = await buildApp({ db, config: { ...readConfig({ WEB_DIST: '' }), rateLimitPerMinute: 1_000_000 }, logger: false });
    for (const username of ['first_owner', 'second_owner']) {
      const login = await app.inject({ method: 'POST', url: '/api/v1/account/login', payload: { username, password: 'Shared@123' } });
      expect(login.statusCode, username).toBe(200);
    }
    await app.close();

    const logged: object[] = [];
    const log = { warn: (entry: object) => void logged.push(entry) };
    await reportEmailChanges(db, log);
    expect(logged).toEqual([
      { accountId: second!.id, username: 'second_owner', oldEmail: 'shared@example.com', newEmail: `shared+dup${second!.id}@example.com` },
    ]);
    await reportEmailChanges(db, log);
    expect(logged).toHaveLength(1);
    const [change] = await db.select().from(accountEmailChanges).where(eq(accountEmailChanges.accountId, second!.id));
    expect(change!.reportedAt).toBeInstanceOf(Date);
  });
});
