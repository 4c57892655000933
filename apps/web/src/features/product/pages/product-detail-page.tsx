import { Badge, Button, Card, Grid, Group, Image, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { canAccess } from '@steelworks/contract/permissions';
import { canSeeCost, formatSize, PRODUCT_MESSAGES, type Product } from '@steelworks/contract/product';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { confirmAction } from '../../../components/confirm-dialog';
import { Money, MoneyCell } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { getRole } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { useProduct } from '../api/get-product';
import { useDeleteProduct } from '../api/delete-product';
import { BomLinesCard } from '../components/bom-lines-card';
import { CostPanel } from '../components/cost-panel';
import { ProductTypeBadge } from '../components/product-type-badge';
import { HistoryPanel } from '../../audit/public';
import { RawCostPanel } from '../../cutting/public';
import { right, PlainTable } from '../../../components/table-head';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** /products/{id}: every field, Raw Material and Other Costs cards, Edit/Remove, Order Now, the cost side panel. */
export default function ProductDetailPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const product = useProduct(id);
  const remove = useDeleteProduct();
  const role = getRole();
  const mayEdit = canAccess(role, 'productEdit');
  const isDealer = role === 'dealer';

  const askRemove = () =>
    confirmAction({
      onConfirm: () =>
        remove.mutate(id, {
          onSuccess: () => {
            toastSuccess('Done', 'Product removed');
            void navigate('/products?removed');
          },
        }),
    });

  const p = product.data;
  return (
    <>
      <PageHeader
        title={p?.name ?? 'Product'}
        breadcrumbs={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'All Products', to: '/products' }, { label: p?.name ?? 'Product' }]}
        actions={
          <>
            {mayEdit && (
              <>
                <Button component={Link} to={`/product/update/${id}`} variant="light" leftSection={<IconPencil size={16} />}>
                  Edit
                </Button>
                <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={askRemove} loading={remove.isPending}>
                  Remove
                </Button>
              </>
            )}
            {isDealer && (
              <Button component={Link} to="/order/create" leftSection={<IconShoppingCart size={16} />}>
                Order Now
              </Button>
            )}
          </>
        }
      />
      {product.isLoading && <Loader />}
      {p && (
        <Grid>
          <Grid.Col span={{ base: 12, md: isDealer ? 12 : 8 }}>
            <Stack gap="md">
              <Card withBorder radius="md">
                <Grid>
                  <Grid.Col span={{ base: 12, sm: 5 }}>
                    {p.image ? (
                      <Image src={p.image} alt={p.name} radius="sm" fit="contain" mah={320} />
                    ) : (
                      <Text c="dimmed">No image</Text>
                    )}
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 7 }}>
                    <Stack gap="sm">
                      <Group gap="xs">
                        <Title order={4}>{p.name}</Title>
                        <ProductTypeBadge product={p} />
                      </Group>
                      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
                        <Field label="Serial Number">{p.serial_number}</Field>
                        <Field label="Channel Size">{p.channel_size}</Field>
                        <Field label="Gauge">{formatSize(p.guage)}</Field>
                        <Field label="Perticular">{p.perticular}</Field>
                        <Field label="No of Cols">{p.no_of_cols}</Field>
                        <Field label="Size">
                          {formatSize(p.width)} x {formatSize(p.height)} cm
                        </Field>
                        <Field label="Unit Type">{p.unit_type}</Field>
                        <Field label="Price">
                          <Money value={p.price} />
                        </Field>
                        {/* A dealer's `cost` is only its price again (for the 2022 client): not shown twice. */}
                        {p.cost !== undefined && canSeeCost(role) && (
                          <Field label="Cost">
                            <Money value={p.cost} />
                          </Field>
                        )}
                        {p.profit !== undefined && <Field label="Profit">{Number(p.profit)} %</Field>}
                      </SimpleGrid>
                      {p.description && <Field label="Description">{p.description}</Field>}
                    </Stack>
                  </Grid.Col>
                </Grid>
              </Card>
              <RawMaterialCard product={p} />
              <OtherCostsCard product={p} />
            </Stack>
          </Grid.Col>
          {!isDealer && (
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="md">
                <CostPanel product={p} />
                {canAccess(role, 'planning') && <RawCostPanel product={p.id} />}
              </Stack>
            </Grid.Col>
          )}
        </Grid>
      )}
      <HistoryPanel entity="product" id={p?.id} />
    </>
  );
}

function RawMaterialCard({ product }: { product: Product }) {
  const withPrices = product.rawmaterial.some((line) => line.price !== undefined);
  return (
    <BomLinesCard title="Raw Material" emptyText={PRODUCT_MESSAGES.noRawMaterials} isEmpty={product.rawmaterial.length === 0}>
      <PlainTable striped verticalSpacing="xs" label="Raw Material" head={['Name', right('Quantity'), withPrices && right('Price'), withPrices && right('Amount')]}>
        {product.rawmaterial.map((line) => (
          <Table.Tr key={line.id}>
            <Table.Td>{line.name}</Table.Td>
            <Table.Td ta="right">
              {line.quantity} <Badge variant="default" size="xs">{line.unit_type}</Badge>
            </Table.Td>
            {withPrices && (
              <MoneyCell value={line.price} />
            )}
            {withPrices && (
              <MoneyCell value={line.amount} />
            )}
          </Table.Tr>
        ))}
      </PlainTable>
    </BomLinesCard>
  );
}

function OtherCostsCard({ product }: { product: Product }) {
  const costs = product.othercost;
  return (
    <BomLinesCard title="Other Costs" emptyText={PRODUCT_MESSAGES.noOtherCosts} isEmpty={costs.length === 0}>
      <Table striped verticalSpacing="xs" aria-label="Other Costs">
        <Table.Tbody>
          {costs.map((cost) => (
            <Table.Tr key={cost.id}>
              <Table.Td>{cost.note}</Table.Td>
              {cost.amount !== undefined && (
                <MoneyCell value={cost.amount} />
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </BomLinesCard>
  );
}
