import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PASSWORD_MIN_LENGTH } from '@steelworks/contract/account';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { z } from 'zod';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { toastSuccess } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';

/** The contract's change-password rules, with the old password required unless the change is forced. */
function passwordFormSchema(requireOld: boolean) {
  return z
    .object({
      old_password: z.string(),
      new_password: z.string().min(1, 'Please enter a new password'),
      confirm_new_password: z.string().min(1, 'Please confirm the new password'),
    })
    .superRefine((values, ctx) => {
      if (values.new_password && values.new_password.length < PASSWORD_MIN_LENGTH)
        ctx.addIssue({
          code: 'custom',
          path: ['new_password'],
          message: `Your password must be at least ${PASSWORD_MIN_LENGTH} characters`,
        });
      if (requireOld && !values.old_password)
        ctx.addIssue({ code: 'custom', path: ['old_password'], message: 'Please enter your old password' });
      if (values.confirm_new_password && values.new_password !== values.confirm_new_password)
        ctx.addIssue({ code: 'custom', path: ['confirm_new_password'], message: 'Passwords do not match' });
    });
}

export interface UpdatePasswordFormProps {
  /** Right after a temporary-password sign-in: no old password. */
  forced?: boolean;
  onDone?: () => void;
  onCancel?: () => void;
}

export function UpdatePasswordForm({ forced = false, onDone, onCancel }: UpdatePasswordFormProps) {
  const change = useChangePassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { old_password: '', new_password: '', confirm_new_password: '' },
    validate: zod4Resolver(passwordFormSchema(!forced)),
  });

  const submit = form.onSubmit((values) => {
    const input = forced || !values.old_password ? { ...values, old_password: undefined } : values;
    change.mutate(input, {
      onSuccess: (result) => {
        toastSuccess(result.message || 'Password changed successfully', 'Updated!');
        form.reset();
        onDone?.();
      },
      onError: (error) => applyServerErrors(form, error),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Update Password">
      <Stack gap="sm" maw={440}>
        <FormErrorAlert error={change.error} form={form} />
        {!forced && (
          <PasswordInput
            label="Old Password"
            autoComplete="current-password"
            key={form.key('old_password')}
            {...form.getInputProps('old_password')}
          />
        )}
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          key={form.key('new_password')}
          {...form.getInputProps('new_password')}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          key={form.key('confirm_new_password')}
          {...form.getInputProps('confirm_new_password')}
        />
        <Group gap="sm">
          <Button type="submit" loading={change.isPending}>
            Update Password
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
