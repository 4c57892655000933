import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import type { OrderCheck } from '@steelworks/contract/order';
import { api } from '../../../lib/api-client';

type CheckedItem = { product: number; quantity: number };

/**
 * What the order form asks the server about the order being built: its items, dates, (staff) dealer and where the
 * goods go (the place of supply that splits the GST estimate).
 */
export type OrderCheckRequest = {
  items: readonly CheckedItem[];
  startDate: string;
  endDate: string;
  dealer: number | null;
  deliveryStateCode?: string | null;
  thirdPartyDelivery?: boolean;
};

/**
 * POST /order/check/: what Create Order would answer now, by create's own checks (the shortages it refuses with, the
 * earliest delivery when it would accept, the total with GST), asked again 400 ms after the order stops changing;
 * the last answer stays on screen while the next is on its way. Nothing is saved.
 */
export function useOrderCheck({ items, startDate, endDate, dealer, deliveryStateCode = null, thirdPartyDelivery = false }: OrderCheckRequest) {
  // A string, so a render with the same order is no change to wait for.
  const [key] = useDebouncedValue(
    JSON.stringify({ items: items.map(({ product, quantity }) => ({ product, quantity })), startDate, endDate, dealer, deliveryStateCode, thirdPartyDelivery }),
    400,
  );
  const request = JSON.parse(key) as Required<OrderCheckRequest>;
  return useQuery({
    queryKey: ['orders', 'check', key],
    queryFn: ({ signal }) =>
      api.post<OrderCheck>(
        '/order/check/',
        {
          orderitem: request.items,
          ...(request.startDate ? { start_date: request.startDate } : {}),
          ...(request.endDate ? { end_date: request.endDate } : {}),
          ...(request.dealer ? { dealer: request.dealer } : {}),
          ...(request.deliveryStateCode ? { delivery_state_code: request.deliveryStateCode } : {}),
          ...(request.thirdPartyDelivery ? { third_party_delivery: true } : {}),
        },
        { signal },
      ),
    enabled: request.items.length > 0,
    placeholderData: keepPreviousData,
    // The panel under the items says why it has no answer; no toast, and never the 404 page (it reads no record).
    meta: { silentError: true, notFound: 'inline' },
  });
}
