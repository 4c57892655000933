import { Alert, Button, Group, Modal, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { DEFAULT_TIME_ZONE, todayIn } from '@steelworks/contract/common/dates';
import { formatCents, formatRupees, toCents } from '@steelworks/contract/common/money';
import { toMilli } from '@steelworks/contract/common/quantity';
import {
  DEBIT_NOTE_REASON_LABELS,
  DEBIT_NOTE_REASONS,
  GST_RATES,
  supplierDebitNoteInputSchema,
  type SupplierBillDetail,
  type SupplierDebitNoteInput,
} from '@steelworks/contract/payables';
import { gstOf, lineAmountCents } from '@steelworks/contract/payables-arithmetic';
import { DateField } from '../../../components/date-field';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { ApiError } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/toast';
import { useCreateDebitNote } from '../api/bills-api';
import { gstRows, MoneyRows } from './money-rows';

type Reason = (typeof DEBIT_NOTE_REASONS)[number];
type By = 'lines' | 'amount';
type Values = { reason: Reason; note_date: string; by: By; quantities: Record<number, string>; amount: string; gst_rate: string; note: string };

export const DEBIT_NOTE_TEXT = {
  mixedRates: 'These lines carry different GST rates: make a debit note for each rate.',
  noLines: 'Give the quantity of at least one line.',
  moreThanBilled: (billed: string, unit: string) => `At most ${billed} ${unit}, as billed`,
  quantity: 'Enter a quantity (at most 3 decimals)',
} as const;

const QUANTITY = /^\d{1,11}(\.\d{1,3})?$/;
const plain = (quantity: string) => String(Number(quantity));

/**
 * What the note is worth before GST and at which rate: by lines, each quantity at the bill line's rate (one GST rate
 * for all), or an amount typed. Problems are named on their fields; `note` says which lines and how much went back.
 */
function noteOf(bill: SupplierBillDetail, values: Values): { errors: Record<string, string>; taxable: bigint; gstRate: string; lines: string } {
  if (values.by === 'amount') {
    const valid = /^\d{1,12}(\.\d{1,2})?$/.test(values.amount.trim());
    return { errors: {}, taxable: valid ? toCents(values.amount.trim()) : 0n, gstRate: values.gst_rate, lines: '' };
  }
  const errors: Record<string, string> = {};
  const rates = new Set<string>();
  const parts: string[] = [];
  let taxable = 0n;
  for (const line of bill.lines) {
    const typed = (values.quantities[line.receipt_line] ?? '').trim();
    if (!typed) continue;
    const field = `quantities.${line.receipt_line}`;
    if (!QUANTITY.test(typed) || toMilli(typed) === 0n) errors[field] = DEBIT_NOTE_TEXT.quantity;
    else if (toMilli(typed) > toMilli(line.quantity)) errors[field] = DEBIT_NOTE_TEXT.moreThanBilled(plain(line.quantity), line.unit);
    else {
      taxable += lineAmountCents(toMilli(typed), toCents(line.rate));
      rates.add(line.gst_rate);
      parts.push(`${line.name} ${plain(typed)} ${line.unit}`);
    }
  }
  if (parts.length === 0 && Object.keys(errors).length === 0) errors.lines = DEBIT_NOTE_TEXT.noLines;
  if (rates.size > 1) errors.lines = DEBIT_NOTE_TEXT.mixedRates;
  // The bill keeps "18.00"; the note's input takes the slab as "18".
  return { errors, taxable, gstRate: plain([...rates][0] ?? '18'), lines: parts.join(', ') };
}

/**
 * "Debit Note" on a bill (docs/product/buying.md#debit-notes): goods returned, short supply or a rate difference, by
 * the quantities of the bill's lines or by an amount, taxed like the bill; what it is worth comes off what is still to
 * pay. The POST carries an Idempotency-Key.
 */
export function DebitNoteModal({ bill, opened, onClose }: { bill: SupplierBillDetail; opened: boolean; onClose: () => void }) {
  const create = useCreateDebitNote();
  const fresh = (): Values => ({ reason: 'return', note_date: todayIn(DEFAULT_TIME_ZONE), by: 'lines', quantities: {}, amount: '', gst_rate: plain(bill.lines[0]?.gst_rate ?? '18'), note: '' });
  const [values, setValues] = useState<Values>(fresh);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const interState = toCents(bill.igst) > 0n;
  const worked = noteOf(bill, values);
  const tax = gstOf(worked.taxable, worked.gstRate, interState);
  const serverErrors = create.error instanceof ApiError ? create.error.fieldErrors : {};
  const change = (next: Partial<Values>) => {
    setValues((now) => ({ ...now, ...next }));
    setErrors({});
  };
  const close = () => {
    create.reset();
    setValues(fresh());
    setErrors({});
    onClose();
  };

  const submit = async () => {
    const note = [worked.lines && `${DEBIT_NOTE_REASON_LABELS[values.reason]}: ${worked.lines}`, values.note.trim()].filter(Boolean).join('. ');
    const body = { bill: bill.id, reason: values.reason, note_date: values.note_date, taxable: values.by === 'amount' ? values.amount.trim() : formatCents(worked.taxable), gst_rate: worked.gstRate, note: note || undefined };
    const parsed = supplierDebitNoteInputSchema.safeParse(body);
    const found = { ...worked.errors, ...(parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]))) };
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    try {
      const made = await create.mutateAsync(body as SupplierDebitNoteInput);
      toastSuccess(`Debit note ${made.number} of ${formatRupees(made.total)} on bill ${bill.number}`);
      close();
    } catch {
      // The alert or the fields show create.error.
    }
  };

  const amountError = errors.taxable ?? serverErrors.taxable?.[0];
  return (
    <Modal opened={opened} onClose={close} title={`Debit note on bill ${bill.number}`} size="lg" centered>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Reason"
            withAsterisk
            allowDeselect={false}
            data={DEBIT_NOTE_REASONS.map((key) => ({ value: key, label: DEBIT_NOTE_REASON_LABELS[key] }))}
            value={values.reason}
            onChange={(value) => value && change({ reason: value as Reason, by: value === 'rate_difference' ? 'amount' : values.by })}
          />
          <DateField label="Date" withAsterisk value={values.note_date} error={errors.note_date ?? serverErrors.note_date?.[0]} onChange={(day) => change({ note_date: day })} />
        </SimpleGrid>
        <SegmentedControl
          aria-label="Worked out"
          data={[
            { value: 'lines', label: 'By quantities' },
            { value: 'amount', label: 'By amount' },
          ]}
          value={values.by}
          onChange={(value) => change({ by: value as By })}
        />
        {values.by === 'lines' ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              The quantity that went back or never came, per line; it is valued at the line’s rate.
            </Text>
            {(errors.lines ?? errors.taxable) && <Alert color="red">{errors.lines ?? errors.taxable}</Alert>}
            {bill.lines.map((line) => (
              <TextInput
                key={line.receipt_line}
                label={`${line.name} (${line.unit})`}
                description={`Billed ${plain(line.quantity)} ${line.unit} at ${formatRupees(line.rate)}, GST ${plain(line.gst_rate)}%`}
                inputMode="decimal"
                value={values.quantities[line.receipt_line] ?? ''}
                error={errors[`quantities.${line.receipt_line}`]}
                onChange={(event) => change({ quantities: { ...values.quantities, [line.receipt_line]: event.currentTarget.value } })}
              />
            ))}
          </Stack>
        ) : (
          <SimpleGrid cols={2}>
            <TextInput label="Value before GST" withAsterisk inputMode="decimal" value={values.amount} error={amountError} onChange={(event) => change({ amount: event.currentTarget.value })} />
            <Select label="GST %" allowDeselect={false} data={[...GST_RATES]} value={values.gst_rate} onChange={(value) => value && change({ gst_rate: value })} />
          </SimpleGrid>
        )}
        <Textarea label="Note" autosize minRows={2} value={values.note} error={errors.note ?? serverErrors.note?.[0]} onChange={(event) => change({ note: event.currentTarget.value })} />
        <MoneyRows
          label="Debit note totals"
          rows={[
            { label: 'Value before GST', value: worked.taxable },
            ...gstRows(tax, interState),
            { label: 'Comes off the bill', value: worked.taxable + tax.cgst + tax.sgst + tax.igst, strong: true },
            { label: 'Still to pay on the bill now', value: bill.due },
          ]}
        />
        <FormErrorAlert error={create.error} shownFields={values.by === 'amount' ? ['taxable', 'note', 'note_date'] : ['note', 'note_date']} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={create.isPending}>
            Close
          </Button>
          <Button loading={create.isPending} onClick={() => void submit()}>
            Make Debit Note
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
