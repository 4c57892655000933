import { insertSeries } from '../lib/generate';
import type { BenchContext, Scenario } from '../lib/types';

/**
 * Bench data and scenarios of dealer accounts (issue 31 point 9): at scale 1, ten years of tax invoices for the
 * generated shipped and delivered orders (about 90k invoices with their five lines each, numbered per financial
 * year), a payment for each paid invoice (and the part payments of some open ones) with its allocation, a bounced
 * cheque in every 300 invoices, and the dealer ledger built from them (running balance and seq per dealer) with the
 * dealer balances. Most invoices are Paid; a few hundred are open (see openSql), overdue ones in every ageing bucket.
 * Scenarios: receivables and their summary, the invoice and payment lists, the busiest dealer's statement (default
 * range and ten years), a month's GST sales register, and the dealer's own account page.
 *
 * Consistent with the CHECKs of invoice.table.ts and payment.table.ts and with the ledger rule (balance = open invoice
 * balances less advances; there are no advances here): tax per line rounded to the paisa, totals rounded to the
 * rupee. Runs last among the generators and uses no `ctx.random`, so the other modules' data stays as it was.
 */

const KERALA = '32';
/** One dealer in ten bills from Tamil Nadu: its invoices take IGST. */
const stateOf = (dealer: string) => `CASE WHEN ${dealer} % 10 = 3 THEN '33' ELSE '${KERALA}' END`;
/**
 * Open at the end: half of the last 40 days' invoices, one in 50 of the 90 days before (overdue in the 0-30 to 61-90
 * buckets) and one old invoice in 997 (over 90): a few hundred at every scale, and the ten years' few more.
 */
const openSql = `((day > current_date - 40 AND order_id % 2 = 0) OR (day > current_date - 130 AND order_id % 50 = 0) OR order_id % 997 = 0)`;
const financialYearSql = (day: string) =>
  `(CASE WHEN extract(month FROM ${day}) >= 4 THEN extract(year FROM ${day})::int ELSE extract(year FROM ${day})::int - 1 END)`;
/** What a line's taxes are (lineTax of the contract at 18%: each half rounded to the paisa, or the whole as IGST). */
const lineTaxSql = (taxable: string, split: string) => ({
  cgst: `CASE WHEN ${split} = 'intra' THEN round(${taxable} * 0.09, 2) ELSE 0 END`,
  igst: `CASE WHEN ${split} = 'inter' THEN round(${taxable} * 0.18, 2) ELSE 0 END`,
});

