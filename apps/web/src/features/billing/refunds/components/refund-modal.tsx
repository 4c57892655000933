import { Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DEFAULT_TIME_ZONE, todayIn } from '@steelworks/contract/common/dates';
import { formatRupees } from '@steelworks/contract/common/money';
import { PAYMENT_MODES } from '@steelworks/contract/dealer-account';
import { refundInputSchema } from '@steelworks/contract/vouchers';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CONFIRM_TEXT } from '../../../../components/confirm-dialog';
import { DateField } from '../../../../components/date-field';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { NumberField } from '../../../../components/number-field';
import { ApiError } from '../../../../lib/api-client';
import { toastSuccess } from '../../../../lib/toast';
import { useCreateRefund } from '../api/create-refund';

const MODE_OPTIONS = PAYMENT_MODES.map((mode) => ({ value: mode.key, label: mode.label }));
const FIELDS = ['amount', 'refund_date', 'mode', 'reference', 'reason'] as const;
type Field = (typeof FIELDS)[number];

/**
 * "Refund" on a dealer's statement: part of its unallocated advance paid back (rule 51). The contract's schema checks
 * the form, a second step says what follows (a refund voucher and a ledger row; nothing is deleted), then the call;
 * the server's refusals (more than the advance) land under their fields. Opens the voucher to print when done.
 */
export function RefundModal({ dealerId, dealerName, opened, onClose }: { dealerId: number; dealerName: string; opened: boolean; onClose: () => void }) {
  const today = todayIn(DEFAULT_TIME_ZONE);
  const empty = { amount: '', refund_date: today, mode: 'bank_transfer', reference: '', reason: '' };
  const [values, setValues] = useState<Record<Field, string>>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const create = useCreateRefund();
  const navigate = useNavigate();
  const serverErrors = create.error instanceof ApiError ? create.error.fieldErrors : {};
  const errorOf = (field: Field) => errors[field] ?? serverErrors[field]?.[0];

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    create.reset();
  };
  const close = () => {
    setConfirming(false);
    setValues(empty);
    setErrors({});
    create.reset();
    onClose();
  };
  const next = () => {
    const checked = refundInputSchema.safeParse({ dealer_id: dealerId, ...values });
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        if (FIELDS.includes(field) && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setConfirming(true);
  };
  const submit = () =>
    create.mutate(
      { dealer_id: dealerId, ...values, reason: values.reason.trim(), reference: values.reference.trim() },
      {
        onSuccess: (refund) => {
          toastSuccess(`Refund ${refund.number} recorded`);
          close();
          navigate(`/billing/refunds/${refund.id}/print`);
        },
        onError: () => setConfirming(false),
      },
    );

  return (
    <Modal opened={opened} onClose={close} title={`Refund to ${dealerName}`} centered>
      <Stack gap="sm">
        <FormErrorAlert error={create.error} shownFields={FIELDS} />
        {confirming ? (
          <>
            <Text fw={600}>{CONFIRM_TEXT.title}</Text>
            <Text size="sm">
              {formatRupees(values.amount)} of the dealer's advance is paid back: a refund voucher is made and the ledger gets a debit row. {CONFIRM_TEXT.message}
            </Text>
          </>
        ) : (
          <>
            <NumberField label="Amount" withAsterisk leftSection="₹" value={values.amount} onChange={(v) => set('amount')(String(v ?? ''))} error={errorOf('amount')} />
            <DateField label="Refund date" withAsterisk max={today} value={values.refund_date} onChange={(v) => set('refund_date')(v ?? '')} error={errorOf('refund_date')} />
            <Select label="Mode" withAsterisk data={MODE_OPTIONS} value={values.mode} onChange={(v) => set('mode')(v ?? '')} allowDeselect={false} error={errorOf('mode')} />
            <TextInput label="Reference" placeholder="UTR, cheque number..." value={values.reference} onChange={(e) => set('reference')(e.currentTarget.value)} error={errorOf('reference')} />
            <Textarea label="Reason" withAsterisk autosize minRows={2} value={values.reason} onChange={(e) => set('reason')(e.currentTarget.value)} error={errorOf('reason')} />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={create.isPending}>
            {CONFIRM_TEXT.cancel}
          </Button>
          {confirming ? (
            <Button onClick={submit} loading={create.isPending}>
              {CONFIRM_TEXT.confirm}
            </Button>
          ) : (
            <Button onClick={next}>Refund</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
