import { ActionIcon, Badge, Button, Group, Switch, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconRuler2, IconTrash } from '@tabler/icons-react';
import { sectionLabel } from '@steelworks/contract/section';
import { STORE_MESSAGES, type StoreItem } from '@steelworks/contract/store';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { confirmAction } from '../../../components/confirm-dialog';
import { Money } from '../../../components/money';
import { NameCell } from '../../../components/name-cell';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { RefreshLink } from '../../../components/refresh-link';
import { toastSuccess } from '../../../lib/toast';
import { useDeleteStoreItem } from '../api/delete-store-item';
import { useStoreItems } from '../api/get-store-items';
import { storeItemKeys } from '../../../lib/query-keys';
import { InlineStockForm } from '../components/inline-stock-form';

/** /store: All Store Items with inline Update Stock, edit and delete (docs/product/catalogue-and-store.md#store-items). */
export default function StoreItemsPage() {
  // ?out_of_stock=true (the dashboards' out-of-stock links, and /sttore) lists the items at stock 0 only.
  const [params, setParams] = useSearchParams();
  const outOfStockOnly = params.get('out_of_stock') === 'true';
  const items = useStoreItems({ out_of_stock: outOfStockOnly });
  const remove = useDeleteStoreItem();
  const [deleted, setDeleted] = useState(false);

  const askDelete = (item: StoreItem) =>
    confirmAction({
      onConfirm: () =>
        remove.mutate(item.id, {
          onSuccess: () => {
            toastSuccess('Done', 'Store item deleted');
            setDeleted(true);
          },
        }),
    });

  const columns: PagedTableColumn<StoreItem>[] = [
    {
      key: 'name',
      header: 'Store Item',
      render: (item) => (
        <NameCell name={item.name}>
          {item.section && (
            <Badge variant="light" size="sm" w="fit-content">
              {sectionLabel(item.section)} section
            </Badge>
          )}
          {item.out_of_stock && (
            <Badge color="red" variant="light" size="sm" w="fit-content">
              {STORE_MESSAGES.outOfStock}
            </Badge>
          )}
        </NameCell>
      ),
    },
    { key: 'unit_type', header: 'Unit Type' },
    { key: 'unit', header: 'Unit', align: 'right' },
    {
      key: 'stock',
      header: 'Stock',
      align: 'right',
      render: (item) => (
        <Text size="sm" c={item.out_of_stock ? 'red.8' : undefined} fw={item.out_of_stock ? 700 : undefined}>
          {item.section ? `${item.stock} m` : item.stock}
        </Text>
      ),
    },
    { key: 'price', header: 'Price', align: 'right', render: (item) => <Money value={item.price} /> },
    {
      key: 'update',
      header: 'Update Stock',
      // On a phone's card the stock, price and Update get the card's whole width (beside the label, Update was cut).
      card: 'action',
      // A section's stock is its bars and offcuts: they are received and corrected on its own panel.
      render: (item) =>
        item.section ? (
          <Button component={Link} to={`/store/update/${item.id}`} size="xs" variant="light" leftSection={<IconRuler2 size={14} />}>
            Bars and offcuts
          </Button>
        ) : (
          <InlineStockForm key={`${item.id}-${item.stock}-${item.price}`} item={item} />
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (item) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon component={Link} to={`/store/update/${item.id}`} variant="light" aria-label={`Edit ${item.name}`}>
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon color="red" variant="light" aria-label={`Delete ${item.name}`} onClick={() => askDelete(item)}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="All Store Items"
        trail={[{ label: 'Store' }]}
        actions={
          <>
            {deleted && <RefreshLink queryKey={storeItemKeys.all} />}
            <Button component={Link} to="/store/create" leftSection={<IconPlus size={16} />}>
              Create Store Item
            </Button>
          </>
        }
      />
      <Switch
        mb="sm"
        label="Out of stock only"
        checked={outOfStockOnly}
        onChange={(event) => {
          const only = event.currentTarget.checked;
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (only) next.set('out_of_stock', 'true');
              else next.delete('out_of_stock');
              next.delete('page');
              return next;
            },
            { replace: true },
          );
        }}
      />
      <PagedTable query={items} columns={columns} label="All Store Items" searchPlaceholder="Search store items..." />
    </>
  );
}
