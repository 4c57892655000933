import { Paper, PasswordInput, SimpleGrid, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { einvoiceSettingsInputSchema, SECRET_MASK, type EinvoiceSettings } from '@steelworks/contract/einvoice';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { DateField } from '../../../../components/date-field';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { FormLayout } from '../../../../components/form/form-layout';
import { useFormMutation } from '../../../../components/form/use-form-mutation';
import { toastSuccess } from '../../../../lib/toast';
import { useUpdateEinvoiceSettings, type EinvoiceSettingsFormValues } from '../api/update-einvoice-settings';

/**
 * Company & Tax, "E-invoicing" (docs/product/e-invoices.md): on or off with the date it applies from, and the IRP
 * API. A saved secret shows as dots; leaving it so keeps it, typing replaces it. Only an admin saves.
 */
export function EinvoiceSettingsCard({ settings, readOnly }: { settings: EinvoiceSettings; readOnly: boolean }) {
  const form = useForm<EinvoiceSettingsFormValues>({
    initialValues: { ...settings, applies_from: settings.applies_from ?? '' },
    validate: zod4Resolver(einvoiceSettingsInputSchema),
  });
  const save = useFormMutation(useUpdateEinvoiceSettings(), () => toastSuccess('Done', 'Settings saved'));
  const secretHint = (value: string) => (value === SECRET_MASK ? 'Saved: leave as is to keep it' : undefined);
  const fields = (
    <>
      <Switch label="E-invoicing on (IRN for every B2B invoice, credit and debit note)" disabled={readOnly} {...form.getInputProps('enabled', { type: 'checkbox' })} />
      <DateField label="Applies from" disabled={readOnly} clearable {...form.getInputProps('applies_from')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="IRP API base URL" placeholder="https://gsp.example.com/einvoice" disabled={readOnly} {...form.getInputProps('api_base_url')} />
        <TextInput label="Client id" disabled={readOnly} autoComplete="off" {...form.getInputProps('client_id')} />
        <PasswordInput label="Client secret" disabled={readOnly} autoComplete="new-password" description={secretHint(settings.client_secret)} {...form.getInputProps('client_secret')} />
        <TextInput label="IRP user" disabled={readOnly} autoComplete="off" {...form.getInputProps('username')} />
        <PasswordInput label="IRP password" disabled={readOnly} autoComplete="new-password" description={secretHint(settings.password)} {...form.getInputProps('password')} />
      </SimpleGrid>
    </>
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} mt="lg" aria-label="E-invoicing" role="region">
      <Title order={4} mb="xs">
        E-invoicing
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Without the API, register on the portal with the bulk tool: download the JSON below and upload its signed answer.
      </Text>
      {readOnly ? (
        fields
      ) : (
        <FormLayout
          submitLabel="Save E-invoicing"
          maw={720}
          pending={save.pending}
          onSubmit={form.onSubmit((values) => save.onSubmit(values, form))}
          alert={<FormErrorAlert error={save.error} form={form} />}
        >
          {fields}
        </FormLayout>
      )}
    </Paper>
  );
}
