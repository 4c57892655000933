import { asc, eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { products } from '../product/product.table';
import { orderItems } from './order.table';

/**
 * An order's items joined with their products, in the order they were added. `read` selects from `orderItems` the
 * columns of both that the caller needs, as a dynamic read (`.$dynamic()`, as `joinDealerAccount` takes one).
 */
export function itemsOfOrder<T extends PgSelect>(read: T, orderId: number) {
  return read.innerJoin(products, eq(products.id, orderItems.productId)).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}
