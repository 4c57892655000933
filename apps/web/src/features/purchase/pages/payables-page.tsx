import { Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PAYABLE_BUCKET_LABELS, PAYABLE_BUCKETS, PAYABLES_TEXT } from '@steelworks/contract/payables';
import { DateText } from '../../../components/date-text';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { usePayables } from '../api/payables-api';
import { payLink } from '../components/pay-link';

/** /purchase/payables: what the shop owes whom, aged by due date, and the bills due this week (issue 45 point 5). */
export default function PayablesPage() {
  const { data, isPending, isError } = usePayables();
  return (
    <>
      <PageHeader title={PAYABLES_TEXT.payables} trail={[{ label: 'Buying' }]} />
      {isPending && <Text>Loading...</Text>}
      {isError && <Text c="red">The payables could not be loaded.</Text>}
      {data && (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Card withBorder>
              <Text size="sm">{PAYABLES_TEXT.payablesCard}</Text>
              <Title order={3}><Money value={data.outstanding} /></Title>
            </Card>
            <Card withBorder>
              <Text size="sm">Overdue</Text>
              <Title order={3}><Money value={data.overdue} /></Title>
            </Card>
            <Card withBorder>
              <Text size="sm">{PAYABLES_TEXT.dueThisWeek}</Text>
              <Title order={3}><Money value={data.due_this_week} /></Title>
            </Card>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, sm: 5 }}>
            {PAYABLE_BUCKETS.map((bucket) => (
              <Card withBorder key={bucket}>
                <Text size="sm">{PAYABLE_BUCKET_LABELS[bucket]}</Text>
                <Money value={data.buckets[bucket]} />
              </Card>
            ))}
          </SimpleGrid>
          <Title order={4}>By supplier</Title>
          <Stack gap="xs">
            {data.suppliers.map((row) => (
              <Card withBorder key={row.supplier}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <div>
                    <Anchor component={Link} to={`/purchase/suppliers/${row.supplier}`} fw={600}>
                      {row.name}
                    </Anchor>
                    <Text size="sm">
                      Owed <Money value={row.outstanding} />, overdue <Money value={row.overdue} />
                    </Text>
                  </div>
                  <Button component={Link} to={payLink(row.supplier)} size="compact-sm" variant="light" aria-label={`Pay ${row.name}`}>
                    Pay
                  </Button>
                </Group>
              </Card>
            ))}
          </Stack>
          <Title order={4}>{PAYABLES_TEXT.dueThisWeek}</Title>
          <Table.ScrollContainer minWidth={0}>
            <Table>
              <Table.Tbody>
                {data.due_bills.map((bill) => (
                  <Table.Tr key={bill.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>{bill.supplier_name}</Text>
                      <Text size="xs">
                        <Anchor component={Link} to={`/purchase/bills/${bill.id}`}>{bill.number}</Anchor>, due <DateText value={bill.due_date} />
                      </Text>
                    </Table.Td>
                    <Table.Td align="right"><Money value={bill.due} /></Table.Td>
                    <Table.Td align="right">
                      <Button component={Link} to={payLink(bill.supplier, bill.id)} size="compact-sm" variant="light" aria-label={`Pay bill ${bill.number}`}>
                        Pay
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </>
  );
}
