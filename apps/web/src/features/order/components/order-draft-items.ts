import type { Order } from '@steelworks/contract/order';
import { productLabel } from '@steelworks/contract/product';
import type { ChosenAddon } from './addon-picker';

/**
 * An item of the order being written, before it is sent: `key` tells rows of the same product apart. `unitPrice` is
 * the product's price as the form saw it (the server snapshots its own), for the dealer's available-credit line.
 */
export type DraftItem = {
  key: number;
  product: number;
  productName: string;
  quantity: number;
  material: string;
  orderitemaddon: ChosenAddon[];
  unitPrice?: string;
};

let nextKey = 1;

export function nextDraftKey(): number {
  return nextKey++;
}

/** The items of a saved order, as the update form starts from. */
export function itemsOf(order: Order): DraftItem[] {
  return order.orderitem.map((i) => ({
    key: nextDraftKey(),
    product: i.product,
    productName: productLabel(i.productName, i.serial_number),
    quantity: i.quantity,
    material: i.material,
    unitPrice: i.unit_price,
    orderitemaddon: i.orderitemaddon.map((a) => ({ addon_name: a.addon_name, description: a.description, quantity: a.quantity })),
  }));
}