export async function generate(ctx: BenchContext): Promise<void> {
  const [range] = await ctx.driver.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE status IN ('Shipped', 'Delivered')`);
  if (!Number(range?.n)) {
    ctx.log('billing: no shipped orders; skipped');
    return;
  }
  await ctx.driver.query(
    `UPDATE company_settings SET legal_name = 'Bench Steelworks Private Limited', address = 'Kalamassery, Kochi, Kerala 683104',
       state_code = '${KERALA}', gstin = '32AAFCS5318D1ZR', bank_name = 'State Bank of India', bank_account_number = '00000041234567890',
       ifsc = 'SBIN0070123', updated_at = now() WHERE id = 1`,
  );
  await ctx.driver.query(
    `UPDATE dealers SET state_code = ${stateOf('id')}, billing_address = location, payment_terms_days = 30,
       credit_limit = CASE WHEN id % 4 = 0 THEN NULL ELSE 5000000 END`,
  );

  // Each shipped order's invoice, two days after it was placed, numbered by date within its financial year.
  const started = Date.now();
  const tax = lineTaxSql('i.quantity * i.unit_price', `(CASE WHEN d.state_code = '${KERALA}' THEN 'intra' ELSE 'inter' END)`);
  await ctx.driver.query(
    `INSERT INTO invoices (number, financial_year, seq, invoice_date, due_date, order_id, dealer_id, seller, buyer, bank, place_of_supply,
       tax_split, taxable_value, cgst, sgst, igst, round_off, total, amount_paid, status, created_at)
     SELECT 'INV/' || fy || '/' || CASE WHEN seq < 10000 THEN lpad(seq::text, 4, '0') ELSE seq::text END, fy, seq, day, day + terms, order_id, dealer_id,
       jsonb_build_object('name', 'Bench Steelworks Private Limited', 'address', 'Kalamassery, Kochi, Kerala 683104', 'state_code', '${KERALA}', 'state_name', 'Kerala', 'gstin', '32AAFCS5318D1ZR'),
       jsonb_build_object('name', buyer, 'address', address, 'state_code', state, 'state_name', CASE WHEN state = '33' THEN 'Tamil Nadu' ELSE 'Kerala' END, 'gstin', null),
       jsonb_build_object('bank_name', 'State Bank of India', 'account_number', '00000041234567890', 'ifsc', 'SBIN0070123'),
       state, split, taxable, cgst, cgst, igst, round(exact) - exact, round(exact),
       CASE WHEN NOT ${openSql} THEN round(exact) WHEN order_id % 10 = 0 THEN round(round(exact) * 0.4) ELSE 0 END,
       (CASE WHEN ${openSql} THEN 'Open' ELSE 'Paid' END)::invoice_status, day::timestamptz
     FROM (
       SELECT x.*, x.taxable + 2 * x.cgst + x.igst AS exact,
         fy0 || '-' || lpad(((fy0 + 1) % 100)::text, 2, '0') AS fy,
         row_number() OVER (PARTITION BY fy0 ORDER BY day, order_id)::int AS seq
       FROM (
         SELECT o.id AS order_id, o.dealer_id, d.payment_terms_days AS terms, d.state_code AS state, a.full_name AS buyer, d.location AS address,
           CASE WHEN d.state_code = '${KERALA}' THEN 'intra' ELSE 'inter' END AS split,
           least((o.date_added + interval '2 days')::date, current_date) AS day,
           ${financialYearSql(`least((o.date_added + interval '2 days')::date, current_date)`)} AS fy0,
           l.taxable, l.cgst, l.igst
         FROM orders o JOIN dealers d ON d.id = o.dealer_id JOIN accounts a ON a.id = d.account_id
         JOIN LATERAL (
           SELECT sum(i.quantity * i.unit_price) AS taxable, sum(${tax.cgst}) AS cgst, sum(${tax.igst}) AS igst
           FROM order_items i WHERE i.order_id = o.id
         ) l ON true
         WHERE o.status IN ('Shipped', 'Delivered') AND l.taxable > 0
       ) x
     ) y`,
  );
  ctx.log(`  invoices: in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const [ids] = await ctx.driver.query<{ lo: number; hi: number }>(`SELECT min(id)::int AS lo, max(id)::int AS hi FROM invoices`);
  const i0 = Number(ids!.lo);
  const lineTax = lineTaxSql('it.quantity * it.unit_price', 'inv.tax_split');
  await insertSeries(
    ctx,
    'invoice_lines',
    Number(ids!.hi) - i0 + 1,
    `INSERT INTO invoice_lines (invoice_id, line_no, description, hsn_code, quantity, unit, rate, taxable_value, gst_rate, cgst, sgst, igst, total)
     SELECT inv.id, row_number() OVER (PARTITION BY inv.id ORDER BY it.id), left(p.name || ', ' || it.material, 300), '7308', it.quantity, 'Nos',
       it.unit_price, it.quantity * it.unit_price, 18, ${lineTax.cgst}, ${lineTax.cgst}, ${lineTax.igst},
       it.quantity * it.unit_price + 2 * (${lineTax.cgst}) + ${lineTax.igst}
     FROM invoices inv JOIN order_items it ON it.order_id = inv.order_id JOIN products p ON p.id = it.product_id
     WHERE inv.id BETWEEN ${i0} + $1::int - 1 AND ${i0} + $2::int - 1`,
    20_000,
  );
  await ctx.driver.query(
    `INSERT INTO document_counters (series, prefix, financial_year, last_seq) SELECT 'invoice', 'INV', financial_year, max(seq) FROM invoices GROUP BY financial_year
     ON CONFLICT (series, prefix, financial_year) DO UPDATE SET last_seq = excluded.last_seq`,
  );

  // A payment for what each invoice has been paid (the note names the invoice), in the four modes, with its allocation.
  await ctx.driver.query(
    `INSERT INTO payments (dealer_id, amount, received_on, mode, cheque_number, reference, note, allocated, status, created_at)
     SELECT dealer_id, amount_paid, least(invoice_date + (id % 28), current_date), mode,
       CASE WHEN mode = 'cheque' THEN lpad(((id::bigint * 7919) % 1000000)::text, 6, '0') ELSE '' END,
       CASE WHEN mode IN ('upi', 'bank_transfer') THEN 'UTR' || lpad(id::text, 10, '0') ELSE '' END,
       'For ' || number, amount_paid, 'Received', least(invoice_date + (id % 28), current_date)::timestamptz
     FROM (SELECT *, (ARRAY['cash', 'upi', 'bank_transfer', 'cheque'])[1 + id % 4]::payment_mode AS mode FROM invoices WHERE amount_paid > 0) i
     ORDER BY id`,
  );
  // A bounced cheque before one paid invoice in 300: allocated, released, reversed four days later.
  await ctx.driver.query(
    `INSERT INTO payments (dealer_id, amount, received_on, mode, cheque_number, note, allocated, status, reversed_on, reversal_reason, created_at)
     SELECT dealer_id, total, invoice_date, 'cheque', lpad(((id::bigint * 104729) % 1000000)::text, 6, '0'), 'Bounced for ' || number, 0, 'Reversed',
       least(invoice_date + 4, current_date), 'Cheque returned unpaid: insufficient funds', invoice_date::timestamptz
     FROM invoices WHERE status = 'Paid' AND id % 300 = 7 ORDER BY id`,
  );
  // An equality on the invoice number (a hash join): an OR of two equalities joined every payment to every invoice.
  await ctx.driver.query(
    `INSERT INTO payment_allocations (payment_id, invoice_id, amount, created_at)
     SELECT p.id, i.id, s.amount, p.created_at
     FROM payments p JOIN invoices i ON i.number = regexp_replace(p.note, '^(For|Bounced for) ', '')
     CROSS JOIN LATERAL (VALUES (p.amount), (CASE WHEN p.status = 'Reversed' THEN -p.amount END)) s(amount)
     WHERE s.amount IS NOT NULL ORDER BY p.id`,
  );

  // The ledger, per dealer in date order (invoices, then payments, then reversals of a day), and its balances.
  await ctx.driver.query(
    `INSERT INTO dealer_ledger (dealer_id, seq, entry_date, kind, invoice_id, payment_id, reference, description, debit, credit, balance, created_at)
     SELECT dealer_id, row_number() OVER w, entry_date, kind, invoice_id, payment_id, reference, description, debit, credit,
       sum(debit - credit) OVER w, entry_date::timestamptz
     FROM (
       SELECT i.dealer_id, i.invoice_date AS entry_date, 0 AS rank, i.id AS sort_id, 'invoice'::dealer_ledger_kind AS kind, i.id AS invoice_id,
         NULL::int AS payment_id, i.number AS reference, 'Order ' || o.auto_id AS description, i.total AS debit, 0::numeric AS credit
       FROM invoices i JOIN orders o ON o.id = i.order_id
       UNION ALL
       SELECT dealer_id, received_on, 1, id, 'payment', NULL, id, ${paymentReferenceSql}, 'Payment received', 0, amount FROM payments
       UNION ALL
       SELECT dealer_id, reversed_on, 2, id, 'payment_reversal', NULL, id, ${paymentReferenceSql}, reversal_reason, amount, 0
       FROM payments WHERE status = 'Reversed'
     ) e
     WINDOW w AS (PARTITION BY dealer_id ORDER BY entry_date, rank, sort_id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)
     ORDER BY e.dealer_id, e.entry_date, e.rank, e.sort_id`,
  );
  await ctx.driver.query(
    `INSERT INTO dealer_balances (dealer_id, balance, ledger_entries)
     SELECT dealer_id, sum(debit - credit), count(*) FROM dealer_ledger GROUP BY dealer_id
     ON CONFLICT (dealer_id) DO UPDATE SET balance = excluded.balance, ledger_entries = excluded.ledger_entries`,
  );

  // The statement and the dealer's own page read the busiest dealer, which becomes the demo dealer account's record
  // (the bench's demo accounts have no dealer record of their own).
  const [busiest] = await ctx.driver.query<{ dealer_id: number }>(
    `SELECT dealer_id FROM dealer_balances ORDER BY ledger_entries DESC, dealer_id LIMIT 1`,
  );
  ctx.state.billingDealerId = Number(busiest!.dealer_id);
  await ctx.driver.query(
    `UPDATE dealers SET account_id = (SELECT id FROM accounts WHERE username = 'dealer')
     WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM dealers d JOIN accounts a ON a.id = d.account_id WHERE a.username = 'dealer')`,
    [ctx.state.billingDealerId],
  );
  const [first] = await ctx.driver.query<{ day: string; number: string }>(
    `SELECT to_char(min(invoice_date), 'YYYY-MM-DD') AS day, (SELECT number FROM invoices ORDER BY id LIMIT 1 OFFSET (SELECT count(*) / 2 FROM invoices)) AS number FROM invoices`,
  );
  ctx.state.billingFirstDay = first!.day;
  ctx.state.billingInvoiceNumber = first!.number;
  // An old cheque (an eighth of the way in): a rare match that the newest-first page must not find by walking every payment.
  const [cheque] = await ctx.driver.query<{ number: string | null }>(
    `SELECT cheque_number AS number FROM payments WHERE mode = 'cheque' AND cheque_number <> '' ORDER BY id LIMIT 1 OFFSET (SELECT count(*) / 8 FROM payments WHERE mode = 'cheque')`,
  );
  ctx.state.billingCheque = cheque?.number ?? '000000';
  const counts = await ctx.driver.query<{ what: string; n: number }>(
    `SELECT 'invoices ' || status AS what, count(*)::int AS n FROM invoices GROUP BY status
     UNION ALL SELECT 'payments ' || status, count(*)::int FROM payments GROUP BY status
     UNION ALL SELECT 'ledger rows of the busiest dealer', max(ledger_entries) FROM dealer_balances`,
  );
  ctx.log(`  billing: ${counts.map((c) => `${c.what}: ${Number(c.n).toLocaleString('en')}`).join(', ')}`);
}

