import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { toCents } from '@steelworks/contract/common/money';
import { creditNoteInputSchema, type Invoice } from '@steelworks/contract/invoice';
import { useState } from 'react';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { ApiError } from '../../../../lib/api-client';
import { toastSuccess } from '../../../../lib/toast';
import { useCreateCreditNote } from '../api/create-credit-note';
import { formatInvoiceAmount } from './invoice-format';

/**
 * "Cancel with credit note": the whole invoice is reversed by a credit note of its own series (no partial notes), so
 * the modal asks only why. What was paid on the invoice becomes an advance for the dealer's other invoices.
 */
export function CreditNoteModal({ invoice, opened, onClose }: { invoice: Invoice; opened: boolean; onClose: () => void }) {
  const create = useCreateCreditNote(invoice.id);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const serverReasonError = create.error instanceof ApiError ? create.error.fieldErrors.reason?.[0] : undefined;

  const close = () => {
    create.reset();
    setReason('');
    setReasonError(null);
    onClose();
  };
  const submit = async () => {
    const parsed = creditNoteInputSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    try {
      const note = await create.mutateAsync(parsed.data.reason);
      toastSuccess(`Credit note ${note.number} made; invoice ${invoice.number} is cancelled.`);
      close();
    } catch {
      // The alert or the reason field shows create.error.
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={`Cancel invoice ${invoice.number}`} centered>
      <Stack>
        <Text size="sm">
          A credit note of {formatInvoiceAmount(invoice.total)} will reverse the whole invoice in the dealer&apos;s ledger. An invoice is
          never edited or deleted.
        </Text>
        {toCents(invoice.amount_paid) > 0n && (
          <Alert color="yellow" variant="light">
            {formatInvoiceAmount(invoice.amount_paid)} paid on it becomes an advance for the dealer&apos;s other open invoices.
          </Alert>
        )}
        <FormErrorAlert error={create.error} shownFields={['reason']} />
        <Textarea
          label="Reason"
          withAsterisk
          autosize
          minRows={2}
          value={reason}
          error={reasonError ?? serverReasonError}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setReasonError(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={create.isPending}>
            Close
          </Button>
          <Button color="red" loading={create.isPending} onClick={() => void submit()}>
            Cancel with credit note
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
