import { Button, Group, Paper, Select, Stack, Title } from '@mantine/core';
import { DEFAULT_TIME_ZONE, todayIn } from '@steelworks/contract/common/dates';
import { ORDER_MOVES, ORDER_TEXT, type Order, type OrderStatus } from '@steelworks/contract/order';
import { useState } from 'react';
import { DateField } from '../../../components/date-field';
import { toastSuccess } from '../../../lib/toast';
import { usePatchOrder, type OrderPatch } from '../api/patch-order';
import { CreditOverrideDialog, creditRefusalOf } from './credit-override-dialog';
import { OrderErrorAlert } from './shortages-alert';

/**
 * Status update panel: exactly the moves a person may make from the current status (the spec's plus Cancel for
 * Approved; Started comes from the first Provide, docs/product/guards.md#order-flow-guards). A refused Ship names the unfinished items.
 */
export function OrderStatusPanel({ order }: { order: Order }) {
  const moves = ORDER_MOVES[order.status];
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [startDate, setStartDate] = useState('');
  const patch = usePatchOrder(order.id);
  const today = todayIn(DEFAULT_TIME_ZONE);
  // A refused approval over the dealer's credit opens its dialog (figures, an admin's override) instead of the alert.
  const refusal = creditRefusalOf(patch.error);
  if (moves.length === 0) return null;
  const submit = async (extra: Pick<OrderPatch, 'credit_override_reason'> = {}) => {
    if (!status) return;
    try {
      // mutateAsync: the toast shows even when the new status unmounts this panel (Delivered offers no move).
      await patch.mutateAsync({ status, ...(status === 'Approved' && startDate ? { start_date: startDate } : {}), ...extra });
      toastSuccess(ORDER_TEXT.statusUpdated);
      setStatus(null);
      setStartDate('');
    } catch {
      // The red alert shows patch.error.
    }
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={5}>Update Status</Title>
        <OrderErrorAlert error={refusal ? null : patch.error} />
        <CreditOverrideDialog
          refusal={refusal}
          pending={patch.isPending}
          onClose={() => patch.reset()}
          onApprove={(reason) => void submit({ credit_override_reason: reason })}
        />
        <Group align="flex-end" wrap="wrap">
          <Select
            label="Status"
            placeholder="Choose a status"
            data={moves.map((m) => ({ value: m, label: m }))}
            value={status}
            onChange={(value) => setStatus(value as OrderStatus | null)}
            w={200}
          />
          {status === 'Approved' && (
            <DateField label="Start date" min={today} value={startDate} onChange={setStartDate} w={180} />
          )}
          <Button onClick={() => void submit()} disabled={!status} loading={patch.isPending}>
            Update Status
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
