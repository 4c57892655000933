import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslate } from '../../../lib/i18n/i18n';
import { useUnreadCount } from '../api/get-unread-count';
import { lazyPart } from '../../../components/lazy-part';

// The popover, its list and its queries load at the first tap: a phone's first load carries only the button.
const NotificationPopover = lazyPart(() => import('./notification-popover'));

/** "99+" past 99, so the badge keeps its size. */
function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The bell with its unread count: the popover's target, and what stands in the header until the popover loads. */
export function BellButton({ count, onClick }: { count: number; onClick?: () => void }) {
  const t = useTranslate();
  const label = count > 0 ? t('Notifications, {{n}} unread', { n: count }) : t('Notifications');
  return (
    <Indicator label={badgeText(count)} size={18} color="red" offset={6} disabled={count === 0} inline>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={onClick}>
        <IconBell size={20} />
      </ActionIcon>
    </Indicator>
  );
}

/** The header's bell (issue 34): the unread count (polled), opening the newest entries. */
export function NotificationBell() {
  const unread = useUnreadCount();
  const [asked, setAsked] = useState(false);
  const count = unread.data?.count ?? 0;
  if (!asked) return <BellButton count={count} onClick={() => setAsked(true)} />;
  return (
    <Suspense fallback={<BellButton count={count} />}>
      <NotificationPopover count={count} />
    </Suspense>
  );
}
