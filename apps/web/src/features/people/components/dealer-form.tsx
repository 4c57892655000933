import { Grid, Group, Radio, Select, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  dealerCreateInputSchema,
  dealerMissingFields,
  dealerUpdateInputSchema,
  type Dealer,
  type DealerType,
} from '@steelworks/contract/dealer';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { stateOptions } from '../../../components/state-options';
import { FormLayout, type FormSubmitProps } from '../../../components/form/form-layout';
import { validateWith } from '../../../lib/validate';
import { PersonFields, personValues } from './person-fields';

export interface DealerFormValues {
  type: DealerType;
  username: string;
  full_name: string;
  phone: string;
  email: string;
  location: string;
  profit: string;
  gstin: string;
  state_code: string;
  billing_address: string;
  credit_limit: string;
  payment_terms_days: string;
}

/** The request body of a dealer form: flat account fields plus location, profit and the type flags. */
function dealerPayload(values: DealerFormValues): Record<string, unknown> {
  const customer = values.type === 'Customer';
  return {
    is_dealer: !customer,
    is_customer: customer,
    username: customer ? '' : values.username,
    full_name: values.full_name,
    phone: values.phone,
    email: values.email,
    location: values.location,
    profit: values.profit,
    // Issue 31: "" clears the GSTIN (unregistered) and the credit limit (no limit); empty terms are 30 days.
    gstin: values.gstin,
    state_code: values.state_code,
    billing_address: values.billing_address,
    credit_limit: values.credit_limit,
    payment_terms_days: values.payment_terms_days,
  };
}

export interface DealerFormProps extends FormSubmitProps {
  /** Update mode: the record to edit (its type stays). */
  dealer?: Dealer;
  /** Sends the call; a rejection puts the server's field errors under the fields. */
  onSubmit: (payload: Record<string, unknown>) => Promise<unknown>;
}

/**
 * Create (type Dealer or Customer; username and email only for a Dealer; profit >= 0, default 1) and update
 * (profit at most 3 characters) of docs/product/people-and-accounts.md#people-validation, checked with the contract's own schemas.
 */
export function DealerForm({ dealer, submitLabel, pending, error, onSubmit }: DealerFormProps) {
  const updating = !!dealer;
  // The update rule "profit at most 3 characters" is for a new value: a profit set at creation (which allows
  // "12.5") is sent only when changed, so such a dealer can still be updated.
  const payloadOf = (values: DealerFormValues) => {
    const payload = dealerPayload(values);
    if (dealer && values.profit.trim() === String(dealer.profit)) delete payload.profit;
    return payload;
  };
  const form = useForm<DealerFormValues>({
    initialValues: {
      type: dealer?.type ?? 'Dealer',
      ...personValues(dealer),
      location: dealer?.location ?? '',
      profit: dealer ? String(dealer.profit) : '',
      gstin: dealer?.gstin ?? '',
      state_code: dealer?.state_code ?? '',
      billing_address: dealer?.billing_address ?? '',
      credit_limit: dealer?.credit_limit ?? '',
      payment_terms_days: dealer?.payment_terms_days !== undefined ? String(dealer.payment_terms_days) : '',
    },
    validate: validateWith<DealerFormValues>(
      updating ? dealerUpdateInputSchema : dealerCreateInputSchema,
      payloadOf,
      (values) => dealerMissingFields(payloadOf(values) as Parameters<typeof dealerMissingFields>[0]),
    ),
  });
  const isDealer = form.values.type === 'Dealer';

  return (
    <FormLayout
      submitLabel={submitLabel}
      pending={pending}
      onSubmit={form.onSubmit((values) => onSubmit(payloadOf(values)).catch((err: unknown) => applyServerErrors(form, err)))}
      alert={<FormErrorAlert error={error} form={form} />}
      maw={560}
      gap="sm"
    >
      {!updating && (
        <Radio.Group label="Type" withAsterisk {...form.getInputProps('type')}>
          <Group mt={4}>
            <Radio value="Dealer" label="Dealer" />
            <Radio value="Customer" label="Customer" />
          </Group>
        </Radio.Group>
      )}
      <PersonFields form={form} showUsername={isDealer} usernameRequired={isDealer} emailRequired={isDealer} />
      <TextInput label="Location" {...form.getInputProps('location')} />
      <TextInput
        label="Profit"
        inputMode="decimal"
        placeholder="1"
        description={updating ? undefined : 'Margin in %, 1 when left empty'}
        {...form.getInputProps('profit')}
      />
      <Title order={5} mt="xs">
        Billing
      </Title>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label="State"
            placeholder="Pick one"
            searchable
            clearable
            data={stateOptions(form.values.state_code)}
            {...form.getInputProps('state_code')}
            onChange={(value) => form.setFieldValue('state_code', value ?? '')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="GSTIN" placeholder="32AAACD1234K1Z5" description="Leave empty for an unregistered dealer" {...form.getInputProps('gstin')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea label="Billing address" autosize minRows={2} {...form.getInputProps('billing_address')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Credit limit" inputMode="decimal" leftSection="₹" description="Empty: no limit" {...form.getInputProps('credit_limit')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Payment terms" inputMode="numeric" rightSection="days" rightSectionWidth={48} placeholder="30" {...form.getInputProps('payment_terms_days')} />
        </Grid.Col>
      </Grid>
    </FormLayout>
  );
}
