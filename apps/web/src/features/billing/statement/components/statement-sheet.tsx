import { Anchor, Card, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDrCr } from '@steelworks/contract/common/amount-words';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { LEDGER_KINDS, type LedgerRow, type Statement } from '@steelworks/contract/dealer-statement';
import { Link } from 'react-router';
import { Money, MoneyTotalCell } from '../../../../components/money';
import { PrintPage } from '../../../../components/print-page';
import { right, TableHead } from '../../../../components/table-head';
import { usePhone } from '../../../../components/use-phone';
import { SellerHeading } from '../../components/seller-heading';

const kindLabel = (kind: LedgerRow['kind']) => LEDGER_KINDS.find((k) => k.key === kind)?.label ?? kind;

/** The row's document, linked to its page (an invoice, a payment, a refund voucher); a credit note shows its number only. */
function ReferenceLink({ row }: { row: LedgerRow }) {
  const to =
    row.invoice_id !== null && row.kind === 'invoice'
      ? `/billing/invoices/${row.invoice_id}`
      : row.payment_id !== null
        ? `/billing/payments/${row.payment_id}`
        : row.refund_id !== null
          ? `/billing/refunds/${row.refund_id}/print`
          : null;
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
              Balance <Balance value={row.balance} />
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
            <Balance value={statement.opening_balance} />
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
              <Balance value={row.balance} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th colSpan={4} ta="right">
            Totals
          </Table.Th>
          <MoneyTotalCell value={statement.total_debit} />
          <MoneyTotalCell value={statement.total_credit} />
          <Table.Th />
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

/** A balance as an accountant writes it: "23,467.00 Cr" (an advance held), "1,180.00 Dr" (owed), never negative. */
function Balance({ value }: { value: string }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{formatDrCr(value)}</span>;
}

function Figure({ label, value, balance }: { label: string; value: string; balance?: boolean }) {
  return (
    <Stack gap={0} aria-label={label} role="group">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700}>{balance ? <Balance value={value} /> : <Money value={value} />}</Text>
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
        <SellerHeading seller={statement.seller} heading="From" />
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
          <Figure label="Opening balance" value={statement.opening_balance} balance />
          <Figure label="Total debit" value={statement.total_debit} />
          <Figure label="Total credit" value={statement.total_credit} />
          <Figure label="Closing balance" value={statement.closing_balance} balance />
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
          Dr: owed by the dealer; Cr: an advance held for the dealer.
        </Text>
      </Stack>
    </Paper>
  );
}
