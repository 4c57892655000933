// Columns a plan of work orders keeps alike, whether it cuts bars (cutting.table.ts) or nests sheets (sheet/nest.table.ts):
// its number and status, who made, confirmed or discarded it and when, and the table linking it to its work orders.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar, type AnyPgColumn, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, serialId, updatedAt } from '../../db/columns';
import { accounts } from '../../db/accounts.table';
import { workOrders } from '../workorder/workorder.table';

/** The first columns of a plan: its id, its number and its status (Planned, Cut, Discarded). */
export const planHeadColumns = () => ({
  id: serialId(),
  autoId: serial('auto_id').notNull(),
  status: varchar('status', { length: 12 }).notNull().default('Planned'),
});

/** The last columns of a plan: who made it, and who confirmed or discarded it, with when. */
export const planHistoryColumns = () => ({
  createdBy: integer('created_by').references(() => accounts.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  confirmedBy: integer('confirmed_by').references(() => accounts.id),
  discardedAt: timestamp('discarded_at', { withTimezone: true }),
  discardedBy: integer('discarded_by').references(() => accounts.id),
});

/** A plan table's keys: its number unique, the list by status newest first, and the three statuses. */
export const planKeys = (table: string, t: { id: ExtraConfigColumn; autoId: ExtraConfigColumn; status: ExtraConfigColumn }) => [
  uniqueIndex(`${table}_auto_id_key`).on(t.autoId),
  index(`${table}_status_id_idx`).on(t.status, t.id.desc()),
  check(`${table}_status`, sql`${t.status} in ('Planned', 'Cut', 'Discarded')`),
];

/** The work orders of a plan: one row per plan and work order, found from the work order too. */
export const planWorkOrdersTable = (table: string, planId: () => AnyPgColumn) =>
  pgTable(
    table,
    {
      planId: requiredRef('plan_id', planId, { onDelete: 'cascade' }),
      workOrderId: requiredRef('work_order_id', () => workOrders.id),
    },
    (t) => [primaryKey({ columns: [t.planId, t.workOrderId] }), index(`${table}_work_order_idx`).on(t.workOrderId)],
  );

/** Either plan's work order links, as the shared reads take them. */
export type PlanWorkOrdersTable = ReturnType<typeof planWorkOrdersTable>;
