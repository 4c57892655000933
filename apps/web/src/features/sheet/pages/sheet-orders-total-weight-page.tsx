import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_TIME_ZONE, formatDisplayDate, todayIn } from '@steelworks/contract/common/dates';
import { SHEET_MESSAGES, SHEET_ORDER_TYPE_LABELS, type SheetOrderType } from '@steelworks/contract/sheet';
import { useState } from 'react';
import { DateField } from '../../../components/date-field';
import { PageHeader } from '../../../components/page-header';
import { getRole } from '../../../lib/session';
import { useSheetOrdersTotalWeight, type WeightReportParams } from '../api/get-sheet-orders-total-weight';
import { formatKg, pieces } from '../components/sheet-choices';

const TYPE_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'addition', label: 'Addition' },
  { value: 'deduction', label: 'Deduction' },
];
/** A sheet user's orders are all deductions: it is offered no Addition (docs/product/roles-and-permissions.md#per-role-rules). */
const SHEET_USER_TYPE_OPTIONS = TYPE_OPTIONS.filter((o) => o.value !== 'addition');

/** "+35.35 kg" / "-35.35 kg": the change of stock. */
function signedKg(value: string): string {
  return `${value.startsWith('-') ? '-' : '+'}${formatKg(value.replace(/^-/, ''))}`;
}

/** The first day of the month of a YYYY-MM-DD date. */
const monthStart = (date: string) => `${date.slice(0, 8)}01`;

/** /sheets/sheetorders/total-weight: the weight moved in a date range, by order type. */
export default function SheetOrdersTotalWeightPage() {
  const today = todayIn(DEFAULT_TIME_ZONE);
  const [draft, setDraft] = useState({ from: monthStart(today), to: today, type: 'all' });
  const [params, setParams] = useState<WeightReportParams>({ from: draft.from, to: draft.to });
  const [rangeError, setRangeError] = useState<string | null>(null);
  const report = useSheetOrdersTotalWeight(params);

  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setRangeError(SHEET_MESSAGES.rangeOrder);
      return;
    }
    setRangeError(null);
    setParams({ from: draft.from, to: draft.to, orderType: draft.type === 'all' ? undefined : (draft.type as SheetOrderType) });
  };

  const data = report.data;
  return (
    <>
      <PageHeader
        title="Total Weight"
        trail={[{ label: 'Sheet Orders', to: '/sheets/sheetorders' }]}
      />
      <Stack gap="md" maw={900}>
        <Paper withBorder p="md" radius="md" component="form" onSubmit={apply} aria-label="Weight report">
          <Group align="flex-end" wrap="wrap">
            <DateField label="From" value={draft.from} onChange={(from) => setDraft({ ...draft, from })} w={150} />
            <DateField label="To" value={draft.to} onChange={(to) => setDraft({ ...draft, to })} error={rangeError} w={150} />
            <Select
              label="Order type"
              data={getRole() === 'sheet_user' ? SHEET_USER_TYPE_OPTIONS : TYPE_OPTIONS}
              value={draft.type}
              onChange={(v) => setDraft({ ...draft, type: v ?? 'all' })}
              allowDeselect={false}
              w={160}
            />
            <Button type="submit" loading={report.isFetching}>
              Show
            </Button>
          </Group>
        </Paper>
        {data && (
          <Stack gap="sm" aria-label="Weight report result">
            <Text size="sm" c="dimmed">
              {data.from ? formatDisplayDate(data.from) : 'The beginning'} to {data.to ? formatDisplayDate(data.to) : 'today'}
              {data.order_type ? `, ${SHEET_ORDER_TYPE_LABELS[data.order_type]} orders` : ', all orders'}
            </Text>
            {data.order_count === 0 ? (
              <Paper withBorder p="lg" radius="md">
                <Text ta="center" c="dimmed">
                  No Data
                </Text>
              </Paper>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: data.by_type.length + (data.by_type.length > 1 ? 1 : 0) }}>
                {data.by_type.map((row) => (
                  <Paper key={row.order_type} withBorder p="md" radius="md" data-testid={`weight-${row.order_type}`}>
                    <Text size="sm" c="dimmed">
                      {SHEET_ORDER_TYPE_LABELS[row.order_type]}
                    </Text>
                    <Title order={3}>{formatKg(row.total_weight)}</Title>
                    <Text size="sm">
                      {pieces(row.total_quantity)} in {row.order_count} order{row.order_count === 1 ? '' : 's'}
                    </Text>
                  </Paper>
                ))}
                {/* Additions and deductions move stock opposite ways: their sum means nothing, their difference is the
                    change of stock over the range. */}
                {data.by_type.length > 1 && (
                  <Paper withBorder p="md" radius="md" data-testid="weight-net">
                    <Text size="sm" c="dimmed">
                      Net change of stock
                    </Text>
                    <Title order={3}>{signedKg(data.net_weight)}</Title>
                    <Text size="sm">
                      {data.net_quantity > 0 ? '+' : ''}
                      {pieces(data.net_quantity)} from {data.order_count} orders
                    </Text>
                  </Paper>
                )}
              </SimpleGrid>
            )}
          </Stack>
        )}
      </Stack>
    </>
  );
}
