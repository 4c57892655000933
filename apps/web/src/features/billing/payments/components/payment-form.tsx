import { Alert, Grid, Textarea, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { DEFAULT_TIME_ZONE, formatDisplayDate, todayIn } from '@steelworks/contract/common/dates';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { ACCOUNT_TEXT, paymentCountsOn, paymentInputSchema } from '@steelworks/contract/dealer-account';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { DateField } from '../../../../components/date-field';
import { PageFormLayout, type FormSubmitProps } from '../../../../components/form/form-layout';
import { NumberField } from '../../../../components/number-field';
import { PaymentModeFields } from '../../../../components/payment-mode-fields';
import { useDealerOptions } from '../../../../lib/dealer-options';
import { SearchSelect } from '../../../../components/search-select';
import { emptyPaymentValues, paymentPayload, type PaymentFormValues } from '../api/create-payment';
import { useOpenInvoices } from '../api/get-open-invoices';
import { AllocationPicker } from './allocation-preview';

/** Said when "Choose invoices" is picked with none ticked (the server would then pay the oldest ones instead). */
const NO_INVOICE_CHOSEN = 'Tick the invoices to pay, or allocate to the oldest invoices first.';

const MONEY = /^\d+(\.\d{1,2})?$/;

/** What the payment settles: the money received and the TDS the dealer deducted (as the server allocates it). */
function settledBy(values: Pick<PaymentFormValues, 'amount' | 'tds_amount'>): string {
  if (!MONEY.test(values.amount.trim()) || (values.tds_amount.trim() && !MONEY.test(values.tds_amount.trim()))) return values.amount;
  return formatCents(toCents(values.amount.trim()) + toCents(values.tds_amount.trim() || '0'));
}

type PaymentForm = UseFormReturnType<PaymentFormValues>;

function validatePayment(values: PaymentFormValues) {
  const errors: Record<string, unknown> = { ...zod4Resolver(paymentInputSchema)(paymentPayload(values) as never) };
  if (values.allocate === 'chosen' && values.invoice_ids.length === 0) errors.invoice_ids = NO_INVOICE_CHOSEN;
  // The API takes a cheque without them (dated the day it came); the office writes down both.
  if (values.mode === 'cheque' && !values.cheque_bank.trim()) errors.cheque_bank = ACCOUNT_TEXT.chequeBank;
  if (values.mode === 'cheque' && !values.cheque_date) errors.cheque_date = ACCOUNT_TEXT.chequeDate;
  return errors as Record<string, string>;
}

/** A cheque dated after today: counted on its date, no receipt until then. */
function PostDatedNote({ values }: { values: PaymentFormValues }) {
  if (values.mode !== 'cheque' || !values.cheque_date) return null;
  const countsOn = paymentCountsOn(values);
  if (countsOn <= todayIn(DEFAULT_TIME_ZONE)) return null;
  return (
    <Alert color="blue" variant="light" title="Post-dated cheque">
      It counts as received on {formatDisplayDate(countsOn)}: the invoices are paid and the receipt is made that day. Until then it is listed under
      Post-dated.
    </Alert>
  );
}

export interface PaymentFormProps extends FormSubmitProps {
  onSubmit: (values: PaymentFormValues, form: Pick<PaymentForm, 'setFieldError' | 'getValues'>) => void;
}

/** Record a payment received: the contract's schema checks it (cheque number for a cheque), the server's errors go under the fields. */
export function PaymentForm({ submitLabel, pending, error, onSubmit }: PaymentFormProps) {
  const form = useForm<PaymentFormValues>({
    initialValues: emptyPaymentValues(todayIn(DEFAULT_TIME_ZONE)),
    validate: validatePayment,
  });
  const [dealerSearch, setDealerSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(dealerSearch, 300);
  const dealers = useDealerOptions(debouncedSearch, true);
  const [dealerLabels, setDealerLabels] = useState<Record<string, string>>({});
  const dealerData = (dealers.data?.results ?? []).map((d) => ({ value: String(d.id), label: `${d.full_name}${d.phone ? ` (${d.phone})` : ''}` }));
  // The chosen dealer stays in the list while another search runs.
  const chosenDealer = form.values.dealer_id;
  if (chosenDealer && !dealerData.some((d) => d.value === chosenDealer)) dealerData.unshift({ value: chosenDealer, label: dealerLabels[chosenDealer] ?? chosenDealer });
  const invoices = useOpenInvoices(chosenDealer || null);
  // The invoices are ticked in any order but paid in the order shown (oldest first), as the preview splits them.
  const orderedChoice = (ids: number[]) => (invoices.data ?? []).map((i) => i.id).filter((id) => ids.includes(id));

  return (
    <PageFormLayout form={form} error={error} onSubmit={onSubmit} submitLabel={submitLabel} pending={pending} maw={720} gap="sm">
      <SearchSelect
        label="Dealer"
        placeholder="Search a dealer..."
        withAsterisk
        data={dealerData}
        value={chosenDealer || null}
        onChange={(value) => {
          const label = dealerData.find((d) => d.value === value)?.label;
          if (value && label) setDealerLabels((labels) => ({ ...labels, [value]: label }));
          form.setFieldValue('dealer_id', value ?? '');
          form.setFieldValue('invoice_ids', []);
        }}
        searchValue={dealerSearch}
        onSearchChange={setDealerSearch}
        searching={dealers.isFetching}
        error={form.errors.dealer_id}
      />
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NumberField label="Amount" withAsterisk leftSection="₹" {...form.getInputProps('amount')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DateField label="Date received" withAsterisk max={todayIn(DEFAULT_TIME_ZONE)} {...form.getInputProps('received_on')} />
        </Grid.Col>
        <PaymentModeFields
          form={form}
          chequeColumns={
            <>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="Bank" placeholder="Drawn on: bank and branch" withAsterisk maxLength={100} {...form.getInputProps('cheque_bank')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <DateField label="Cheque date" description="After today: post-dated" withAsterisk {...form.getInputProps('cheque_date')} />
              </Grid.Col>
            </>
          }
        />
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NumberField label="TDS deducted" description="By the dealer" leftSection="₹" {...form.getInputProps('tds_amount')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <TextInput label="TDS section" maxLength={10} {...form.getInputProps('tds_section')} />
        </Grid.Col>
      </Grid>
      <PostDatedNote values={form.values} />
      <Textarea label="Note" autosize minRows={2} {...form.getInputProps('note')} />
      <AllocationPicker
        allocate={form.values.allocate}
        onAllocateChange={(allocate) => form.setFieldValue('allocate', allocate)}
        invoices={chosenDealer ? invoices.data : []}
        loading={invoices.isLoading}
        chosen={form.values.invoice_ids}
        onChosenChange={(ids) => {
          form.setFieldValue('invoice_ids', orderedChoice(ids));
          form.clearFieldError('invoice_ids');
        }}
        amount={settledBy(form.values)}
        error={typeof form.errors.invoice_ids === 'string' ? form.errors.invoice_ids : undefined}
      />
    </PageFormLayout>
  );
}
