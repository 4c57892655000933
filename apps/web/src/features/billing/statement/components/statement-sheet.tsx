import { Anchor, Card, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { LEDGER_KINDS, type LedgerRow, type Statement } from '@steelworks/contract/dealer-account';
import { Link } from 'react-router';
import { Money } from '../../../../components/money';
import { PrintPage } from '../../../../components/print-page';
import { right, TableHead } from '../../../../components/table-head';
import { usePhone } from '../../../../components/use-phone';

const kindLabel = (kind: LedgerRow['kind']) => LEDGER_KINDS.find((k) => k.key === kind)?.label ?? kind;

/** The row's document, linked to its page (an invoice, a payment); a credit note shows its number only. */
function ReferenceLink({ row }: { row: LedgerRow }) {
  const to = row.invoice_id !== null && row.kind === 'invoice' ? `/billing/invoices/${row.invoice_id}` : row.payment_id !== null ? `/billing/payments/${row.payment_id}` : null;
  return to ? (
    <Anchor component={Link} to={to} size="sm">
      {row.reference}
    </Anchor>
  ) : (
    <>{row.reference}</>
  );
}

/** On a phone each row is a card: date and type, reference, then debit or credit and the balance after it. */
function RowCards({ statement }: { statement: Statement }) {
  return (
    <Stack gap="xs" role="list" aria-label="Statement rows">
      {statement.rows.map((row) => (
        <Card key={row.id} withBorder radius="sm" p="sm" role="listitem">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600}>
              {formatDisplayDate(row.entry_date)} · {kindLabel(row.kind)}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <ReferenceLink row={row} />
            </Text>
          </Group>
          {row.description && (
            <Text size="xs" c="dimmed">
              {row.description}
            </Text>
          )}
          <Group justify="space-between" mt={4} wrap="nowrap">
            <Text size="sm">
              {row.debit !== '0.00' ? (
                <>
                  Debit <Money value={row.debit} />
                </>
              ) : (
                <>
                  Credit <Money value={row.credit} />
                </>
              )}
            </Text>
            <Text size="sm" fw={700}>
              Balance <Money value={row.balance} />
            </Text>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function RowTable({ statement }: { statement: Statement }) {
  return (
    <Table withTableBorder withColumnBorders aria-label="Statement rows">
      <TableHead cells={['Date', 'Type', 'Reference', 'Description', right('Debit'), right('Credit'), right('Balance')]} />
      <Table.Tbody>
        <Table.Tr>
          <Table.Td>{formatDisplayDate(statement.from)}</Table.Td>
          <Table.Td colSpan={5}>Opening balance</Table.Td>
          <Table.Td ta="right">
            <Money value={statement.opening_balance} />
          </Table.Td>
        </Table.Tr>
        {statement.rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{formatDisplayDate(row.entry_date)}</Table.Td>
            <Table.Td>{kindLabel(row.kind)}</Table.Td>
            <Table.Td>
              <ReferenceLink row={row} />
            </Table.Td>
            <Table.Td>{row.description}</Table.Td>
            <Table.Td ta="right">{row.debit !== '0.00' && <Money value={row.debit} />}</Table.Td>
            <Table.Td ta="right">{row.credit !== '0.00' && <Money value={row.credit} />}</Table.Td>
            <Table.Td ta="right">
              <Money value={row.balance} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th colSpan={4} ta="right">
            Totals
          </Table.Th>
          <Table.Th ta="right">
            <Money value={statement.total_debit} />
          </Table.Th>
          <Table.Th ta="right">
            <Money value={statement.total_credit} />
          </Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} aria-label={label} role="group">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700}>
        <Money value={value} />
      </Text>
    </Stack>
  );
}

/** The dealer statement as printed on A4 (only this sheet prints): who, the range, opening, rows, totals, closing. */
export function StatementSheet({ statement }: { statement: Statement }) {
  const phone = usePhone();
  const { dealer } = statement;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} className="print-sheet">
      <PrintPage size="A4" margin="12mm" fontSize="10pt" cellPadding="3px 6px" />
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={4}>Statement of account</Title>
            <Text size="sm">
              {formatDisplayDate(statement.from)} to {formatDisplayDate(statement.to)}
            </Text>
          </div>
          <div>
            <Text fw={600}>{dealer.name}</Text>
            {dealer.gstin && <Text size="sm">GSTIN {dealer.gstin}</Text>}
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {[dealer.billing_address, dealer.state_name].filter(Boolean).join('\n')}
            </Text>
          </div>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Figure label="Opening balance" value={statement.opening_balance} />
          <Figure label="Total debit" value={statement.total_debit} />
          <Figure label="Total credit" value={statement.total_credit} />
          <Figure label="Closing balance" value={statement.closing_balance} />
        </SimpleGrid>
        {statement.rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            No entries in this range
          </Text>
        ) : phone ? (
          <RowCards statement={statement} />
        ) : (
          <RowTable statement={statement} />
        )}
        <Text size="xs" c="dimmed">
          A positive balance is owed by the dealer; a negative balance is an advance held for it.
        </Text>
      </Stack>
    </Paper>
  );
}
