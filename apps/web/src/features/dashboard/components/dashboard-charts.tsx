import '@mantine/charts/styles.css';
import { BarChart, type BarChartSeries } from '@mantine/charts';
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

/**
 * The bars of a chart card: a skeleton while `rows` load, `emptyText` when every series is nought, else one bar group a
 * row, which `onBar` opens by its index.
 */
function ClickableBars({
  rows,
  series,
  height,
  emptyText,
  withRightYAxis,
  onBar,
}: {
  rows: Array<{ label: string } & Record<string, string | number>> | undefined;
  series: BarChartSeries[];
  height: number;
  emptyText: string;
  withRightYAxis?: boolean;
  onBar: (index: number) => void;
}) {
  if (!rows) return <Skeleton h={height} />;
  if (rows.every((row) => series.every((s) => row[s.name] === 0))) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <BarChart
      h={height}
      data={rows}
      dataKey="label"
      withLegend
      withRightYAxis={withRightYAxis}
      series={series}
      barProps={{ cursor: 'pointer', onClick: (_bar: unknown, index: number) => onBar(index) }}
    />
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
  const rows = graph.data?.wage.map((wage, k) => ({
    label: mode === 'month' ? String(k + 1) : MONTH_NAMES[k]!,
    Wage: wage,
    Cols: graph.data!.cols[k] ?? 0,
  }));
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
      <ClickableBars
        rows={rows}
        series={[
          { name: 'Wage', color: 'teal.6' },
          { name: 'Cols', color: 'blue.6', yAxisId: 'right' },
        ]}
        height={height}
        emptyText={DASHBOARD_TEXT.noMonthlyAnalytics}
        withRightYAxis
        onBar={open}
      />
    </ChartCard>
  );
}

/** Revenue and profit of delivered orders by month of delivery; a bar opens that month's delivered orders. */
export function RevenueChart({ height = 220 }: { height?: number }) {
  const [year, setYear] = useState(todayIn(DEFAULT_TIME_ZONE).slice(0, 4));
  const graph = useRevenueGraph(year);
  const navigate = useNavigate();
  const rows = graph.data?.total_revenue.map((revenue, k) => ({ label: MONTH_NAMES[k]!, Revenue: revenue, Profit: graph.data!.total_profit[k] ?? 0 }));
  return (
    <ChartCard title="Revenue and Profit" pickers={<YearPicker label="Revenue year" value={year} onChange={setYear} />}>
      <ClickableBars
        rows={rows}
        series={[
          { name: 'Revenue', color: 'indigo.6' },
          { name: 'Profit', color: 'green.6' },
        ]}
        height={height}
        emptyText={DASHBOARD_TEXT.noAnnualRevenue}
        onBar={(index) => navigate(`/orders/?value=Delivered&delivered=${year}-${pad(index + 1)}`)}
      />
    </ChartCard>
  );
}
