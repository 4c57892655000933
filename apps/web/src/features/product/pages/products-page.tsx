import { Anchor, Avatar, Button, Group, Text } from '@mantine/core';
import { IconPhoto, IconPlus } from '@tabler/icons-react';
import { canAccess } from '@steelworks/contract/permissions';
import type { ProductListItem } from '@steelworks/contract/product';
import { Link } from 'react-router';
import { Money } from '../../../components/money';
import { NameCell } from '../../../components/name-cell';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { useRemovedReload } from '../../../components/use-removed-reload';
import { getRole } from '../../../lib/session';
import { useProducts } from '../api/get-products';
import { productKeys } from '../../../lib/query-keys';
import { ProductTypeBadge } from '../components/product-type-badge';

/** /products: image, name, View Details; searchable, 10 per page; `?removed` (after a deletion) reloads it. */
export default function ProductsPage() {
  const products = useProducts();
  useRemovedReload(productKeys.all);

  const columns: PagedTableColumn<ProductListItem>[] = [
    {
      key: 'image',
      header: 'Image',
      width: 80,
      render: (p) => (
        <Avatar src={p.thumbnail} alt={p.name} radius="sm" size={56} variant="light">
          <IconPhoto size={20} />
        </Avatar>
      ),
    },
    {
      key: 'name',
      header: 'Name',
      render: (p) => (
        <NameCell name={p.name}>
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {p.serial_number}
            </Text>
            <ProductTypeBadge product={p} />
          </Group>
        </NameCell>
      ),
    },
    { key: 'price', header: 'Price', align: 'right', render: (p) => <Money value={p.price} /> },
    {
      key: 'view',
      header: 'Action',
      render: (p) => (
        <Anchor component={Link} to={`/products/${p.id}`} size="sm">
          View Details
        </Anchor>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="All Products"
        breadcrumbs={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Products' }]}
        actions={
          canAccess(getRole(), 'productEdit') && (
            <Button component={Link} to="/product/create" leftSection={<IconPlus size={16} />}>
              Create Product
            </Button>
          )
        }
      />
      <PagedTable query={products} columns={columns} label="All Products" searchPlaceholder="Search by name or serial number..." />
    </>
  );
}
