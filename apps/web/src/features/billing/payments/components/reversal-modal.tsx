import { Modal, Stack } from '@mantine/core';
import { formatRupees } from '@steelworks/contract/common/money';
import { paymentReversalInputSchema, type Payment } from '@steelworks/contract/dealer-account';
import { useState } from 'react';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { NumberField } from '../../../../components/number-field';
import { ConfirmStepText, ReasonField, TwoStepButtons } from '../../../../components/reason-confirm-modal';
import { ApiError } from '../../../../lib/api-client';
import { toastSuccess } from '../../../../lib/toast';
import { useReversePayment } from '../api/reverse-payment';

/** "Cheque bounced" for a cheque, "Cancel cheque" for a post-dated one never counted, "Reverse payment" for any other mode. */
export function reversalLabel(payment: Pick<Payment, 'mode' | 'receipt_number'>): string {
  if (payment.mode !== 'cheque') return 'Reverse payment';
  // A post-dated cheque has no receipt until its date: given back or stopped before then, it did not bounce.
  return payment.receipt_number ? 'Cheque bounced' : 'Cancel cheque';
}

/**
 * The reversal of a received payment: a reason (required: why the cheque bounced) and, for a bounced cheque, the
 * bank's charges (the dealer gets a debit note for them), then a second step that says what follows (the invoices it
 * paid reopen; nothing is deleted) before the call.
 */
export function ReversalModal({ payment, opened, onClose }: { payment: Payment; opened: boolean; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [charges, setCharges] = useState('');
  const [chargesError, setChargesError] = useState<string | null>(null);
  const bounced = payment.mode === 'cheque' && payment.status === 'Received';
  const [confirming, setConfirming] = useState(false);
  const reverse = useReversePayment();
  const label = reversalLabel(payment);
  const serverErrors = reverse.error instanceof ApiError ? reverse.error.fieldErrors : {};

  const close = () => {
    setConfirming(false);
    reverse.reset();
    onClose();
  };
  const next = () => {
    const checked = paymentReversalInputSchema.safeParse({ reason, bank_charges: charges });
    if (!checked.success) {
      const messageOf = (field: string) => checked.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
      setReasonError(messageOf('reason'));
      setChargesError(messageOf('bank_charges'));
      return;
    }
    setConfirming(true);
  };
  const withCharges = bounced && charges.trim() !== '' && Number(charges) > 0;
  const submit = () =>
    reverse.mutate(
      { id: payment.id, reason: reason.trim(), ...(withCharges ? { bank_charges: charges.trim() } : {}) },
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
        <FormErrorAlert error={reverse.error} shownFields={['reason', 'bank_charges']} />
        {confirming ? (
          <ConfirmStepText>
            The payment is marked Reversed and the invoices it paid open again.
            {withCharges && ` The dealer gets a debit note of ${formatRupees(charges)} for the bank's charges.`}
          </ConfirmStepText>
        ) : (
          <>
            <ReasonField
              placeholder={payment.mode === 'cheque' ? 'Insufficient funds' : 'Entered twice'}
              value={reason}
              onChange={(value) => {
                setReason(value);
                setReasonError(null);
              }}
              error={reasonError ?? serverErrors.reason?.[0]}
            />
            {bounced && (
              <NumberField
                label="Bank charges"
                description="What the bank charged for the bounce: the dealer gets a debit note for it (no GST)"
                leftSection="₹"
                value={charges}
                onChange={(value) => {
                  setCharges(value);
                  setChargesError(null);
                }}
                error={chargesError ?? serverErrors.bank_charges?.[0]}
              />
            )}
          </>
        )}
        <TwoStepButtons label={label} confirming={confirming} pending={reverse.isPending} onCancel={close} onNext={next} onConfirm={submit} />
      </Stack>
    </Modal>
  );
}
