import { Button, Group, Loader, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DEFAULT_TIME_ZONE, todayIn } from '@steelworks/contract/common/dates';
import { ORDER_TEXT } from '@steelworks/contract/order';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { DateField } from '../../../components/date-field';
import { ApiError } from '../../../lib/api-client';
import { getRole } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { useCreateOrder, type OrderBody } from '../api/create-order';
import { useOrder } from '../api/get-order';
import { useDealerOptions } from '../../../lib/dealer-options';
import { useUpdateOrder } from '../api/update-order';
import { AddOrderItem } from '../components/add-order-item';
import { AvailableCredit } from '../components/available-credit';
import { itemsOf, type DraftItem } from '../components/order-draft-items';
import { OrderCheckPanel } from '../components/order-check-panel';
import { OrderItemsTable } from '../components/order-items-table';
import { SearchSelect } from '../../../components/search-select';
import { OrderErrorAlert } from '../components/shortages-alert';
import { DeliveryStateFields } from '../components/delivery-state-fields';

/** The server's field errors this page shows under its own fields (the alert says the rest). */
const SHOWN_FIELDS = ['dealer', 'start_date', 'end_date'] as const;

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
  const [delivery, setDelivery] = useState<{ delivery_state_code: string | null; third_party_delivery: boolean }>({ delivery_state_code: null, third_party_delivery: false });

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

  const dealerData = (dealers.data?.results ?? []).map((d) => ({ value: String(d.id), label: `${d.full_name}${d.phone ? ` (${d.phone})` : ''}` }));

  const submit = () => {
    if (!isDealer && !editing && !dealer) {
      setDealerError(ORDER_TEXT.dealerRequired);
      return;
    }
    const body: OrderBody = {
      ...(editing ? {} : Object.fromEntries(Object.entries(details).filter(([, v]) => v !== ''))),
      ...(editing ? {} : { ...(delivery.delivery_state_code ? { delivery_state_code: delivery.delivery_state_code } : {}), third_party_delivery: delivery.third_party_delivery }),
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

  // The dealer the check prices the GST for: a dealer's own (from its token), the order's, or the one chosen.
  const checkedDealer = isDealer ? null : editing ? (existing.data?.dealer ?? null) : dealer ? Number(dealer) : null;
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
                <SearchSelect
                  label="Dealer"
                  placeholder="Search a dealer..."
                  required
                  data={dealerData}
                  value={dealer}
                  onChange={(value) => {
                    setDealer(value);
                    setDealerError(null);
                  }}
                  searchValue={dealerSearch}
                  onSearchChange={setDealerSearch}
                  searching={dealers.isFetching}
                  error={dealerError ?? fieldErrors.dealer?.[0]}
                />
              )
            )}
            {!editing && (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Customer name" value={details.customer_name} onChange={(e) => setDetails({ ...details, customer_name: e.currentTarget.value })} />
                <TextInput label="Delivery site" value={details.delivery_site} onChange={(e) => setDetails({ ...details, delivery_site: e.currentTarget.value })} />
                <DeliveryStateFields
                  state={delivery.delivery_state_code}
                  thirdParty={delivery.third_party_delivery}
                  onStateChange={(value) => setDelivery({ ...delivery, delivery_state_code: value })}
                  onThirdPartyChange={(value) => setDelivery({ ...delivery, third_party_delivery: value })}
                  error={fieldErrors.delivery_state_code?.[0]}
                />
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

        <AddOrderItem onAdd={(item) => setItems((list) => [...list, item])} />

        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={5}>Order Items</Title>
            <OrderItemsTable items={items} onRemove={(key) => setItems((list) => list.filter((i) => i.key !== key))} />
            <OrderCheckPanel
              request={{
                items,
                startDate: details.start_date,
                endDate: details.end_date,
                dealer: checkedDealer,
                deliveryStateCode: editing ? existing.data?.delivery_state_code : delivery.delivery_state_code,
                thirdPartyDelivery: editing ? existing.data?.third_party_delivery : delivery.third_party_delivery,
              }}
            />
            <AvailableCredit items={items} isDealer={isDealer} />
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
