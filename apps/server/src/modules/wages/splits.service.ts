import { and, eq, inArray } from 'drizzle-orm';
import type { SplitInput, WorkEarning } from '@steelworks/contract/wages';
import { WAGES_TEXT } from '@steelworks/contract/wages';
import type { DbOrTx } from '../../db/client';
import { fieldError, ruleError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { accounts } from '../../db/accounts.table';
import { getWork } from '../production/works.service';
import { earningWorks } from './earnings.service';
import { workSplits } from './wages.table';
import type { Caller } from '../../lib/caller';

/**
 * A manager splits a completed work's pay between the workers who did it (a work handed over mid-way), with a
 * reason; a later split replaces the earlier one. Audited with the shares before and after. Answers the work's new
 * pay lines.
 */
export async function splitWork(db: DbOrTx, workId: number, input: SplitInput, actor: Caller): Promise<WorkEarning[]> {
  const work = await getWork(db, workId);
  if (work.status !== 'Completed' || !work.finished_date) throw ruleError(WAGES_TEXT.workNotCompleted);
  const workerIds = input.shares.map((s) => s.worker);
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(inArray(accounts.id, workerIds), eq(accounts.role, 'worker')));
    if (found.length !== workerIds.length) throw fieldError('shares', WAGES_TEXT.workerUnknown);
    const before = await tx.select().from(workSplits).where(eq(workSplits.workId, workId)).for('update');
    await tx.delete(workSplits).where(eq(workSplits.workId, workId));
    await tx.insert(workSplits).values(input.shares.map((s) => ({ workId, workerId: s.worker, percent: s.percent, reason: input.reason, createdBy: actor.accountId })));
    const shares = (rows: Array<{ worker: number; percent: number }>) => Object.fromEntries(rows.map((r) => [String(r.worker), r.percent]));
    await recordAudit(tx, actor, {
      entity: 'production_item_work',
      id: workId,
      action: 'update',
      before: { pay_shares: before.length ? shares(before.map((b) => ({ worker: b.workerId, percent: b.percent }))) : { [String(work.worker)]: 100 } },
      after: { pay_shares: shares(input.shares) },
      note: `Pay split: ${input.reason}`,
    });
  });
  const lines = await Promise.all(workerIds.map((worker) => earningWorks(db, worker, work.finished_date!)));
  return lines.flat().filter((line) => line.work === workId);
}

