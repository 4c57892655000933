/** Query keys of notifications: a mark-read reloads everything under `all` (the bell, its popover and the list). */
export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
  latest: ['notifications', 'latest'] as const,
  list: ['notifications', 'list'] as const,
  preferences: ['notification-settings', 'preferences'] as const,
  defaults: ['notification-settings', 'defaults'] as const,
  deliveries: ['notification-settings', 'deliveries'] as const,
};
