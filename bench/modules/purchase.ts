import type { BenchContext, Scenario } from '../lib/types';

/**
 * Bench data and scenarios of buying (issue 45 point 8): at scale 1, ten years of purchases, about eight purchase
 * orders a day (29,200) from 120 suppliers (24 at scale 0.1), three lines each, every one received but the last weeks'
 * open ones (a goods receipt per order, its lines costed, the store's and the sheets' movement rows and the moving
 * average cost of each item), a supplier bill per receipt with CGST and SGST (IGST for one supplier in six, from Tamil
 * Nadu), a payment per paid bill in the four modes with its allocation, a bounced cheque before one paid bill in 200
 * (allocated, released, Reversed), and the supplier ledger of all of it (seq, running balance). The same 200 store
 * items and every sheet are bought at every scale, so the stock valuation has as many rows at both and only the
 * history behind each grows. Open bills: half of the last 45 days' and one in 97 of the older ones (overdue in every
 * ageing bucket), one in five of them part-paid.
 *
 * Past stock comes from the movement rows, and only receipts are generated: an item's stock at a date is then what its
 * receipts brought so far (the store's issues are not generated; `store_items.stock`, which other modules' scenarios
 * read, is left as it was). Consistent with the CHECKs of purchase.table.ts and payables.table.ts. Runs after billing
 * and uses no `ctx.random`, so the data of the modules before it stays as it was.
 */

const ORDERS_PER_DAY = 8;
const LINES_PER_ORDER = 3;
/** Store items bought at every scale (the first by id), besides every sheet. */
const STORE_ITEMS_BOUGHT = 200;
/** How many days before today an order is still open work (Draft, Approved, Partly received, Received). */
const OPEN_DAYS = 60;
/** Open bills: half of the last 45 days' and one in 97 of the older ones. */
const openBillSql = `((bill_date > current_date - 45 AND id % 2 = 0) OR id % 97 = 0)`;

