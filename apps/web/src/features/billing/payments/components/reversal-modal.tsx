import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { ACCOUNT_TEXT, paymentReversalInputSchema, type Payment } from '@steelworks/contract/dealer-account';
import { useState } from 'react';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { CONFIRM_TEXT } from '../../../../components/confirm-dialog';
import { ApiError } from '../../../../lib/api-client';
import { toastSuccess } from '../../../../lib/toast';
import { useReversePayment } from '../api/reverse-payment';

/** "Cheque bounced" for a cheque, "Reverse payment" for any other mode. */
export function reversalLabel(payment: Pick<Payment, 'mode'>): string {
  return payment.mode === 'cheque' ? 'Cheque bounced' : 'Reverse payment';
}

/**
 * The reversal of a received payment: a reason (required: why the cheque bounced), then a second step that says what
 * follows (the invoices it paid reopen; nothing is deleted) before the call.
 */
export function ReversalModal({ payment, opened, onClose }: { payment: Payment; opened: boolean; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const reverse = useReversePayment();
  const label = reversalLabel(payment);
  const serverReasonError = reverse.error instanceof ApiError ? reverse.error.fieldErrors.reason?.[0] : undefined;

  const close = () => {
    setConfirming(false);
    reverse.reset();
    onClose();
  };
  const next = () => {
    const checked = paymentReversalInputSchema.safeParse({ reason });
    if (!checked.success) {
      setReasonError(checked.error.issues.find((issue) => issue.path[0] === 'reason')?.message ?? ACCOUNT_TEXT.reversalReason);
      return;
    }
    setConfirming(true);
  };
  const submit = () =>
    reverse.mutate(
      { id: payment.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toastSuccess(`${label}: recorded`);
          close();
        },
        onError: () => setConfirming(false),
      },
    );

  return (
    <Modal opened={opened} onClose={close} title={label} centered>
      <Stack gap="sm">
        <FormErrorAlert error={reverse.error} shownFields={['reason']} />
        {confirming ? (
          <>
            <Text fw={600}>{CONFIRM_TEXT.title}</Text>
            <Text size="sm">
              The payment is marked Reversed and the invoices it paid open again. {CONFIRM_TEXT.message}
            </Text>
          </>
        ) : (
          <Textarea
            label="Reason"
            withAsterisk
            autosize
            minRows={2}
            placeholder={payment.mode === 'cheque' ? 'Insufficient funds' : 'Entered twice'}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(null);
            }}
            error={reasonError ?? serverReasonError}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={reverse.isPending}>
            {CONFIRM_TEXT.cancel}
          </Button>
          {confirming ? (
            <Button color="red" onClick={submit} loading={reverse.isPending}>
              {CONFIRM_TEXT.confirm}
            </Button>
          ) : (
            <Button color="red" onClick={next}>
              {label}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
