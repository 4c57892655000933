/**
 * Concurrency of stock moves on real PostgreSQL (PGlite has one connection, so it cannot show a race).
 * Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/steelworks_ci npx vitest run --project server-pg <this file>
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTestApp } from '../../../test/harness';
import { applyStockChanges } from './store.service';
import { stockMovements, storeItems } from './store.table';

const t = useTestApp();

async function newItem(name: string, stock: string) {
  const [row] = await t.db.insert(storeItems).values({ name, unitType: 'pcs', unit: '1', stock, price: '1.00' }).returning();
  return row!;
}

describe('applyStockChanges under concurrent supply', () => {
  it('lets only as many supplies through as the stock covers, never below zero, one movement per success', async () => {
    const item = await newItem('Concurrent hinge', '10');
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        t.db.transaction((tx) => applyStockChanges(tx, [{ storeItemId: item.id, delta: -3 }], `supply ${i}`, null)),
      ),
    );
    const succeeded = attempts.filter((a) => a.status === 'fulfilled').length;
    expect(succeeded).toBe(3);
    for (const failure of attempts.filter((a) => a.status === 'rejected')) {
      expect((failure as PromiseRejectedResult).reason).toMatchObject({ message: 'No Stocks Available' });
    }
    const [after] = await t.db.select().from(storeItems).where(eq(storeItems.id, item.id));
    expect(after!.stock).toBe('1.000');
    expect(await t.db.select().from(stockMovements).where(eq(stockMovements.storeItemId, item.id))).toHaveLength(3);
  });

  it('does not deadlock when supplies touch the same items in opposite orders', async () => {
    const a = await newItem('Concurrent lock A', '1000');
    const b = await newItem('Concurrent lock B', '1000');
    const runs = Array.from({ length: 20 }, (_, i) => {
      const changes = i % 2 === 0
        ? [{ storeItemId: a.id, delta: -1 }, { storeItemId: b.id, delta: -2 }]
        : [{ storeItemId: b.id, delta: -2 }, { storeItemId: a.id, delta: -1 }];
      return t.db.transaction(async (tx) => {
        const result = await applyStockChanges(tx, changes, `mixed ${i}`, null);
        // Hold the locks a moment, as a supply that writes its own rows would.
        await tx.execute(sql`select pg_sleep(0.01)`);
        return result;
      });
    });
    await Promise.all(runs);
    const rows = await t.db.select().from(storeItems).where(eq(storeItems.name, 'Concurrent lock A'));
    expect(rows[0]!.stock).toBe('980.000');
    const [bAfter] = await t.db.select().from(storeItems).where(eq(storeItems.id, b.id));
    expect(bAfter!.stock).toBe('960.000');
  });

  it('a failed all-or-nothing move in one transaction leaves the other items untouched while others commit', async () => {
    const plenty = await newItem('Concurrent plenty', '5');
    const scarce = await newItem('Concurrent scarce', '1');
    const results = await Promise.allSettled([
      t.db.transaction((tx) => applyStockChanges(tx, [{ storeItemId: plenty.id, delta: -1 }, { storeItemId: scarce.id, delta: -1 }], 'first', null)),
      t.db.transaction((tx) => applyStockChanges(tx, [{ storeItemId: plenty.id, delta: -1 }, { storeItemId: scarce.id, delta: -1 }], 'second', null)),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [p] = await t.db.select().from(storeItems).where(eq(storeItems.id, plenty.id));
    const [s] = await t.db.select().from(storeItems).where(eq(storeItems.id, scarce.id));
    expect([p!.stock, s!.stock]).toEqual(['4.000', '0.000']);
  });
});

describe('stale stock edits under concurrency (docs/product/guards.md#stale-writes)', () => {
  it('edits opened at the same stock race a supply: at most one write wins, the rest answer 409, no update is lost', async () => {
    const item = await newItem('Concurrent thinner', '50');
    const edits = Array.from({ length: 6 }, (_, i) =>
      t.call('PATCH', `/store/store/${item.id}/`, { as: 'storemanager', body: { stock: 60 + i, expected_stock: 50 } }),
    );
    const supply = t.db.transaction((tx) => applyStockChanges(tx, [{ storeItemId: item.id, delta: '-0.5' }], 'Store supply race', null));
    const [supplied, ...answers] = await Promise.allSettled([supply, ...edits]);
    const statuses = answers.map((a) => (a as PromiseFulfilledResult<{ status: number }>).value.status);
    const wins = statuses.filter((s) => s === 200).length;
    expect(wins).toBeLessThanOrEqual(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(statuses.length - wins);
    const [after] = await t.db.select().from(storeItems).where(eq(storeItems.id, item.id));
    const movements = await t.db.select().from(stockMovements).where(eq(stockMovements.storeItemId, item.id)).orderBy(stockMovements.id);
    // Every change is a movement from the stock before it: the history adds up to the stock, nothing was overwritten.
    expect(movements[0]!.oldStock).toBe('50.000');
    for (let i = 1; i < movements.length; i++) expect(movements[i]!.oldStock).toBe(movements[i - 1]!.newStock);
    expect(movements.at(-1)!.newStock).toBe(after!.stock);
    expect(supplied.status).toBe('fulfilled');
  });
});
