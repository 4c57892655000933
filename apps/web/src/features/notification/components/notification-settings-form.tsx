import { Loader, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { QuietHours } from '@steelworks/contract/notification';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PageHeader } from '../../../components/page-header';
import { toastSuccess } from '../../../lib/toast';
import { type CheckboxPropsOf } from './channel-grid';
import { QuietHoursAndSave, toQuietHours, toQuietHoursValues, validateQuietHours, type QuietHoursValues } from './quiet-hours-fields';

/**
 * The form of notification preferences (one account) or defaults (each role): the channels the page lays out as
 * `children(values, checkboxProps)`, then the quiet hours and Save. Saved through `update`; the quiet hours are checked
 * first and the server's refusals go under the fields.
 */
export function NotificationSettingsForm<Channels extends object, Answer>({
  label,
  channels,
  quietHours,
  quietTitle,
  update,
  saved,
  children,
}: {
  label: string;
  channels: Channels;
  quietHours: QuietHours;
  quietTitle: string;
  update: UseMutationResult<Answer, Error, Channels & { quiet_hours: QuietHours }>;
  saved: string;
  children: (values: Channels, checkboxProps: CheckboxPropsOf) => ReactNode;
}) {
  const form = useForm<Channels & { quiet_hours: QuietHoursValues }>({
    initialValues: { ...channels, quiet_hours: toQuietHoursValues(quietHours) },
    validate: (values) => validateQuietHours(values.quiet_hours, 'quiet_hours'),
  });
  const submit = (values: Channels & { quiet_hours: QuietHoursValues }) =>
    update.mutate(
      { ...values, quiet_hours: toQuietHours(values.quiet_hours) },
      {
        onSuccess: () => toastSuccess(saved),
        onError: (error) => applyServerErrors(form, error),
      },
    );
  return (
    <form noValidate aria-label={label} onSubmit={form.onSubmit(submit)}>
      <Stack>
        <FormErrorAlert error={update.error} form={form} />
        {children(form.getValues(), (path) => form.getInputProps(path, { type: 'checkbox' }))}
        <QuietHoursAndSave title={quietTitle} inputProps={(path) => form.getInputProps(path)} saving={update.isPending} />
      </Stack>
    </form>
  );
}

/** The frame of a notification settings page: its header, then the form once the settings are read, then `after`. */
export function NotificationSettingsPage<Settings>({
  title,
  query,
  form,
  after,
}: {
  title: string;
  query: { isLoading: boolean; error: unknown; data: Settings | undefined };
  form: (settings: Settings) => ReactNode;
  after?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} trail={[{ label: 'Notifications', to: '/notifications' }]} />
      <Stack maw={900}>
        {query.isLoading && <Loader />}
        <FormErrorAlert error={query.error} />
        {query.data && form(query.data)}
        {after}
      </Stack>
    </>
  );
}
