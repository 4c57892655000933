import { Checkbox, Group, Loader, PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { FormLayout, type FormSubmitProps } from '../../../components/form/form-layout';
import { useDesignations } from '../api/get-designations';
import type { StaffRow } from '../api/get-staff';
import type { StaffKindConfig } from '../lib/staff-kinds';
import { validateWith } from '../../../lib/validate';
import { PersonFields, personValues, type PersonValues } from './person-fields';

export interface StaffFormValues extends PersonValues {
  password: string;
  designation: string[];
}

/** The request body: account fields, plus password and designation ids for a worker. */
function staffPayload(config: StaffKindConfig, values: StaffFormValues): Record<string, unknown> {
  const person = { username: values.username, full_name: values.full_name, phone: values.phone, email: values.email };
  if (!config.worker) return person;
  return { ...person, password: values.password, designation: values.designation.map(Number) };
}

export interface StaffFormProps extends FormSubmitProps {
  config: StaffKindConfig;
  member?: StaffRow;
  /** Sends the call; a rejection puts the server's field errors under the fields. */
  onSubmit: (payload: Record<string, unknown>) => Promise<unknown>;
}

/** Create and update of a store manager, quality checker, production manager, worker or sheet user. */
export function StaffForm({ config, member, submitLabel, pending, error, onSubmit }: StaffFormProps) {
  const updating = !!member;
  const designations = useDesignations();
  const form = useForm<StaffFormValues>({
    initialValues: {
      ...personValues(member),
      password: '',
      designation: (member?.designation ?? []).map(String),
    },
    validate: validateWith<StaffFormValues>(updating ? config.updateSchema : config.createSchema, (values) => staffPayload(config, values)),
  });

  return (
    <FormLayout
      submitLabel={submitLabel}
      pending={pending}
      onSubmit={form.onSubmit((values) =>
        onSubmit(staffPayload(config, values)).then(
          () => updating || form.reset(),
          (err: unknown) => applyServerErrors(form, err),
        ),
      )}
      alert={<FormErrorAlert error={error} form={form} />}
      maw={560}
      gap="sm"
    >
      <PersonFields form={form} />
      {config.worker && (
        <>
          <PasswordInput
            label={updating ? 'New Password' : 'Password'}
            description={updating ? 'Leave empty to keep the current password' : undefined}
            withAsterisk={!updating}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <Checkbox.Group label="Roles" withAsterisk {...form.getInputProps('designation')}>
            {designations.isLoading ? (
              <Loader size="sm" mt="xs" />
            ) : (
              <Group mt="xs" gap="md">
                {(designations.data ?? []).map((d) => (
                  <Checkbox key={d.id} value={String(d.id)} label={d.role} />
                ))}
              </Group>
            )}
          </Checkbox.Group>
        </>
      )}
    </FormLayout>
  );
}
