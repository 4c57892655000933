import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { financialYearOf } from '@steelworks/contract/invoice';
import { useDemoTestApp } from '../../../test/seeded-demo';
import { seedBillingDocuments } from './billing-documents.seed';

const demo = useDemoTestApp();
const { rows } = demo;

/** Each dealer's ledger balance beside what its open invoices and advances add up to. */
const BALANCES = sql`select d.id, a.username, coalesce(b.balance, 0)::text as balance,
  (coalesce((select sum(i.total + i.adjustment - i.amount_paid) from invoices i where i.dealer_id = d.id and i.status = 'Open'), 0)
   - coalesce((select sum(p.amount + p.tds_amount - p.allocated - p.refunded) from payments p where p.dealer_id = d.id and p.status = 'Received'), 0))::text as expected
  from dealers d join accounts a on a.id = d.account_id left join dealer_balances b on b.dealer_id = d.id order by d.id`;

describe('demo dealer accounts (issue 31)', () => {
  it('invoices every shipped and delivered order, in this and the previous financial year, numbered by date', async () => {
    expect(await rows(sql`select o.id from orders o where o.status in ('Shipped', 'Delivered')
      and not exists (select 1 from invoices i where i.order_id = o.id)`)).toEqual([]);
    const today = demo.day;
    const years = await rows<{ financial_year: string; n: number }>(sql`select financial_year, count(*)::int as n from invoices group by 1 order by 1`);
    const current = financialYearOf(today);
    expect(years.map((y) => y.financial_year)).toContain(current);
    expect(years.some((y) => y.financial_year < current && y.n > 0)).toBe(true);
    // Within a year the numbers follow the dates: 1, 2, 3... with no gap.
    expect(await rows(sql`select i.id from invoices i where i.seq <> (select count(*) from invoices j where j.financial_year = i.financial_year and j.seq <= i.seq)`)).toEqual([]);
    expect(await rows(sql`select i.id from invoices i join invoices j on j.financial_year = i.financial_year and j.seq > i.seq and j.invoice_date < i.invoice_date`)).toEqual([]);
    expect(await rows(sql`select c.financial_year from document_counters c where c.series = 'invoice' and c.last_seq <> (select max(seq) from invoices i where i.financial_year = c.financial_year)`)).toEqual([]);
  });

  it('prints the company details of issue 41 on every invoice: GSTIN, CIN, phone, e-mail, signatory; numbers of 16 at most; HSN per product', async () => {
    const sellers = await rows<{ n: number }>(sql`select count(*)::int as n from invoices
      where seller->>'gstin' = '32AAFCS5318D1ZR' and seller->>'cin' = 'U28112KL2019PTC058231' and seller->>'phone' <> ''
        and seller->>'email' <> '' and seller->>'signatory_name' = 'Anitha Menon' and seller->>'signatory_designation' = 'Director'`);
    const [all] = await rows<{ n: number }>(sql`select count(*)::int as n from invoices`);
    expect(sellers[0]!.n).toBe(all!.n);
    expect(await rows(sql`select number from invoices where length(number) > 16 union all select number from credit_notes where length(number) > 16`)).toEqual([]);
    expect(await rows(sql`select id from products where hsn_code !~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`)).toEqual([]);
    expect(await rows(sql`select l.id from invoice_lines l where l.hsn_code <> '730830'`)).toEqual([]);
  });

  it('has payments in every mode, mostly paid invoices, an advance and a bounced cheque that was paid again', async () => {
    const modes = await rows<{ mode: string }>(sql`select distinct mode::text from payments where status = 'Received' order by 1`);
    expect(modes.map((m) => m.mode)).toEqual(['bank_transfer', 'cash', 'cheque', 'upi']);
    const [counts] = await rows<{ paid: number; open: number }>(sql`select count(*) filter (where status = 'Paid')::int as paid, count(*) filter (where status = 'Open')::int as open from invoices`);
    expect(counts!.paid).toBeGreaterThan(counts!.open);
    expect(counts!.open).toBeGreaterThan(0);
    // Part payments leave an invoice with two allocations.
    expect((await rows(sql`select invoice_id from payment_allocations where amount > 0 group by 1 having count(*) > 1`)).length).toBeGreaterThan(0);
    const advance = await rows<{ username: string }>(sql`select a.username from payments p join dealers d on d.id = p.dealer_id
      join accounts a on a.id = d.account_id where p.status = 'Received' and p.allocated + p.refunded < p.amount + p.tds_amount`);
    expect(advance.map((r) => r.username)).toEqual(['dealer_calicut']);

    const bounced = await rows<{ id: number; mode: string; allocated: string; reversed_on: string }>(sql`select id, mode::text, allocated::text, reversed_on from payments where status = 'Reversed'`);
    expect(bounced).toEqual([expect.objectContaining({ mode: 'cheque', allocated: '0.00' })]);
    const rowsOfIt = await rows<{ kind: string; debit: string; credit: string }>(sql`select kind::text, debit::text, credit::text from dealer_ledger where payment_id = ${bounced[0]!.id} order by seq`);
    expect(rowsOfIt.map((r) => r.kind)).toEqual(['payment', 'payment_reversal']);
    expect(rowsOfIt[1]!.debit).toBe(rowsOfIt[0]!.credit);
    // The invoice it had paid was released (a negative allocation) and is paid again by a bank transfer.
    const [released] = await rows<{ invoice_id: number; status: string }>(sql`select a.invoice_id, i.status::text from payment_allocations a
      join invoices i on i.id = a.invoice_id where a.payment_id = ${bounced[0]!.id} and a.amount < 0`);
    expect(released!.status).toBe('Paid');
  });

  it('has a receipt for every payment, payments with TDS, a refund of an advance, and no day of cash at 2,00,000 (issue 41)', async () => {
    expect(await rows(sql`select p.id from payments p where not exists (select 1 from receipts r where r.payment_id = p.id)`)).toEqual([]);
    // Receipts are numbered 1, 2, 3... in each year, and the counter stands at the last.
    expect(await rows(sql`select r.id from receipts r where r.seq <> (select count(*) from receipts q where q.financial_year = r.financial_year and q.seq <= r.seq)`)).toEqual([]);
    expect(await rows(sql`select c.financial_year from document_counters c where c.series = 'receipt' and c.last_seq <> (select max(seq) from receipts r where r.financial_year = c.financial_year)`)).toEqual([]);
    const tds = await rows<{ username: string }>(sql`select distinct a.username from payments p join dealers d on d.id = p.dealer_id
      join accounts a on a.id = d.account_id where p.tds_amount > 0 and p.tds_section = '194Q'`);
    expect(tds.map((r) => r.username)).toEqual(['dealer_kannur']);
    // Each TDS row in the ledger matches its payment's TDS.
    expect(await rows(sql`select p.id from payments p where p.tds_amount > 0 and not exists
      (select 1 from dealer_ledger l where l.payment_id = p.id and l.kind = 'tds' and l.credit = p.tds_amount)`)).toEqual([]);
    const refunds = await rows<{ username: string; amount: string; debit: string }>(sql`select a.username, r.amount::text, l.debit::text from refunds r
      join dealers d on d.id = r.dealer_id join accounts a on a.id = d.account_id join dealer_ledger l on l.refund_id = r.id`);
    expect(refunds).toEqual([{ username: 'dealer_calicut', amount: '10000.00', debit: '10000.00' }]);
    expect(await rows(sql`select dealer_id, received_on from payments where mode = 'cash' and status = 'Received'
      group by 1, 2 having sum(amount) >= 200000`)).toEqual([]);
  });

  it('has a credit note that cancelled a part-paid invoice, whose order was not invoiced again (s.31)', async () => {
    const notes = await rows<{ number: string; status: string; amount_paid: string; note_total: string; invoice_total: string; live: number }>(sql`
      select c.number, i.status::text, i.amount_paid::text, c.total::text as note_total, i.total::text as invoice_total,
        (select count(*)::int from invoices j where j.order_id = i.order_id and j.status <> 'Cancelled') as live
      from credit_notes c join invoices i on i.id = c.invoice_id where c.reason_code = 'cancellation'`);
    expect(notes).toEqual([expect.objectContaining({ status: 'Cancelled', amount_paid: '0.00', live: 0 })]);
    expect(notes[0]!.note_total).toBe(notes[0]!.invoice_total);
    const [released] = await rows<{ n: number }>(sql`select count(*)::int as n from payment_allocations a join credit_notes c on c.invoice_id = a.invoice_id where a.amount < 0`);
    expect(released!.n).toBe(1);
  });

  it('has a site delivery in another state, a part return, a price reduction and an interest debit note (s.34)', async () => {
    const shipped = await rows<{ place_of_supply: string; tax_split: string; igst: string; buyer_state: string; ship_state: string }>(sql`
      select i.place_of_supply, i.tax_split, i.igst::text, i.buyer->>'state_code' as buyer_state, i.ship_to->>'state_code' as ship_state
      from invoices i where i.place_of_supply <> i.buyer->>'state_code' and i.buyer->>'gstin' is not null`);
    expect(shipped).toEqual([expect.objectContaining({ place_of_supply: '33', tax_split: 'inter', buyer_state: '32', ship_state: '33' })]);
    expect(Number(shipped[0]!.igst)).toBeGreaterThan(0);
    const notes = await rows<{ kind: string; reason_code: string; number: string; lines: number; total: string; ledger: string }>(sql`
      select c.kind, c.reason_code, c.number, c.total::text,
        (select count(*)::int from credit_note_lines l where l.note_id = c.id) as lines,
        (select l.kind::text from dealer_ledger l where l.credit_note_id = c.id) as ledger
      from credit_notes c where c.reason_code <> 'cancellation' order by c.kind, c.reason_code`);
    // North Star's overdue invoices each get one interest note.
    expect([...new Set(notes.map((note) => JSON.stringify([note.kind, note.reason_code, note.lines, note.ledger])))].map((note) => JSON.parse(note))).toEqual([
      ['credit', 'price_reduction', 1, 'credit_note'],
      ['credit', 'return', 1, 'credit_note'],
      ['debit', 'interest', 1, 'debit_note'],
    ]);
    expect(notes.find((note) => note.kind === 'debit')!.number).toMatch(/^DN\/\d{2}-\d{2}\/00001$/);
  });

  it('keeps every ledger: running balances by seq, and the balance equals the open invoices less the advances', async () => {
    const balances = await rows<{ username: string | null; balance: string; expected: string }>(BALANCES);
    for (const row of balances) expect(row.balance, `dealer ${row.username}`).toBe(row.expected);
    expect(await rows(sql`select l.id from dealer_ledger l where l.balance <> (select sum(m.debit - m.credit) from dealer_ledger m where m.dealer_id = l.dealer_id and m.seq <= l.seq)`)).toEqual([]);
    expect(await rows(sql`select b.dealer_id from dealer_balances b where b.ledger_entries <> (select count(*) from dealer_ledger l where l.dealer_id = b.dealer_id)
      or b.balance <> coalesce((select l.balance from dealer_ledger l where l.dealer_id = b.dealer_id order by l.seq desc limit 1), 0)`)).toEqual([]);
  });

  it('shows every ageing bucket, one dealer over its limit with a pending order and one with an overdue invoice', async () => {
    const today = demo.day;
    const buckets = await rows<{ bucket: string }>(sql`select distinct case when due_date >= ${today}::date then 'not due'
      when ${today}::date - due_date <= 30 then '0-30' when ${today}::date - due_date <= 60 then '31-60'
      when ${today}::date - due_date <= 90 then '61-90' else 'over 90' end as bucket from invoices where status = 'Open' order by 1`);
    expect(buckets.map((b) => b.bucket)).toEqual(['0-30', '31-60', '61-90', 'not due', 'over 90']);

    const accounts = await rows<{ username: string; credit_limit: string | null; balance: string; overdue: number; exposure: string; pending: string | null }>(sql`
      select a.username, d.credit_limit::text, coalesce(b.balance, 0)::text as balance,
        (select count(*)::int from invoices i where i.dealer_id = d.id and i.status = 'Open' and i.due_date < ${today}::date) as overdue,
        (coalesce(b.balance, 0) + coalesce((select sum(o.bill_amount) from orders o where o.dealer_id = d.id and o.status in ('Approved', 'Started')), 0))::text as exposure,
        (select max(o.bill_amount)::text from orders o where o.dealer_id = d.id and o.status = 'Pending') as pending
      from dealers d join accounts a on a.id = d.account_id left join dealer_balances b on b.dealer_id = d.id where a.username is not null`);
    const of = (username: string) => accounts.find((a) => a.username === username)!;
    // Thrissur Door House owes more than its limit, nothing overdue, and has an order waiting for approval.
    const tcr = of('dealer_tcr');
    expect(Number(tcr.balance)).toBeGreaterThan(Number(tcr.credit_limit));
    expect(tcr.overdue).toBe(0);
    expect(tcr.pending).not.toBeNull();
    expect(of('dealer_kannur').overdue).toBeGreaterThan(0);
    expect(Number(of('dealer_kannur').credit_limit)).toBeGreaterThan(0);
    // The dealers the browser flows approve orders for pass the credit check.
    for (const name of ['dealer', 'dealer_calicut']) {
      const dealer = of(name);
      expect(dealer.overdue).toBe(0);
      expect(Number(dealer.exposure) + Number(dealer.pending ?? 0) + 50_000).toBeLessThan(Number(dealer.credit_limit));
    }
  });

  it("refuses Thrissur's pending order at approval by the credit check, and approves it when an admin gives a reason", async () => {
    const [pending] = await rows<{ id: number; credit_limit: string }>(sql`select o.id, d.credit_limit::text from orders o
      join dealers d on d.id = o.dealer_id join accounts a on a.id = d.account_id
      where a.username = 'dealer_tcr' and o.status = 'Pending' order by o.bill_amount desc, o.id limit 1`);
    const approve = (extra: Record<string, unknown> = {}) =>
      demo.t.call('PATCH', `/order/order/${pending!.id}/`, { as: 'admin', body: { status: 'Approved', ...extra } });

    const refused = await approve();
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(expect.objectContaining({ can_override: true, credit: expect.objectContaining({ credit_limit: pending!.credit_limit, overdue_invoice: null }) }));
    expect(Number(refused.body.credit.outstanding)).toBeGreaterThan(Number(pending!.credit_limit));

    const approved = await approve({ credit_override_reason: 'Owner promised a cheque this week' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.status).toBe('Approved');
  });

  it("counts the demo dealer's approved orders at their value with GST in its available credit (issue 41 point 9)", async () => {
    const account = await demo.t.call('GET', '/billing/my-account', { as: 'dealer' });
    expect(account.status).toBe(200);
    const [taxable] = await rows<{ total: string }>(sql`select coalesce(sum(o.bill_amount), 0)::text as total from orders o
      join dealers d on d.id = o.dealer_id join accounts a on a.id = d.account_id where a.username = 'dealer' and o.status in ('Approved', 'Started')`);
    // Every demo product is taxed at 18% (9% + 9% in Kerala): with each order's total rounded to the rupee, the orders
    // with GST come to 1.18 times their taxable value, give or take 50 paise per order. (On the demo of November 2026:
    // 4,24,318 taxable, 5,00,694 with GST, 76,376 more: the 76,377 of the issue is 18% of the sum before each order's
    // rounding.)
    const withTax = Number(account.body.uninvoiced_orders);
    expect(withTax).toBeGreaterThan(Number(taxable!.total));
    expect(Math.abs(withTax - Number(taxable!.total) * 1.18)).toBeLessThan(50);
    const limit = Number(account.body.credit_limit);
    expect(Number(account.body.available_credit)).toBeCloseTo(limit - Number(account.body.outstanding) - withTax, 2);
  });

  it('writes nothing on a second run', async () => {
    const before = await rows(sql`select (select count(*) from invoices) as i, (select count(*) from payments) as p, (select count(*) from dealer_ledger) as l`);
    await seedBillingDocuments(demo.t.app.ctx);
    expect(await rows(sql`select (select count(*) from invoices) as i, (select count(*) from payments) as p, (select count(*) from dealer_ledger) as l`)).toEqual(before);
  });
});
