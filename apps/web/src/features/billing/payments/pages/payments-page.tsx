import { Button, Group, Select, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { canAccess } from '@steelworks/contract/permissions';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { PAYMENT_MODES, PAYMENT_STATUSES, paymentModeLabel, type PaymentListItem, type PaymentMode, type PaymentStatus } from '@steelworks/contract/dealer-account';
import { Link } from 'react-router';
import { DateText } from '../../../../components/date-text';
import { Money } from '../../../../components/money';
import { PageHeader } from '../../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../../components/paged-table';
import { useUrlFilters } from '../../../../components/use-url-state';
import { getRole } from '../../../../lib/session';
import { ListPeriodFields, ListTotals } from '../../../../components/list-period';
import { usePaymentTotals, usePayments, type PaymentFilters } from '../api/get-payments';
import { PaymentStatusBadge } from '../components/payment-status-badge';
import { PostDatedCard } from '../components/post-dated-card';

const MODE_FILTER = [{ value: '', label: 'All modes' }, ...PAYMENT_MODES.map((mode) => ({ value: mode.key, label: mode.label }))];
const STATUS_FILTER = [{ value: '', label: 'Any status' }, ...PAYMENT_STATUSES.map((status) => ({ value: status, label: status }))];

/** "123456 · 05-12-2026 · SBI Aluva" for a cheque, the reference for the rest. */
function chequeOrReference(p: PaymentListItem): string {
  const cheque = p.mode === 'cheque' ? [p.cheque_number, p.cheque_date && formatDisplayDate(p.cheque_date), p.cheque_bank] : [];
  return [...cheque, p.reference].filter(Boolean).join(' · ') || '-';
}

function paymentColumns(staff: boolean): PagedTableColumn<PaymentListItem>[] {
  return [
    { key: 'received_on', header: 'Date', render: (p) => <DateText value={p.received_on} /> },
    { key: 'receipt_number', header: 'Receipt', render: (p) => p.receipt_number ?? '-' },
    ...(staff ? [{ key: 'dealer_name', header: 'Dealer' }] : []),
    { key: 'amount', header: 'Amount', align: 'right', render: (p) => <Money value={p.amount} /> },
    { key: 'mode', header: 'Mode', render: (p) => paymentModeLabel(p.mode) },
    { key: 'reference', header: 'Cheque/Reference', render: chequeOrReference },
    { key: 'allocated', header: 'Allocated', align: 'right', render: (p) => <Money value={p.allocated} /> },
    { key: 'unallocated', header: 'Advance', align: 'right', render: (p) => <Money value={p.unallocated} /> },
    { key: 'status', header: 'Status', render: (p) => <PaymentStatusBadge status={p.status} /> },
    {
      key: 'action',
      header: 'Action',
      render: (p) => (
        <Group gap={4} wrap="nowrap">
          <Button component={Link} to={`/billing/payments/${p.id}`} size="compact-sm" variant="light">
            View
          </Button>
          {p.receipt_number && (
            <Button component={Link} to={`/billing/payments/${p.id}/receipt`} size="compact-sm" variant="subtle" aria-label={`Print receipt ${p.receipt_number}`}>
              Receipt
            </Button>
          )}
        </Group>
      ),
    },
  ];
}

/**
 * /billing/payments — payments received, by mode, status and date range with the totals of what is selected; staff
 * see every dealer's, the card of post-dated cheques, and record new ones; a dealer sees its own.
 */
export default function PaymentsPage() {
  const role = getRole();
  const staff = canAccess(role, 'billing');
  const [filters, setFilters] = useUrlFilters(['mode', 'status', 'from', 'to']);
  const selected: PaymentFilters = { mode: filters.mode as PaymentMode | '', status: filters.status as PaymentStatus | '', from: filters.from, to: filters.to };
  const query = usePayments(selected);
  const totals = usePaymentTotals(selected).data;
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
      <Stack gap="sm">
        {staff && <PostDatedCard onShowAll={() => setFilters({ status: 'Post-dated', from: '', to: '' })} />}
        <ListPeriodFields period={{ from: filters.from, to: filters.to }} onChange={(period) => setFilters(period)} />
        <ListTotals
          count={totals?.count}
          figures={[
            { label: 'Amount', value: totals?.amount },
            { label: 'TDS', value: totals?.tds },
          ]}
        />
        <PagedTable
          query={query}
          columns={paymentColumns(staff)}
          label="Payments"
          searchPlaceholder={staff ? 'Reference, cheque or dealer...' : 'Reference or cheque...'}
          toolbar={
            <Group gap="xs" wrap="wrap">
              <Select aria-label="Mode" data={MODE_FILTER} value={filters.mode} onChange={(value) => setFilters({ mode: value ?? '' })} allowDeselect={false} w={160} />
              <Select
                aria-label="Status"
                data={STATUS_FILTER}
                value={filters.status}
                onChange={(value) => setFilters({ status: value ?? '' })}
                allowDeselect={false}
                w={160}
              />
            </Group>
          }
        />
      </Stack>
    </>
  );
}
