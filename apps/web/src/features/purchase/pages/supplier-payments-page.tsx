import { Button, Group, Select, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { paymentModeLabel } from '@steelworks/contract/dealer-account';
import { SUPPLIER_PAYMENT_STATUSES } from '@steelworks/contract/payables';
import type { SupplierPaymentListItem } from '@steelworks/contract/supplier-payment';
import { Link } from 'react-router';
import { DateText } from '../../../components/date-text';
import { ListPeriodFields } from '../../../components/list-period';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { useUrlFilters } from '../../../components/use-url-state';
import { useSupplierChoices } from '../api/purchase-api';
import { useSupplierPayments } from '../api/supplier-payments-api';
import { SupplierPaymentStatus } from '../components/supplier-payment-status';

const STATUS_FILTER = [{ value: '', label: 'All statuses' }, ...SUPPLIER_PAYMENT_STATUSES.map((status) => ({ value: status, label: status }))];

const COLUMNS: PagedTableColumn<SupplierPaymentListItem>[] = [
  { key: 'supplier_name', header: 'Supplier', card: 'title' },
  { key: 'paid_on', header: 'Date', render: (p) => <DateText value={p.paid_on} /> },
  { key: 'amount', header: 'Amount', align: 'right', render: (p) => <Money value={p.amount} /> },
  { key: 'mode', header: 'Mode', render: (p) => paymentModeLabel(p.mode) },
  { key: 'reference', header: 'Cheque/Reference', render: (p) => [p.cheque_number, p.reference].filter(Boolean).join(' · ') || '-' },
  { key: 'allocated', header: 'On bills', align: 'right', render: (p) => <Money value={p.allocated} /> },
  { key: 'status', header: 'Status', render: (p) => <SupplierPaymentStatus status={p.status} /> },
  {
    key: 'action',
    header: 'Action',
    render: (p) => (
      <Button component={Link} to={`/purchase/payments/${p.id}`} size="compact-sm" variant="light" aria-label={`View payment ${p.id}`}>
        View
      </Button>
    ),
  },
];

/** /purchase/payments: what was paid to suppliers, newest first, by supplier, status and dates, with CSV (issue 45 point 5). */
export default function SupplierPaymentsPage() {
  const [filters, setFilters] = useUrlFilters(['supplier', 'status', 'from', 'to']);
  const query = useSupplierPayments(filters);
  const suppliers = useSupplierChoices(true);
  const supplierFilter = [{ value: '', label: 'All suppliers' }, ...(suppliers.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.name }))];
  return (
    <>
      <PageHeader
        title="Supplier Payments"
        trail={[{ label: 'Buying' }]}
        actions={
          <Button component={Link} to={filters.supplier ? `/purchase/payments/new?supplier=${filters.supplier}` : '/purchase/payments/new'} leftSection={<IconPlus size={16} />}>
            Pay a supplier
          </Button>
        }
      />
      <Stack gap="sm">
        <ListPeriodFields period={{ from: filters.from, to: filters.to }} onChange={(period) => setFilters(period)} />
        <PagedTable
          query={query}
          columns={COLUMNS}
          label="Supplier payments"
          searchPlaceholder="Reference, cheque or supplier..."
          toolbar={
            <Group gap="xs" wrap="wrap">
              <Select aria-label="Supplier" searchable data={supplierFilter} value={filters.supplier} onChange={(value) => setFilters({ supplier: value ?? '' })} allowDeselect={false} w={220} />
              <Select aria-label="Status" data={STATUS_FILTER} value={filters.status} onChange={(value) => setFilters({ status: value ?? '' })} allowDeselect={false} w={150} />
            </Group>
          }
        />
      </Stack>
    </>
  );
}
