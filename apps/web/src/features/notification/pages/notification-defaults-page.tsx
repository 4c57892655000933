import { Card, Text, Title } from '@mantine/core';
import { ROLE_LABELS, type Role } from '@steelworks/contract/roles';
import { type NotificationDefaults } from '@steelworks/contract/notification';
import { NOTIFICATION_TEXT } from '@steelworks/contract/notification-text';
import { useNotificationDefaults } from '../api/get-notification-defaults';
import { useUpdateNotificationDefaults } from '../api/update-notification-defaults';
import { ChannelGrid } from '../components/channel-grid';
import { NotificationSettingsForm, NotificationSettingsPage } from '../components/notification-settings-form';

function roleLabel(role: string): string {
  return role in ROLE_LABELS ? ROLE_LABELS[role as Role] : role;
}

function DefaultsForm({ initial }: { initial: NotificationDefaults }) {
  const update = useUpdateNotificationDefaults();
  const roles = initial.roles.map((r) => ({ role: r.role, events: r.events.map((e) => ({ event: e.event, channels: { ...e.channels } })) }));
  return (
    <NotificationSettingsForm
      label="Notification defaults"
      channels={{ roles }}
      quietHours={initial.quiet_hours}
      quietTitle="Default quiet hours"
      update={update}
      saved={NOTIFICATION_TEXT.defaultsSaved}
    >
      {(values, checkboxProps) => (
        <>
          <Text size="sm" c="dimmed">
            The channels each role starts with. A person who saved their own preferences keeps them.
          </Text>
          {values.roles
            .map((r, index) => ({ ...r, index }))
            .filter((r) => r.events.length > 0)
            .map((r) => (
              <Card key={r.role} withBorder radius="md" aria-label={`Defaults of ${roleLabel(r.role)}`} component="section">
                <Title order={5} mb="sm">
                  {roleLabel(r.role)}
                </Title>
                <ChannelGrid path={`roles.${r.index}.events`} label={`${roleLabel(r.role)}: events and channels`} events={r.events} checkboxProps={checkboxProps} />
              </Card>
            ))}
        </>
      )}
    </NotificationSettingsForm>
  );
}

/** /notifications/defaults (admin): role × event × channel, and the quiet hours a new account starts with. */
export default function NotificationDefaultsPage() {
  const defaults = useNotificationDefaults();
  return <NotificationSettingsPage title="Notification defaults" query={defaults} form={(data) => <DefaultsForm initial={data} />} />;
}
