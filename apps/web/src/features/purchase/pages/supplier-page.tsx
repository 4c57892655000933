import { Anchor, Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { paymentModeLabel } from '@steelworks/contract/dealer-account';
import { canAccess } from '@steelworks/contract/permissions';
import { Link, useParams } from 'react-router';
import { DateText } from '../../../components/date-text';
import { DetailField } from '../../../components/detail-field';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { getRole } from '../../../lib/session';
import { useSupplierAccount } from '../api/payables-api';
import { useSupplier } from '../api/purchase-api';
import { BillStatus } from '../components/bill-status';
import { Documents } from '../components/documents-table';
import { payLink } from '../components/pay-link';
import { SupplierPaymentStatus } from '../components/supplier-payment-status';

/** The supplier's account: balance, overdue, and its latest orders, receipts, bills, payments and ledger rows. */
function SupplierAccountPanel({ id }: { id: number }) {
  const { data, error } = useSupplierAccount(id, true);
  if (error) return <Text c="red">The supplier’s account could not be loaded.</Text>;
  if (!data) return <Loader size="sm" />;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <DetailField label="Balance (we owe)" value={<Money value={data.balance} />} />
        <DetailField label="Overdue" value={<Money value={data.overdue} />} />
      </SimpleGrid>
      <Documents
        title="Purchase orders"
        empty="No purchase orders"
        head={['Number', 'Date', 'Status', 'Total']}
        rows={data.orders.map((o) => [
          <Anchor component={Link} to={`/purchase/orders/${o.id}`} key="n">
            {o.number}
          </Anchor>,
          <DateText value={o.order_date} key="d" />,
          o.status,
          <Money value={o.total} key="t" />,
        ])}
      />
      <Documents
        title="Goods received"
        empty="No goods received"
        head={['Number', 'Received', 'Value']}
        rows={data.receipts.map((r) => [r.number, <DateText value={r.received_on} key="d" />, <Money value={r.value} key="v" />])}
      />
      <Documents
        title="Bills"
        empty="No bills"
        head={['Number', 'Date', 'Due', 'Total', 'Still to pay', 'Status', '']}
        rows={data.bills.map((b) => [
          <Anchor component={Link} to={`/purchase/bills/${b.id}`} key="n">
            {b.number}
          </Anchor>,
          <DateText value={b.bill_date} key="d" />,
          <DateText value={b.due_date} key="u" />,
          <Money value={b.total} key="t" />,
          <Money value={b.due} key="s" />,
          <BillStatus status={b.status} key="b" />,
          b.status === 'Open' ? (
            <Button component={Link} to={payLink(id, b.id)} size="compact-xs" variant="light" key="p" aria-label={`Pay bill ${b.number}`}>
              Pay
            </Button>
          ) : null,
        ])}
      />
      <Documents
        title="Payments"
        empty="No payments"
        head={['Date', 'Mode', 'Reference', 'Amount', 'Status']}
        rows={data.payments.map((p) => [
          <Anchor component={Link} to={`/purchase/payments/${p.id}`} key="d">
            <DateText value={p.paid_on} />
          </Anchor>,
          paymentModeLabel(p.mode),
          [p.cheque_number, p.reference].filter(Boolean).join(' · ') || '-',
          <Money value={p.amount} key="a" />,
          <SupplierPaymentStatus status={p.status} key="s" />,
        ])}
      />
      <Documents
        title="Ledger"
        empty="No ledger entries"
        head={['Date', 'Entry', 'Amount', 'Balance']}
        rows={data.ledger.map((l) => [<DateText value={l.entry_date} key="d" />, l.description || l.reference, <Money value={l.amount} key="a" />, <Money value={l.balance} key="b" />])}
      />
    </Stack>
  );
}

/**
 * /purchase/suppliers/:id: the supplier's details and what it supplies; for those who pay suppliers, its balance and
 * latest documents (issue 45 point 1). A store manager sees the details without prices or money.
 */
export default function SupplierPage() {
  const id = Number(useParams().id);
  const { data } = useSupplier(id);
  const payer = canAccess(getRole(), 'payables');
  if (!data) return <Loader />;
  return (
    <>
      <PageHeader
        title={data.name}
        trail={[{ label: 'Buying' }, { label: 'Suppliers', to: '/purchase/suppliers' }]}
        actions={
          payer && (
            <Group gap="xs">
              <Button component={Link} to={`/purchase/bills/new?supplier=${id}`} variant="light">
                Enter Bill
              </Button>
              <Button component={Link} to={payLink(id)} leftSection={<IconCash size={16} />}>
                Pay
              </Button>
            </Group>
          )
        }
      />
      <Stack gap="md">
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DetailField label="GSTIN" value={data.gstin ?? 'Unregistered'} />
            <DetailField label="Contact" value={[data.contact_name, data.phone, data.email].filter(Boolean).join(' · ') || '-'} />
            <DetailField label="Payment terms" value={`${data.payment_terms_days} days`} />
            <DetailField label="Address" value={data.address || '-'} />
            <DetailField label="Open orders" value={String(data.open_orders)} />
          </SimpleGrid>
        </Paper>
        <Documents
          title="Supplies"
          empty="Nothing bought from this supplier yet"
          head={['Item', 'Last rate', 'Last bought']}
          rows={data.items.map((item) => [
            item.name,
            item.last_rate === undefined ? '-' : (
              <span key="r">
                <Money value={item.last_rate} /> per {item.rate_per}
              </span>
            ),
            <DateText value={item.last_date} key="d" />,
          ])}
        />
        {payer && <SupplierAccountPanel id={id} />}
      </Stack>
    </>
  );
}
