import { type OrderCheck, type OrderInput, type OrderPromise } from '@steelworks/contract/order';
import type { DbOrTx } from '../../db/client';
import { orderAmount } from '../billing/order-amount.service';
import { assertOrderCreatable, checkOrderEntry } from '../order/order-entry.service';
import { promiseFor, type MaterialsWait } from '../schedule/scheduling.service';
import type { Caller, Today } from '../../lib/caller';

/**
 * POST /order/check/: what Create Order would answer now, saving nothing (docs/decisions/039-one-stock-check-and-bounded-inputs.md).
 * The order module's checks (create's shortages), the schedule's promise only when create would accept, and then
 * billing's estimate: the total with GST by the invoice's arithmetic on today's prices, once the dealer is known.
 */
export async function checkOrder(db: DbOrTx, input: OrderInput, actor: Caller, day: Today, wait: MaterialsWait): Promise<OrderCheck> {
  const { dealerId, shortages } = await checkOrderEntry(db, input, actor, day);
  return {
    shortages,
    promise: shortages.length > 0 ? null : await promiseFor(db, input, day.today, wait),
    amount:
      dealerId === null
        ? null
        : await orderAmount(db, dealerId, input.orderitem, {
            deliveryStateCode: input.delivery_state_code ?? null,
            thirdPartyDelivery: input.third_party_delivery ?? false,
          }),
  };
}

/**
 * POST /order/promise/: the earliest delivery, never for an order create would refuse: create's checks first (its 400
 * "No Stocks Available" with its figures), then the schedule's promise (docs/decisions/017-planning.md).
 */
export async function promiseForOrder(db: DbOrTx, input: OrderInput, actor: Caller, day: Today, wait: MaterialsWait): Promise<OrderPromise> {
  await assertOrderCreatable(db, input, actor, day);
  return promiseFor(db, input, day.today, wait);
}
