import { count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { WorkOrderUnits } from '../workorder/work-order-units';
import { productionOfWorkOrder, syncUnits } from './production-items.service';
import { productionItems, productionItemWorks } from './production.table';
import { unitProgress } from './work-order-progress';

async function rowWithWorks(tx: DbOrTx, rowIds: readonly number[]): Promise<number | undefined> {
  const [busy] = await tx
    .select({ rowId: productionItems.workOrderItemId })
    .from(productionItemWorks)
    .innerJoin(productionItems, eq(productionItems.id, productionItemWorks.productionItemId))
    .where(inArray(productionItems.workOrderItemId, [...rowIds]))
    .limit(1);
  return busy?.rowId;
}

async function hasWorks(tx: DbOrTx, workOrderId: number): Promise<boolean> {
  const [worked] = await tx.select({ n: count() }).from(productionItemWorks).where(eq(productionItemWorks.workOrderId, workOrderId));
  return worked!.n > 0;
}

/** A work order's units, as production keeps them: the server's app hands this to the work order routes. */
export const workOrderUnits: WorkOrderUnits = {
  sync: syncUnits,
  rowWithWorks,
  hasWorks,
  progress: unitProgress,
  ofWorkOrder: productionOfWorkOrder,
};
