import { and, isNotNull } from 'drizzle-orm';
import { NOTIFICATION_EVENT_ROLES } from '@steelworks/contract/notification';
import type { DbOrTx } from '../../db/client';
import { inIds } from '../../lib/paginate';
import { notifyPeople, peopleOfRoles } from '../notification/notify.service';
import { storeItems } from './store.table';

/**
 * Stock moved: an item whose stock went from at least its reorder level to below it is reported once per crossing
 * (not at every movement while it stays low), to the store managers and the office: the one who moved it too, since
 * the news is the level, not the movement (a Provide does not show the level crossed). docs/decisions/034-notifications.md
 */
export async function notifyStockLow(tx: DbOrTx, movements: ReadonlyArray<{ storeItemId: number; oldStock: string; newStock: string }>): Promise<void> {
  if (movements.length === 0) return;
  const items = await tx
    .select({ id: storeItems.id, name: storeItems.name, unitType: storeItems.unitType, level: storeItems.reorderLevel })
    .from(storeItems)
    .where(and(inIds(storeItems.id, movements.map((m) => m.storeItemId)), isNotNull(storeItems.reorderLevel)));
  const levels = new Map(items.map((item) => [item.id, item]));
  const crossed = movements.flatMap((m) => {
    const item = levels.get(m.storeItemId);
    return item && Number(m.oldStock) >= Number(item.level) && Number(m.newStock) < Number(item.level) ? [{ ...item, stock: m.newStock }] : [];
  });
  if (crossed.length === 0) return;
  const people = await peopleOfRoles(tx, NOTIFICATION_EVENT_ROLES.stock_low, null);
  for (const item of crossed) {
    await notifyPeople(
      tx,
      'stock_low',
      people.map((p) => ({
        ...p,
        title: `${item.name} is below its reorder level`,
        body: `Stock ${Number(item.stock)} ${item.unitType}, reorder level ${Number(item.level)} ${item.unitType}`,
        link: `/store/update/${item.id}`,
      })),
    );
  }
}
