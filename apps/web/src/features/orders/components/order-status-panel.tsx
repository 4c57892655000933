import { Button, Group, Paper, Select, Stack, Title } from '@mantine/core';
import { DEFAULT_TIME_ZONE, todayIn } from '@steelworks/contract/common/dates';
import { ORDER_MOVES, ORDER_TEXT, type Order, type OrderStatus } from '@steelworks/contract/order';
import { useState } from 'react';
import { DateField } from '../../../components/date-field';
import { toastSuccess } from '../../../lib/toast';
import { usePatchOrder } from '../api/patch-order';
import { OrderErrorAlert } from './shortages-alert';

/**
 * Status update panel: exactly the moves a person may make from the current status (the spec's plus Cancel for
 * Approved; Started comes from the first Provide, DECISIONS.md section 11). A refused Ship names the unfinished items.
 */
export function OrderStatusPanel({ order }: { order: Order }) {
  const moves = ORDER_MOVES[order.status];
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [startDate, setStartDate] = useState('');
  const patch = usePatchOrder(order.id);
  const today = todayIn(DEFAULT_TIME_ZONE);
  if (moves.length === 0) return null;
  const submit = async () => {
    if (!status) return;
    try {
      // mutateAsync: the toast shows even when the new status unmounts this panel (Delivered offers no move).
      await patch.mutateAsync({ status, ...(status === 'Approved' && startDate ? { start_date: startDate } : {}) });
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
        <OrderErrorAlert error={patch.error} />
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