/** The ledger's reference of a payment: its mode and cheque number or reference. */
const paymentReferenceSql = `(CASE mode WHEN 'cash' THEN 'Cash' WHEN 'upi' THEN 'UPI' WHEN 'bank_transfer' THEN 'Bank transfer' ELSE 'Cheque' END
  || CASE WHEN cheque_number <> '' THEN ' ' || cheque_number WHEN reference <> '' THEN ' ' || reference ELSE '' END)`;

/** Last month, whole: a month of the running shop's invoices (the same at every scale). */
const lastMonth = () => new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
const dealerId = (ctx: BenchContext) => Number(ctx.state.billingDealerId ?? 0);

export const scenarios: Scenario[] = [
  {
    name: 'billing-receivables',
    group: 'billing',
    method: 'GET',
    as: 'admin',
    path: '/billing/receivables',
    note: 'billing-receivables: dealers with outstanding, overdue and ageing, first page (open invoices and advances only)',
  },
  {
    name: 'billing-receivables-summary',
    group: 'billing',
    method: 'GET',
    as: 'admin',
    path: '/billing/receivables/summary',
    note: 'billing-receivables-summary: total outstanding, overdue, ageing buckets and the top five (the dashboard card)',
  },
  {
    name: 'billing-invoices',
    group: 'billing',
    method: 'GET',
    as: 'admin',
    path: '/billing/invoices',
    note: 'billing-invoices: the invoice list, first page, of ~90k invoices at scale 1',
  },
  {
    name: 'billing-invoices-search',
    group: 'billing',
    method: 'GET',
    as: 'admin',
    path: (ctx) => `/billing/invoices?search=${encodeURIComponent(String(ctx.state.billingInvoiceNumber ?? 'INV'))}`,
    note: 'billing-invoices-search: the invoice list searched for one invoice number (trigram index on the number)',
  },
  {
    name: 'billing-invoices-overdue',
    group: 'billing',
    method: 'GET',
    as: 'admin',
    path: '/billing/invoices?status=Overdue',
    note: 'billing-invoices-overdue: open invoices past their due date (a few hundred; the open-due partial index)',
  },
  {
    name: 'billing-payments',
    group: 'billing',
    method: 'GET',
    as: 'admin',
    path: '/billing/payments',
    note: 'billing-payments: the payment list, first page, of ~90k payments at scale 1',
  },
  {
    name: 'billing-payments-search',
    group: 'billing',
    method: 'GET',
    as: 'admin',
    path: (ctx) => `/billing/payments?search=${encodeURIComponent(String(ctx.state.billingCheque ?? '000000'))}`,
    note: 'billing-payments-search: the payment list searched for one old cheque number (trigram indexes on cheque number and reference)',
  },
  {
    name: 'billing-statement',
    group: 'billing',
    method: 'GET',
    as: 'admin',
    path: (ctx) => `/billing/dealers/${dealerId(ctx)}/statement`,
    note: 'billing-statement: the busiest dealer\'s statement for this financial year (opening balance: the dealer balance less the rows of the range)',
  },
  {
    name: 'billing-statement-ten-years',
    group: 'billing',
    method: 'GET',
    as: 'admin',
    once: true,
    path: (ctx) => `/billing/dealers/${dealerId(ctx)}/statement?from=${String(ctx.state.billingFirstDay ?? '2016-01-01')}`,
    note: 'billing-statement-ten-years: the busiest dealer\'s whole history in one answer (every ledger row since the first invoice: a big answer, timed alone, which must grow with its size)',
  },
  {
    name: 'billing-sales-register',
    group: 'billing',
    method: 'GET',
    as: 'admin',
    path: () => `/billing/reports/sales-register?month=${lastMonth()}`,
    note: 'billing-sales-register: last month\'s GST sales register (every invoice of the month, ~800)',
  },
  {
    name: 'billing-my-account',
    group: 'billing',
    method: 'GET',
    as: 'dealer',
    path: '/billing/my-account',
    note: 'billing-my-account: the demo dealer\'s own account page (the busiest dealer\'s record): outstanding, available credit, recent invoices and payments',
  },
];
