import { ActionIcon, Anchor, Button, Divider, Group, Indicator, Loader, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { NOTIFICATION_TEXT } from '@steelworks/contract/notification';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslate } from '../../../lib/i18n/i18n';
import { LATEST_COUNT, useLatestNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationEntry } from './notification-entry';

/** "99+" past 99, so the badge keeps its size. */
function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The header's bell (issue 34): the unread count (polled), and a popover with the newest entries; an entry opens its
 * record and is marked read; "Mark all read"; "See all" opens /notifications.
 */
export function NotificationBell() {
  const t = useTranslate();
  const [opened, setOpened] = useState(false);
  const headingId = useId();
  const unread = useUnreadCount();
  const latest = useLatestNotifications(opened);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const count = unread.data?.count ?? 0;
  const entries = (latest.data?.results ?? []).slice(0, LATEST_COUNT);
  const label = count > 0 ? t('Notifications, {{n}} unread', { n: count }) : t('Notifications');

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width="min(380px, calc(100vw - 16px))"
      shadow="md"
      withinPortal
      trapFocus={false}
      // The header never scrolls away; and floating-ui reads a box-less target (jsdom) as detached and hides the list.
      hideDetached={false}
    >
      <Popover.Target>
        <Indicator label={badgeText(count)} size={18} color="red" offset={6} disabled={count === 0} inline>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={() => setOpened((o) => !o)}>
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-labelledby={headingId}>
        <Group justify="space-between" px="sm" py="xs" wrap="nowrap">
          <Text fw={600} size="sm" id={headingId}>
            {t('Notifications')}
          </Text>
          <Button size="compact-sm" variant="subtle" disabled={count === 0} loading={markAll.isPending} onClick={() => markAll.mutate()}>
            {t('Mark all read')}
          </Button>
        </Group>
        <Divider />
        <ScrollArea.Autosize mah="min(420px, 60vh)" type="auto">
          {latest.isLoading ? (
            <Group justify="center" py="md">
              <Loader size="sm" />
            </Group>
          ) : entries.length === 0 ? (
            <Text ta="center" c="dimmed" size="sm" py="lg">
              {t(NOTIFICATION_TEXT.noNotifications)}
            </Text>
          ) : (
            <Stack gap={2} p={4}>
              {entries.map((entry) => (
                <NotificationEntry
                  key={entry.id}
                  notification={entry}
                  onOpen={(n) => {
                    setOpened(false);
                    if (n.read_at === null) markRead.mutate(n.id);
                  }}
                />
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
        <Divider />
        <Group justify="center" py={8}>
          <Anchor component={Link} to="/notifications" size="sm" onClick={() => setOpened(false)}>
            {t('See all')}
          </Anchor>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
