/**
 * The roles of docs/deploy.md on a real PostgreSQL server (issue 40 point 5, issue 42 point 4; docs/decisions/041):
 * the schema's owner migrates and grants; the running server's role is no superuser, owns nothing, and may not
 * TRUNCATE, UPDATE or DELETE a ledger, delete a document or rewrite a payment, while every money move of the office
 * works through the API as that role.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@steelworks/contract/common/dates';
import { createTestApp, type TestApp } from '../../test/harness';
import { withDatabase } from '../../test/global-setup';
import { adminUrl } from '../../test/test-db';
import { configureCompany, KERALA_DEALER_GSTIN, orderReadyToShip, setDealerBilling } from '../modules/billing/billing.fixtures';
import { createOrderWorld, type OrderWorld } from '../modules/order/order.fixtures';
import { openPostgres, rowsOf } from './client';
import { MIGRATIONS_DIR, MigrationRefused, migrateDatabase } from './migrate';

const serverUrl = process.env.TEST_DATABASE_URL!;
const suffix = crypto.randomBytes(4).toString('hex');
const SERVER_ROLE = `steelworks_app_${suffix}`;
let t: TestApp;
let w: OrderWorld;
let today: string;

beforeAll(async () => {
  t = await createTestApp({}, { role: SERVER_ROLE });
  w = await createOrderWorld(t.db, t.config);
  today = todayIn(t.config.timeZone);
  await configureCompany(t);
  await setDealerBilling(t.db, w.dealerId, { stateCode: '32', gstin: KERALA_DEALER_GSTIN, billingAddress: 'MG Road, Kochi 682016' });
});
afterAll(async () => {
  await t?.close();
  await dropRoles(SERVER_ROLE);
});

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>, url = adminUrl(serverUrl)): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dropRoles(...roles: string[]) {
  await asAdmin(async (admin) => {
    for (const role of roles) await admin.query(`DROP ROLE IF EXISTS ${role}`);
  });
}

/** The SQLSTATE and message the database answers the server's role, or undefined when the statement went through. */
async function refusal(statement: string): Promise<{ code: string; message: string } | undefined> {
  try {
    await t.db.execute(sql.raw(statement));
    return undefined;
  } catch (error) {
    let inner = error as { code?: string; message: string; cause?: unknown };
    while (inner.cause && !inner.code) inner = inner.cause as typeof inner;
    return { code: String(inner.code), message: inner.message };
  }
}

const denied = (table: string) => ({ code: '42501', message: `permission denied for table ${table}` });

