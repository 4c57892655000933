import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldStaffInputSchema, type FieldStaff } from '@steelworks/contract/field';
import { FIELD_TOASTS } from '@steelworks/contract/field-text';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { failureMessage, toastSuccess } from '../../../lib/toast';
import { validateWith } from '../../../lib/validate';
import { useSaveFieldStaff } from '../api/save-field-staff';

type Values = { username: string; full_name: string; phone: string; email: string };

/** Create Field Staff, reused to update (docs/product/screens-and-texts.md#routes); a single server error shows in a red alert. */
export function FieldStaffModal({ opened, onClose, member }: { opened: boolean; onClose: () => void; member?: FieldStaff }) {
  const save = useSaveFieldStaff(member?.id);
  const form = useForm<Values>({
    initialValues: { username: member?.username ?? '', full_name: member?.full_name ?? '', phone: member?.phone ?? '', email: member?.email ?? '' },
    validate: validateWith<Values>(fieldStaffInputSchema),
  });
  const close = () => {
    save.reset();
    if (!member) form.reset();
    onClose();
  };
  const fieldShown = save.error ? applyServerErrorsShown(save.error) : false;
  return (
    <Modal opened={opened} onClose={close} title={member ? 'Update Field Staff' : 'Create Field Staff'} centered>
      <form
        noValidate
        aria-label={member ? 'Update Field Staff' : 'Create Field Staff'}
        onSubmit={form.onSubmit((values) =>
          save.mutateAsync(values).then(
            () => {
              toastSuccess(member ? FIELD_TOASTS.staffUpdated : FIELD_TOASTS.staffCreated);
              close();
            },
            (error: unknown) => applyServerErrors(form, error),
          ),
        )}
      >
        <Stack gap="sm">
          {save.error && !fieldShown ? <Alert color="red">{failureMessage(save.error)}</Alert> : null}
          <TextInput label="User Name" withAsterisk autoComplete="off" {...form.getInputProps('username')} />
          <TextInput label="Full Name" {...form.getInputProps('full_name')} />
          <TextInput label="E-mail" withAsterisk type="email" {...form.getInputProps('email')} />
          <TextInput label="Phone" withAsterisk inputMode="numeric" maxLength={10} {...form.getInputProps('phone')} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {member ? 'Update' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Whether the failure names one of the modal's fields (then it shows under that field, not in the alert). */
function applyServerErrorsShown(error: unknown): boolean {
  const fields = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
  return ['username', 'full_name', 'phone', 'email'].some((f) => (fields[f]?.length ?? 0) > 0);
}
