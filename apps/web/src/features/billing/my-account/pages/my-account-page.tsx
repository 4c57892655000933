import { Anchor, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { toCents } from '@steelworks/contract/common/money';
import { paymentModeLabel, type DealerAccount } from '@steelworks/contract/dealer-account';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Money, MoneyCell } from '../../../../components/money';
import { PageHeader } from '../../../../components/page-header';
import { right, PlainTable } from '../../../../components/table-head';
import { usePhone } from '../../../../components/use-phone';
import { PaymentStatusBadge } from '../../payments/components/payment-status-badge';
import { useMyAccount } from '../api/get-my-account';

function Figure({ label, children, color }: { label: string; children: ReactNode; color?: string }) {
  return (
    <Card withBorder radius="md" p="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz="lg" c={color}>
        {children}
      </Text>
    </Card>
  );
}

function Figures({ account }: { account: DealerAccount }) {
  const overdue = toCents(account.overdue) > 0n;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
      <Figure label="Outstanding">
        <Money value={account.outstanding} />
      </Figure>
      <Figure label="Overdue" color={overdue ? 'red' : undefined}>
        <Money value={account.overdue} />
      </Figure>
      <Figure label="Advance">
        <Money value={account.advance} />
      </Figure>
      <Figure label="Credit limit">{account.credit_limit === null ? 'No credit limit' : <Money value={account.credit_limit} />}</Figure>
      <Figure label="Available credit">{account.available_credit === null ? 'No credit limit' : <Money value={account.available_credit} />}</Figure>
      <Figure label="Uninvoiced approved orders">
        <Money value={account.uninvoiced_orders} />
      </Figure>
    </SimpleGrid>
  );
}

function OpenInvoices({ account }: { account: DealerAccount }) {
  const phone = usePhone();
  if (account.open_invoices.length === 0) return <Text c="dimmed">No open invoices</Text>;
  return (
    <PlainTable label="Open invoices" layout={phone ? 'fixed' : undefined} head={['Invoice', !phone && 'Date', 'Due', right('Balance due')]}>
      {account.open_invoices.map((invoice) => (
        <Table.Tr key={invoice.id}>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={`/billing/invoices/${invoice.id}`} size="sm">
              {invoice.number}
            </Anchor>
          </Table.Td>
          {!phone && <Table.Td>{formatDisplayDate(invoice.invoice_date)}</Table.Td>}
          <Table.Td>
            <Text size="sm" c={invoice.days_overdue ? 'red' : undefined}>
              {formatDisplayDate(invoice.due_date)}
              {invoice.days_overdue ? ` (${invoice.days_overdue} days overdue)` : ''}
            </Text>
          </Table.Td>
          <MoneyCell value={invoice.balance_due} />
        </Table.Tr>
      ))}
    </PlainTable>
  );
}

function RecentPayments({ account }: { account: DealerAccount }) {
  if (account.recent_payments.length === 0) return <Text c="dimmed">No payments yet</Text>;
  return (
    <Stack gap={6} role="list" aria-label="Recent payments">
      {account.recent_payments.map((payment) => (
        <Group key={payment.id} justify="space-between" wrap="nowrap" role="listitem" gap="xs">
          <Anchor component={Link} to={`/billing/payments/${payment.id}`} size="sm">
            {formatDisplayDate(payment.received_on)} · {paymentModeLabel(payment.mode)}
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            <Money value={payment.amount} />
            <PaymentStatusBadge status={payment.status} />
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

/** A titled card of the page, with a link to the whole list beside its title. */
function Section({ title, all, children }: { title: string; all: { to: string; label: string }; children: ReactNode }) {
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" mb="xs">
        <Title order={5}>{title}</Title>
        <Anchor component={Link} to={all.to} size="sm">
          {all.label}
        </Anchor>
      </Group>
      {children}
    </Card>
  );
}

/** /my-account — a dealer's own account: what it owes, its credit, open invoices, recent payments, its statement. */
export default function MyAccountPage() {
  const account = useMyAccount();
  const a = account.data;
  return (
    <>
      <PageHeader
        title="My Account"
        actions={
          a && (
            <Button component={Link} to={`/billing/statement/${a.dealer_id}`} variant="light" leftSection={<IconFileText size={16} />}>
              My statement
            </Button>
          )
        }
      />
      {!a ? (
        <Center py="xl">{!account.error && <Loader />}</Center>
      ) : (
        <Stack gap="md">
          <Figures account={a} />
          <Section title="Open invoices" all={{ to: '/billing/invoices', label: 'All invoices' }}>
            <OpenInvoices account={a} />
          </Section>
          <Section title="Recent payments" all={{ to: '/billing/payments', label: 'All payments' }}>
            <RecentPayments account={a} />
          </Section>
          <Text size="sm" c="dimmed">
            Payment terms: {a.payment_terms_days} days from the invoice date.
          </Text>
        </Stack>
      )}
    </>
  );
}
