import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  SCHEDULE_AUTO_ID_PATTERN,
  SCHEDULE_TEXT,
  type FinishedProduct,
  type FinishedProductInput,
  type FinishedProductLookup,
  type SupplyStatus,
} from '@steelworks/contract/schedule';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { AppError, fieldError, notFound, ruleError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { likePattern, searchCappedCounter, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { joinSupervisorAccount } from '../supervisor/supervisor-account.join';
import { orders } from '../order/order.table';
import { products } from '../product/product.table';
import { ownSupervisorId } from '../supervisor/supervisor-people.service';
import { selectItems, toScheduleItem } from './schedule-item-rows';
import { finishedProducts, scheduleItems, storeSupplies } from './schedule.table';
import type { Caller } from '../../lib/caller';

/** Finished products: the quality check of a schedule item's work (Approved finishes it, Defected sends it back). */

async function findItemByAutoId(db: DbOrTx, autoId: string) {
  const text = autoId.trim();
  if (!SCHEDULE_AUTO_ID_PATTERN.test(text)) return undefined;
  const [row] = await selectItems(db).where(eq(scheduleItems.autoId, text)).limit(1);
  return row;
}

/**
 * Why a QC record cannot be made for an item now (docs/product/guards.md#order-flow-guards): its order was canceled, or its raw
 * materials were never provided (nothing can have been built). Undefined when it can be checked.
 */
function qcRefusal(item: { orderStatus: string; status: SupplyStatus | null }): string | undefined {
  if (item.orderStatus === 'Canceled') return SCHEDULE_TEXT.qcOrderCanceled;
  if (item.status !== 'Provided') return SCHEDULE_TEXT.qcNotProvided;
  return undefined;
}

/** POST /supervisor/finished-product-id/: the schedule item of that auto_id, or 404; says why QC is refused, if so. */
export async function lookupScheduleItem(db: DbOrTx, autoId: string): Promise<FinishedProductLookup> {
  const row = await findItemByAutoId(db, autoId);
  if (!row) throw notFound();
  const item = toScheduleItem(row);
  const [approved] = await db
    .select({ id: finishedProducts.id })
    .from(finishedProducts)
    .where(and(eq(finishedProducts.scheduleItemId, row.id), eq(finishedProducts.qcStatus, 'Approved')))
    .limit(1);
  return {
    ...item,
    supervisor_schedule_item_auto_id: item.auto_id,
    product_name: item.product,
    approved: !!approved,
    order_status: row.orderStatus,
    qc_refusal: qcRefusal(row) ?? null,
  };
}

const qcAccounts = alias(accounts, 'qc_account');

/** A QC record as its answer names it; toFinished only turns the time into ISO text. */
function finishedQuery(db: DbOrTx) {
  const read = db
    .select({
      id: finishedProducts.id,
      supervisor_schedule_item_auto_id: scheduleItems.autoId,
      product: scheduleItems.productId,
      product_name: products.name,
      product_serial: products.serialNumber,
      quantity: scheduleItems.quantity,
      supervisor: accounts.fullName,
      supervisor_id: scheduleItems.supervisorId,
      qc_username: sql<string>`coalesce(${qcAccounts.username}, '')`,
      qc_status: finishedProducts.qcStatus,
      note: finishedProducts.note,
      date_added: finishedProducts.dateAdded,
    })
    .from(finishedProducts)
    .innerJoin(scheduleItems, eq(scheduleItems.id, finishedProducts.scheduleItemId))
    .innerJoin(products, eq(products.id, scheduleItems.productId))
    .leftJoin(qcAccounts, eq(qcAccounts.id, finishedProducts.qcAccountId))
    .$dynamic();
  return joinSupervisorAccount(read, scheduleItems.supervisorId);
}

type FinishedRow = Awaited<ReturnType<ReturnType<typeof finishedQuery>['limit']>>[number];

function toFinished(r: FinishedRow): FinishedProduct {
  return { ...r, date_added: r.date_added.toISOString() };
}

/** GET /supervisor/finishedproducts/: newest first; searchable by item id, product or supervisor; a supervisor: its own. */
export async function listFinishedProducts(
  db: DbOrTx,
  query: { search: string; supervisor?: number },
  actor: Caller,
): Promise<PagedQuery<FinishedProduct>> {
  const supervisorId = (await ownSupervisorId(db, actor)) ?? query.supervisor;
  const text = query.search.trim();
  const where = and(
    supervisorId !== undefined ? eq(scheduleItems.supervisorId, supervisorId) : undefined,
    text
      ? or(ilike(scheduleItems.autoId, likePattern(text)), ilike(products.name, likePattern(text)), ilike(accounts.fullName, likePattern(text)))
      : undefined,
  );
  return {
    ...searchCappedCounter(
      db,
      text,
      () => {
        const read = db
          .select({ id: finishedProducts.id })
          .from(finishedProducts)
          .innerJoin(scheduleItems, eq(scheduleItems.id, finishedProducts.scheduleItemId))
          .innerJoin(products, eq(products.id, scheduleItems.productId))
          .$dynamic();
        return joinSupervisorAccount(read, scheduleItems.supervisorId).where(where);
      },
      async () =>
        (await db
            .select({ n: count() })
            .from(finishedProducts)
            .innerJoin(scheduleItems, eq(scheduleItems.id, finishedProducts.scheduleItemId))
            .where(where))[0]!.n,
    ),
    rows: async (limit, offset) =>
      (await finishedQuery(db).where(where).orderBy(desc(finishedProducts.dateAdded), desc(finishedProducts.id)).limit(limit).offset(offset)).map(
        toFinished,
      ),
  };
}

/**
 * POST /supervisor/finishedproducts/: Approved finishes the schedule item (once: a second Approved is refused);
 * Defected records the defect and leaves the item open for rework.
 */
export async function createFinishedProduct(db: DbOrTx, input: FinishedProductInput, actor: Caller): Promise<FinishedProduct> {
  const id = await db.transaction(async (tx) => {
    const row = await findItemByAutoId(tx, input.supervisor_schedule_item_auto_id);
    if (!row) throw fieldError('supervisor_schedule_item_auto_id', SCHEDULE_TEXT.scheduleItemUnknown);
    const [item] = await tx.select().from(scheduleItems).where(eq(scheduleItems.id, row.id)).for('update');
    // A canceled order released its capacity and its supplies cannot be provided: its work is not checked either; nor
    // is an item whose raw materials never left the store.
    // FOR SHARE: a cancel of the order waits until this check is recorded, or this check sees the cancel.
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, item!.orderId)).for('share');
    const [supply] = await tx.select({ status: storeSupplies.status }).from(storeSupplies).where(eq(storeSupplies.scheduleItemId, row.id));
    const refusal = qcRefusal({ orderStatus: order!.status, status: supply?.status ?? null });
    if (refusal) throw ruleError(refusal);
    if (item!.workStatus === 'Finished' && input.qc_status === 'Approved') throw ruleError(SCHEDULE_TEXT.alreadyApproved);
    const [created] = await tx
      .insert(finishedProducts)
      .values({ scheduleItemId: row.id, qcAccountId: actor.accountId, qcStatus: input.qc_status, note: input.note })
      .returning({ id: finishedProducts.id });
    await recordAudit(tx, actor, {
      entity: 'finished_product',
      id: created!.id,
      action: 'create',
      after: { supervisor_schedule_item_auto_id: row.auto_id, qc_status: input.qc_status, note: input.note },
    });
    if (input.qc_status === 'Approved') {
      await tx.update(scheduleItems).set({ workStatus: 'Finished', finishedAt: sql`now()` }).where(eq(scheduleItems.id, row.id));
      await recordAudit(tx, actor, {
        entity: 'schedule_item',
        id: row.id,
        action: 'status',
        before: { work_status: item!.workStatus },
        after: { work_status: 'Finished' },
        note: `Passed quality check (${row.auto_id})`,
      });
    }
    return created!.id;
  });
  const [row] = await finishedQuery(db).where(eq(finishedProducts.id, id)).limit(1);
  if (!row) throw new AppError('notFound', 'Not found.');
  return toFinished(row);
}
