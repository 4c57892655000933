import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { todayIn } from '@steelworks/contract/common/dates';
import { WORK_TYPES } from '@steelworks/contract/production';
import type { WorkOrderInput, WorkOrderItemInput } from '@steelworks/contract/workorder';
import { workOrderInputSchema } from '@steelworks/contract/workorder';
import { accountIdOf, hasRows, seededRandom } from '../../db/seed-helpers';
import type { AppContext } from '../../lib/context';
import { accounts } from '../../db/accounts.table';
import { dealers } from '../dealer/dealer.table';
import { orders } from '../order/order.table';
import { addDays } from '../schedule/schedule.capacity';
import { draftFromOrder } from '../workorder/from-order.service';
import { changeWorkOrder, insertWorkOrder } from '../workorder/work-order-writes.service';
import { workOrderItems, workOrders } from '../workorder/workorder.table';
import { assignWorks, updateWork } from './works.service';
import { productionItems, productionItemWorks } from './production.table';
import { workOrderUnits } from './work-order-units';

const ROWS: Array<Partial<WorkOrderItemInput>> = [
  { product_type: 'Door Frame', channel_size: '4x2', channel_guage: '16', width: 90, height: 210, hinges: '4 Hinges', item_price: '1450.00', item_cost: '1150.00' },
  { product_type: 'Window Frame', channel_size: '3x1', channel_guage: '18', particulars: 'W', width: 120, height: 150, louvers: '2', item_price: '990.00', item_cost: '780.00' },
  { product_type: 'Security Door', channel_size: '5x2.5', channel_guage: '14', width: 100, height: 215, grill_type: 'Square Bar', grill_shape: 'Diagonal', lock: 'Mortise', item_price: '6400.00', item_cost: '5100.00' },
  { product_type: 'Gate', channel_size: '6x3', width: 300, height: 180, grill_type: 'Pipe', grill_shape: 'Straight', gate_hook: '2', item_price: '18500.00', item_cost: '14900.00' },
  { product_type: 'Grill', channel_size: '2x1', width: 120, height: 120, grill_type: 'Round Bar', grill_shape: 'Box', item_price: '2400.00', item_cost: '1850.00' },
];
const CUSTOMERS = ['Joseph Mathew', 'Anil Kumar', 'Fathima Rasheed', 'Thomas Kurian', 'Lakshmi Menon', 'Vinod Nair', 'Sneha Pillai', 'Rahul Das'];
const SITES = ['Aluva', 'Kakkanad', 'Edappally', 'Thrissur Round', 'Perumbavoor', 'Angamaly'];
const DEFECTS = ['Weld crack at the corner', 'Bend angle off by 3 degrees', 'Paint runs on the panel', 'Hinge plate misaligned'];

type Plan = { status: 'Pending' | 'In Production' | 'Completed' | 'Delivered' | 'Canceled'; rows: number; fromOrder?: boolean };
/** A dozen work orders: every status, three made from approved dealer orders. */
const PLANS: Plan[] = [
  { status: 'Delivered', rows: 2 },
  { status: 'Completed', rows: 1 },
  { status: 'Completed', rows: 2, fromOrder: true },
  { status: 'Canceled', rows: 1 },
  { status: 'In Production', rows: 3 },
  { status: 'In Production', rows: 2, fromOrder: true },
  { status: 'In Production', rows: 2 },
  { status: 'In Production', rows: 1 },
  { status: 'In Production', rows: 2 },
  { status: 'In Production', rows: 2, fromOrder: true },
  { status: 'Pending', rows: 2 },
  { status: 'Pending', rows: 1 },
];

/**
 * Demo work orders with production in every state, built through the services so they obey the same rules as the
 * screens (a test checks them): units waiting, works pending, started, completed, a rework after a defect, finished
 * units, and open works of the demo worker due today or overdue for its "My works".
 */
