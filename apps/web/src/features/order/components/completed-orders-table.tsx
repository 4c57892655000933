import { QC_STATUS_COLORS, type FinishedProduct } from '@steelworks/contract/schedule';
import { DateText } from '../../../components/date-text';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { useFinishedProducts } from '../api/get-finished-products';
import { productLabel } from '@steelworks/contract/product';
import { statusColumn } from './status-column';

/**
 * Completed Orders of a supervisor (docs/product/screens-and-texts.md#routes): schedule item id, Product, Note, Date, QC, QC Status.
 * For the people feature's /supervisors/:id page.
 */
export function CompletedOrdersTable({ supervisor, pageParam = 'qcpage' }: { supervisor?: number; pageParam?: string }) {
  const query = useFinishedProducts(supervisor, { pageParam, searchParam: `${pageParam}_search` });
  const columns: PagedTableColumn<FinishedProduct>[] = [
    { key: 'supervisor_schedule_item_auto_id', header: 'Id' },
    { key: 'product_name', header: 'Product', render: (f) => productLabel(f.product_name, f.product_serial) },
    { key: 'note', header: 'Note' },
    { key: 'date_added', header: 'Date', render: (f) => <DateText value={f.date_added} /> },
    { key: 'qc_username', header: 'QC' },
    statusColumn('qc_status', 'QC Status', (f) => f.qc_status, QC_STATUS_COLORS),
  ];
  return <PagedTable query={query} columns={columns} searchable={false} emptyText="No Finished Product yet!" label="Completed Orders" />;
}
