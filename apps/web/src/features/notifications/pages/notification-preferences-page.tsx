import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type NotificationPreferences, type NotificationPreferencesInput } from '@steelworks/contract/notification';
import { NOTIFICATION_TEXT } from '@steelworks/contract/notification-text';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PageHeader } from '../../../components/page-header';
import { toastSuccess } from '../../../lib/toast';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { ChannelGrid } from '../components/channel-grid';
import { PushDevicePanel } from '../components/push-device-panel';
import {
  QuietHoursAndSave,
  toQuietHours,
  toQuietHoursValues,
  validateQuietHours,
  type QuietHoursValues,
} from '../components/quiet-hours-fields';

type PreferencesFormValues = Omit<NotificationPreferencesInput, 'quiet_hours'> & { quiet_hours: QuietHoursValues };

function PreferencesForm({ initial }: { initial: NotificationPreferences }) {
  const update = useUpdateNotificationPreferences();
  const form = useForm<PreferencesFormValues>({
    initialValues: {
      events: initial.events.map((row) => ({ event: row.event, channels: { ...row.channels } })),
      quiet_hours: toQuietHoursValues(initial.quiet_hours),
    },
    validate: (values) => validateQuietHours(values.quiet_hours, 'quiet_hours'),
  });
  const values = form.getValues();
  const submit = (v: PreferencesFormValues) =>
    update.mutate(
      { events: v.events, quiet_hours: toQuietHours(v.quiet_hours) },
      {
        onSuccess: () => toastSuccess(NOTIFICATION_TEXT.preferencesSaved),
        onError: (error) => applyServerErrors(form, error),
      },
    );

  return (
    <form noValidate aria-label="Notification preferences" onSubmit={form.onSubmit(submit)}>
      <Stack>
        <FormErrorAlert error={update.error} form={form} />
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
            <ChannelGrid
              path="events"
              label="Events and channels"
              events={values.events}
              available={initial.available_channels}
              checkboxProps={(path) => form.getInputProps(path, { type: 'checkbox' })}
            />
          )}
        </Card>
        <QuietHoursAndSave title="Quiet hours" inputProps={(path) => form.getInputProps(path)} saving={update.isPending} />
      </Stack>
    </form>
  );
}

/** /notifications/preferences: per event and channel, quiet hours, and phone notifications for this device. */
export default function NotificationPreferencesPage() {
  const preferences = useNotificationPreferences();
  return (
    <>
      <PageHeader title="Notification preferences" trail={[{ label: 'Notifications', to: '/notifications' }]} />
      <Stack maw={900}>
        {preferences.isLoading && <Loader />}
        <FormErrorAlert error={preferences.error} />
        {preferences.data && <PreferencesForm initial={preferences.data} />}
        <Card withBorder radius="md">
          <Title order={5} mb="sm">
            This device
          </Title>
          <PushDevicePanel />
        </Card>
      </Stack>
    </>
  );
}
