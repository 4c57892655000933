import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inIds } from '../../lib/paginate';
import { productNames } from '../product/catalogue.service';
import { notifyPeople, peopleOfRoles, shortList, type Cause } from '../notification/notify.service';
import { scheduleItems, storeSupplies } from './schedule.table';

/**
 * New store supplies wait to be provided (an order was approved): the store managers hear of them
 * (docs/decisions/034-notifications.md). Runs in the transaction of the approval.
 */
export async function notifySuppliesReady(tx: DbOrTx, supplyIds: number[], cause?: Cause): Promise<void> {
  if (supplyIds.length === 0) return;
  const supplies = await tx
    .select({ autoId: storeSupplies.autoId, productId: scheduleItems.productId })
    .from(storeSupplies)
    .innerJoin(scheduleItems, eq(scheduleItems.id, storeSupplies.scheduleItemId))
    .where(inIds(storeSupplies.id, supplyIds))
    .orderBy(storeSupplies.id);
  const names = await productNames(tx, supplies.map((s) => s.productId));
  const rows = supplies.flatMap((s) => (names.has(s.productId) ? [{ autoId: s.autoId, product: names.get(s.productId)! }] : []));
  if (rows.length === 0) return;
  const people = await peopleOfRoles(tx, ['storemanager'], cause);
  const item = rows.length === 1 ? `${rows[0]!.autoId} ${rows[0]!.product}` : shortList(rows.map((r) => r.autoId));
  await notifyPeople(
    tx,
    'supply_ready',
    people.map((p) => ({ ...p, title: `Store supply ready to provide: ${item}`, body: '', link: '/stores/supply' })),
  );
}
