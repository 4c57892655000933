import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { RECEIPT_TEXT, type GoodsReceipt } from '@steelworks/contract/goods-receipt';
import { canAccess } from '@steelworks/contract/permissions';
import { DateText } from '../../../components/date-text';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { getRole } from '../../../lib/session';
import { useReceipts } from '../api/purchase-api';

const columns: PagedTableColumn<GoodsReceipt>[] = [
  { key: 'number', header: 'Receipt' },
  { key: 'received_on', header: 'Date', render: (r) => <DateText value={r.received_on} /> },
  { key: 'supplier_name', header: 'Supplier' },
  { key: 'purchase_order_number', header: 'Purchase Order', render: (r) => r.purchase_order_number ?? RECEIPT_TEXT.withoutOrder },
  { key: 'vehicle_number', header: 'Vehicle' },
  { key: 'value', header: 'Value', align: 'right', render: (r) => (r.value === undefined ? '' : <Money value={r.value} />) },
];

/** For those who enter supplier bills: the bill of a receipt's goods, its lines ticked (lines billed already are not offered). */
const billColumn: PagedTableColumn<GoodsReceipt> = {
  key: 'bill',
  header: 'Action',
  card: 'action',
  render: (r) => (
    <Anchor component={Link} to={`/purchase/bills/new?supplier=${r.supplier}&receipt=${r.id}`}>
      Enter Bill
    </Anchor>
  ),
};

/** /purchase/receipts: the goods received, newest first; values and Enter Bill only for the roles that see prices. */
export default function ReceiptsPage() {
  const query = useReceipts();
  const shown = canAccess(getRole(), 'payables') ? [...columns, billColumn] : columns;
  return (
    <>
      <PageHeader title={RECEIPT_TEXT.title} trail={[{ label: 'Buying' }]} />
      <PagedTable query={query} columns={shown} label={RECEIPT_TEXT.title} searchPlaceholder="Number or supplier..." emptyText={RECEIPT_TEXT.noReceipts} />
    </>
  );
}
