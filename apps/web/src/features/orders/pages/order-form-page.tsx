import { ActionIcon, Button, Group, Loader, Paper, Select, SimpleGrid, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { DEFAULT_TIME_ZONE, todayIn } from '@steelworks/contract/common/dates';
import { ORDER_TEXT, orderItemQuantitySchema, type Order } from '@steelworks/contract/order';
import { productLabel, type ProductListItem } from '@steelworks/contract/product';
import { formatRupees, toCents } from '@steelworks/contract/common/money';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePhone } from '../../../components/use-phone';
import { PageHeader } from '../../../components/page-header';
import { DateField } from '../../../components/date-field';
import { NumberField } from '../../../components/number-field';
import { ApiError } from '../../../lib/api-client';
import { getRole } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { useCreateOrder, type OrderBody } from '../api/create-order';
import { useOrder } from '../api/get-order';
import { useDealerOptions } from '../api/search-dealers';
import { useProductOptions } from '../api/search-products';
import { useUpdateOrder } from '../api/update-order';
import { AddonPicker, type ChosenAddon } from '../components/addon-picker';
import { OrderPromise } from '../components/order-promise';
import { OrderErrorAlert } from '../components/shortages-alert';

type DraftItem = { key: number; product: number; productName: string; quantity: number; material: string; orderitemaddon: ChosenAddon[] };

let nextKey = 1;

/** The server's field errors this page shows under its own fields (the alert says the rest). */
const SHOWN_FIELDS = ['dealer', 'start_date', 'end_date'] as const;

const hasPrice = (p: ProductListItem) => toCents(p.price) > 0n;

/** "Door Frame 90x210 4x2 16G (LH -101) · ₹1,320.00", or "... · no price yet" (it cannot be ordered). */
function optionLabel(p: ProductListItem): string {
  return `${productLabel(p.name, p.serial_number)} · ${hasPrice(p) ? formatRupees(p.price) : 'no price yet'}`;
}

function itemsOf(order: Order): DraftItem[] {
  return order.orderitem.map((i) => ({
    key: nextKey++,
    product: i.product,
    productName: productLabel(i.productName, i.serial_number),
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
  const [quantity, setQuantity] = useState<string>('');
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const [material, setMaterial] = useState('');
  const [addons, setAddons] = useState<ChosenAddon[]>([]);
  const [items, setItems] = useState<DraftItem[]>([]);
  const phone = usePhone();
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
    if (found.length) setProductNames((names) => ({ ...names, ...Object.fromEntries(found.map((p) => [String(p.id), productLabel(p.name, p.serial_number)])) }));
  }, [products.data]);

  // The serial number tells products of the same composed name apart; a product without a price cannot be ordered.
  const productData = useMemo(() => {
    const options = (products.data?.results ?? []).map((p) => ({ value: String(p.id), label: optionLabel(p), disabled: !hasPrice(p) }));
    if (product && !options.some((o) => o.value === product)) options.unshift({ value: product, label: productNames[product] ?? product, disabled: false });
    return options;
  }, [products.data, product, productNames]);

  const dealerData = (dealers.data?.results ?? []).map((d) => ({ value: String(d.id), label: `${d.full_name}${d.phone ? ` (${d.phone})` : ''}` }));
  const canAdd = !!product && quantity.trim() !== '';

  const addToOrders = () => {
    if (!canAdd) return;
    // The server's rule and words (1 to 10,000; a negative is refused, never made positive).
    const checked = orderItemQuantitySchema.shape.quantity.safeParse(quantity);
    if (!checked.success) {
      setQuantityError(checked.error.issues[0]?.message ?? ORDER_TEXT.quantityMin);
      return;
    }
    setQuantityError(null);
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
  // An unknown or foreign order is the 404 page (lib/query-client.ts); anything else waits for the order.
  if (editing && !existing.data) return <Loader />;

  return (
    <>
      <PageHeader title={title} breadcrumbs={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'All Orders', to: '/orders' }, { label: title }]} />
      <Stack gap="md">
        <OrderErrorAlert error={mutation.error} shownFields={SHOWN_FIELDS} />
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
                <DateField
                  label="Start date"
                  min={today}
                  value={details.start_date}
                  onChange={(value) => setDetails({ ...details, start_date: value })}
                  error={fieldErrors.start_date?.[0]}
                />
                <DateField
                  label="End date"
                  min={details.start_date || today}
                  value={details.end_date}
                  onChange={(value) => setDetails({ ...details, end_date: value })}
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
              <NumberField
                label="Quantity"
                whole
                value={quantity}
                onChange={(value) => {
                  setQuantity(value);
                  setQuantityError(null);
                }}
                error={quantityError}
              />
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
              <Table aria-label="Order Items" layout="fixed">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Product</Table.Th>
                    <Table.Th w={phone ? 72 : undefined}>Quantity</Table.Th>
                    {!phone && <Table.Th>Material</Table.Th>}
                    {!phone && <Table.Th>Addons</Table.Th>}
                    <Table.Th w={44} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((item) => {
                    const addons = item.orderitemaddon.map((a) => `${a.addon_name}${a.description ? ` (${a.description})` : ''}${a.quantity > 1 ? ` x${a.quantity}` : ''}`).join(', ');
                    return (
                      <Table.Tr key={item.key}>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>
                          {item.productName}
                          {/* On a phone material and addons go under the product, so quantity and remove stay in view. */}
                          {phone && (
                            <Text size="xs" c="dimmed">
                              {[item.material, addons].filter(Boolean).join(' · ')}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>{item.quantity}</Table.Td>
                        {!phone && <Table.Td>{item.material}</Table.Td>}
                        {!phone && (
                          <Table.Td>
                            <Text size="xs">{addons}</Text>
                          </Table.Td>
                        )}
                        <Table.Td>
                          <ActionIcon color="red" variant="subtle" aria-label={`Remove ${item.productName}`} onClick={() => setItems((list) => list.filter((i) => i.key !== item.key))}>
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            )}
            <OrderPromise items={items} startDate={details.start_date} />
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