describe("the running server's role", () => {
  it('is no superuser, owns no table and may not change the schema or lift a guard', async () => {
    const [role] = await rowsOf<{ name: string; rolsuper: boolean; rolcreatedb: boolean; rolcreaterole: boolean; owned: number }>(
      t.db,
      sql`select rolname as name, rolsuper, rolcreatedb, rolcreaterole,
            (select count(*)::int from pg_class where relowner = r.oid) as owned
          from pg_roles r where rolname = current_user`,
    );
    expect(role).toEqual({ name: SERVER_ROLE, rolsuper: false, rolcreatedb: false, rolcreaterole: false, owned: 0 });
    expect(await refusal('CREATE TABLE sneaky (id int)')).toMatchObject({ code: '42501' });
    expect(await refusal('DROP TRIGGER dealer_ledger_append_only_statement ON dealer_ledger')).toMatchObject({ code: '42501', message: 'must be owner of relation dealer_ledger' });
    expect(await refusal('ALTER TABLE payments DISABLE TRIGGER payments_issued_fixed')).toMatchObject({ code: '42501' });
  });

  it('may not TRUNCATE, UPDATE or DELETE a ledger, an allocation, a movement or the audit log', async () => {
    for (const table of ['dealer_ledger', 'balance_transactions', 'payment_allocations', 'audit_log', 'store_stock_movements', 'sheet_movements', 'invoice_lines', 'credit_notes']) {
      expect(await refusal(`TRUNCATE ${table} CASCADE`), table).toEqual(denied(table));
      expect(await refusal(`UPDATE ${table} SET id = id`), table).toEqual(denied(table));
      expect(await refusal(`DELETE FROM ${table}`), table).toEqual(denied(table));
    }
  });

  it('may not delete an invoice or a payment, nor change what a payment received', async () => {
    expect(await refusal('DELETE FROM payments')).toEqual(denied('payments'));
    expect(await refusal('TRUNCATE invoices CASCADE')).toEqual(denied('invoices'));
    // UPDATE is the server's (allocations, reversals): the trigger keeps the amount.
    const paid = await t.call('POST', '/billing/payments', { as: 'admin', body: { dealer_id: w.dealerId, amount: '700.00', received_on: today, mode: 'cash', invoice_ids: [] } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(await refusal(`UPDATE payments SET amount = 7000 WHERE id = ${paid.body.id}`)).toEqual({
      code: '23514',
      message: 'payments.amount of an issued document cannot change',
    });
  });

  it("does every money move of the office through the API: ship and invoice, pay, bounce, credit note, supervisor's work and withdrawal", async () => {
    const order = await orderReadyToShip(t, w.dealerId, w.door);
    const shipped = await order.ship();
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const invoices = await t.call('GET', `/billing/invoices?order=${order.id}`, { as: 'admin' });
    const invoice = invoices.body.results.find((row: { order_id: number }) => row.order_id === order.id);
    expect(invoice).toMatchObject({ status: 'Open', total: '1558.00' });

    const payment = await t.call('POST', '/billing/payments', { as: 'admin', body: { dealer_id: w.dealerId, amount: '1558.00', received_on: today, mode: 'cheque', cheque_number: '004211', invoice_ids: [invoice.id] } });
    expect(payment.status, JSON.stringify(payment.body)).toBe(201);
    expect((await t.call('GET', `/billing/invoices/${invoice.id}`, { as: 'admin' })).body).toMatchObject({ status: 'Paid', amount_paid: '1558.00' });
    const bounced = await t.call('POST', `/billing/payments/${payment.body.id}/reversal`, { as: 'admin', body: { reason: 'Cheque returned unpaid' } });
    expect(bounced.status, JSON.stringify(bounced.body)).toBe(200);
    // The bounced cheque's allocation is released and the dealer's earlier advance of 700.00 pays part of the invoice.
    expect((await t.call('GET', `/billing/invoices/${invoice.id}`, { as: 'admin' })).body).toMatchObject({ status: 'Open', amount_paid: '700.00' });
    const credit = await t.call('POST', `/billing/invoices/${invoice.id}/credit-note`, { as: 'admin', body: { reason: 'Returned: wrong size' } });
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);

    const work = await t.call('POST', '/supervisor/supervisor_daily_work', { as: 'admin', body: { supervisor: w.supervisorId, date: today, cols: 4 } });
    expect(work.status, JSON.stringify(work.body)).toBe(201);
    const withdrawal = await t.call('POST', '/supervisor/balancetransactions/', { as: 'admin', body: { supervisor: w.supervisorId, transaction_amount: '150.00' } });
    expect(withdrawal).toMatchObject({ status: 201, body: { balance: '50.00' } });

    // The books as the ledger tells them: the dealer owes nothing more than before (invoice, payment, bounce, credit).
    const [ledger] = await rowsOf<{ rows: number; owed: string }>(
      t.db,
      sql`select count(*)::int as rows, (sum(debit) - sum(credit))::text as owed from dealer_ledger where dealer_id = ${w.dealerId}`,
    );
    expect(ledger).toEqual({ rows: 5, owed: '-700.00' });
  });
});

describe('migrating as the owner and serving as the server role', () => {
  const owner = `steelworks_owner_${suffix}`;
  const server = `steelworks_server_${suffix}`;
  const name = `steelworks_roles_${suffix}`;
  const as = (role: string) => {
    const url = new URL(withDatabase(serverUrl, name));
    url.username = role;
    url.password = '';
    return url.toString();
  };
  beforeAll(async () => {
    await asAdmin(async (admin) => {
      await admin.query(`CREATE ROLE ${owner} LOGIN`);
      await admin.query(`CREATE ROLE ${server} LOGIN`);
      await admin.query(`CREATE DATABASE ${name} OWNER ${owner}`);
    });
  });
  afterAll(async () => {
    await asAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    await dropRoles(server, owner);
  });

  it('refuses to start as the server role on a database it may not migrate, saying what to run', async () => {
    const database = openPostgres(as(server), 2);
    try {
      const refused = await migrateDatabase(database).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(MigrationRefused);
      expect((refused as Error).message).toMatch(new RegExp(`needs \\d+ migration\\(s\\) and the role "${server}" of DATABASE_URL may not change the schema: run the migrate step`));
    } finally {
      await database.close();
    }
  });

  it('migrates as the owner, grants the server role, and the next start finds nothing to do', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const database = openPostgres(as(server), 2);
    try {
      expect(await migrateDatabase(database, { migrationUrl: as(owner) })).toEqual({ applied: journal.entries.length, migratedAs: owner, grantedTo: server });
      expect(await migrateDatabase(database, { migrationUrl: as(owner) })).toEqual({ applied: 0, migratedAs: owner, grantedTo: server });
      // The server itself, without the owner's URL: up to date, it starts.
      expect(await migrateDatabase(database)).toEqual({ applied: 0, migratedAs: server });
      const [tables] = await rowsOf<{ owned: number }>(database.db, sql`select count(*)::int as owned from pg_class where relowner = current_user::regrole`);
      expect(tables!.owned).toBe(0);
      const [counts] = await rowsOf<{ accounts: number }>(database.db, sql`select count(*)::int as accounts from accounts`);
      expect(counts!.accounts).toBe(0);
    } finally {
      await database.close();
    }
  });
});
