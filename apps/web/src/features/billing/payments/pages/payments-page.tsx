import { Button, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { canAccess } from '@steelworks/contract/permissions';
import { PAYMENT_MODES, paymentModeLabel, type PaymentListItem, type PaymentMode } from '@steelworks/contract/dealer-account';
import { Link } from 'react-router';
import { DateText } from '../../../../components/date-text';
import { Money } from '../../../../components/money';
import { PageHeader } from '../../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../../components/paged-table';
import { useUrlFilters } from '../../../../components/use-url-state';
import { getRole } from '../../../../lib/session';
import { usePayments } from '../api/get-payments';
import { PaymentStatusBadge } from '../components/payment-status-badge';

const MODE_FILTER = [{ value: '', label: 'All modes' }, ...PAYMENT_MODES.map((mode) => ({ value: mode.key, label: mode.label }))];

function paymentColumns(staff: boolean): PagedTableColumn<PaymentListItem>[] {
  return [
    { key: 'received_on', header: 'Date', render: (p) => <DateText value={p.received_on} /> },
    ...(staff ? [{ key: 'dealer_name', header: 'Dealer' }] : []),
    { key: 'amount', header: 'Amount', align: 'right', render: (p) => <Money value={p.amount} /> },
    { key: 'mode', header: 'Mode', render: (p) => paymentModeLabel(p.mode) },
    { key: 'reference', header: 'Cheque/Reference', render: (p) => [p.cheque_number, p.reference].filter(Boolean).join(' · ') || '-' },
    { key: 'allocated', header: 'Allocated', align: 'right', render: (p) => <Money value={p.allocated} /> },
    { key: 'unallocated', header: 'Advance', align: 'right', render: (p) => <Money value={p.unallocated} /> },
    { key: 'status', header: 'Status', render: (p) => <PaymentStatusBadge status={p.status} /> },
    {
      key: 'action',
      header: 'Action',
      render: (p) => (
        <Button component={Link} to={`/billing/payments/${p.id}`} size="compact-sm" variant="light">
          View
        </Button>
      ),
    },
  ];
}

/** /billing/payments — payments received; staff see every dealer's and record new ones, a dealer sees its own. */
export default function PaymentsPage() {
  const role = getRole();
  const staff = canAccess(role, 'billing');
  const [filters, setFilters] = useUrlFilters(['mode']);
  const query = usePayments({ mode: filters.mode as PaymentMode | '' });
  return (
    <>
      <PageHeader
        title="Payments"
        trail={[{ label: 'Accounts' }]}
        actions={
          staff && (
            <Button component={Link} to="/billing/payments/new" leftSection={<IconPlus size={16} />}>
              Record payment
            </Button>
          )
        }
      />
      <PagedTable
        query={query}
        columns={paymentColumns(staff)}
        label="Payments"
        searchPlaceholder={staff ? 'Reference, cheque or dealer...' : 'Reference or cheque...'}
        toolbar={
          <Select
            aria-label="Mode"
            data={MODE_FILTER}
            value={filters.mode}
            onChange={(value) => setFilters({ mode: value ?? '' })}
            allowDeselect={false}
            w={160}
          />
        }
      />
    </>
  );
}
