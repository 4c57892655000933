import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { DemoNotice } from '../notification/notification.seed';
import { productionItems, productionItemWorks } from './production.table';

/** The demo worker's bell (docs/decisions/034-notifications.md): its three latest works, as their events read. */
export async function demoWorkNotices(db: DbOrTx, workerAccount: number): Promise<DemoNotice[]> {
  const works = await db
    .select({ id: productionItemWorks.id, workType: productionItemWorks.workType, unit: productionItems.srNo, at: productionItemWorks.createdAt })
    .from(productionItemWorks)
    .innerJoin(productionItems, eq(productionItems.id, productionItemWorks.productionItemId))
    .where(eq(productionItemWorks.workerId, workerAccount))
    .orderBy(desc(productionItemWorks.id))
    .limit(3);
  return works.map((work) => ({
    accountId: workerAccount,
    event: 'work_assigned',
    title: `New work: ${work.workType} for ${work.unit}`,
    body: '',
    link: `/production-item-works/${work.id}`,
    createdAt: work.at,
  }));
}
