import { Stack } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ListPeriodFields, ListTotals, tabKeepingPeriod, type ListPeriod } from './list-period';
import { PageHeader, type PageHeaderProps } from './page-header';
import { PagedTable, type PagedTableProps } from './paged-table';
import { TabBar } from './tab-bar';
import { useUrlFilters } from './use-url-state';

type Tab = { value: string; label: string };

/**
 * A dated list with tabs (invoices by status, notes by kind): the tab in `?<param>=` (the dates stay when it changes,
 * the first tab when the value is unknown), the tab's list below it, mounted anew for each tab.
 */
export function PeriodTabsPage<T extends Tab>({
  title,
  trail,
  param,
  tabs,
  children,
}: Pick<PageHeaderProps, 'title' | 'trail'> & { param: string; tabs: readonly T[]; children: (tab: T) => ReactNode }) {
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((row) => row.value === (params.get(param) ?? '').toLowerCase()) ?? tabs[0]!;
  return (
    <>
      <PageHeader title={title} trail={trail} />
      <TabBar value={tab.value} onChange={(value) => setParams((current) => tabKeepingPeriod(current, param, value))} tabs={tabs} />
      <Fragment key={tab.value}>{children(tab)}</Fragment>
    </>
  );
}

/** The dates of a dated list, kept in `?from&to`: `period` for its queries; both, spread, for `PeriodTable`. */
export function useListPeriod() {
  const [period, setFilters] = useUrlFilters(['from', 'to']);
  return { period, onPeriodChange: (next: ListPeriod) => setFilters(next) };
}

/** The first figures of a tax document list's totals: taxable value, tax and total. */
export function taxFigures(totals: { taxable: string; tax: string; total: string } | undefined) {
  return [
    { label: 'Taxable', value: totals?.taxable },
    { label: 'Tax', value: totals?.tax },
    { label: 'Total', value: totals?.total },
  ];
}

/** A dated list: its From and To, the totals of what they select, then the paged table. */
export function PeriodTable<T>({
  period,
  onPeriodChange,
  count,
  figures,
  ...table
}: PagedTableProps<T> & {
  period: ListPeriod;
  onPeriodChange: (period: ListPeriod) => void;
  count: number | undefined;
  figures: { label: string; value: string | undefined }[];
}) {
  return (
    <Stack gap="sm">
      <ListPeriodFields period={period} onChange={onPeriodChange} />
      <ListTotals count={count} figures={figures} />
      <PagedTable {...table} />
    </Stack>
  );
}
