import { and, asc, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { SCHEDULE_TEXT, type StoreSupply, type SupplyStatus } from '@steelworks/contract/schedule';
import type { DbOrTx } from '../../db/client';
import { notFound, ruleError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { cappedCounter, likePattern, type PagedQuery } from '../../lib/paginate';
import { rowsByKey } from '../../lib/rows-by-key';
import { accounts } from '../../db/accounts.table';
import { joinSupervisorAccount } from '../supervisor/supervisor-account.join';
import { orders } from '../order/order.table';
import { moveOrderStatusIfStill } from '../order/order-status';
import { products } from '../product/product.table';
import { scheduleItems, storeSupplies, storeSupplyItems } from '../schedule/schedule.table';
import { notifyOrderStatus } from '../order/order-notify';
import { markSupplyProvided } from '../schedule/scheduling.service';
import { applyStockChanges } from '../store/store.service';
import { storeItems } from '../store/store.table';
import type { Caller } from '../../lib/caller';

/**
 * Store supply (/store/storemanagerview/): the raw materials an approved order's schedule item needs, which the store
 * provides. Approval creates the supplies (schedule/scheduling.service.ts); this file lists, shows and provides them.
 * Providing takes stock out of the store and may start the order, so it is a module above store, order and schedule
 * (docs/decisions/057-server-modules-one-way.md).
 */

/** A supply as its answer names it; withRawMaterials adds the raw materials and the time as ISO text. */
const supplyColumns = {
  id: storeSupplies.id,
  auto_id: storeSupplies.autoId,
  supervisor: accounts.fullName,
  supervisor_id: storeSupplies.supervisorId,
  product: products.name,
  product_id: scheduleItems.productId,
  product_serial: products.serialNumber,
  quantity: scheduleItems.quantity,
  order: scheduleItems.orderId,
  start_date: scheduleItems.startDate,
  status: storeSupplies.status,
  work_status: scheduleItems.workStatus,
  provided_at: storeSupplies.providedAt,
};

function selectSupplies(db: DbOrTx) {
  const read = db
    .select(supplyColumns)
    .from(storeSupplies)
    .innerJoin(scheduleItems, eq(scheduleItems.id, storeSupplies.scheduleItemId))
    .innerJoin(products, eq(products.id, scheduleItems.productId))
    .$dynamic();
  return joinSupervisorAccount(read, storeSupplies.supervisorId);
}

type SupplyRow = Awaited<ReturnType<ReturnType<typeof selectSupplies>['execute']>>[number];

async function withRawMaterials(db: DbOrTx, rows: SupplyRow[]): Promise<StoreSupply[]> {
  const ids = rows.map((r) => r.id);
  const lines = ids.length
    ? await db
        .select({
          supplyId: storeSupplyItems.supplyId,
          storeItem: storeSupplyItems.storeItemId,
          name: storeItems.name,
          unitType: storeItems.unitType,
          quantity: storeSupplyItems.quantity,
          stock: storeItems.stock,
        })
        .from(storeSupplyItems)
        .innerJoin(storeItems, eq(storeItems.id, storeSupplyItems.storeItemId))
        .where(inArray(storeSupplyItems.supplyId, ids))
        .orderBy(asc(storeSupplyItems.id))
    : [];
  const linesOfSupply = rowsByKey(lines, (l) => l.supplyId);
  return rows.map((r) => ({
    ...r,
    provided_at: r.provided_at ? r.provided_at.toISOString() : null,
    raw_materials: (linesOfSupply.get(r.id) ?? []).map((l) => ({
      store_item: l.storeItem,
      name: l.name,
      unit_type: l.unitType,
      quantity: Number(l.quantity),
      stock: Number(l.stock),
    })),
  }));
}

/** GET /store/storemanagerview/: by status (History: all), searchable by id or supervisor; newest first. */
export function listStoreSupplies(db: DbOrTx, query: { search: string; status?: SupplyStatus }): PagedQuery<StoreSupply> {
  const text = query.search.trim();
  const where = and(
    query.status ? eq(storeSupplies.status, query.status) : undefined,
    text ? or(ilike(storeSupplies.autoId, likePattern(text)), ilike(accounts.fullName, likePattern(text))) : undefined,
  );
  return {
    // Without a search the supervisor names are not needed: the count is an index-only scan of the status index.
    ...cappedCounter(db, () =>
      text
        ? joinSupervisorAccount(db.select({ id: storeSupplies.id }).from(storeSupplies).$dynamic(), storeSupplies.supervisorId).where(where)
        : db.select({ id: storeSupplies.id }).from(storeSupplies).where(where),
      { search: text },
    ),
    rows: async (limit, offset) =>
      withRawMaterials(db, await selectSupplies(db).where(where).orderBy(desc(storeSupplies.id)).limit(limit).offset(offset)),
  };
}

export async function getStoreSupply(db: DbOrTx, id: number): Promise<StoreSupply> {
  const rows = await selectSupplies(db).where(eq(storeSupplies.id, id)).limit(1);
  if (rows.length === 0) throw notFound();
  return (await withRawMaterials(db, rows))[0]!;
}

/** Why a supply of an order in this status cannot be provided (docs/product/guards.md#order-flow-guards), or undefined. */
const PROVIDE_REFUSALS: Partial<Record<string, string>> = {
  Canceled: SCHEDULE_TEXT.supplyCanceled,
  Shipped: SCHEDULE_TEXT.supplyShipped,
  Delivered: SCHEDULE_TEXT.supplyDelivered,
};

/**
 * Provide: every raw material of the supply leaves the store in one transaction (or none, with the shortages); the
 * first provided supply of an Approved order moves it to Started. Refused once the order is Canceled, Shipped or
 * Delivered. Answers the whole updated row.
 */
export async function provideSupply(db: DbOrTx, id: number, actor: Caller): Promise<StoreSupply> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderId: scheduleItems.orderId })
      .from(storeSupplies)
      .innerJoin(scheduleItems, eq(scheduleItems.id, storeSupplies.scheduleItemId))
      .where(eq(storeSupplies.id, id))
      .limit(1);
    if (!found) throw notFound();
    // The order first, then the supply (the order of locks a status change takes): a cancel or ship waits for this
    // Provide, or this Provide sees its outcome.
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, found.orderId)).for('update');
    const [supply] = await tx.select().from(storeSupplies).where(eq(storeSupplies.id, id)).limit(1).for('update');
    if (supply!.status === 'Provided') throw ruleError(SCHEDULE_TEXT.alreadyProvided);
    if (supply!.status === 'Canceled') throw ruleError(SCHEDULE_TEXT.supplyCanceled);
    const refusal = PROVIDE_REFUSALS[order!.status];
    if (refusal) throw ruleError(refusal);
    const lines = await tx.select().from(storeSupplyItems).where(eq(storeSupplyItems.supplyId, id));
    await applyStockChanges(
      tx,
      lines.map((l) => ({ storeItemId: l.storeItemId, delta: `-${l.quantity}` })),
      `Store supply ${supply!.autoId}`,
      actor,
    );
    await markSupplyProvided(tx, id, actor.accountId);
    await recordAudit(tx, actor, {
      entity: 'store_supply',
      id,
      action: 'status',
      before: { status: supply!.status },
      after: { status: 'Provided' },
      note: `Store supply ${supply!.autoId}: raw materials left the store`,
    });
    if (await moveOrderStatusIfStill(tx, found.orderId, { from: 'Approved', to: 'Started', accountId: actor.accountId })) {
      await notifyOrderStatus(tx, found.orderId, 'Started', actor);
      await recordAudit(tx, actor, {
        entity: 'order',
        id: found.orderId,
        action: 'status',
        before: { status: 'Approved' },
        after: { status: 'Started' },
        note: `Started by the first store supply (${supply!.autoId})`,
      });
    }
  });
  return getStoreSupply(db, id);
}
