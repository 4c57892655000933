// What the billing race tests on PostgreSQL (payments.pg.test.ts, cheques.pg.test.ts) set up and check alike.
import { beforeAll, expect } from 'vitest';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import type { Db } from '../../db/client';
import { useOrderWorld, type OrderTestApp } from '../../../test/order-world';
import { balanceOf, configureCompany, ledgerOf } from './billing.fixtures';

/** The order world with the company configured and both billing roles signed in before the racing starts. */
export function useRaceWorld(): OrderTestApp {
  const world = useOrderWorld();
  beforeAll(async () => {
    await configureCompany(world.t);
    await world.t.tokenFor('admin');
    await world.t.tokenFor('productionmanager');
  });
  return world;
}

/** A dealer's ledger numbered 1, 2, 3 ... without a gap, its rows adding up to the dealer's balance; the rows. */
export async function expectLedgerWhole(db: Db, dealerId: number) {
  const ledger = await ledgerOf(db, dealerId);
  expect(ledger.map((row) => row.seq)).toEqual(ledger.map((_, i) => i + 1));
  const net = ledger.reduce((sum, row) => sum + toCents(row.debit) - toCents(row.credit), 0n);
  expect(formatCents(net)).toBe(await balanceOf(db, dealerId));
  return ledger;
}
