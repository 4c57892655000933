import { Group, TextInput } from '@mantine/core';
import { addDaysTo, todayIn } from '@steelworks/contract/common/dates';
import { useUrlFilters } from '../../../components/use-url-state';
import { BUSINESS_TIME_ZONE } from '../../../lib/format';

/** The period of a wages screen, kept in the URL: this month so far unless it names one. */
export function usePeriod() {
  const today = todayIn(BUSINESS_TIME_ZONE);
  const [range, setRange] = useUrlFilters(['from', 'to']);
  const from = range.from || `${today.slice(0, 8)}01`;
  const to = range.to || addDaysTo(`${addDaysTo(`${today.slice(0, 8)}28`, 7).slice(0, 8)}01`, -1);
  return { from, to, setRange };
}

export function PeriodFields({ period }: { period: ReturnType<typeof usePeriod> }) {
  const { from, to, setRange } = period;
  return (
    <Group mb="md" wrap="wrap">
      <TextInput type="date" label="From" value={from} onChange={(e) => setRange({ from: e.currentTarget.value, to })} />
      <TextInput type="date" label="To" value={to} onChange={(e) => setRange({ from, to: e.currentTarget.value })} />
    </Group>
  );
}
