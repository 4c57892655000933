import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ROLE_LABELS, type Role } from '@steelworks/contract/roles';
import { type NotificationDefaults } from '@steelworks/contract/notification';
import { NOTIFICATION_TEXT } from '@steelworks/contract/notification-text';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PageHeader } from '../../../components/page-header';
import { toastSuccess } from '../../../lib/toast';
import { useNotificationDefaults } from '../api/get-notification-defaults';
import { useUpdateNotificationDefaults } from '../api/update-notification-defaults';
import { ChannelGrid } from '../components/channel-grid';
import {
  QuietHoursAndSave,
  toQuietHours,
  toQuietHoursValues,
  validateQuietHours,
  type QuietHoursValues,
} from '../components/quiet-hours-fields';

type DefaultsFormValues = Omit<NotificationDefaults, 'quiet_hours'> & { quiet_hours: QuietHoursValues };

function roleLabel(role: string): string {
  return role in ROLE_LABELS ? ROLE_LABELS[role as Role] : role;
}

function DefaultsForm({ initial }: { initial: NotificationDefaults }) {
  const update = useUpdateNotificationDefaults();
  const form = useForm<DefaultsFormValues>({
    initialValues: {
      roles: initial.roles.map((r) => ({ role: r.role, events: r.events.map((e) => ({ event: e.event, channels: { ...e.channels } })) })),
      quiet_hours: toQuietHoursValues(initial.quiet_hours),
    },
    validate: (values) => validateQuietHours(values.quiet_hours, 'quiet_hours'),
  });
  const values = form.getValues();
  const submit = (v: DefaultsFormValues) =>
    update.mutate(
      { roles: v.roles, quiet_hours: toQuietHours(v.quiet_hours) },
      {
        onSuccess: () => toastSuccess(NOTIFICATION_TEXT.defaultsSaved),
        onError: (error) => applyServerErrors(form, error),
      },
    );
  return (
    <form noValidate aria-label="Notification defaults" onSubmit={form.onSubmit(submit)}>
      <Stack>
        <FormErrorAlert error={update.error} form={form} />
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
              <ChannelGrid
                path={`roles.${r.index}.events`}
                label={`${roleLabel(r.role)}: events and channels`}
                events={r.events}
                checkboxProps={(path) => form.getInputProps(path, { type: 'checkbox' })}
              />
            </Card>
          ))}
        <QuietHoursAndSave title="Default quiet hours" inputProps={(path) => form.getInputProps(path)} saving={update.isPending} />
      </Stack>
    </form>
  );
}

/** /notifications/defaults (admin): role × event × channel, and the quiet hours a new account starts with. */
export default function NotificationDefaultsPage() {
  const defaults = useNotificationDefaults();
  return (
    <>
      <PageHeader title="Notification defaults" trail={[{ label: 'Notifications', to: '/notifications' }]} />
      <Stack maw={900}>
        {defaults.isLoading && <Loader />}
        <FormErrorAlert error={defaults.error} />
        {defaults.data && <DefaultsForm initial={defaults.data} />}
      </Stack>
    </>
  );
}
