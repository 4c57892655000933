import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { STORE_MESSAGES } from '@steelworks/contract/store';
import { Link } from 'react-router';
import { MoneyCell } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { usePhone } from '../../../components/use-phone';
import { getStoreItems } from '../api/get-store-items';
import { storeItemKeys } from '../../../lib/query-keys';

/**
 * /stores for the store role: an overview of the store (items, out-of-stock items with their prices) with links to
 * the full list. The store supply screen (All Store Supply) arrives with the orders module.
 */
export default function StoresPage() {
  const phone = usePhone();
  const all = useQuery({ queryKey: [...storeItemKeys.all, 'overview', 'all'], queryFn: ({ signal }) => getStoreItems({ page: 1, search: '' }, signal) });
  const out = useQuery({
    queryKey: [...storeItemKeys.all, 'overview', 'out'],
    queryFn: ({ signal }) => getStoreItems({ page: 1, search: '', out_of_stock: true }, signal),
  });
  return (
    <>
      <PageHeader
        title="Store"
        actions={
          <>
            {/* The supply screen of the orders module. */}
            <Button component={Link} to="/stores/supply" variant="light">
              Store Supply
            </Button>
            <Button component={Link} to="/store">
              All Store Items
            </Button>
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} mb="md">
        <Card withBorder radius="md">
          <Text size="sm" c="dimmed">
            Store items
          </Text>
          <Title order={2}>{all.data?.count ?? '-'}</Title>
        </Card>
        <Card withBorder radius="md">
          <Text size="sm" c="dimmed">
            {STORE_MESSAGES.outOfStock}
          </Text>
          <Title order={2} c={out.data?.count ? 'red.8' : undefined}>
            {out.data?.count ?? '-'}
          </Title>
        </Card>
      </SimpleGrid>
      <Card withBorder radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={5}>Out of stock items</Title>
          <Anchor component={Link} to="/store/create" size="sm">
            Create Store Item
          </Anchor>
        </Group>
        {out.data && out.data.results.length === 0 ? (
          <Text c="dimmed">Every store item is in stock.</Text>
        ) : (
          <Stack gap={0}>
            <Table striped aria-label="Out of stock items">
              <Table.Tbody>
                {(out.data?.results ?? []).map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/store/update/${item.id}`} size="sm">
                        {item.name}
                      </Anchor>
                      {/* On a phone the unit goes under the name, so the badge keeps room to be read whole. */}
                      {phone && (
                        <Text size="xs" c="dimmed">
                          {item.unit_type}
                        </Text>
                      )}
                    </Table.Td>
                    {!phone && <Table.Td>{item.unit_type}</Table.Td>}
                    <Table.Td>
                      {/* A badge's label may shrink to nothing in a table cell ("O..." at 390 px): it keeps its width. */}
                      <Badge color="red" variant="light" size="sm" style={{ overflow: 'visible' }} styles={{ label: { overflow: 'visible' } }}>
                        {STORE_MESSAGES.outOfStock}
                      </Badge>
                    </Table.Td>
                    <MoneyCell value={item.price} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {out.data && out.data.count > out.data.results.length && (
              <Text size="sm" c="dimmed" mt="xs">
                and {out.data.count - out.data.results.length} more
              </Text>
            )}
          </Stack>
        )}
      </Card>
    </>
  );
}