export async function seedProduction(ctx: AppContext): Promise<void> {
  const db = ctx.db;
  if (await hasRows(db, workOrders)) return;
  const adminId = await accountIdOf(db, 'admin');
  const workers = await db
    .select({ id: accounts.id, username: accounts.username })
    .from(accounts)
    .where(and(eq(accounts.role, 'worker'), eq(accounts.active, true)))
    .orderBy(asc(accounts.id));
  const dealerRows = await db.select({ id: dealers.id }).from(dealers).orderBy(asc(dealers.id)).limit(5);
  if (!adminId || workers.length === 0) return;
  const demoWorker = workers.find((w) => w.username === 'worker') ?? workers[0]!;
  const actor = { accountId: adminId, role: 'admin' as const };
  const workerActor = (id: number) => ({ accountId: id, role: 'worker' as const });
  const today = todayIn(ctx.config.timeZone);
  const day = { today };
  const random = seededRandom(20261123);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const approved = await db
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.status, ['Approved', 'Started']))
    .orderBy(asc(orders.id))
    .limit(3);

  for (const [index, plan] of PLANS.entries()) {
    const source = plan.fromOrder ? approved.shift() : undefined;
    let input: WorkOrderInput;
    if (source) {
      const draft = await draftFromOrder(db, source.id);
      input = workOrderInputSchema.parse({
        order: draft.order,
        customer_name: draft.customer_name,
        mobile: draft.mobile,
        delivery_site: draft.delivery_site,
        notes: draft.notes,
        title: draft.title,
        work_order_items: draft.work_order_items,
      });
    } else {
      input = workOrderInputSchema.parse({
        dealer: dealerRows.length ? pick(dealerRows).id : undefined,
        customer_name: pick(CUSTOMERS),
        mobile: `98470${String(10000 + index * 137).slice(0, 5)}`,
        delivery_site: pick(SITES),
        billing_address: `${pick(SITES)}, Kochi`,
        order_date: addDays(today, -30 + index * 2),
        delivery_date: addDays(today, index * 2),
        title: `${pick(['Villa', 'Apartment', 'Shop', 'Warehouse'])} frames`,
        notes: random() < 0.5 ? 'Red oxide primer before dispatch' : '',
        column1_title: index % 3 === 0 ? 'Glass' : '',
        has_column1: index % 3 === 0,
        work_order_items: Array.from({ length: plan.rows }, (_, r) => ({ ...ROWS[(index + r) % ROWS.length], quantity: 1 + ((index + r) % 3) })),
      });
    }
    const workOrderId = await insertWorkOrder(db, workOrderUnits, input, actor, day);
    const units = (
      await db
        .select({ id: productionItems.id })
        .from(productionItems)
        .innerJoin(workOrderItems, eq(workOrderItems.id, productionItems.workOrderItemId))
        .where(eq(workOrderItems.workOrderId, workOrderId))
        .orderBy(asc(productionItems.workOrderItemId), asc(productionItems.unitNo))
    ).map((unit) => unit.id);
    if (plan.status === 'Pending' || units.length === 0) continue;

    // How far along each unit gets: every unit to the end for finished orders, a spread for the ones in production.
    const finished = plan.status === 'Completed' || plan.status === 'Delivered';
    for (const [u, unit] of units.entries()) {
      const steps = finished ? WORK_TYPES.length : plan.status === 'Canceled' ? 1 : (index + u * 2) % (WORK_TYPES.length - 1);
      for (let step = 0; step < steps; step++) {
        const worker = step === 1 || u % 3 === 0 ? demoWorker : pick(workers);
        const [work] = await assignWorks(
          db,
          { work_type: WORK_TYPES[step]!, worker: worker.id, status: 'Pending', note: '', production_items: [unit], expected_date: addDays(today, step - 3) },
          actor,
          day,
        );
        await updateWork(db, work!.id, { status: 'In Progress' }, workerActor(worker.id), day);
        // One rework: a defective weld, redone by the same trade.
        if (WORK_TYPES[step] === 'Welding' && u === 0 && index % 2 === 0) {
          await updateWork(db, work!.id, { defective: true, defect_reason: pick(DEFECTS) }, workerActor(worker.id), day);
          const [redo] = await assignWorks(
            db,
            { work_type: 'Welding', worker: worker.id, status: 'Pending', note: 'Rework', production_items: [unit] },
            actor,
            day,
          );
          await updateWork(db, redo!.id, { status: 'In Progress' }, workerActor(worker.id), day);
          await updateWork(db, redo!.id, { status: 'Completed', note: 'Rewelded' }, workerActor(worker.id), day);
        } else {
          await updateWork(db, work!.id, { status: 'Completed' }, workerActor(worker.id), day);
        }
      }
      // Units still in production get an open work: pending (some due today) or started.
      if (!finished && plan.status !== 'Canceled' && steps < WORK_TYPES.length && u % 2 === 0) {
        const worker = u % 4 === 0 ? demoWorker : pick(workers);
        const [open] = await assignWorks(
          db,
          { work_type: WORK_TYPES[steps]!, worker: worker.id, status: 'Pending', note: '', production_items: [unit], expected_date: addDays(today, (u % 3) - 1) },
          actor,
          day,
        );
        if (u % 3 === 1) await updateWork(db, open!.id, { status: 'In Progress' }, workerActor(worker.id), day);
      }
    }
    if (plan.status === 'Delivered' || plan.status === 'Canceled') {
      await changeWorkOrder(db, workOrderUnits, workOrderId, { order_status: plan.status }, actor);
    }
  }

  // Honest-looking durations: every finished work took 20 minutes to 3 hours before it was finished.
  await db
    .update(productionItemWorks)
    .set({ startedAt: sql`${productionItemWorks.finishedAt} - make_interval(mins => 20 + (${productionItemWorks.id} * 37) % 160)` })
    .where(isNotNull(productionItemWorks.finishedAt));
}
