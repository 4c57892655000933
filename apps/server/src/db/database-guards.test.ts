/**
 * The database refuses, whoever asks (here the tables' owner, a superuser on PostgreSQL and PGlite's only user), what
 * no service ever does (issue 40, docs/decisions/041): UPDATE, DELETE and TRUNCATE of the ledgers, allocations,
 * movements, the audit log, invoice lines and credit notes; DELETE and TRUNCATE of invoices and payments; a change of
 * an issued document's amounts. The columns the services move after issue still move.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useOrderWorld } from '../../test/order-world';
import { cancelInvoice, configureCompany, createDealer, invoiceOf, receivePayment } from '../modules/billing/billing.fixtures';

const world = useOrderWorld();
let invoiceId: number;
let paymentId: number;

beforeAll(async () => {
  const { t, w } = world;
  await configureCompany(t);
  const dealer = await createDealer(t.db, { name: 'Guarded Dealer' });
  const invoice = await invoiceOf(t.db, dealer, w.door, '1000.00', '2025-05-01');
  invoiceId = invoice.id;
  paymentId = await receivePayment(t.db, dealer, '500.00', '2025-06-01');
  await cancelInvoice(t.db, (await invoiceOf(t.db, dealer, w.window, '200.00', '2025-05-02')).id, '2025-06-02');
  const supervisor = w.supervisorId;
  expect((await world.t.call('POST', '/supervisor/supervisor_daily_work', { as: 'admin', body: { supervisor, date: world.today, cols: 2 } })).status).toBe(201);
});

/** What the database answered: its SQLSTATE and message (the driver may wrap the error of the database). */
async function refusal(statement: string): Promise<{ code: string; message: string } | undefined> {
  try {
    await world.t.db.execute(sql.raw(statement));
    return undefined;
  } catch (error) {
    let inner = error as { code?: string; message: string; cause?: unknown };
    while (inner.cause && !inner.code) inner = inner.cause as typeof inner;
    return { code: String(inner.code), message: inner.message };
  }
}

const APPEND_ONLY = [
  'balance_transactions',
  'dealer_ledger',
  'payment_allocations',
  'audit_log',
  'store_stock_movements',
  'sheet_movements',
  'invoice_lines',
  'credit_notes',
  'credit_note_lines',
  'receipts',
  'refunds',
  'refund_payments',
];

describe('append-only tables', () => {
  it.each(APPEND_ONLY)('%s refuses UPDATE, DELETE and TRUNCATE, even with CASCADE and even when no row would change', async (table) => {
    for (const statement of [`UPDATE ${table} SET id = id`, `UPDATE ${table} SET id = id WHERE false`, `DELETE FROM ${table}`, `TRUNCATE ${table}`]) {
      const answer = await refusal(statement);
      // A table that others point at is refused TRUNCATE by its foreign keys before any trigger runs.
      if (answer?.code === '0A000' && statement.startsWith('TRUNCATE')) expect(answer.message).toMatch(/referenced in a foreign key/);
      else expect(answer, statement).toEqual({ code: '23514', message: expect.stringContaining(`${table} is append-only`) });
    }
    // CASCADE empties the tables that point at this one too: the first append-only one among them refuses.
    expect(await refusal(`TRUNCATE ${table} CASCADE`)).toEqual({ code: '23514', message: expect.stringMatching(/ is append-only: TRUNCATE refused/) });
  });

  it('keeps every row it had: nothing above went through', async () => {
    const counts = await world.t.db.execute(sql.raw(APPEND_ONLY.map((table) => `select '${table}' as t, count(*)::int as n from ${table}`).join(' union all ')));
    const rows = (counts as unknown as { rows: Array<{ t: string; n: number }> }).rows;
    for (const table of ['dealer_ledger', 'payment_allocations', 'audit_log', 'balance_transactions', 'invoice_lines', 'credit_notes']) {
      expect(rows.find((row) => row.t === table)!.n, table).toBeGreaterThan(0);
    }
  });
});

describe('issued documents', () => {
  it('refuses a change of a payment amount, dealer, date or mode, and its deletion', async () => {
    for (const change of ['amount = amount + 1', 'dealer_id = dealer_id + 1', "received_on = '2025-01-01'", "mode = 'upi'", 'tds_amount = tds_amount + 1', "tds_section = '194C'"]) {
      expect(await refusal(`UPDATE payments SET ${change} WHERE id = ${paymentId}`), change).toMatchObject({ code: '23514', message: expect.stringContaining('of an issued document cannot change') });
    }
    expect(await refusal(`DELETE FROM payments WHERE id = ${paymentId}`)).toMatchObject({ code: '23514', message: expect.stringContaining('payments holds issued documents') });
    expect(await refusal('TRUNCATE payments CASCADE')).toMatchObject({ code: '23514' });
  });

  it("refuses a change of an invoice's amounts, number, date or parties, and its deletion", async () => {
    for (const change of ['total = total + 1', 'taxable_value = 0', 'cgst = cgst', "number = 'INV/X'", "invoice_date = '2025-01-01'", "buyer = '{}'::jsonb", "ship_to = '{}'::jsonb"]) {
      const answer = await refusal(`UPDATE invoices SET ${change} WHERE id = ${invoiceId}`);
      // Setting a column to its own value changes nothing: allowed (the check against the invoice's sums then holds).
      if (change === 'cgst = cgst') expect(answer).toBeUndefined();
      else expect(answer, change).toMatchObject({ code: '23514', message: expect.stringContaining('of an issued document cannot change') });
    }
    expect(await refusal(`DELETE FROM invoices WHERE id = ${invoiceId}`)).toMatchObject({ code: '23514', message: expect.stringContaining('invoices holds issued documents') });
  });

  it('lets the columns that follow payments and reversals change, as the services change them', async () => {
    expect(await refusal(`UPDATE payments SET note = 'cheque collected by hand', reference = 'R-1' WHERE id = ${paymentId}`)).toBeUndefined();
    expect(await refusal(`UPDATE invoices SET status = status, amount_paid = amount_paid, adjustment = adjustment WHERE id = ${invoiceId}`)).toBeUndefined();
  });
});
