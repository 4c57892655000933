import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { lazyPart } from '../../../components/lazy-part';

const NotificationBell = lazyPart(() => import('./notification-bell').then((m) => ({ default: m.NotificationBell })));

/**
 * The bell as the header mounts it: its own chunk, fetched after the signed-in layout shows, so neither the login
 * screen's first download nor the layout's chunk carries the popover and its queries. The placeholder keeps the
 * header's items from moving when it arrives.
 */
export function LazyNotificationBell() {
  return (
    <Suspense fallback={<Box w={34} h={34} aria-hidden />}>
      <NotificationBell />
    </Suspense>
  );
}
