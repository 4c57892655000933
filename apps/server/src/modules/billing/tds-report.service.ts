import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { tdsQuarterBounds } from '@steelworks/contract/dealer-account';
import { type TdsReport } from '@steelworks/contract/vouchers';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/accounts.table';
import { joinDealerAccount } from '../dealer/dealer-account.join';
import { dealers } from '../dealer/dealer.table';
import { payments } from './payment.table';

/**
 * GET /billing/reports/tds: the TDS dealers deducted in a quarter of the financial year, per dealer and section, for the
 * accountant to match with Form 26AS (s.194Q). Received payments only (a reversed one deducted nothing); read through
 * payments_tds_idx, the quarter's payments with TDS.
 */
export async function tdsReport(db: DbOrTx, quarter: string): Promise<TdsReport> {
  const { from, to } = tdsQuarterBounds(quarter);
  const read = db
    .select({
      dealer_id: payments.dealerId,
      dealer_name: accounts.fullName,
      gstin: dealers.gstin,
      section: sql<string>`${payments.tdsSection}`,
      payments: sql<number>`count(*)::int`,
      amount_received: sql<string>`sum(${payments.amount})::numeric(14,2)::text`,
      tds_amount: sql<string>`sum(${payments.tdsAmount})::numeric(14,2)::text`,
    })
    .from(payments)
    .$dynamic();
  const rows = await joinDealerAccount(read, payments.dealerId)
    .where(and(sql`${payments.tdsAmount} > 0`, gte(payments.receivedOn, from), lte(payments.receivedOn, to), eq(payments.status, 'Received')))
    .groupBy(payments.dealerId, accounts.fullName, dealers.gstin, payments.tdsSection)
    .orderBy(asc(accounts.fullName), asc(payments.dealerId), asc(payments.tdsSection));
  let count = 0;
  let received = 0n;
  let tds = 0n;
  for (const row of rows) {
    count += row.payments;
    received += toCents(row.amount_received);
    tds += toCents(row.tds_amount);
  }
  return {
    quarter,
    from,
    to,
    rows,
    totals: { payments: count, amount_received: formatCents(received), tds_amount: formatCents(tds) },
  };
}
