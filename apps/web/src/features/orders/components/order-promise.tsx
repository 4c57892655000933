import { Loader, Paper, Text } from '@mantine/core';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { PROMISE_TEXT } from '@steelworks/contract/order';
import { failureMessage } from '../../../lib/toast';
import { useOrderPromise, type PromiseItem } from '../api/get-promise';

/**
 * "Earliest delivery: DD-MM-YYYY" for the items so far and what limits it: the supervisors' free columns, or the
 * materials the free stock lacks (then the lead time is added). Recomputed as items change.
 */
export function OrderPromise({ items, startDate }: { items: readonly PromiseItem[]; startDate: string }) {
  const promise = useOrderPromise(items, startDate);
  if (items.length === 0) return null;
  const answer = promise.data;
  return (
    // A status line, not an alert: it changes quietly as items change.
    <Paper withBorder p="sm" radius="sm" bg={answer?.limited_by === 'materials' ? 'yellow.0' : 'blue.0'} role="status" aria-label="Earliest delivery">
      {promise.error && !answer ? (
        <Text size="sm">
          {PROMISE_TEXT.earliest} not known ({failureMessage(promise.error)})
        </Text>
      ) : !answer ? (
        <Loader size="xs" />
      ) : (
        <>
          <Text size="sm" fw={700}>
            {PROMISE_TEXT.earliest} {formatDisplayDate(answer.earliest_finish)}
            {promise.isFetching && <Loader size={10} ml={8} />}
          </Text>
          <Text size="sm">
            {answer.limited_by === 'capacity'
              ? `${PROMISE_TEXT.byCapacity} (work from ${formatDisplayDate(answer.earliest_start)})`
              : `${PROMISE_TEXT.byMaterials} ${answer.shortages.map((s) => `${s.name} (${s.needed} needed, ${s.available} free)`).join(', ')}; ${answer.lead_days} days to get them, work from ${formatDisplayDate(answer.earliest_start)}`}
          </Text>
        </>
      )}
    </Paper>
  );
}
