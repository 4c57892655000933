import { Alert, Checkbox, Grid, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import {
  companySettingsInputSchema,
  DOCUMENT_PREFIX_MAX,
  type CompanySettings,
} from '@steelworks/contract/billing';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { FormEventHandler, ReactNode } from 'react';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { stateOptions } from '../../../components/state-options';
import { FormLayout, type FormSubmitProps } from '../../../components/form/form-layout';
import { companySettingsPayload, type CompanySettingsFormValues } from '../api/update-billing-settings';


function initialValues(settings: CompanySettings): CompanySettingsFormValues {
  return {
    legal_name: settings.legal_name,
    address: settings.address,
    state_code: settings.state_code ?? '',
    gstin: settings.gstin ?? '',
    bank_name: settings.bank_name,
    bank_account_number: settings.bank_account_number,
    ifsc: settings.ifsc,
    invoice_prefix: settings.invoice_prefix,
    credit_note_prefix: settings.credit_note_prefix,
    debit_note_prefix: settings.debit_note_prefix,
    receipt_prefix: settings.receipt_prefix,
    refund_prefix: settings.refund_prefix,
    cin: settings.cin,
    phone: settings.phone,
    email: settings.email,
    signatory_name: settings.signatory_name,
    signatory_designation: settings.signatory_designation,
    turnover_above_5_crore: settings.turnover_above_5_crore,
    product_taxes: settings.product_taxes.map(({ product_type, label, hsn_code, gst_rate }) => ({ product_type, label, hsn_code, gst_rate })),
  };
}

type SettingsForm = UseFormReturnType<CompanySettingsFormValues>;

const PREFIX_FIELDS = [
  ['invoice_prefix', 'Invoice prefix', 'INV'],
  ['credit_note_prefix', 'Credit note prefix', 'CN'],
  ['debit_note_prefix', 'Debit note prefix', 'DN'],
  ['receipt_prefix', 'Receipt prefix', 'RC'],
  ['refund_prefix', 'Refund voucher prefix', 'RF'],
] as const;

function SettingsFields({ form, readOnly }: { form: SettingsForm; readOnly: boolean }) {
  const field = (path: string) => ({ ...form.getInputProps(path), readOnly, withAsterisk: !readOnly });
  return (
    <>
      <Title order={4}>Company</Title>
      <Grid>
        <Grid.Col span={12}>
          <TextInput label="Legal name" {...field('legal_name')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea label="Address" autosize minRows={2} {...field('address')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select label="State" placeholder="Pick one" searchable data={stateOptions(form.values.state_code)} {...field('state_code')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="GSTIN"
            placeholder="32AAACD1234K1Z5"
            description={readOnly ? undefined : 'Leave empty if the company is not registered'}
            {...field('gstin')}
            withAsterisk={false}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="CIN"
            placeholder="U28112KL2019PTC012345"
            description={readOnly ? undefined : 'Corporate Identity Number; empty if not a company'}
            {...field('cin')}
            withAsterisk={false}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Phone" type="tel" inputMode="tel" {...field('phone')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="E-mail" type="email" {...field('email')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Checkbox
            mt={{ base: 0, sm: 'xl' }}
            label="Turnover above 5 crore (6-digit HSN codes)"
            disabled={readOnly}
            {...form.getInputProps('turnover_above_5_crore', { type: 'checkbox' })}
          />
        </Grid.Col>
      </Grid>
      <Title order={4}>Authorised signatory</Title>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Signatory name" {...field('signatory_name')} withAsterisk={false} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Designation" placeholder="Director" {...field('signatory_designation')} withAsterisk={false} />
        </Grid.Col>
      </Grid>
      <Title order={4}>Bank (invoice footer)</Title>
      <Grid>
        <Grid.Col span={12}>
          <TextInput label="Bank name" {...field('bank_name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Account number" inputMode="numeric" {...field('bank_account_number')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="IFSC" placeholder="SBIN0001234" {...field('ifsc')} />
        </Grid.Col>
      </Grid>
      <Title order={4}>Number series</Title>
      <Text size="xs" c="dimmed">
        At most 4 characters: numbers read like INV/26-27/00001, 16 characters at most. A new prefix starts its series at 1.
      </Text>
      <Grid>
        {PREFIX_FIELDS.map(([path, label, placeholder]) => (
          <Grid.Col key={path} span={{ base: 6, sm: 4 }}>
            <TextInput label={label} placeholder={placeholder} maxLength={DOCUMENT_PREFIX_MAX} {...field(path)} withAsterisk={false} />
          </Grid.Col>
        ))}
      </Grid>
      <Title order={4}>Tax per product type</Title>
      <Stack gap="xs">
        {form.values.product_taxes.map((row, index) => (
          <Grid key={row.product_type} align="flex-end">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Text fw={500}>{row.label}</Text>
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>
              <TextInput label="HSN code" aria-label={`${row.label} HSN code`} inputMode="numeric" {...field(`product_taxes.${index}.hsn_code`)} />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>
              <TextInput
                label="GST rate"
                aria-label={`${row.label} GST rate`}
                inputMode="decimal"
                rightSection="%"
                {...field(`product_taxes.${index}.gst_rate`)}
              />
            </Grid.Col>
          </Grid>
        ))}
      </Stack>
    </>
  );
}

export interface CompanySettingsFormProps extends FormSubmitProps {
  settings: CompanySettings;
  /** A production manager reads the settings; only an admin saves them. */
  readOnly: boolean;
  onSubmit: (values: CompanySettingsFormValues, form: Pick<SettingsForm, 'setFieldError' | 'getValues'>) => void;
}

/**
 * Company and tax settings (issue 31 point 1), checked with the contract's own schema, so the messages under the
 * fields are the server's (GSTIN format, state code, check character, a GSTIN of another state).
 */
export function CompanySettingsForm({ settings, readOnly, submitLabel, pending, error, onSubmit }: CompanySettingsFormProps) {
  const form = useForm<CompanySettingsFormValues>({
    initialValues: initialValues(settings),
    validate: (values) => zod4Resolver(companySettingsInputSchema)(companySettingsPayload(values) as never),
  });
  if (readOnly) {
    return (
      <ReadOnlyFrame>
        <SettingsFields form={form} readOnly />
      </ReadOnlyFrame>
    );
  }
  const submit: FormEventHandler<HTMLFormElement> = form.onSubmit((values) => onSubmit(values, form));
  return (
    <FormLayout submitLabel={submitLabel} pending={pending} onSubmit={submit} alert={<FormErrorAlert error={error} form={form} />} maw={720} gap="sm">
      <SettingsFields form={form} readOnly={false} />
    </FormLayout>
  );
}

function ReadOnlyFrame({ children }: { children: ReactNode }) {
  return (
    <Stack gap="sm" maw={720}>
      <Alert color="gray">Only an admin can change these settings.</Alert>
      {children}
    </Stack>
  );
}
