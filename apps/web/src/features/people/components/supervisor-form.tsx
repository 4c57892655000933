import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { supervisorInputSchema, type Supervisor } from '@steelworks/contract/supervisor';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { FormLayout, type FormSubmitProps } from '../../../components/form/form-layout';
import { validateWith } from '../../../lib/validate';
import { PersonFields, personValues, type PersonValues } from './person-fields';

export type SupervisorFormValues = PersonValues & {
  cols_per_day: string;
  cost_per_col: string;
};

export interface SupervisorFormProps extends FormSubmitProps {
  supervisor?: Supervisor;
  /** Sends the call; a rejection puts the server's field errors under the fields. */
  onSubmit: (payload: SupervisorFormValues) => Promise<unknown>;
}

/** Create and update of a supervisor: account fields, Frames per Day (cols_per_day) and Cost per Frame (cost_per_col). */
export function SupervisorForm({ supervisor, submitLabel, pending, error, onSubmit }: SupervisorFormProps) {
  const form = useForm<SupervisorFormValues>({
    initialValues: {
      ...personValues(supervisor),
      cols_per_day: supervisor ? String(supervisor.cols_per_day) : '',
      cost_per_col: supervisor?.cost_per_col ?? '',
    },
    validate: validateWith<SupervisorFormValues>(supervisorInputSchema),
  });
  return (
    <FormLayout
      submitLabel={submitLabel}
      pending={pending}
      onSubmit={form.onSubmit((values) => onSubmit(values).catch((err: unknown) => applyServerErrors(form, err)))}
      alert={<FormErrorAlert error={error} form={form} />}
      maw={560}
      gap="sm"
    >
      <PersonFields form={form} />
      <TextInput label="Frames per Day" withAsterisk inputMode="numeric" {...form.getInputProps('cols_per_day')} />
      <TextInput label="Cost per Frame" withAsterisk inputMode="decimal" leftSection="₹" {...form.getInputProps('cost_per_col')} />
    </FormLayout>
  );
}
