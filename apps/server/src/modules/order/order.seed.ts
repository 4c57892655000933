import { asc, eq, isNull } from 'drizzle-orm';
import { addDaysTo, todayIn } from '@steelworks/contract/common/dates';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import type { OrderStatus } from '@steelworks/contract/order';
import { accountIdOf, hasRows, seededRandom } from '../../db/seed-helpers';
import type { AppContext } from '../../lib/context';
import { accounts } from '../../db/accounts.table';
import { dealers } from '../dealer/dealer.table';
import { productPrices } from '../product/product-pricing';
import { products } from '../product/product.table';
import { orderItemAddons, orderItems, orders, orderStatusChanges } from './order.table';

const CUSTOMERS = ['Joseph Mathew', 'Anil Kumar', 'Fathima Rasheed', 'Thomas Kurian', 'Lakshmi Menon', 'Vinod Nair', 'Sneha Pillai', ''];
const SITES = ['Aluva', 'Kakkanad', 'Edappally', 'Thrissur Round', 'Perumbavoor', 'Angamaly', 'Vyttila', 'Kalamassery'];
const MATERIALS = ['GI', 'MS', 'GI', 'MS Heavy'];
const EXTRA_ADDONS: Array<{ addon_name: string; description: string; quantity: number }> = [
  { addon_name: 'Manchary', description: '', quantity: 1 },
  { addon_name: 'Panel', description: '', quantity: 1 },
  { addon_name: 'Open Side', description: 'Left', quantity: 1 },
  { addon_name: 'Open Side', description: 'Right', quantity: 1 },
  { addon_name: 'Divider', description: 'Two horizontal bars', quantity: 2 },
  { addon_name: 'Arch Design', description: 'Half round top', quantity: 1 },
  { addon_name: 'Door Sill', description: '', quantity: 1 },
];

/** The path of moves that brings an order to each status (docs/product/orders.md#statuses-and-moves). */
const PATHS: Record<OrderStatus, OrderStatus[]> = {
  Pending: [],
  Approved: ['Approved'],
  Started: ['Approved', 'Started'],
  Shipped: ['Approved', 'Started', 'Shipped'],
  Delivered: ['Approved', 'Started', 'Shipped', 'Delivered'],
  Canceled: ['Canceled'],
};

/** Status by age: old orders are delivered (a few canceled); recent ones are still moving. */
function statusFor(ageDays: number, r: number): OrderStatus {
  if (r < 0.07) return 'Canceled';
  if (ageDays > 45) return 'Delivered';
  if (ageDays > 25) return r < 0.6 ? 'Delivered' : 'Shipped';
  if (ageDays > 12) return r < 0.5 ? 'Shipped' : 'Started';
  if (ageDays > 8) return r < 0.5 ? 'Started' : 'Approved';
  return r < 0.65 ? 'Pending' : 'Approved';
}

/**
 * Demo orders of the past year in every status, with price snapshots, addons and their status history. The
 * schedule seed (schedule.seed.ts) then gives the approved ones schedule items, supplies and quality checks.
 */
export async function seedOrder(ctx: AppContext): Promise<void> {
  const db = ctx.db;
  if (await hasRows(db, orders)) return;
  const dealerRows = await db
    .select({ id: dealers.id, isCustomer: dealers.isCustomer, username: accounts.username })
    .from(dealers)
    .innerJoin(accounts, eq(accounts.id, dealers.accountId))
    .where(eq(accounts.active, true))
    .orderBy(asc(dealers.id));
  const productRows = await db.select({ id: products.id }).from(products).where(isNull(products.deletedAt)).orderBy(asc(products.id));
  if (dealerRows.length === 0 || productRows.length === 0) return;
  const prices = await productPrices(
    db,
    productRows.map((p) => p.id),
  );
  const adminId = await accountIdOf(db, 'admin');
  const random = seededRandom(20261122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const today = todayIn(ctx.config.timeZone);
  const demoDealer = dealerRows[0]!.id;
  // One pending order is Thrissur Door House's: the billing seed puts that dealer past its credit limit (issue 31).
  const creditDemoDealer = dealerRows.find((d) => d.username === 'dealer_tcr')?.id ?? demoDealer;

  // About 70 orders, older ones sparser; the demo dealer gets every status.
  const ages: number[] = [];
  for (let age = 360; age >= 0; age -= age > 60 ? 4 + Math.floor(random() * 6) : 1 + Math.floor(random() * 2)) ages.push(age);
  const forced: OrderStatus[] = ['Pending', 'Pending', 'Approved', 'Approved', 'Started', 'Shipped', 'Delivered', 'Canceled'];

  await db.transaction(async (tx) => {
    for (const [index, age] of ages.entries()) {
      const forcedStatus = index >= ages.length - forced.length ? forced[index - (ages.length - forced.length)] : undefined;
      const status = forcedStatus ?? statusFor(age, random());
      const day = addDaysTo(today, -age);
      const placedAt = new Date(`${day}T${String(9 + Math.floor(random() * 8)).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}:00+05:30`);
      const firstForced = index === ages.length - forced.length;
      const dealerId = firstForced ? creditDemoDealer : forcedStatus || random() < 0.25 ? demoDealer : pick(dealerRows).id;
      const start = addDaysTo(day, 1 + Math.floor(random() * 3));
      const [order] = await tx
        .insert(orders)
        .values({
          dealerId,
          status,
          customerName: pick(CUSTOMERS),
          deliverySite: pick(SITES),
          note: random() < 0.3 ? 'Deliver with primer coat' : '',
          startDate: status === 'Pending' ? (random() < 0.5 ? addDaysTo(today, 2) : null) : start,
          endDate: status === 'Pending' ? null : addDaysTo(start, 10 + Math.floor(random() * 10)),
          createdBy: adminId ?? null,
          dateAdded: placedAt,
          updatedAt: placedAt,
          deliveredAt: status === 'Delivered' ? new Date(`${addDaysTo(day, Math.min(age, 20 + Math.floor(random() * 15)))}T15:00:00+05:30`) : null,
        })
        .returning({ id: orders.id });
      let bill = 0n;
      const itemCount = 1 + Math.floor(random() * 3);
      for (let i = 0; i < itemCount; i++) {
        const productId = pick(productRows).id;
        const price = prices.get(productId)!;
        const quantity = 1 + Math.floor(random() * 8);
        const material = pick(MATERIALS);
        bill += toCents(price.price) * BigInt(quantity);
        const [item] = await tx
          .insert(orderItems)
          .values({ orderId: order!.id, productId, quantity, material, unitPrice: price.price, unitCost: price.cost })
          .returning({ id: orderItems.id });
        const addons = random() < 0.5 ? [pick(EXTRA_ADDONS)] : [];
        await tx.insert(orderItemAddons).values(
          [...addons, { addon_name: 'Material', description: material, quantity: 1 }].map((a) => ({
            orderItemId: item!.id,
            addonName: a.addon_name,
            description: a.description,
            quantity: a.quantity,
          })),
        );
      }
      await tx.update(orders).set({ billAmount: formatCents(bill) }).where(eq(orders.id, order!.id));
      let from: OrderStatus = 'Pending';
      for (const [step, to] of PATHS[status].entries()) {
        await tx.insert(orderStatusChanges).values({
          orderId: order!.id,
          fromStatus: from,
          toStatus: to,
          accountId: adminId ?? null,
          changedAt: new Date(Math.min(Date.now(), placedAt.getTime() + (step + 1) * 2 * 24 * 3600 * 1000)),
        });
        from = to;
      }
    }
  });
}
