import { asc, eq, inArray } from 'drizzle-orm';
import { durationMinutes, type ProductionStatus, type ProductionWork } from '@steelworks/contract/production';
import type { WorkOrderItem } from '@steelworks/contract/workorder';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/accounts.table';
import { workOrders } from '../workorder/workorder.table';
import { productionItems, productionItemWorks } from './production.table';

const works = productionItemWorks;
const items = productionItems;

/** A work and its worker's name: what the work order view nests under each unit (works joined to accounts). */
export const workerWorkColumns = {
  id: works.id,
  autoId: works.autoId,
  productionItemId: works.productionItemId,
  workerId: works.workerId,
  workerName: accounts.fullName,
  workType: works.workType,
  expectedDate: works.expectedDate,
  finishedDate: works.finishedDate,
  status: works.status,
  note: works.note,
  defective: works.defective,
  defectReason: works.defectReason,
  nextWorkAssigned: works.nextWorkAssigned,
  startedAt: works.startedAt,
  finishedAt: works.finishedAt,
};

/** A work as the lists and detail show it: also its unit and work order (see workSelect's joins). */
const workColumns = {
  ...workerWorkColumns,
  srNo: items.srNo,
  itemStatus: items.status,
  itemCurrentWorkId: items.currentWorkId,
  itemNextWorkType: items.nextWorkType,
  workOrderId: works.workOrderId,
  workOrderAutoId: workOrders.autoId,
  createdAt: works.createdAt,
  tappedAt: works.tappedAt,
  clockDiffers: works.clockDiffers,
};
/** A work as the contract's productionWorkSummarySchema answers it. */
type ProductionWorkSummary = WorkOrderItem['production_items'][number]['production_item_works'][number];

/** A row of workerWorkColumns. */
type WorkerWorkRow = {
  id: number;
  autoId: number;
  productionItemId: number;
  workerId: number;
  workerName: string;
  workType: string;
  expectedDate: string | null;
  finishedDate: string | null;
  status: ProductionStatus;
  note: string;
  defective: boolean;
  defectReason: string;
  nextWorkAssigned: boolean;
  startedAt: Date | null;
  finishedAt: Date | null;
};
type WorkRow = WorkerWorkRow & {
  srNo: string;
  itemStatus: ProductionStatus;
  itemCurrentWorkId: number | null;
  itemNextWorkType: string | null;
  workOrderId: number;
  workOrderAutoId: number;
  createdAt: Date;
  tappedAt: Date | null;
  clockDiffers: boolean;
};

/** A work as the work order view nests it under its unit; the lists' answer adds its unit and work order. */
export function toWorkSummary(r: WorkerWorkRow): ProductionWorkSummary {
  return {
    id: r.id,
    auto_id: r.autoId,
    worker: r.workerId,
    worker_name: r.workerName,
    work_type: r.workType,
    expected_date: r.expectedDate,
    finished_date: r.finishedDate,
    status: r.status,
    note: r.note,
    defective: r.defective,
    defect_reason: r.defectReason,
    started_at: r.startedAt?.toISOString() ?? null,
    finished_at: r.finishedAt?.toISOString() ?? null,
    duration_minutes: durationMinutes(r.startedAt, r.finishedAt),
    next_work_assigned: r.nextWorkAssigned,
  };
}

export function toWork(r: WorkRow): ProductionWork {
  const waiting = r.status === 'Completed' && !r.nextWorkAssigned && r.itemStatus === 'Pending' && r.itemCurrentWorkId === r.id;
  return {
    ...toWorkSummary(r),
    production_item: r.productionItemId,
    production_item_sr_no: r.srNo,
    work_order: r.workOrderId,
    work_order_auto_id: r.workOrderAutoId,
    can_assign_next: waiting,
    next_work_type: waiting ? r.itemNextWorkType : null,
    created_at: r.createdAt.toISOString(),
    tapped_at: r.tappedAt?.toISOString() ?? null,
    clock_differs: r.clockDiffers,
  };
}

export function workSelect(db: DbOrTx) {
  return db
    .select(workColumns)
    .from(works)
    .innerJoin(items, eq(items.id, works.productionItemId))
    .innerJoin(workOrders, eq(workOrders.id, works.workOrderId))
    .innerJoin(accounts, eq(accounts.id, works.workerId));
}

export async function readWorks(db: DbOrTx, ids: readonly number[]): Promise<ProductionWork[]> {
  if (ids.length === 0) return [];
  return (await workSelect(db).where(inArray(works.id, [...ids])).orderBy(asc(works.id))).map(toWork);
}
