import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { WORK_ORDER_CHOICES, type WorkOrderDraft } from '@steelworks/contract/workorder';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { accounts } from '../../db/accounts.table';
import { dealers } from '../dealer/dealer.table';
import { orderItemAddons, orderItems } from '../order/order.table';
import { itemsOfOrder } from '../order/order-items-read';
import { products } from '../product/product.table';
import { liveWorkOrderOf, sourceOrder } from './source-order';

// ---------------------------------------------------------------------------------------------------------------
// Create from order

const PRODUCT_TYPE_OF = (p: { isDoor: boolean; isWindow: boolean; isSecurityDoor: boolean }) =>
  p.isSecurityDoor ? 'Security Door' : p.isWindow ? 'Window Frame' : 'Door Frame';

/** What a work order's draft takes from each item of the order and the item's product. */
const lineColumns = {
  id: orderItems.id,
  quantity: orderItems.quantity,
  material: orderItems.material,
  unitPrice: orderItems.unitPrice,
  isDoor: products.isDoor,
  isWindow: products.isWindow,
  isSecurityDoor: products.isSecurityDoor,
  channelSize: products.channelSize,
  guage: products.guage,
  perticular: products.perticular,
  width: products.width,
  height: products.height,
};

/** The work order form pre-filled from an approved dealer order (dealer, customer, site and items, editable). */
export async function draftFromOrder(db: DbOrTx, orderId: number): Promise<WorkOrderDraft> {
  const order = await sourceOrder(db, orderId).catch(() => {
    throw notFound();
  });
  const [dealer] = await db
    .select({ name: accounts.fullName, phone: accounts.phone })
    .from(dealers)
    .innerJoin(accounts, eq(accounts.id, dealers.accountId))
    .where(eq(dealers.id, order.dealerId));
  const lines = await itemsOfOrder(db.select(lineColumns).from(orderItems).$dynamic(), orderId);
  const addons = lines.length
    ? await db
        .select()
        .from(orderItemAddons)
        .where(and(inArray(orderItemAddons.orderItemId, lines.map((l) => l.id)), notInArray(orderItemAddons.addonName, ['Material'])))
    : [];
  const addon = (itemId: number, name: string) => addons.find((a) => a.orderItemId === itemId && a.addonName === name);
  const described = (itemId: number, name: string) => {
    const a = addon(itemId, name);
    return a ? a.description || `${a.quantity}` : '';
  };
  return {
    order: order.id,
    order_auto_id: order.autoId,
    dealer: order.dealerId,
    dealer_name: dealer?.name ?? '',
    mobile: dealer?.phone ?? '',
    customer_name: order.customerName,
    delivery_site: order.deliverySite,
    delivery_date: order.endDate,
    notes: order.note,
    title: `Order #${order.autoId}`,
    existing_work_order: await liveWorkOrderOf(db, order.id),
    work_order_items: lines.map((l) => ({
      product_type: PRODUCT_TYPE_OF(l),
      type: l.material,
      channel_size: l.channelSize,
      channel_guage: String(Number(l.guage)),
      particulars: l.isWindow ? l.perticular : '',
      width: Number(l.width),
      height: Number(l.height),
      quantity: l.quantity,
      item_price: l.unitPrice,
      manchary: !!addon(l.id, 'Manchary'),
      panel: addon(l.id, 'Panel') ? WORK_ORDER_CHOICES.panel_type[0] : '',
      open_side: addon(l.id, 'Open Side')?.description ?? '',
      doorsill: !!addon(l.id, 'Door Sill'),
      divider: described(l.id, 'Divider'),
      arch_design: described(l.id, 'Arch Design'),
      check_design: described(l.id, 'Check Design'),
      glass_partition: described(l.id, 'Glass Partition'),
    })),
  };
}
