import { Card, Text, Title } from '@mantine/core';
import { type NotificationPreferences } from '@steelworks/contract/notification';
import { NOTIFICATION_TEXT } from '@steelworks/contract/notification-text';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { ChannelGrid } from '../components/channel-grid';
import { NotificationSettingsForm, NotificationSettingsPage } from '../components/notification-settings-form';
import { PushDevicePanel } from '../components/push-device-panel';

function PreferencesForm({ initial }: { initial: NotificationPreferences }) {
  const update = useUpdateNotificationPreferences();
  const events = initial.events.map((row) => ({ event: row.event, channels: { ...row.channels } }));
  return (
    <NotificationSettingsForm
      label="Notification preferences"
      channels={{ events }}
      quietHours={initial.quiet_hours}
      quietTitle="Quiet hours"
      update={update}
      saved={NOTIFICATION_TEXT.preferencesSaved}
    >
      {(values, checkboxProps) => (
        <Card withBorder radius="md">
          <Title order={5} mb={4}>
            What to tell me, and how
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            Only the events of your role are listed.
          </Text>
          {values.events.length === 0 ? (
            <Text size="sm">Your role has no events to hear of.</Text>
          ) : (
            <ChannelGrid path="events" label="Events and channels" events={values.events} available={initial.available_channels} checkboxProps={checkboxProps} />
          )}
        </Card>
      )}
    </NotificationSettingsForm>
  );
}

/** /notifications/preferences: per event and channel, quiet hours, and phone notifications for this device. */
export default function NotificationPreferencesPage() {
  const preferences = useNotificationPreferences();
  return (
    <NotificationSettingsPage
      title="Notification preferences"
      query={preferences}
      form={(data) => <PreferencesForm initial={data} />}
      after={
        <Card withBorder radius="md">
          <Title order={5} mb="sm">
            This device
          </Title>
          <PushDevicePanel />
        </Card>
      }
    />
  );
}
