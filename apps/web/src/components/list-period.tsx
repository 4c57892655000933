import { Button, Group, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { addDaysTo, DEFAULT_TIME_ZONE, todayIn } from '@steelworks/contract/common/dates';
import { Money } from './money';

export type ListPeriod = { from: string; to: string };

/** The URL of another tab of a dated list: the dates stay; the page and the search of the tab before go. */
export function tabKeepingPeriod(current: URLSearchParams, param: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams();
  for (const name of ['from', 'to']) if (current.get(name)) next.set(name, current.get(name)!);
  if (value && value !== 'all') next.set(param, value);
  return next;
}

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

/** The first and last day of the month of `day`, or of the month before. */
function monthOf(day: string, before: boolean): ListPeriod {
  const first = firstOfMonth(day);
  if (!before) return { from: first, to: addDaysTo(firstOfMonth(addDaysTo(first, 31)), -1) };
  return { from: firstOfMonth(addDaysTo(first, -1)), to: addDaysTo(first, -1) };
}

/**
 * The date range of an office list (invoices, payments): From and To, and the two ranges asked most ("what did this
 * dealer buy last month"). The list, its totals and its CSV follow the range.
 */
export function ListPeriodFields({ period, onChange }: { period: ListPeriod; onChange: (next: ListPeriod) => void }) {
  const today = todayIn(DEFAULT_TIME_ZONE);
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput label="From" type="date" value={period.from} max={period.to || undefined} onChange={(e) => onChange({ ...period, from: e.currentTarget.value })} w={150} />
      <TextInput label="To" type="date" value={period.to} min={period.from || undefined} onChange={(e) => onChange({ ...period, to: e.currentTarget.value })} w={150} />
      <Button variant="light" size="sm" onClick={() => onChange(monthOf(today, false))}>
        This month
      </Button>
      <Button variant="light" size="sm" onClick={() => onChange(monthOf(today, true))}>
        Last month
      </Button>
      {(period.from || period.to) && (
        <Button variant="subtle" size="sm" onClick={() => onChange({ from: '', to: '' })}>
          Any date
        </Button>
      )}
    </Group>
  );
}

/** The totals of what a list's filters select (all its pages), as one row of figures; on a phone two to a line. */
export function ListTotals({ count, figures }: { count: number | undefined; figures: { label: string; value: string | undefined }[] }) {
  if (count === undefined) return null;
  return (
    <Paper withBorder radius="md" p="sm" aria-label="Totals" role="group">
      <SimpleGrid cols={{ base: 2, sm: figures.length + 1 }} spacing="xs">
        <div>
          <Text size="xs" c="dimmed">
            Count
          </Text>
          <Text fw={600}>{count}</Text>
        </div>
        {figures.map((figure) => (
          <div key={figure.label}>
            <Text size="xs" c="dimmed">
              {figure.label}
            </Text>
            <Text fw={600}>
              <Money value={figure.value} />
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
