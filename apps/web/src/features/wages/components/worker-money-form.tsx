import { Button, Group, Paper, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { wageAdjustmentInputSchema, wageAdvanceInputSchema, type WageSheetLine } from '@steelworks/contract/wage-sheets';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { toastSuccess } from '../../../lib/toast';
import { useCreateAdjustment, useCreateAdvance } from '../api/wage-sheets';

type Kind = 'advance' | 'adjustment';
type Values = { worker: string; amount: string; text: string };
const EMPTY: Values = { worker: '', amount: '', text: '' };

/** What the server takes: an advance with its note, or an adjustment with its reason. */
const advanceOf = (values: Values) => ({ worker: values.worker, amount: values.amount, note: values.text });
const adjustmentOf = (values: Values) => ({ worker: values.worker, amount: values.amount, reason: values.text });

/**
 * Money for one worker beside the sheet: an advance paid now (recovered by the next sheet approved; a ledger row, once
 * per key), or, on a locked sheet, an adjustment with its reason that lands in the next open period.
 */
export function WorkerMoneyForm({ sheetId, locked, lines }: { sheetId: number; locked: boolean; lines: WageSheetLine[] }) {
  const [kind, setKind] = useState<Kind>('advance');
  const advance = useCreateAdvance();
  const adjust = useCreateAdjustment(sheetId);
  const mutation = kind === 'advance' ? advance : adjust;
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: (values) => {
      const problems = kind === 'advance' ? zod4Resolver(wageAdvanceInputSchema)(advanceOf(values)) : zod4Resolver(wageAdjustmentInputSchema)(adjustmentOf(values));
      // The schema names the note or reason by its own key; the form has one box for both.
      return Object.fromEntries(Object.entries(problems).map(([field, message]) => [field === 'note' || field === 'reason' ? 'text' : field, message]));
    },
  });
  const submit = (values: Values) => {
    const done = () => {
      toastSuccess(kind === 'advance' ? 'Advance recorded' : 'Adjustment recorded for the next period');
      form.reset();
    };
    const failed = (error: unknown) => applyServerErrors(form, error);
    if (kind === 'advance') advance.mutate(advanceOf(values), { onSuccess: done, onError: failed });
    else adjust.mutate(adjustmentOf(values), { onSuccess: done, onError: failed });
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <form noValidate aria-label="Money for a worker" onSubmit={form.onSubmit(submit)}>
        <Stack gap="xs">
          <Title order={5}>Money for a worker</Title>
          <SegmentedControl
            value={kind}
            onChange={(value) => {
              setKind(value as Kind);
              form.clearErrors();
            }}
            data={[
              { value: 'advance', label: 'Advance' },
              { value: 'adjustment', label: 'Adjustment', disabled: !locked },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
          {kind === 'adjustment' && (
            <Text size="sm" c="dimmed">
              A correction of this locked sheet: it is paid or recovered in the next period. Use a minus sign to take back.
            </Text>
          )}
          <FormErrorAlert error={mutation.error} form={form} />
          <Group align="flex-start" gap="xs" wrap="wrap">
            <Select label="Worker" withAsterisk data={lines.map((l) => ({ value: String(l.worker), label: l.worker_name }))} searchable w={220} {...form.getInputProps('worker')} />
            <TextInput label="Amount" withAsterisk inputMode="decimal" w={140} {...form.getInputProps('amount')} />
            <TextInput label={kind === 'advance' ? 'Note' : 'Reason'} withAsterisk={kind === 'adjustment'} w={260} {...form.getInputProps('text')} />
          </Group>
          <Button type="submit" loading={mutation.isPending} style={{ alignSelf: 'flex-start' }}>
            {kind === 'advance' ? 'Record advance' : 'Record adjustment'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
