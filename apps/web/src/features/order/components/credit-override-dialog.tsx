import { Button, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { creditRefusalSchema, type CreditRefusal } from '@steelworks/contract/credit-control';
import { useState, type ReactNode } from 'react';
import { Money } from '../../../components/money';
import { ApiError } from '../../../lib/api-client';

/** A refused approval's credit figures: the 400 body carries `credit` and `can_override` besides its message. */
export interface CreditRefusalAnswer {
  message: string;
  credit: CreditRefusal;
  canOverride: boolean;
}

/** The credit refusal in a failed PATCH, or undefined for any other failure (which the panel's alert shows). */
export function creditRefusalOf(error: unknown): CreditRefusalAnswer | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const body = error.body as { credit?: unknown; can_override?: unknown } | null;
  const credit = creditRefusalSchema.safeParse(body?.credit);
  if (!credit.success) return undefined;
  return { message: error.message, credit: credit.data, canOverride: body?.can_override === true };
}

/**
 * The credit check at approval (issue 31 point 6): the dealer's limit, what it owes and this order's bill, or the
 * overdue invoice, with the server's message. An admin may approve anyway with a reason the audit log keeps; anyone
 * else can only close (the server's message says only an admin can).
 */
export function CreditOverrideDialog({
  refusal,
  pending,
  onClose,
  onApprove,
}: {
  refusal: CreditRefusalAnswer | undefined;
  pending: boolean;
  onClose: () => void;
  onApprove: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setReasonError(null);
    onClose();
  };
  const approve = () => {
    if (!reason.trim()) {
      setReasonError('Give the reason for approving past the credit check.');
      return;
    }
    onApprove(reason.trim());
  };
  const credit = refusal?.credit;
  return (
    <Modal opened={!!refusal} onClose={close} title="Credit check" centered>
      {refusal && credit && (
        <Stack>
          <Text size="sm" c="red" fw={600} role="alert">
            {refusal.message}
          </Text>
          <Table fz="sm" withTableBorder aria-label="Credit figures">
            <Table.Tbody>
              <Figure label="Credit limit" value={credit.credit_limit === null ? 'No limit' : <Money value={credit.credit_limit} />} />
              <Figure label="Outstanding" value={<Money value={credit.outstanding} />} />
              <Figure label="This order" value={<Money value={credit.this_order} />} />
              {credit.overdue_invoice && <Figure label="Overdue invoice" value={credit.overdue_invoice} />}
            </Table.Tbody>
          </Table>
          {refusal.canOverride && (
            <Textarea
              label="Reason"
              description="An admin may approve past the credit check; the audit log keeps the reason."
              withAsterisk
              autosize
              minRows={2}
              value={reason}
              error={reasonError}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setReasonError(null);
              }}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={pending}>
              Close
            </Button>
            {refusal.canOverride && (
              <Button color="orange" loading={pending} onClick={approve}>
                Approve anyway
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td>{label}</Table.Td>
      <Table.Td ta="right" fw={600}>
        {value}
      </Table.Td>
    </Table.Tr>
  );
}
