import { ActionIcon, Button, Group, Loader, NumberInput, Paper, Select, SimpleGrid, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { DEFAULT_TIME_ZONE, todayIn } from '@steelworks/contract/common/dates';
import { ORDER_TEXT, type Order } from '@steelworks/contract/order';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { ApiError } from '../../../lib/api-client';
import { getRole } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { useCreateOrder, type OrderBody } from '../api/create-order';
import { useOrder } from '../api/get-order';
import { useDealerOptions } from '../api/search-dealers';
import { useProductOptions } from '../api/search-products';
import { useUpdateOrder } from '../api/update-order';
import { AddonPicker, type ChosenAddon } from '../components/addon-picker';
import { OrderErrorAlert } from '../components/shortages-alert';

type DraftItem = { key: number; product: number; productName: string; quantity: number; material: string; orderitemaddon: ChosenAddon[] };

let nextKey = 1;

function itemsOf(order: Order): DraftItem[] {
  return order.orderitem.map((i) => ({
    key: nextKey++,
    product: i.product,
    productName: i.productName,
    quantity: i.quantity,
    material: i.material,
    orderitemaddon: i.orderitemaddon.map((a) => ({ addon_name: a.addon_name, description: a.description, quantity: a.quantity })),
  }));
}

/** /order/create and /order/update/:id — dealer (non-dealers), product search, quantity, material, addons, items. */
export default function OrderFormPage() {
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const isDealer = getRole() === 'dealer';
  const existing = useOrder(id);
  const create = useCreateOrder();
  const update = useUpdateOrder(id ?? '');
  const mutation = editing ? update : create;
  const today = todayIn(DEFAULT_TIME_ZONE);

  const [dealer, setDealer] = useState<string | null>(null);
  const [dealerSearch, setDealerSearch] = useState('');
  const [debouncedDealerSearch] = useDebouncedValue(dealerSearch, 300);
  const dealers = useDealerOptions(debouncedDealerSearch, !isDealer && !editing);
  const [details, setDetails] = useState({ customer_name: '', delivery_site: '', note: '', start_date: '', end_date: '' });

  const [product, setProduct] = useState<string | null>(null);
  const [productSearch, setProductSearch] = useState('');
  const [debouncedProductSearch] = useDebouncedValue(productSearch, 300);
  const products = useProductOptions(debouncedProductSearch);
  const [productNames, setProductNames] = useState<Record<string, string>>({});
  const [quantity, setQuantity] = useState<number | string>('');
  const [material, setMaterial] = useState('');
  const [addons, setAddons] = useState<ChosenAddon[]>([]);
  const [items, setItems] = useState<DraftItem[]>([]);
  const [dealerError, setDealerError] = useState<string | null>(null);

  // The loaded order fills the items once; later refetches do not overwrite the draft.
  const [loadedId, setLoadedId] = useState<number | null>(null);
  useEffect(() => {
    if (existing.data && existing.data.id !== loadedId) {
      setItems(itemsOf(existing.data));
      setLoadedId(existing.data.id);
    }
  }, [existing.data, loadedId]);

  useEffect(() => {
    const found = products.data?.results ?? [];
    if (found.length) setProductNames((names) => ({ ...names, ...Object.fromEntries(found.map((p) => [String(p.id), p.name])) }));
  }, [products.data]);

  const productData = useMemo(() => {
    const options = (products.data?.results ?? []).map((p) => ({ value: String(p.id), label: p.name }));
    if (product && !options.some((o) => o.value === product)) options.unshift({ value: product, label: productNames[product] ?? product });
    return options;
  }, [products.data, product, productNames]);

  const dealerData = (dealers.data?.results ?? []).map((d) => ({ value: String(d.id), label: `${d.full_name}${d.phone ? ` (${d.phone})` : ''}` }));
  const minQuantity = editing ? 1 : 0;
  const canAdd = !!product && Number(quantity) > 0;

  const addToOrders = () => {
    if (!canAdd) return;
    const withMaterial = addons.some((a) => a.addon_name === 'Material')
      ? addons
      : [...addons, { addon_name: 'Material', description: material.trim(), quantity: 1 }];
    setItems((list) => [
      ...list,
      { key: nextKey++, product: Number(product), productName: productNames[product!] ?? '', quantity: Number(quantity), material: material.trim(), orderitemaddon: withMaterial },
    ]);
    setProduct(null);
    setProductSearch('');
    setQuantity('');
    setMaterial('');
    setAddons([]);
  };

  const submit = () => {
    if (!isDealer && !editing && !dealer) {
      setDealerError(ORDER_TEXT.dealerRequired);
      return;
    }
    const body: OrderBody = {
      ...(editing ? {} : Object.fromEntries(Object.entries(details).filter(([, v]) => v !== ''))),
      ...(!isDealer && !editing ? { dealer: Number(dealer) } : {}),
      orderitem: items.map((i) => ({ product: i.product, quantity: i.quantity, material: i.material, orderitemaddon: i.orderitemaddon })),
    };
    mutation.mutate(body, {
      onSuccess: (order) => {
        toastSuccess(editing ? ORDER_TEXT.updated : ORDER_TEXT.created);
        navigate(`/orders/${order.id}`);
      },
    });
  };

  const fieldErrors = mutation.error instanceof ApiError ? mutation.error.fieldErrors : {};
  const title = editing ? 'Update Order' : 'Create Order';
  if (editing && existing.isLoading) return <Loader />;
  if (editing && existing.error) return <FormErrorAlert error={existing.error} />;

  return (
    <>
      <PageHeader title={title} breadcrumbs={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'All Orders', to: '/orders' }, { label: title }]} />
      <Stack gap="md">
        <OrderErrorAlert error={mutation.error} />
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            {editing ? (
              <TextInput label="Dealer" value={existing.data?.dealer_name ?? ''} readOnly />
            ) : (
              !isDealer && (
                <Select
                  label="Dealer"
                  placeholder="Search a dealer..."
                  searchable
                  required
                  data={dealerData}
                  value={dealer}
                  onChange={(value) => {
                    setDealer(value);
                    setDealerError(null);
                  }}
                  searchValue={dealerSearch}
                  onSearchChange={setDealerSearch}
                  nothingFoundMessage={dealers.isFetching ? 'Searching...' : 'No Data'}
                  error={dealerError ?? fieldErrors.dealer?.[0]}
                  filter={({ options }) => options}
                />
              )
            )}
            {!editing && (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Customer name" value={details.customer_name} onChange={(e) => setDetails({ ...details, customer_name: e.currentTarget.value })} />
                <TextInput label="Delivery site" value={details.delivery_site} onChange={(e) => setDetails({ ...details, delivery_site: e.currentTarget.value })} />
                <TextInput
                  type="date"
                  label="Start date"
                  min={today}
                  value={details.start_date}
                  onChange={(e) => setDetails({ ...details, start_date: e.currentTarget.value })}
                  error={fieldErrors.start_date?.[0]}
                />
                <TextInput
                  type="date"
                  label="End date"
                  min={details.start_date || today}
                  value={details.end_date}
                  onChange={(e) => setDetails({ ...details, end_date: e.currentTarget.value })}
                  error={fieldErrors.end_date?.[0]}
                />
              </SimpleGrid>
            )}
            {!editing && <Textarea label="Note" autosize minRows={2} value={details.note} onChange={(e) => setDetails({ ...details, note: e.currentTarget.value })} />}
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={5}>Add Order Item</Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label="Product"
                placeholder="Search a product..."
                searchable
                clearable
                data={productData}
                value={product}
                onChange={(value) => {
                  setProduct(value);
                  setAddons([]);
                }}
                searchValue={productSearch}
                onSearchChange={setProductSearch}
                nothingFoundMessage={products.isFetching ? 'Searching...' : 'No Data'}
                filter={({ options }) => options}
              />
              <NumberInput label="Quantity" min={minQuantity} allowDecimal={false} allowNegative={false} value={quantity} onChange={setQuantity} />
              <TextInput label="Material" placeholder="GI, MS..." value={material} onChange={(e) => setMaterial(e.currentTarget.value)} />
            </SimpleGrid>
            <AddonPicker product={product ? Number(product) : undefined} chosen={addons} onChange={setAddons} />
            <Group justify="flex-end">
              <Button onClick={addToOrders} disabled={!canAdd}>
                Add to Orders
              </Button>
            </Group>
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={5}>Order Items</Title>
            {items.length === 0 ? (
              <Text c="dimmed" size="sm">
                No Data
              </Text>
            ) : (
              <Table aria-label="Order Items">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Product</Table.Th>
                    <Table.Th>Quantity</Table.Th>
                    <Table.Th>Material</Table.Th>
                    <Table.Th>Addons</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((item) => (
                    <Table.Tr key={item.key}>
                      <Table.Td>{item.productName}</Table.Td>
                      <Table.Td>{item.quantity}</Table.Td>
                      <Table.Td>{item.material}</Table.Td>
                      <Table.Td>
                        <Text size="xs">
                          {item.orderitemaddon.map((a) => `${a.addon_name}${a.description ? ` (${a.description})` : ''}${a.quantity > 1 ? ` x${a.quantity}` : ''}`).join(', ')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <ActionIcon color="red" variant="subtle" aria-label={`Remove ${item.productName}`} onClick={() => setItems((list) => list.filter((i) => i.key !== item.key))}>
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <Group justify="flex-end">
              <Button onClick={submit} disabled={items.length === 0} loading={mutation.isPending}>
                {editing ? 'Update Order' : 'Create Order'}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </>
  );
}
