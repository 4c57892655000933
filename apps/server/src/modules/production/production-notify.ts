import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inIds } from '../../lib/paginate';
import { notifyPeople, peopleByAccount, shortList } from '../notification/notify.service';
import { productionItems, productionItemWorks } from './production.table';

/**
 * Works were assigned (or moved to another worker): each worker hears only of its own, one entry per assignment
 * (docs/decisions/034-notifications.md). Runs in the transaction of the change.
 */
export async function notifyWorksAssigned(tx: DbOrTx, workIds: number[]): Promise<void> {
  if (workIds.length === 0) return;
  const rows = await tx
    .select({ id: productionItemWorks.id, workerId: productionItemWorks.workerId, workType: productionItemWorks.workType, unit: productionItems.srNo })
    .from(productionItemWorks)
    .innerJoin(productionItems, eq(productionItems.id, productionItemWorks.productionItemId))
    .where(inIds(productionItemWorks.id, workIds))
    .orderBy(productionItemWorks.id);
  const byWorker = new Map<number, typeof rows>();
  for (const row of rows) byWorker.set(row.workerId, [...(byWorker.get(row.workerId) ?? []), row]);
  const people = await peopleByAccount(tx, [...byWorker.keys()]);
  await notifyPeople(
    tx,
    'work_assigned',
    people.map((p) => {
      const works = byWorker.get(p.accountId)!;
      const types = [...new Set(works.map((w) => w.workType))].join(', ');
      return {
        ...p,
        title: `New work: ${types} for ${shortList(works.map((w) => w.unit))}`,
        body: works.length > 1 ? `${works.length} units` : '',
        link: works.length === 1 ? `/production-item-works/${works[0]!.id}` : '/my-works',
      };
    }),
  );
}
