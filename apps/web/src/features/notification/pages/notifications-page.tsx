import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { type Notification } from '@steelworks/contract/notification';
import { NOTIFICATION_TEXT } from '@steelworks/contract/notification-text';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { TabBar } from '../../../components/tab-bar';
import { useTranslate } from '../../../lib/i18n/i18n';
import { notificationBody, notificationTitle } from '../../../lib/i18n/notification-text';
import { toastSuccess } from '../../../lib/toast';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { formatNotificationTime, formatTimeAgo, linkOf } from '../components/notification-format';

const TABS = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
] as const;

function NotificationsTable({ unread }: { unread: boolean }) {
  const t = useTranslate();
  const list = useNotifications(unread);
  const markRead = useMarkNotificationRead();
  const open = (n: Notification) => {
    if (n.read_at === null) markRead.mutate(n.id);
  };
  const columns: PagedTableColumn<Notification>[] = [
    {
      key: 'title',
      header: t('Notification'),
      render: (n) => (
        <Stack gap={2}>
          <Anchor component={Link} to={linkOf(n.link)} onClick={() => open(n)} size="sm" fw={n.read_at === null ? 700 : 400}>
            {notificationTitle(n, t)}
          </Anchor>
          {n.body && (
            <Text size="sm" c="dimmed" fw={400}>
              {notificationBody(n, t)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'created_at',
      header: t('When'),
      width: 150,
      render: (n) => (
        <Text size="sm" title={formatNotificationTime(n.created_at)}>
          {formatTimeAgo(n.created_at)}
        </Text>
      ),
    },
    {
      key: 'status',
      header: t('Status'),
      width: 100,
      render: (n) =>
        n.read_at === null ? (
          <Badge variant="light" color="indigo">
            {t('Unread')}
          </Badge>
        ) : (
          <Badge variant="light" color="gray">
            {t('Read')}
          </Badge>
        ),
    },
    {
      key: 'action',
      header: t('Action'),
      width: 130,
      render: (n) =>
        n.read_at === null ? (
          <Button
            size="compact-sm"
            variant="light"
            aria-label={t('Mark read: {{title}}', { title: notificationTitle(n, t) })}
            loading={markRead.isPending && markRead.variables === n.id}
            onClick={() => markRead.mutate(n.id)}
          >
            {t('Mark read')}
          </Button>
        ) : null,
    },
  ];
  return (
    <PagedTable
      query={list}
      columns={columns}
      searchable={false}
      emptyText={t(NOTIFICATION_TEXT.noNotifications)}
      label="Notifications"
      rowProps={(n) => (n.read_at === null ? { style: { background: 'var(--mantine-color-indigo-0)' } } : undefined)}
    />
  );
}

/** /notifications: the caller's notifications, All or Unread (?tab=unread), each a link to its record. */
export default function NotificationsPage() {
  const t = useTranslate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'unread' ? 'unread' : 'all';
  const markAll = useMarkAllNotificationsRead();
  return (
    <>
      <PageHeader
        title="Notifications"
        actions={
          <>
            <Button
              variant="light"
              loading={markAll.isPending}
              onClick={() => markAll.mutate(undefined, { onSuccess: () => toastSuccess(NOTIFICATION_TEXT.allRead) })}
            >
              {t('Mark all read')}
            </Button>
            <Button component={Link} to="/notifications/preferences" variant="subtle" leftSection={<IconSettings size={16} />}>
              {t('Preferences')}
            </Button>
          </>
        }
      />
      <TabBar
        value={tab}
        onChange={(value) => setParams(value === 'unread' ? { tab: 'unread' } : {})}
        tabs={TABS.map((item) => ({ ...item, label: t(item.label) }))}
      />
      <NotificationsTable key={tab} unread={tab === 'unread'} />
    </>
  );
}
