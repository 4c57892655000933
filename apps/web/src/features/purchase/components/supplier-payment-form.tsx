import { Grid, Select, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DEFAULT_TIME_ZONE, todayIn } from '@steelworks/contract/common/dates';
import type { SupplierPaymentDetail } from '@steelworks/contract/supplier-payment';
import { useEffect, useRef } from 'react';
import { DateField } from '../../../components/date-field';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { FormLayout } from '../../../components/form/form-layout';
import { NumberField } from '../../../components/number-field';
import { PaymentModeFields } from '../../../components/payment-mode-fields';
import { ApiError } from '../../../lib/api-client';
import { useSupplierChoices } from '../api/purchase-api';
import { useCreateSupplierPayment, useOpenBills } from '../api/supplier-payments-api';
import { errorsOnLines, fillOldestFirst, linesOf, paymentBody, validatePayment, type SupplierPaymentValues } from './bill-allocation';
import { BillAllocationTable } from './bill-allocation-table';

const firstMessages = (error: unknown): Record<string, string> =>
  error instanceof ApiError ? Object.fromEntries(Object.entries(error.fieldErrors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : []))) : {};

/**
 * Pay a supplier: who, when, how (cash, UPI, bank transfer, cheque with its number), how much, and what goes on each
 * open bill, filled oldest due first until a line is typed over. Opened for a supplier and a bill
 * (`?supplier=&bill=`), the amount starts at that bill's due and goes on it first. The server's refusals show under
 * their fields and bills; the write carries an Idempotency-Key, so a resent payment lands once.
 */
export function SupplierPaymentForm({ supplier, bill, onSaved }: { supplier?: string; bill?: number; onSaved: (payment: SupplierPaymentDetail) => void }) {
  const today = todayIn(DEFAULT_TIME_ZONE);
  const form = useForm<SupplierPaymentValues>({
    initialValues: { supplier: supplier ?? '', amount: '', paid_on: today, mode: '', cheque_number: '', reference: '', note: '', lines: [] },
    validate: validatePayment,
  });
  const save = useCreateSupplierPayment();
  const suppliers = useSupplierChoices(true);
  const chosen = form.values.supplier;
  const bills = useOpenBills(chosen);
  // The lines follow the amount until one is typed over; "Fill oldest first" makes them follow again.
  const following = useRef(true);
  const firstBill = chosen === supplier ? bill : undefined;

  useEffect(() => {
    if (!bills.data) return;
    following.current = true;
    const lines = linesOf(bills.data);
    const opened = bills.data.find((b) => b.id === firstBill);
    const amount = form.getValues().amount || (opened ? opened.due : '');
    form.setValues({ amount, lines: fillOldestFirst(amount, lines, firstBill) });
    // Only a new set of bills (another supplier, or after a reload) refills the lines.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bills.data]);

  const supplierData = (suppliers.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  // A supplier beyond the picker's first 100 (opened from its page): named by its bills.
  if (chosen && !supplierData.some((s) => s.value === chosen)) supplierData.unshift({ value: chosen, label: bills.data?.[0]?.supplier_name ?? `Supplier #${chosen}` });
  const amountProps = form.getInputProps('amount');
  const serverAllocationFields = Object.keys(firstMessages(save.error)).filter((field) => field.startsWith('allocations'));

  return (
    <FormLayout
      submitLabel="Record payment"
      pending={save.isPending}
      onSubmit={form.onSubmit((values) => {
        const { body, lineOf } = paymentBody(values);
        save.mutate(body, {
          onSuccess: onSaved,
          onError: (error) => {
            for (const [field, message] of Object.entries(errorsOnLines(firstMessages(error), lineOf))) form.setFieldError(field, message);
          },
        });
      })}
      alert={<FormErrorAlert error={save.error} form={form} shownFields={serverAllocationFields} />}
      maw={720}
      gap="sm"
    >
      <Select
        label="Supplier"
        placeholder="Pick one"
        withAsterisk
        searchable
        data={supplierData}
        {...form.getInputProps('supplier')}
        onChange={(value) => {
          form.setValues({ supplier: value ?? '', lines: [] });
        }}
      />
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NumberField
            label="Amount"
            withAsterisk
            leftSection="₹"
            {...amountProps}
            onChange={(value) => {
              amountProps.onChange(value);
              if (following.current) form.setFieldValue('lines', fillOldestFirst(value, form.getValues().lines, firstBill));
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DateField label="Date paid" withAsterisk max={today} {...form.getInputProps('paid_on')} />
        </Grid.Col>
        <PaymentModeFields form={form} />
      </Grid>
      <Textarea label="Note" autosize minRows={2} {...form.getInputProps('note')} />
      <BillAllocationTable
        form={form}
        loading={!!chosen && bills.isLoading}
        onEdit={() => {
          following.current = false;
        }}
        onRefill={() => {
          following.current = true;
          form.setFieldValue('lines', fillOldestFirst(form.getValues().amount, form.getValues().lines, firstBill));
          form.clearFieldError('lines');
        }}
      />
    </FormLayout>
  );
}
