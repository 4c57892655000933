import { Button, Card, Divider, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import type { DealerOrderRow } from '@steelworks/contract/dealer';
import { canAccess } from '@steelworks/contract/permissions';
import { ROLE_LABELS } from '@steelworks/contract/roles';
import { Link, useParams } from 'react-router';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { StatusBadge } from '../../../components/status-badge';
import { getRole } from '../../../lib/session';
import { useBlockDealer } from '../api/block-dealer';
import { useDealer, useDealerOrders } from '../api/get-dealer';
import { BlockAccountButton } from '../components/block-account-button';
import { DetailField } from '../../../components/detail-field';
import { stateName } from '@steelworks/contract/billing';
import { formatRupees } from '@steelworks/contract/common/money';
import { HistoryPanel } from '../../audit/public';

const orderColumns: PagedTableColumn<DealerOrderRow>[] = [
  { key: 'auto_id', header: 'Order Id' },
  { key: 'total_amount', header: 'Total Amount', render: (o) => <Money value={o.total_amount} /> },
  { key: 'status', header: 'Status', render: (o) => <StatusBadge status={o.status} /> },
  {
    key: 'action',
    header: 'Action',
    render: (o) => (
      <Button component={Link} to={`/orders/${o.id}`} size="compact-sm" variant="light">
        View
      </Button>
    ),
  },
];

/** /dealers/{id}: the account, location, profit and order counts, with its paged orders. A dealer sees only itself. */
export default function DealerDetailPage() {
  const { id = '' } = useParams();
  const dealer = useDealer(id);
  const orders = useDealerOrders(id);
  const block = useBlockDealer();
  const isDealer = getRole() === 'dealer';
  const d = dealer.data;

  return (
    <>
      <PageHeader
        title={d?.full_name ?? 'Dealer'}
        breadcrumbs={isDealer ? [{ label: 'Dashboard', to: '/dashboard' }, { label: 'My Profile' }] : [{ label: 'Dealers', to: '/dealers' }, { label: d?.full_name ?? 'Dealer' }]}
        actions={
          !isDealer &&
          d && (
            <>
              {canAccess(getRole(), 'billing') && <Button component={Link} to={`/billing/statement/${d.id}`} variant="light">Statement</Button>}
              <Button component={Link} to={`/dealer/update/${d.id}`} variant="light" leftSection={<IconEdit size={16} />}>
                Update Profile
              </Button>
              <BlockAccountButton label="Remove Profile" onBlock={() => block.mutateAsync(d.id)} to="/dealers" />
            </>
          )
        }
      />
      <Stack gap="md">
        <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          {d ? (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              <DetailField label="Username" value={d.username} />
              <DetailField label="Role" value={d.type === 'Customer' ? 'Customer' : ROLE_LABELS[d.role]} />
              <DetailField label="Email" value={d.email} />
              <DetailField label="Phone" value={d.phone} />
              <DetailField label="Full Name" value={d.full_name} />
              <DetailField label="Location" value={d.location} />
              <DetailField label="Profit" value={`${d.profit}`} />
              <DetailField label="GSTIN" value={d.gstin ?? (d.state_code ? 'Unregistered' : null)} />
              <DetailField label="State" value={d.state_code ? `${stateName(d.state_code)} (${d.state_code})` : null} />
              <DetailField label="Billing Address" value={d.billing_address} />
              <DetailField label="Credit Limit" value={d.credit_limit ? formatRupees(d.credit_limit) : 'No limit'} />
              <DetailField label="Payment Terms" value={d.payment_terms_days !== undefined ? `${d.payment_terms_days} days` : null} />
              <DetailField label="Total Orders" value={String(d.total_orders)} />
              <DetailField label="Pending Orders" value={String(d.pending_orders)} />
            </SimpleGrid>
          ) : (
            !dealer.error && <Skeleton h={140} />
          )}
        </Card>
        {d && (
          <div>
            <Group justify="space-between" mb="xs">
              <Title order={4}>{isDealer ? 'My Orders' : 'Orders of this Dealer'}</Title>
            </Group>
            <Divider mb="sm" />
            <PagedTable query={orders} columns={orderColumns} searchable={false} label="Orders" />
          </div>
        )}
      </Stack>
      <HistoryPanel entity="dealer" id={d?.id} />
    </>
  );
}