export async function generate(ctx: BenchContext): Promise<void> {
  const started = Date.now();
  const [admin] = await ctx.driver.query<{ id: number }>(`SELECT id FROM accounts WHERE username = 'admin'`);
  const supplierCount = ctx.scaled(120, 24);
  await ctx.driver.query(
    `INSERT INTO suppliers (name, gstin, state_code, address, contact_name, phone, email, payment_terms_days, created_at)
     SELECT (ARRAY['Malabar', 'Cochin', 'Periyar', 'Kerala', 'Deccan', 'Coastal', 'Western', 'Southern'])[1 + g % 8] || ' '
            || (ARRAY['Steel Rolling Mills', 'Pipes', 'Sections', 'Hardware', 'Traders', 'Metals'])[1 + g % 6] || ' ' || g,
       CASE WHEN g % 6 = 5 THEN '33' ELSE '32' END || 'AABCS' || lpad(g::text, 4, '0') || 'K1Z' || chr(65 + g % 26),
       CASE WHEN g % 6 = 5 THEN '33' ELSE '32' END, 'Industrial Estate, Plot ' || g, 'Sales desk ' || g, (9400000000 + g)::text,
       'sales' || g || '@supplier.example', (ARRAY[15, 30, 45])[1 + g % 3], now() - interval '1 day' * $2::int
     FROM generate_series(1, $1::int) AS g ORDER BY g`,
    [supplierCount, ctx.spanDays],
  );
  // What is bought: the first store items by id and every sheet, numbered 0..n-1 for the lines to pick from.
  await ctx.driver.query(`DROP TABLE IF EXISTS bench_bought`);
  await ctx.driver.query(
    `CREATE TEMP TABLE bench_bought AS
     SELECT row_number() OVER (ORDER BY kind, coalesce(store_item_id, sheet_id))::int - 1 AS k, * FROM (
       (SELECT 0 AS kind, id AS store_item_id, NULL::int AS sheet_id, name, unit_type AS unit, 'unit' AS rate_per,
               (40 + id % 400)::numeric(14,2) AS rate FROM store_items WHERE deleted_at IS NULL ORDER BY id LIMIT ${STORE_ITEMS_BOUGHT})
       UNION ALL
       SELECT 1, NULL, id, name, 'pieces', 'piece', (1800 + id % 900)::numeric(14,2) FROM sheets WHERE deleted_at IS NULL
     ) b`,
  );
  const [bought] = await ctx.driver.query<{ n: number }>(`SELECT count(*)::int AS n FROM bench_bought`);
  const items = Number(bought!.n);

  // The orders, oldest first, eight a day; each supplier takes every supplierCount-th order.
  const orders = ctx.scaled(ORDERS_PER_DAY * 3650, 300);
  await ctx.driver.query(
    `INSERT INTO purchase_orders (number, supplier_id, status, order_date, expected_date, total, created_by, approved_by, approved_at, created_at)
     SELECT 'PO/BN/' || lpad(g::text, 6, '0'), s0 + g % $2::int,
       CASE WHEN day < current_date - ${OPEN_DAYS} THEN CASE WHEN g % 40 = 0 THEN 'Cancelled' ELSE 'Closed' END
            ELSE (ARRAY['Draft', 'Approved', 'Approved', 'Partly received', 'Received', 'Received', 'Received'])[1 + g % 7] END,
       day, day + 7, 0, $3::int, $3::int, day::timestamptz, day::timestamptz
     FROM (SELECT g, (current_date - $4::int + (g::bigint * $4::int / $1::int)::int) AS day FROM generate_series(1, $1::int) AS g) o,
          (SELECT min(id) AS s0 FROM suppliers) s
     ORDER BY g`,
    [orders, supplierCount, admin!.id, ctx.spanDays],
  );
  await ctx.driver.query(
    `INSERT INTO purchase_order_lines (purchase_order_id, store_item_id, sheet_id, name, unit, quantity, received, rate, rate_per, amount)
     SELECT o.id, b.store_item_id, b.sheet_id, b.name, b.unit, q, CASE WHEN o.status IN ('Draft', 'Approved', 'Cancelled') THEN 0
       WHEN o.status = 'Partly received' THEN floor(q / 2) ELSE q END, b.rate, b.rate_per, q * b.rate
     FROM purchase_orders o CROSS JOIN generate_series(1, ${LINES_PER_ORDER}) AS l
     JOIN bench_bought b ON b.k = (o.id * 7 + l * 13) % ${items}
     CROSS JOIN LATERAL (SELECT (10 + (o.id * l) % 90)::numeric AS q) x
     ORDER BY o.id, l`,
  );
  await ctx.driver.query(
    `UPDATE purchase_orders o SET total = t.total FROM (SELECT purchase_order_id, sum(amount) AS total FROM purchase_order_lines GROUP BY 1) t
     WHERE t.purchase_order_id = o.id`,
  );

  // A receipt per order that brought anything, five days after it, its lines at the order's rates.
  await ctx.driver.query(
    `INSERT INTO goods_receipts (number, purchase_order_id, supplier_id, received_on, vehicle_number, value, created_by, created_at)
     SELECT 'GRN/BN/' || lpad(o.id::text, 7, '0'), o.id, o.supplier_id, least(o.order_date + 5, current_date), 'KL-07-' || (1000 + o.id % 9000),
       (SELECT sum(l.received * l.rate) FROM purchase_order_lines l WHERE l.purchase_order_id = o.id), $1::int,
       least(o.order_date + 5, current_date)::timestamptz + interval '10 hours'
     FROM purchase_orders o WHERE o.status IN ('Partly received', 'Received', 'Closed') ORDER BY o.id`,
    [admin!.id],
  );
  // Each line with the item's moving average after it (what was paid over what was bought, in paise).
  await ctx.driver.query(
    `INSERT INTO goods_receipt_lines (receipt_id, order_line_id, store_item_id, sheet_id, name, unit, received, heat_number, rate, rate_per, value,
       average_before_paise, average_after_paise)
     SELECT receipt_id, order_line_id, store_item_id, sheet_id, name, unit, received, heat, rate, rate_per, value,
       coalesce(lag(average) OVER w, average), average
     FROM (
       SELECT r.id AS receipt_id, l.id AS order_line_id, l.store_item_id, l.sheet_id, l.name, l.unit, l.received, 'H-' || l.id AS heat, l.rate, l.rate_per,
         l.received * l.rate AS value,
         round(100 * sum(l.received * l.rate) OVER c / sum(l.received) OVER c)::bigint AS average
       FROM goods_receipts r JOIN purchase_order_lines l ON l.purchase_order_id = r.purchase_order_id AND l.received > 0
       WINDOW c AS (PARTITION BY l.store_item_id, l.sheet_id ORDER BY r.id, l.id)
     ) x
     WINDOW w AS (PARTITION BY store_item_id, sheet_id ORDER BY receipt_id, order_line_id)
     ORDER BY receipt_id, order_line_id`,
  );
  await ctx.driver.query(
    `INSERT INTO item_costs (store_item_id, sheet_id, average_paise)
     SELECT DISTINCT ON (store_item_id, sheet_id) store_item_id, sheet_id, average_after_paise FROM goods_receipt_lines
     ORDER BY store_item_id, sheet_id, id DESC`,
  );
  // The stock movements the receipts made: the running sum of what each item received.
  await ctx.driver.query(
    `INSERT INTO store_stock_movements (store_item_id, account_id, old_stock, new_stock, reason, created_at)
     SELECT l.store_item_id, $1::int, sum(l.received) OVER w - l.received, sum(l.received) OVER w, 'Goods received ' || r.number, r.created_at
     FROM goods_receipt_lines l JOIN goods_receipts r ON r.id = l.receipt_id WHERE l.store_item_id IS NOT NULL
     WINDOW w AS (PARTITION BY l.store_item_id ORDER BY l.id) ORDER BY l.id`,
    [admin!.id],
  );
  await ctx.driver.query(
    `INSERT INTO sheet_movements (sheet_id, account_id, reason, old_quantity, new_quantity, created_at)
     SELECT l.sheet_id, $1::int, 'goods_received', (sum(l.received) OVER w - l.received)::int, (sum(l.received) OVER w)::int, r.created_at
     FROM goods_receipt_lines l JOIN goods_receipts r ON r.id = l.receipt_id WHERE l.sheet_id IS NOT NULL
     WINDOW w AS (PARTITION BY l.sheet_id ORDER BY l.id) ORDER BY l.id`,
    [admin!.id],
  );
  await ctx.driver.query(
    `INSERT INTO supplier_items (supplier_id, store_item_id, sheet_id, last_rate, rate_per, last_date)
     SELECT DISTINCT ON (r.supplier_id, l.store_item_id, l.sheet_id) r.supplier_id, l.store_item_id, l.sheet_id, l.rate, l.rate_per, r.received_on
     FROM goods_receipt_lines l JOIN goods_receipts r ON r.id = l.receipt_id ORDER BY r.supplier_id, l.store_item_id, l.sheet_id, l.id DESC`,
  );

  // A bill per receipt the day after it, 18% GST, and its lines.
  await ctx.driver.query(
    `INSERT INTO supplier_bills (supplier_id, number, bill_date, due_date, taxable, cgst, sgst, igst, total, created_by, created_at)
     SELECT supplier_id, 'SB-' || receipt_id, day, day + terms, value, cgst, cgst, igst, value + 2 * cgst + igst, $1::int, day::timestamptz
     FROM (
       SELECT r.id AS receipt_id, r.supplier_id, least(r.received_on + 1, current_date) AS day, s.payment_terms_days AS terms, r.value,
         CASE WHEN s.state_code = '32' THEN round(r.value * 0.09, 2) ELSE 0 END AS cgst,
         CASE WHEN s.state_code = '32' THEN 0 ELSE round(r.value * 0.18, 2) END AS igst
       FROM goods_receipts r JOIN suppliers s ON s.id = r.supplier_id
     ) b ORDER BY b.day, b.receipt_id`,
    [admin!.id],
  );
  await ctx.driver.query(
    `INSERT INTO supplier_bill_lines (bill_id, receipt_line_id, quantity, rate, amount, gst_rate, expected_quantity, expected_rate)
     SELECT b.id, l.id, l.received, l.rate, l.value, 18, l.received, l.rate
     FROM supplier_bills b JOIN goods_receipt_lines l ON l.receipt_id = substr(b.number, 4)::int ORDER BY b.id, l.id`,
  );
  // What is paid: all of a closed bill, 40% of one open bill in five.
  await ctx.driver.query(
    `UPDATE supplier_bills SET paid = CASE WHEN NOT ${openBillSql} THEN total WHEN id % 5 = 0 THEN round(total * 0.4, 2) ELSE 0 END,
       status = CASE WHEN ${openBillSql} THEN 'Open' ELSE 'Paid' END`,
  );
  const modeSql = `(ARRAY['cash', 'upi', 'bank_transfer', 'cheque'])[1 + id % 4]`;
  await ctx.driver.query(
    `INSERT INTO supplier_payments (supplier_id, amount, allocated, paid_on, mode, cheque_number, reference, note, created_by, created_at)
     SELECT supplier_id, paid, paid, day, mode, CASE WHEN mode = 'cheque' THEN lpad(((id::bigint * 7919) % 1000000)::text, 6, '0') ELSE '' END,
       CASE WHEN mode IN ('upi', 'bank_transfer') THEN 'UTR' || lpad(id::text, 10, '0') ELSE '' END, 'For ' || number, $1::int, day::timestamptz
     FROM (SELECT *, ${modeSql} AS mode, least(bill_date + (id % 30), current_date) AS day FROM supplier_bills WHERE paid > 0) b ORDER BY b.day, b.id`,
    [admin!.id],
  );
  // A bounced cheque before one paid bill in 200: allocated, released, reversed three days later.
  await ctx.driver.query(
    `INSERT INTO supplier_payments (supplier_id, amount, allocated, paid_on, mode, cheque_number, note, status, reversed_on, reversal_reason, created_by, created_at)
     SELECT supplier_id, total, 0, bill_date, 'cheque', lpad(((id::bigint * 104729) % 1000000)::text, 6, '0'), 'Bounced for ' || number, 'Reversed',
       least(bill_date + 3, current_date), 'Cheque returned unpaid: insufficient funds', $1::int, bill_date::timestamptz
     FROM supplier_bills WHERE status = 'Paid' AND id % 200 = 11 ORDER BY id`,
    [admin!.id],
  );
  await ctx.driver.query(
    `INSERT INTO supplier_payment_allocations (payment_id, bill_id, amount, created_at)
     SELECT p.id, b.id, s.amount, p.created_at
     FROM supplier_payments p JOIN supplier_bills b ON b.supplier_id = p.supplier_id AND b.number = regexp_replace(p.note, '^(For|Bounced for) ', '')
     CROSS JOIN LATERAL (VALUES (p.amount), (CASE WHEN p.status = 'Reversed' THEN -p.amount END)) s(amount)
     WHERE s.amount IS NOT NULL ORDER BY p.id`,
  );

  // The ledger per supplier in date order (bills, then payments, then reversals of a day), with its running balance.
  await ctx.driver.query(
    `INSERT INTO supplier_ledger (supplier_id, seq, entry_date, kind, bill_id, payment_id, reference, description, amount, balance, created_by, created_at)
     SELECT supplier_id, row_number() OVER w, entry_date, kind, bill_id, payment_id, reference, description, amount, sum(amount) OVER w, $1::int, entry_date::timestamptz
     FROM (
       SELECT supplier_id, bill_date AS entry_date, 0 AS rank, id AS sort_id, 'bill' AS kind, id AS bill_id, NULL::int AS payment_id,
         'Bill ' || number AS reference, 'Supplier bill ' || number AS description, total AS amount FROM supplier_bills
       UNION ALL
       SELECT supplier_id, paid_on, 1, id, 'payment', NULL, id, ${referenceSql}, 'Payment to the supplier', -amount FROM supplier_payments
       UNION ALL
       SELECT supplier_id, reversed_on, 2, id, 'payment_reversal', NULL, id, ${referenceSql}, 'Reversed: ' || reversal_reason, amount
       FROM supplier_payments WHERE status = 'Reversed'
     ) e
     WINDOW w AS (PARTITION BY supplier_id ORDER BY entry_date, rank, sort_id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)
     ORDER BY e.supplier_id, e.entry_date, e.rank, e.sort_id`,
    [admin!.id],
  );

  const [busiest] = await ctx.driver.query<{ supplier_id: number; name: string }>(
    `SELECT l.supplier_id, s.name FROM supplier_ledger l JOIN suppliers s ON s.id = l.supplier_id GROUP BY 1, 2 ORDER BY count(*) DESC, 1 LIMIT 1`,
  );
  ctx.state.purchaseSupplierId = Number(busiest!.supplier_id);
  ctx.state.purchaseSupplierWord = busiest!.name.split(' ')[0];
  const [middle] = await ctx.driver.query<{ bill: string; cheque: string }>(
    `SELECT (SELECT number FROM supplier_bills ORDER BY id LIMIT 1 OFFSET (SELECT count(*) / 2 FROM supplier_bills)) AS bill,
            (SELECT cheque_number FROM supplier_payments WHERE mode = 'cheque' ORDER BY id LIMIT 1 OFFSET (SELECT count(*) / 8 FROM supplier_payments)) AS cheque`,
  );
  ctx.state.purchaseBillNumber = middle!.bill;
  ctx.state.purchaseCheque = middle!.cheque;
  const counts = await ctx.driver.query<{ what: string; n: number }>(
    `SELECT 'suppliers' AS what, count(*)::int AS n FROM suppliers
     UNION ALL SELECT 'purchase orders', count(*)::int FROM purchase_orders
     UNION ALL SELECT 'receipt lines', count(*)::int FROM goods_receipt_lines
     UNION ALL SELECT 'items costed', count(*)::int FROM item_costs
     UNION ALL SELECT 'bills ' || status, count(*)::int FROM supplier_bills GROUP BY status
     UNION ALL SELECT 'payments ' || status, count(*)::int FROM supplier_payments GROUP BY status
     UNION ALL SELECT 'supplier ledger rows', count(*)::int FROM supplier_ledger`,
  );
  ctx.log(`  purchase: ${counts.map((c) => `${c.what}: ${Number(c.n).toLocaleString('en')}`).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The ledger's reference of a payment: its mode and cheque number or reference (supplierPaymentReference). */
const referenceSql = `(CASE mode WHEN 'cash' THEN 'Cash' WHEN 'upi' THEN 'UPI' WHEN 'bank_transfer' THEN 'Bank transfer' ELSE 'Cheque' END
  || CASE WHEN cheque_number <> '' THEN ' ' || cheque_number WHEN reference <> '' THEN ' ' || reference ELSE '' END)`;

const state = (ctx: BenchContext, key: string, fallback: string) => encodeURIComponent(String(ctx.state[key] ?? fallback));
/** A year before today: the valuation at a past day reads each item's history back to it. */
const yearAgo = () => new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);

const scenario = (name: string, path: Scenario['path'], note: string): Scenario => ({ name, group: 'purchase', method: 'GET', as: 'admin', path, note: `${name}: ${note}` });

export const scenarios: Scenario[] = [
  scenario('purchase-suppliers', '/purchase/suppliers/', 'the supplier list, first page, with each supplier\'s open orders'),
  scenario('purchase-suppliers-search', (ctx) => `/purchase/suppliers/?search=${state(ctx, 'purchaseSupplierWord', 'Malabar')}`, 'suppliers searched by a word of their names (trigram index)'),
  scenario('purchase-bills', '/purchase/bills/', 'the supplier bill list, first page, of ~27k bills at scale 1'),
  scenario('purchase-bills-search', (ctx) => `/purchase/bills/?search=${state(ctx, 'purchaseBillNumber', 'SB-1')}`, 'the bill list searched for one bill number'),
  scenario('purchase-bills-supplier', (ctx) => `/purchase/bills/?supplier=${state(ctx, 'purchaseSupplierId', '1')}`, 'the busiest supplier\'s bills, first page'),
  scenario('purchase-valuation', '/purchase/valuation/', 'the stock valuation today, first page (the same 280 items at every scale)'),
  scenario('purchase-valuation-total', '/purchase/valuation/total/', 'the value of all stock today (every item bought)'),
  scenario('purchase-valuation-past', () => `/purchase/valuation/?date=${yearAgo()}`, 'the stock valuation of a year ago, first page (each item\'s lines read back to that day)'),
  scenario('purchase-payments', '/purchase/payments/', 'the supplier payment list, first page'),
  scenario('purchase-payments-search', (ctx) => `/purchase/payments/?search=${state(ctx, 'purchaseCheque', '000000')}`, 'supplier payments searched by a cheque number (trigram index)'),
  scenario('purchase-payables', '/purchase/payables/', 'what the shop owes, aged, and what is due this week (open bills only)'),
  scenario('purchase-supplier-account', (ctx) => `/purchase/suppliers/${state(ctx, 'purchaseSupplierId', '1')}/account/`, 'the busiest supplier\'s account: balance, overdue, latest documents and ledger'),
];
