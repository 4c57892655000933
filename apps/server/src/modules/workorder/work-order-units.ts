import type { WorkOrderItem } from '@steelworks/contract/workorder';
import type { DbOrTx } from '../../db/client';
import type { UnitProgress } from './work-order-status';

/**
 * What a work order needs of its rows' units, which production makes and works on. Production depends on work orders
 * (its units reference their rows), so the work order module imports nothing of production: production implements
 * this (`production/work-order-units.ts`) and the server's app hands it to the work order routes
 * (docs/decisions/055-production-and-work-orders-one-way.md).
 */
export type WorkOrderUnits = {
  /** Makes a row own exactly `quantity` units; refuses to remove units that have works (400, the row named). */
  sync(tx: DbOrTx, workOrder: { id: number; autoId: number }, row: { id: number; srNo: number; quantity: number }): Promise<void>;
  /** One of these rows whose units have works, if any (its id). */
  rowWithWorks(tx: DbOrTx, rowIds: readonly number[]): Promise<number | undefined>;
  /** Whether any unit of the work order has a work. */
  hasWorks(tx: DbOrTx, workOrderId: number): Promise<boolean>;
  /** How the units stand, what the status follows (see settleWorkOrderStatus). */
  progress(tx: DbOrTx, workOrderId: number): Promise<UnitProgress>;
  /** The units and their works, by row id, as the work order's answer nests them. */
  ofWorkOrder(db: DbOrTx, workOrderId: number): Promise<Map<number, WorkOrderItem['production_items']>>;
};
