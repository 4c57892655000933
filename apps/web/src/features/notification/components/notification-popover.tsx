import { Anchor, Button, Divider, Group, Loader, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { NOTIFICATION_TEXT } from '@steelworks/contract/notification-text';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslate } from '../../../lib/i18n/i18n';
import { LATEST_COUNT, useLatestNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { BellButton } from './notification-bell';
import { NotificationEntry } from './notification-entry';

/**
 * The bell's popover (issue 34): the newest entries; an entry opens its record and is marked read; "Mark all read";
 * "See all" opens /notifications. Loaded at the first tap on the bell, and opened by it.
 */
export default function NotificationPopover({ count }: { count: number }) {
  const t = useTranslate();
  const [opened, setOpened] = useState(true);
  const headingId = useId();
  const latest = useLatestNotifications(opened);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const entries = (latest.data?.results ?? []).slice(0, LATEST_COUNT);

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
        <BellButton count={count} onClick={() => setOpened((o) => !o)} />
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
