import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { paymentModeLabel } from '@steelworks/contract/dealer-account';
import type { Invoice } from '@steelworks/contract/invoice';
import { Link } from 'react-router';
import { Money, MoneyCell } from '../../../../components/money';
import { right, PlainTable } from '../../../../components/table-head';

/** The payments allocated to the invoice (oldest first), with what is paid and what is still due. */
export function InvoicePayments({ invoice }: { invoice: Invoice }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={5}>Payments</Title>
        {invoice.allocations.length === 0 ? (
          <Text size="sm" c="dimmed">
            No payment allocated yet.
          </Text>
        ) : (
          <PlainTable fz="sm" label="Payments allocated" head={['Received', 'Mode', right('Amount')]}>
            {invoice.allocations.map((allocation) => (
              <Table.Tr key={allocation.payment_id}>
                <Table.Td>
                  <Anchor component={Link} to={`/billing/payments/${allocation.payment_id}`} size="sm">
                    {formatDisplayDate(allocation.received_on)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{paymentModeLabel(allocation.mode)}</Table.Td>
                <MoneyCell value={allocation.amount} />
              </Table.Tr>
            ))}
          </PlainTable>
        )}
        <Text size="sm">
          Paid <Money value={invoice.amount_paid} /> · Balance due <b><Money value={invoice.balance_due} /></b>
        </Text>
      </Stack>
    </Paper>
  );
}
