import { Anchor, Button, Select } from '@mantine/core';
import { Link } from 'react-router';
import { BILL_STATUSES, PAYABLES_TEXT, type SupplierBill } from '@steelworks/contract/payables';
import { DateText } from '../../../components/date-text';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { useUrlFilters } from '../../../components/use-url-state';
import { useBills } from '../api/bills-api';
import { useSupplierChoices } from '../api/purchase-api';
import { BillStatus } from '../components/bill-status';

const columns: PagedTableColumn<SupplierBill>[] = [
  { key: 'number', header: 'Bill', render: (b) => <Anchor component={Link} to={`/purchase/bills/${b.id}`}>{b.number}</Anchor> },
  { key: 'status', header: 'Status', render: (b) => <BillStatus status={b.status} /> },
  { key: 'supplier_name', header: 'Supplier' },
  { key: 'bill_date', header: 'Date', render: (b) => <DateText value={b.bill_date} /> },
  { key: 'due_date', header: 'Due', render: (b) => <DateText value={b.due_date} /> },
  { key: 'total', header: 'Total', align: 'right', render: (b) => <Money value={b.total} /> },
  { key: 'due', header: 'Still to pay', align: 'right', render: (b) => <Money value={b.due} /> },
];

/** /purchase/bills: the suppliers' bills, newest first, by number or supplier, one supplier's or by status (issue 45 point 4). */
export default function BillsPage() {
  const [filters, setFilters] = useUrlFilters(['supplier', 'status']);
  const suppliers = useSupplierChoices(true);
  const query = useBills({ supplier: filters.supplier || undefined, status: filters.status || undefined });
  const supplierData = (suppliers.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <>
      <PageHeader
        title={PAYABLES_TEXT.bills}
        trail={[{ label: 'Buying' }]}
        actions={
          <Button component={Link} to={filters.supplier ? `/purchase/bills/new?supplier=${filters.supplier}` : '/purchase/bills/new'}>
            Enter Bill
          </Button>
        }
      />
      <PagedTable
        query={query}
        columns={columns}
        label={PAYABLES_TEXT.bills}
        searchPlaceholder="Bill number or supplier..."
        emptyText="No supplier bills yet"
        toolbar={
          <>
            <Select aria-label="Supplier" size="sm" w={220} clearable searchable placeholder="All suppliers" data={supplierData} value={filters.supplier || null} onChange={(value) => setFilters({ supplier: value ?? '' })} />
            <Select aria-label="Status" size="sm" w={150} clearable placeholder="All statuses" data={[...BILL_STATUSES]} value={filters.status || null} onChange={(value) => setFilters({ status: value ?? '' })} />
          </>
        }
      />
    </>
  );
}
