import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { stateName } from '@steelworks/contract/billing';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { ACCOUNT_TEXT } from '@steelworks/contract/dealer-account';
import { LEDGER_KINDS, type Statement } from '@steelworks/contract/dealer-statement';
import { financialYearBounds, financialYearOf } from '@steelworks/contract/invoice';
import type { DbOrTx } from '../../db/client';
import { fieldError, notFound } from '../../lib/app-error';
import { csvCell } from '../../lib/csv-export';
import { accounts } from '../../db/accounts.table';
import { dealers } from '../dealer/dealer.table';
import { checkDealerVisible } from './billing-scope';
import { getBillingSettings } from './billing-settings.service';
import { sellerOf } from './invoice-issue.service';
import { dealerBalances, dealerLedger } from './payment.table';
import type { Caller } from '../../lib/caller';

/**
 * A dealer's statement for a date range (issue 31 point 4): the opening balance (every row dated before `from`), the
 * rows dated from..to by (entry_date, id) with a balance running from the opening, and the closing balance. Both
 * reads go through dealer_ledger_dealer_date_idx, and the opening sums the nearer side of `from` (openingBalance), so
 * ten years of rows cost the range, not the history. The running
 * balance is computed here rather than read from the rows: a payment entered late with an earlier date sits earlier
 * in the statement than in the ledger's own order.
 */
export async function getStatement(
  db: DbOrTx,
  dealerId: number,
  range: { from?: string; to?: string },
  actor: Caller,
  today: string,
): Promise<Statement> {
  await checkDealerVisible(db, actor, dealerId);
  const [dealer] = await db
    .select({
      id: dealers.id,
      name: accounts.fullName,
      gstin: dealers.gstin,
      stateCode: dealers.stateCode,
      billingAddress: dealers.billingAddress,
      location: dealers.location,
      firstEntry: sql<string | null>`(select min(${dealerLedger.entryDate}) from ${dealerLedger} where ${dealerLedger.dealerId} = ${dealers.id})`,
    })
    .from(dealers)
    .innerJoin(accounts, eq(accounts.id, dealers.accountId))
    .where(eq(dealers.id, dealerId));
  if (!dealer) throw notFound();

  const to = range.to ?? today;
  const from = range.from ?? financialYearBounds(financialYearOf(to)).from;
  if (from > to) throw fieldError('from', ACCOUNT_TEXT.rangeOrder);

  const [opening, rows] = await Promise.all([
    openingBalance(db, dealerId, from, dealer.firstEntry !== null && daysFrom(dealer.firstEntry, from) > daysFrom(from, today)),
    db
      .select({
        id: dealerLedger.id,
        entry_date: dealerLedger.entryDate,
        kind: dealerLedger.kind,
        reference: dealerLedger.reference,
        description: dealerLedger.description,
        debit: dealerLedger.debit,
        credit: dealerLedger.credit,
        invoice_id: dealerLedger.invoiceId,
        credit_note_id: dealerLedger.creditNoteId,
        payment_id: dealerLedger.paymentId,
        refund_id: dealerLedger.refundId,
      })
      .from(dealerLedger)
      .where(and(eq(dealerLedger.dealerId, dealerId), gte(dealerLedger.entryDate, from), lte(dealerLedger.entryDate, to)))
      .orderBy(asc(dealerLedger.entryDate), asc(dealerLedger.id)),
  ]);
  const openingCents = toCents(opening ?? '0');
  let balance = openingCents;
  let debit = 0n;
  let credit = 0n;
  const lines = rows.map((row) => {
    debit += toCents(row.debit);
    credit += toCents(row.credit);
    balance += toCents(row.debit) - toCents(row.credit);
    return { ...row, balance: formatCents(balance) };
  });
  return {
    // The seller's heading on the print (Companies Act s.12(3)(c)), as today's settings give it.
    seller: sellerOf(await getBillingSettings(db)),
    dealer: {
      id: dealer.id,
      name: dealer.name,
      gstin: dealer.gstin,
      state_name: stateName(dealer.stateCode),
      billing_address: dealer.billingAddress || dealer.location,
    },
    from,
    to,
    opening_balance: formatCents(openingCents),
    rows: lines,
    total_debit: formatCents(debit),
    total_credit: formatCents(credit),
    closing_balance: formatCents(balance),
  };
}

const daysFrom = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * The balance before `from`: the sum of the rows dated before it, or, when `from` is nearer today than the dealer's
 * first row (the default range, this financial year), the dealer's balance less the rows from `from` on, which are
 * the range's own few (dealer_balances holds the sum of every row: postDealerLedger keeps both in one transaction).
 * One statement either way, so the balance and the rows it subtracts are of one snapshot.
 */
async function openingBalance(db: DbOrTx, dealerId: number, from: string, fromTheEnd: boolean): Promise<string | null> {
  const moves = sql`sum(${dealerLedger.debit} - ${dealerLedger.credit})`;
  if (!fromTheEnd) {
    const [row] = await db
      .select({ sum: sql<string | null>`${moves}::numeric(14,2)::text` })
      .from(dealerLedger)
      .where(and(eq(dealerLedger.dealerId, dealerId), lt(dealerLedger.entryDate, from)));
    return row?.sum ?? null;
  }
  const later = db
    .select({ sum: sql`coalesce(${moves}, 0)` })
    .from(dealerLedger)
    .where(and(eq(dealerLedger.dealerId, dealerId), gte(dealerLedger.entryDate, from)));
  const [row] = await db
    .select({ sum: sql<string>`(${dealerBalances.balance} - (${later}))::numeric(14,2)::text` })
    .from(dealerBalances)
    .where(eq(dealerBalances.dealerId, dealerId));
  return row?.sum ?? null;
}

const KIND_LABELS = new Map<string, string>(LEDGER_KINDS.map((kind) => [kind.key, kind.label]));

/** The statement as a spreadsheet: a header row, the opening line, the rows, the closing line with the totals. */
export function statementCsv(statement: Statement, timeZone: string): string {
  const cells = (values: unknown[]) => values.map((value) => csvCell(value, timeZone));
  const body = [
    ['Date', 'Type', 'Reference', 'Description', 'Debit', 'Credit', 'Balance'],
    cells([statement.from, 'Opening balance', '', '', '', '', statement.opening_balance]),
    ...statement.rows.map((row) =>
      cells([row.entry_date, KIND_LABELS.get(row.kind) ?? row.kind, row.reference, row.description, row.debit === '0.00' ? '' : row.debit, row.credit === '0.00' ? '' : row.credit, row.balance]),
    ),
    cells([statement.to, 'Closing balance', '', '', statement.total_debit, statement.total_credit, statement.closing_balance]),
  ];
  // The byte-order mark makes spreadsheet programs read the file as UTF-8 (as the list exports do).
  return `\ufeff${stringify(body)}`;
}

/** "statement-rival-steel-traders-2026-04-01-2026-11-26.csv" (the dealer's id when its name has no latin letters). */
export function statementFileName(statement: Statement): string {
  const slug = statement.dealer.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || String(statement.dealer.id);
  return `statement-${slug}-${statement.from}-${statement.to}.csv`;
}
