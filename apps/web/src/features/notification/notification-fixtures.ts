import type { Notification } from '@steelworks/contract/notification';

/** A notification as the server answers it; minutes ago from the test's now. */
export function notificationFixture(overrides: Partial<Notification> & { minutesAgo?: number } = {}): Notification {
  const { minutesAgo = 5, ...rest } = overrides;
  return {
    id: 5,
    event: 'order_approved',
    title: 'Order 42 approved',
    body: 'Promised for 20-12-2026',
    link: '/orders/42',
    created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    read_at: null,
    ...rest,
  };
}

export const pageOf = <T,>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });
