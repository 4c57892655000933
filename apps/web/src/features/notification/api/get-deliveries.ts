import type { Paged } from '@steelworks/contract/common/pagination';
import type { Delivery, DeliveryStatus, NotificationChannel, NotificationEvent } from '@steelworks/contract/notification';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

export type DeliveryFilters = { status?: DeliveryStatus; channel?: NotificationChannel; event?: NotificationEvent };

/** GET /notifications/deliveries/ (admin): one row per recipient and channel, newest first. */
function getDeliveries(params: PagedParams & DeliveryFilters, signal?: AbortSignal): Promise<Paged<Delivery>> {
  const { page, search, status, channel, event } = params;
  return api.get<Paged<Delivery>>('/notifications/deliveries/', { page, search, status, channel, event }, signal);
}

/** The delivery log with page, search and filters in the URL. */
export function useDeliveries(filters: DeliveryFilters) {
  return usePagedQuery(notificationKeys.deliveries, getDeliveries, filters);
}
