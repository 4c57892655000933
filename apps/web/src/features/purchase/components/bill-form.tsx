import { Alert, Checkbox, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { memo, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatRupees, toCents } from '@steelworks/contract/common/money';
import { toMilli } from '@steelworks/contract/common/quantity';
import { GST_RATES, supplierBillInputSchema, type Billable, type SupplierBillDetail, type SupplierBillInput } from '@steelworks/contract/payables';
import { billFigures, tds194QCents, withinTolerance } from '@steelworks/contract/payables-arithmetic';
import { DateField } from '../../../components/date-field';
import { DateText } from '../../../components/date-text';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { FormLayout } from '../../../components/form/form-layout';
import { ApiError } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/toast';
import { useCreateBill } from '../api/bills-api';
import { gstRows, MoneyRows } from './money-rows';

type Offered = Billable['lines'][number];
type LineValues = { receipt_line: number; picked: boolean; quantity: string; rate: string; gst_rate: string };
export type BillValues = { number: string; bill_date: string; due_date: string; mismatch_reason: string; lines: LineValues[] };

export const BILL_FORM_TEXT = {
  reasonNeeded: 'Give the reason to accept the mismatch',
  nothingToBill: 'Nothing received from this supplier is waiting for a bill.',
  allBilled: (what: 'receipt' | 'order') => `Everything received on this ${what} is on a bill already; other lines of the supplier are below.`,
} as const;

const GST_CHOICES = [...GST_RATES];
const QUANTITY = /^\d{1,11}(\.\d{1,3})?$/;
const RATE = /^\d{1,12}(\.\d{1,2})?$/;
const figuresOf = (line: LineValues) => QUANTITY.test(line.quantity.trim()) && RATE.test(line.rate.trim());
/** "478.400" -> "478.4": a quantity as a person reads and types it. */
const plain = (quantity: string) => String(Number(quantity));

/** The lines offered, ticked when they are of the receipt or the order the form was opened from. */
export function initialBillValues(billable: Billable, billDate: string, from: { receipt?: number; order?: number }): BillValues {
  return {
    number: '',
    bill_date: billDate,
    due_date: '',
    mismatch_reason: '',
    lines: billable.lines.map((line) => ({
      receipt_line: line.receipt_line,
      picked: line.receipt === from.receipt || (from.order !== undefined && line.purchase_order === from.order),
      quantity: plain(line.quantity),
      rate: line.rate ?? '',
      gst_rate: '18',
    })),
  };
}

/** What the line as typed differs in from what was received and ordered, beyond the tolerances; '' when it matches. */
function mismatchOf(offered: Offered, line: LineValues, billable: Billable): string {
  if (!figuresOf(line)) return '';
  const problems: string[] = [];
  if (!withinTolerance(toMilli(line.quantity), toMilli(offered.quantity), billable.quantity_tolerance_percent)) {
    problems.push(`billed ${plain(line.quantity)} ${offered.unit}, received ${plain(offered.quantity)} ${offered.unit}`);
  }
  if (offered.rate !== null && !withinTolerance(toCents(line.rate), toCents(offered.rate), billable.rate_tolerance_percent)) {
    problems.push(`rate ${formatRupees(line.rate)}, ordered ${formatRupees(offered.rate)}`);
  }
  return problems.join('; ');
}

/** The ticked lines as the API takes them, and where each sits in the form (a refusal of `lines.1` is the form's line 7). */
function payloadOf(supplier: number, values: BillValues) {
  const picked = values.lines.flatMap((line, index) => (line.picked ? [index] : []));
  const body = {
    supplier,
    number: values.number.trim(),
    bill_date: values.bill_date,
    due_date: values.due_date || undefined,
    mismatch_reason: values.mismatch_reason.trim() || undefined,
    lines: picked.map((index) => {
      const line = values.lines[index]!;
      return { receipt_line: line.receipt_line, quantity: line.quantity.trim(), rate: line.rate.trim(), gst_rate: line.gst_rate };
    }),
  };
  const formPath = (path: string) => {
    const match = /^lines\.(\d+)\.(.+)$/.exec(path);
    const index = match ? picked[Number(match[1])] : undefined;
    return match && index !== undefined ? `lines.${index}.${match[2]}` : path;
  };
  return { body, formPath };
}

/** The bill as the server will work it out: taxable value, GST, total, TDS under s.194Q and what goes to the supplier. */
function BillPreview({ billable, lines }: { billable: Billable; lines: LineValues[] }) {
  const counted = lines.filter((line) => line.picked && figuresOf(line));
  const interState = billable.inter_state ?? false;
  const figures = billFigures(counted, interState);
  const tds = billable.tds_194q ? tds194QCents(toCents(billable.billed_in_year), figures.taxable) : 0n;
  return (
    <Paper withBorder p="sm">
      <Title order={5}>The bill as it will be saved</Title>
      <Text size="sm" c="dimmed">
        {interState ? 'Supplier in another state: IGST.' : 'Supplier in the company’s state: CGST and SGST.'}
      </Text>
      <MoneyRows
        label="Bill totals"
        rows={[
          { label: 'Taxable value', value: figures.taxable },
          ...gstRows(figures, interState),
          { label: 'Total', value: figures.total, strong: true },
          ...(billable.tds_194q ? [{ label: 'TDS under s.194Q', value: tds }, { label: 'To pay the supplier', value: figures.total - tds, strong: true }] : []),
        ]}
      />
    </Paper>
  );
}

type LineField = Exclude<keyof LineValues, 'receipt_line'>;
type LineChange = (index: number, field: LineField, value: string | boolean) => void;
/** A line's values and errors one by one: the form clones all its values on each change, so objects never compare equal. */
type LineProps = Omit<LineValues, 'receipt_line'> & { receiptLineError?: string; quantityError?: string; rateError?: string; gstRateError?: string };

/**
 * One received line: ticked to bill it, then its quantity, rate and GST rate, with a warning when they do not match.
 * Memoised on its own values, so typing in one line (of up to 200) re-renders that line only.
 */
const LineCard = memo(function LineCard(props: { offered: Offered; index: number; mismatch: string; onChange: LineChange } & LineProps) {
  const { offered, index, mismatch, onChange } = props;
  return (
    <Paper withBorder p="sm" aria-label={`${offered.name} (${offered.receipt_number})`}>
      <Checkbox
        label={offered.name}
        description={
          <>
            {offered.receipt_number} of <DateText value={offered.received_on} />
            {offered.purchase_order_number ? `, order ${offered.purchase_order_number}` : ', without purchase order'}. Received {plain(offered.quantity)} {offered.unit}
            {offered.rate !== null && ` at ${formatRupees(offered.rate)}`} = {formatRupees(offered.value)}
          </>
        }
        checked={props.picked}
        error={props.receiptLineError}
        onChange={(event) => onChange(index, 'picked', event.currentTarget.checked)}
      />
      {props.picked && (
        <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs">
          <TextInput label={`Quantity (${offered.unit})`} inputMode="decimal" value={props.quantity} error={props.quantityError} onChange={(event) => onChange(index, 'quantity', event.currentTarget.value)} />
          <TextInput label="Rate" inputMode="decimal" value={props.rate} error={props.rateError} onChange={(event) => onChange(index, 'rate', event.currentTarget.value)} />
          <Select label="GST %" allowDeselect={false} data={GST_CHOICES} value={props.gst_rate} error={props.gstRateError} onChange={(value) => value && onChange(index, 'gst_rate', value)} />
        </SimpleGrid>
      )}
      {mismatch && (
        <Text size="sm" c="orange.8" mt={4}>
          Does not match: {mismatch}
        </Text>
      )}
    </Paper>
  );
});

/**
 * The supplier's bill against what it delivered (docs/product/buying.md#supplier-bills): the received lines not yet
 * billed, the totals the server will compute, and a mismatch beyond the tolerances named on its line and accepted only
 * with a reason. Refusals show on their fields; the POST carries an Idempotency-Key.
 */
export function BillForm({ billable, initial, onBillDate }: { billable: Billable; initial: BillValues; onBillDate: (day: string) => void }) {
  const navigate = useNavigate();
  const create = useCreateBill();
  const [serverMismatch, setServerMismatch] = useState(false);
  const [placed, setPlaced] = useState<string[]>([]);
  const form = useForm<BillValues>({ initialValues: initial, onValuesChange: (values, previous) => values.bill_date !== previous.bill_date && onBillDate(values.bill_date) });
  const mismatches = billable.lines.map((offered, i) => (form.values.lines[i]!.picked ? mismatchOf(offered, form.values.lines[i]!, billable) : ''));
  const anyMismatch = mismatches.some(Boolean);
  // The same function on every render, so the memoised lines stay as they are while another one changes.
  const latest = useRef(form);
  latest.current = form;
  const changeLine = useCallback<LineChange>((index, field, value) => {
    latest.current.setFieldValue(`lines.${index}.${field}`, value);
    latest.current.clearFieldError(`lines.${index}.${field === 'picked' ? 'receipt_line' : field}`);
  }, []);

  const submit = form.onSubmit((values) => {
    const { body, formPath } = payloadOf(billable.supplier, values);
    const parsed = supplierBillInputSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) form.setFieldError(formPath(issue.path.join('.')), issue.message);
      return;
    }
    create.mutate(body as unknown as SupplierBillInput, {
      onSuccess: (bill: SupplierBillDetail) => {
        toastSuccess(`Bill ${bill.number} of ${bill.supplier_name} entered`);
        void navigate(`/purchase/bills/${bill.id}`);
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const fields = Object.entries(error.fieldErrors).filter(([field]) => field !== 'mismatches' && field !== 'supplier');
        for (const [field, messages] of fields) form.setFieldError(formPath(field), messages[0]!);
        setPlaced(fields.map(([field]) => field));
        if (error.code === 'conflict' && 'mismatches' in error.fieldErrors) {
          setServerMismatch(true);
          if (!values.mismatch_reason.trim()) form.setFieldError('mismatch_reason', BILL_FORM_TEXT.reasonNeeded);
        }
      },
    });
  });

  return (
    <FormLayout submitLabel="Save Bill" pending={create.isPending} onSubmit={submit} alert={<FormErrorAlert error={create.error} shownFields={placed} />} maw={820}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Bill number" withAsterisk description="As printed on the supplier’s bill" {...form.getInputProps('number')} />
        <DateField label="Bill date" withAsterisk {...form.getInputProps('bill_date')} />
        <DateField label="Due date" clearable description={`Left empty: ${billable.payment_terms_days} days after the bill date`} {...form.getInputProps('due_date')} />
      </SimpleGrid>
      <Title order={5}>Received lines to bill</Title>
      {typeof form.errors.lines === 'string' && <Alert color="red">{form.errors.lines}</Alert>}
      {billable.lines.length === 0 && <Alert>{BILL_FORM_TEXT.nothingToBill}</Alert>}
      <Stack gap="xs">
        {billable.lines.map((offered, i) => (
          <LineCard
            key={offered.receipt_line}
            offered={offered}
            index={i}
            picked={form.values.lines[i]!.picked}
            quantity={form.values.lines[i]!.quantity}
            rate={form.values.lines[i]!.rate}
            gst_rate={form.values.lines[i]!.gst_rate}
            mismatch={mismatches[i]!}
            receiptLineError={form.errors[`lines.${i}.receipt_line`] as string | undefined}
            quantityError={form.errors[`lines.${i}.quantity`] as string | undefined}
            rateError={form.errors[`lines.${i}.rate`] as string | undefined}
            gstRateError={form.errors[`lines.${i}.gst_rate`] as string | undefined}
            onChange={changeLine}
          />
        ))}
      </Stack>
      {(anyMismatch || serverMismatch) && (
        <Stack gap="xs">
          <Alert color="orange" title="The bill does not match what was received or ordered">
            Quantities may differ by {billable.quantity_tolerance_percent}% and rates by {billable.rate_tolerance_percent}%. Check the lines marked above; to save
            the bill as it is, give the reason (it is kept on the bill and in the audit log).
          </Alert>
          <Textarea label="Reason to accept the mismatch" autosize minRows={2} {...form.getInputProps('mismatch_reason')} />
        </Stack>
      )}
      <BillPreview billable={billable} lines={form.values.lines} />
    </FormLayout>
  );
}
