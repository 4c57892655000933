import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, Group, NativeSelect, Skeleton, Text } from '@mantine/core';
import { DEFAULT_TIME_ZONE, todayIn } from '@steelworks/contract/common/dates';
import { DASHBOARD_TEXT } from '@steelworks/contract/dashboard';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useRevenueGraph } from '../api/get-revenue-graph';
import { useWageGraph } from '../api/get-wage-graph';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** This year and the nine before it: the years a picker offers. */
function recentYears(): string[] {
  const year = Number(todayIn(DEFAULT_TIME_ZONE).slice(0, 4));
  return Array.from({ length: 10 }, (_, k) => String(year - k));
}

function ChartCard({ title, pickers, children }: { title: string; pickers: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm" gap="xs">
        <Text fw={600}>{title}</Text>
        <Group gap="xs" wrap="nowrap">
          {pickers}
        </Group>
      </Group>
      {children}
    </Card>
  );
}

function YearPicker({ value, onChange, label }: { value: string; onChange: (year: string) => void; label: string }) {
  return <NativeSelect aria-label={label} size="xs" data={recentYears()} value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
}

/**
 * Wages and columns of daily work: per day of a month, or per month of a year; a bar opens that day's or month's daily
 * work. `height`: of the chart (lower on the floor display).
 */
export function WageChart({ mode, height = 220 }: { mode: 'month' | 'year'; height?: number }) {
  const today = todayIn(DEFAULT_TIME_ZONE);
  const [year, setYear] = useState(today.slice(0, 4));
  const [month, setMonth] = useState(today.slice(5, 7));
  const period = mode === 'month' ? `${year}-${month}` : year;
  const graph = useWageGraph(period);
  const navigate = useNavigate();
  const data = (graph.data?.wage ?? []).map((wage, k) => ({
    label: mode === 'month' ? String(k + 1) : MONTH_NAMES[k]!,
    Wage: wage,
    Cols: graph.data!.cols[k] ?? 0,
  }));
  const empty = !!graph.data && data.every((row) => row.Wage === 0 && row.Cols === 0);
  const open = (index: number) =>
    navigate(mode === 'month' ? `/supervisor/dailywork?date=${period}-${pad(index + 1)}` : `/supervisor/dailywork?month=${year}-${pad(index + 1)}`);

  return (
    <ChartCard
      title={mode === 'month' ? 'Monthly Analytics' : 'Yearly Analytics'}
      pickers={
        <>
          {mode === 'month' && (
            <NativeSelect
              aria-label="Month"
              size="xs"
              data={MONTH_NAMES.map((name, k) => ({ value: pad(k + 1), label: name }))}
              value={month}
              onChange={(e) => setMonth(e.currentTarget.value)}
            />
          )}
          <YearPicker label={mode === 'month' ? 'Year of the month' : 'Year'} value={year} onChange={setYear} />
        </>
      }
    >
      {!graph.data ? (
        <Skeleton h={height} />
      ) : empty ? (
        <Text c="dimmed">{DASHBOARD_TEXT.noMonthlyAnalytics}</Text>
      ) : (
        <BarChart
          h={height}
          data={data}
          dataKey="label"
          withLegend
          withRightYAxis
          series={[
            { name: 'Wage', color: 'teal.6' },
            { name: 'Cols', color: 'blue.6', yAxisId: 'right' },
          ]}
          barProps={{ cursor: 'pointer', onClick: (_bar: unknown, index: number) => open(index) }}
        />
      )}
    </ChartCard>
  );
}

/** Revenue and profit of delivered orders by month of delivery; a bar opens that month's delivered orders. */
export function RevenueChart({ height = 220 }: { height?: number }) {
  const [year, setYear] = useState(todayIn(DEFAULT_TIME_ZONE).slice(0, 4));
  const graph = useRevenueGraph(year);
  const navigate = useNavigate();
  const data = (graph.data?.total_revenue ?? []).map((revenue, k) => ({ label: MONTH_NAMES[k]!, Revenue: revenue, Profit: graph.data!.total_profit[k] ?? 0 }));
  const empty = !!graph.data && data.every((row) => row.Revenue === 0 && row.Profit === 0);
  return (
    <ChartCard title="Revenue and Profit" pickers={<YearPicker label="Revenue year" value={year} onChange={setYear} />}>
      {!graph.data ? (
        <Skeleton h={height} />
      ) : empty ? (
        <Text c="dimmed">{DASHBOARD_TEXT.noAnnualRevenue}</Text>
      ) : (
        <BarChart
          h={height}
          data={data}
          dataKey="label"
          withLegend
          series={[
            { name: 'Revenue', color: 'indigo.6' },
            { name: 'Profit', color: 'green.6' },
          ]}
          barProps={{ cursor: 'pointer', onClick: (_bar: unknown, index: number) => navigate(`/orders/?value=Delivered&delivered=${year}-${pad(index + 1)}`) }}
        />
      )}
    </ChartCard>
  );
}
