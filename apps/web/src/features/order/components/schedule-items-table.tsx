import { SUPPLY_STATUS_COLORS, WORK_STATUS_COLORS, type ScheduleItem } from '@steelworks/contract/schedule';
import { DateText } from '../../../components/date-text';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { useScheduleItems } from '../api/get-schedule-items';
import { productLabel } from '@steelworks/contract/product';
import { statusColumn } from './status-column';

export interface ScheduleItemsTableProps {
  /** A supervisor's id (staff looking at /supervisors/:id); a supervisor account always gets its own. */
  supervisor?: number;
  /** URL query name of the page (e.g. "schedulepage" on the supervisor page). */
  pageParam?: string;
  /** Show the supply and work status columns (the Work Schedule page). */
  detailed?: boolean;
  /** YYYY-MM-DD: only items with work in the seven days from it (a week of the capacity outlook). */
  week?: string;
}

/**
 * Reusable schedule panel for the people feature: Id, Date, Product, Quantity (docs/product/screens-and-texts.md#routes, ?schedules), plus
 * Supervisor, End, Store and Work status when `detailed` (/supervisor/schedules).
 */
export function ScheduleItemsTable({ supervisor, pageParam = 'page', detailed = false, week }: ScheduleItemsTableProps) {
  const query = useScheduleItems({ supervisor, week }, { pageParam, searchParam: pageParam === 'page' ? 'search' : `${pageParam}_search` });
  const columns: PagedTableColumn<ScheduleItem>[] = [
    { key: 'auto_id', header: 'Id' },
    { key: 'start_date', header: 'Date', render: (s) => <DateText value={s.start_date} /> },
    { key: 'product', header: 'Product', render: (s) => productLabel(s.product, s.product_serial) },
    { key: 'quantity', header: 'Quantity' },
    ...(detailed
      ? ([
          { key: 'supervisor', header: 'Supervisor' },
          { key: 'end_date', header: 'Until', render: (s) => <DateText value={s.end_date} /> },
          statusColumn('status', 'Store', (s) => s.status, SUPPLY_STATUS_COLORS),
          statusColumn('work_status', 'Work Status', (s) => s.work_status, WORK_STATUS_COLORS),
        ] satisfies PagedTableColumn<ScheduleItem>[])
      : []),
  ];
  return <PagedTable query={query} columns={columns} searchPlaceholder="Search.. Id, Product or Supervisor" label="Schedules" />;
}
