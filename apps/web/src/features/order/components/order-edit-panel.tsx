import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DEFAULT_TIME_ZONE, todayIn } from '@steelworks/contract/common/dates';
import { ORDER_TEXT, orderItemQuantitySchema, type Order } from '@steelworks/contract/order';
import { productLabel } from '@steelworks/contract/product';
import { useState } from 'react';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { DateField } from '../../../components/date-field';
import { NumberField } from '../../../components/number-field';
import { staleCurrentValue } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/toast';
import { usePatchOrder } from '../api/patch-order';
import { useUpdateOrderItem } from '../api/update-order-item';
import { OrderErrorAlert } from './shortages-alert';
import { DeliveryStateFields } from './delivery-state-fields';

type EditValues = {
  start_date: string;
  end_date: string;
  customer_name: string;
  delivery_site: string;
  delivery_state_code: string | null;
  third_party_delivery: boolean;
  note: string;
  quantities: Record<string, number | string>;
};

/**
 * Edit panel of a pending order: dates (not before today), customer name, delivery site, note, item quantities. Each
 * changed quantity goes with the quantity the panel was opened with; one changed by someone else meanwhile is refused
 * (409) and the message says what it is now, so saving again is a decision made knowing it.
 */
export function OrderEditPanel({ order }: { order: Order }) {
  const patch = usePatchOrder(order.id);
  const updateItem = useUpdateOrderItem(order.id);
  const today = todayIn(DEFAULT_TIME_ZONE);
  // What each quantity was when the panel opened (or when a refusal told the quantity now).
  const [opened, setOpened] = useState<Record<string, number>>(() => Object.fromEntries(order.orderitem.map((i) => [String(i.id), i.quantity])));
  const form = useForm<EditValues>({
    initialValues: {
      start_date: order.start_date ?? '',
      end_date: order.end_date ?? '',
      customer_name: order.customer_name,
      delivery_site: order.delivery_site,
      delivery_state_code: order.delivery_state_code,
      third_party_delivery: order.third_party_delivery,
      note: order.note,
      quantities: Object.fromEntries(order.orderitem.map((i) => [String(i.id), i.quantity])),
    },
    validate: {
      start_date: (v) => (v && v < today ? ORDER_TEXT.dateBeforeToday : null),
      end_date: (v, values) =>
        v && v < today ? ORDER_TEXT.dateBeforeToday : v && values.start_date && v < values.start_date ? ORDER_TEXT.endBeforeStart : null,
      quantities: Object.fromEntries(
        order.orderitem.map((i) => [
          String(i.id),
          (v: number | string) => {
            const result = orderItemQuantitySchema.shape.quantity.safeParse(v);
            return result.success ? null : (result.error.issues[0]?.message ?? null);
          },
        ]),
      ),
    },
  });
  const error = patch.error ?? updateItem.error;

  const submit = form.onSubmit(async (values) => {
    let itemId: number | undefined;
    try {
      await patch.mutateAsync({
        start_date: values.start_date,
        end_date: values.end_date,
        customer_name: values.customer_name,
        delivery_site: values.delivery_site,
        delivery_state_code: values.delivery_state_code,
        third_party_delivery: values.third_party_delivery,
        note: values.note,
      });
      for (const item of order.orderitem) {
        itemId = item.id;
        const quantity = values.quantities[String(item.id)]!;
        const expectedQuantity = opened[String(item.id)]!;
        if (Number(quantity) !== expectedQuantity) {
          await updateItem.mutateAsync({ itemId: item.id, quantity, expectedQuantity });
          setOpened((all) => ({ ...all, [String(item.id)]: Number(quantity) }));
        }
      }
      toastSuccess(ORDER_TEXT.updated);
    } catch (failure) {
      const now = staleCurrentValue(failure, 'quantity');
      if (now !== undefined && itemId !== undefined) setOpened((all) => ({ ...all, [String(itemId)]: now }));
      applyServerErrors(form, failure);
    }
  });

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={5}>Edit Order</Title>
          <OrderErrorAlert error={error} shownFields={['start_date', 'end_date', 'customer_name', 'delivery_site', 'delivery_state_code', 'note']} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField label="Start date" min={today} {...form.getInputProps('start_date')} />
            <DateField label="End date" min={today} {...form.getInputProps('end_date')} />
            <TextInput label="Customer name" {...form.getInputProps('customer_name')} />
            <TextInput label="Delivery site" {...form.getInputProps('delivery_site')} />
            <DeliveryStateFields
              state={form.values.delivery_state_code}
              thirdParty={form.values.third_party_delivery}
              onStateChange={(value) => form.setFieldValue('delivery_state_code', value)}
              onThirdPartyChange={(value) => form.setFieldValue('third_party_delivery', value)}
              error={form.errors.delivery_state_code as string | undefined}
            />
          </SimpleGrid>
          <Textarea label="Comment" autosize minRows={2} {...form.getInputProps('note')} />
          <Text size="sm" fw={500}>
            Item quantities
          </Text>
          {order.orderitem.map((item) => {
            const label = productLabel(item.productName, item.serial_number);
            return (
              <Group key={item.id} justify="space-between" wrap="nowrap" align="flex-start">
                <Text size="sm" style={{ minWidth: 0 }}>
                  {label}
                </Text>
                <NumberField aria-label={`Quantity of ${label}`} whole w={120} {...form.getInputProps(`quantities.${item.id}`)} />
              </Group>
            );
          })}
          <Group justify="flex-end">
            <Button type="submit" loading={patch.isPending || updateItem.isPending}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
