import type { OrderCheck, OrderInput } from '@steelworks/contract/order';
import type { DbOrTx } from '../../db/client';
import { orderAmount } from '../billing/order-amount.service';
import type { Today } from '../order/order-dates';
import { checkOrderEntry } from '../order/order-entry.service';
import type { OrderActor } from '../order/order-rows';

/**
 * POST /order/check/: what Create Order would answer now, saving nothing (docs/decisions/039-one-stock-check-and-bounded-inputs.md).
 * The order module's checks (create's shortages, the promise) and then billing's estimate: the total with GST by the
 * invoice's arithmetic on today's prices, once the dealer is known.
 */
export async function checkOrder(db: DbOrTx, input: OrderInput, actor: OrderActor, day: Today): Promise<OrderCheck> {
  const { dealerId, shortages, promise } = await checkOrderEntry(db, input, actor, day);
  return {
    shortages,
    promise,
    amount:
      dealerId === null
        ? null
        : await orderAmount(db, dealerId, input.orderitem, {
            deliveryStateCode: input.delivery_state_code ?? null,
            thirdPartyDelivery: input.third_party_delivery ?? false,
          }),
  };
}
