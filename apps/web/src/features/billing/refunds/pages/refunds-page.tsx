import { Button, Group } from '@mantine/core';
import { paymentModeLabel } from '@steelworks/contract/dealer-account';
import { type RefundListItem } from '@steelworks/contract/vouchers';
import { canAccess } from '@steelworks/contract/permissions';
import { Link } from 'react-router';
import { DateText } from '../../../../components/date-text';
import { Money } from '../../../../components/money';
import { PageHeader } from '../../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../../components/paged-table';
import { getRole } from '../../../../lib/session';
import { useRefunds } from '../api/get-refunds';

function refundColumns(staff: boolean): PagedTableColumn<RefundListItem>[] {
  return [
    { key: 'number', header: 'Refund' },
    { key: 'refund_date', header: 'Date', render: (r) => <DateText value={r.refund_date} /> },
    ...(staff ? [{ key: 'dealer_name', header: 'Dealer' }] : []),
    { key: 'amount', header: 'Amount', align: 'right', render: (r) => <Money value={r.amount} /> },
    { key: 'mode', header: 'Mode', render: (r) => [paymentModeLabel(r.mode), r.reference].filter(Boolean).join(' · ') },
    { key: 'reason', header: 'Reason' },
    {
      key: 'action',
      header: 'Action',
      render: (r) => (
        <Group gap={4}>
          <Button component={Link} to={`/billing/refunds/${r.id}/print`} size="compact-sm" variant="light" aria-label={`Print refund ${r.number}`}>
            Print
          </Button>
        </Group>
      ),
    },
  ];
}

/** /billing/refunds — refund vouchers, newest first; staff see every dealer's (refunds are made from the statement), a dealer its own. */
export default function RefundsPage() {
  const staff = canAccess(getRole(), 'billing');
  const query = useRefunds();
  return (
    <>
      <PageHeader title="Refunds" trail={[{ label: 'Accounts' }]} />
      <PagedTable query={query} columns={refundColumns(staff)} label="Refunds" searchPlaceholder={staff ? 'Number, reference or dealer...' : 'Number or reference...'} />
    </>
  );
}
