import { Loader, Paper, Stack, Text } from '@mantine/core';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { formatRupees, toCents } from '@steelworks/contract/common/money';
import { ORDER_AMOUNT_TEXT, ORDER_TEXT, PROMISE_TEXT, type OrderAmount, type OrderPromise } from '@steelworks/contract/order';
import type { Shortage } from '@steelworks/contract/store';
import type { ReactNode } from 'react';
import { failureMessage } from '../../../lib/toast';
import { useOrderCheck, type OrderCheckRequest } from '../api/check-order';
import { ShortageList } from './shortages-alert';

/**
 * Under the order's items, what Create Order would answer now (POST /order/check/, create's own checks): the raw
 * materials the store cannot cover, with the figures create refuses with, or else the earliest delivery and what
 * limits it; and the order total with GST. Asked again as the order changes.
 */
export function OrderCheckPanel({ request }: { request: OrderCheckRequest }) {
  const check = useOrderCheck(request);
  if (request.items.length === 0) return null;
  const answer = check.data;
  if (check.error && !answer) {
    return (
      <Paper withBorder p="sm" radius="sm" bg="blue.0" role="status" aria-label="Earliest delivery">
        <Text size="sm">
          {PROMISE_TEXT.earliest} not known ({failureMessage(check.error)})
        </Text>
      </Paper>
    );
  }
  if (!answer) return <Loader size="xs" aria-label="Checking the order" />;
  const busy = check.isFetching && <Loader size={10} ml={8} />;
  return (
    <Stack gap="xs">
      {answer.shortages.length > 0 ? <StockRefusal shortages={answer.shortages} busy={busy} /> : answer.promise && <PromiseLine promise={answer.promise} busy={busy} />}
      <OrderTotal amount={answer.amount} />
    </Stack>
  );
}

/** Create would refuse: "No Stocks Available" and each short material, as the refusal will list them. */
function StockRefusal({ shortages, busy }: { shortages: Shortage[]; busy: ReactNode }) {
  return (
    // A status, not an alert: it follows the items quietly; the refusal itself is an alert if Create is pressed.
    <Paper withBorder p="sm" radius="sm" bg="red.0" role="status" aria-label="Stock check">
      <Text size="sm" fw={700} c="red.8">
        {ORDER_TEXT.noStocks}
        {busy}
      </Text>
      <Text size="sm" mb={4}>
        {PROMISE_TEXT.willBeRefused}:
      </Text>
      <ShortageList shortages={shortages} />
    </Paper>
  );
}

/** "Earliest delivery: DD-MM-YYYY" and what limits it: the supervisors' free columns, or the stock left after approved orders. */
function PromiseLine({ promise, busy }: { promise: OrderPromise; busy: ReactNode }) {
  const limits =
    promise.limited_by === 'capacity'
      ? `${PROMISE_TEXT.byCapacity} (work from ${formatDisplayDate(promise.earliest_start)})`
      : `${PROMISE_TEXT.byMaterials} ${promise.shortages.map((s) => `${s.name} (${s.needed} needed, ${s.available} ${PROMISE_TEXT.leftAfterApproved})`).join(', ')}; ${promise.lead_days} days to get them, work from ${formatDisplayDate(promise.earliest_start)}`;
  return (
    <Paper withBorder p="sm" radius="sm" bg={promise.limited_by === 'materials' ? 'yellow.0' : 'blue.0'} role="status" aria-label="Earliest delivery">
      <Text size="sm" fw={700}>
        {PROMISE_TEXT.earliest} {formatDisplayDate(promise.earliest_finish)}
        {busy}
      </Text>
      <Text size="sm">{limits}</Text>
    </Paper>
  );
}

/** A rate as the settings keep it ("18.00") shown as "18%". */
const percent = (rate: string) => `${Number(rate)}%`;

/** The order total with GST as the invoice would make it, clearly an estimate. */
function OrderTotal({ amount }: { amount: OrderAmount | null }) {
  return (
    <Paper withBorder p="sm" radius="sm" bg="gray.0" role="status" aria-label="Order total">
      {amount ? (
        <>
          <Text size="sm">
            {ORDER_AMOUNT_TEXT.title}:{' '}
            <Text span size="sm" fw={700}>
              {formatRupees(amount.total)}
            </Text>
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {formatRupees(amount.taxable_value)}
            {amount.tax_split === 'inter'
              ? ` + IGST ${formatRupees(amount.igst)}`
              : ` + CGST ${formatRupees(amount.cgst)} + SGST ${formatRupees(amount.sgst)}`}{' '}
            (GST {amount.gst_rates.map(percent).join(', ')})
            {toCents(amount.round_off) !== 0n && `, round off ${formatRupees(amount.round_off)}`}
          </Text>
          <Text size="xs" c="dimmed">
            {ORDER_AMOUNT_TEXT.note}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {ORDER_AMOUNT_TEXT.noDealer}
        </Text>
      )}
    </Paper>
  );
}
