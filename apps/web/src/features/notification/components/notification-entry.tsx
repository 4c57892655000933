import { Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Notification } from '@steelworks/contract/notification';
import { Link } from 'react-router';
import { useTranslate } from '../../../lib/i18n/i18n';
import { notificationBody, notificationTitle } from '../../../lib/i18n/notification-text';
import { formatNotificationTime, formatTimeAgo, linkOf } from './notification-format';

/**
 * One entry of the bell's popover and of the list: title, time ago, a dot while unread. The whole entry is the link
 * to its record; following it marks it read (`onOpen`).
 */
export function NotificationEntry({ notification, onOpen, withBody = false }: { notification: Notification; onOpen: (n: Notification) => void; withBody?: boolean }) {
  const t = useTranslate();
  const unread = notification.read_at === null;
  const title = notificationTitle(notification, t);
  const body = notificationBody(notification, t);
  return (
    <UnstyledButton
      component={Link}
      to={linkOf(notification.link)}
      onClick={() => onOpen(notification)}
      data-unread={unread || undefined}
      aria-label={unread ? t('{{title}} (unread)', { title }) : title}
      px="sm"
      py={8}
      style={{ display: 'block', borderRadius: 'var(--mantine-radius-sm)', background: unread ? 'var(--mantine-color-indigo-0)' : undefined }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Box
          mt={6}
          w={8}
          h={8}
          style={{ flexShrink: 0, borderRadius: '50%', background: unread ? 'var(--mantine-color-indigo-6)' : 'transparent' }}
          aria-hidden
        />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={unread ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          {withBody && body && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {body}
            </Text>
          )}
          <Text size="xs" c="dimmed" title={formatNotificationTime(notification.created_at)}>
            {formatTimeAgo(notification.created_at)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
