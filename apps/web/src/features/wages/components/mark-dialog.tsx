import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ATTENDANCE_STATUSES, type AttendanceDay } from '@steelworks/contract/wages';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { toastSuccess } from '../../../lib/toast';
import { useMarkAttendance, type MarkValues } from '../api/attendance';
import { DialogFooter } from '../../../components/dialog-footer';

/** Mark a worker's day present, absent, leave or holiday, or correct its first and last tap; a reason is required (audited). */
export function MarkDialog({ day, onClose }: { day: Pick<AttendanceDay, 'worker' | 'worker_name' | 'day' | 'status' | 'first_tap' | 'last_tap'>; onClose: () => void }) {
  const mark = useMarkAttendance();
  const form = useForm<MarkValues>({
    initialValues: { worker: day.worker, day: day.day, status: day.status, first_tap: day.first_tap, last_tap: day.last_tap, reason: '' },
    validate: { reason: (value) => (value.trim() ? null : 'Please give a reason') },
  });
  const present = form.values.status === 'present';
  const submit = form.onSubmit((values) =>
    mark.mutate(
      { ...values, first_tap: present ? values.first_tap || null : null, last_tap: present ? values.last_tap || null : null },
      {
        onSuccess: () => {
          toastSuccess('Attendance saved');
          onClose();
        },
        onError: (error) => applyServerErrors(form, error),
      },
    ),
  );
  return (
    <Modal opened onClose={onClose} title={`${day.worker_name}, ${day.day}`} centered>
      <form onSubmit={submit}>
        <Stack>
          <Select label="Status" data={[...ATTENDANCE_STATUSES]} allowDeselect={false} {...form.getInputProps('status')} />
          {present && (
            <Group grow>
              <TextInput type="time" label="First tap" value={form.values.first_tap ?? ''} onChange={(e) => form.setFieldValue('first_tap', e.currentTarget.value || null)} error={form.errors.first_tap} />
              <TextInput type="time" label="Last tap" value={form.values.last_tap ?? ''} onChange={(e) => form.setFieldValue('last_tap', e.currentTarget.value || null)} error={form.errors.last_tap} />
            </Group>
          )}
          <Textarea label="Reason" required {...form.getInputProps('reason')} />
          <FormErrorAlert error={mark.error} form={form} />
          <DialogFooter onCancel={onClose}>
            <Button type="submit" loading={mark.isPending}>
              Save
            </Button>
          </DialogFooter>
        </Stack>
      </form>
    </Modal>
  );
}
