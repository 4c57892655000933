import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DEFAULT_TIME_ZONE, todayIn } from '@steelworks/contract/common/dates';
import { ORDER_TEXT, type Order } from '@steelworks/contract/order';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { toastSuccess } from '../../../lib/toast';
import { usePatchOrder } from '../api/patch-order';
import { useUpdateOrderItem } from '../api/update-order-item';
import { OrderErrorAlert } from './shortages-alert';

type EditValues = {
  start_date: string;
  end_date: string;
  customer_name: string;
  delivery_site: string;
  note: string;
  quantities: Record<string, number | string>;
};

/** Edit panel of a pending order: dates (not before today), customer name, delivery site, note, item quantities. */
export function OrderEditPanel({ order }: { order: Order }) {
  const patch = usePatchOrder(order.id);
  const updateItem = useUpdateOrderItem(order.id);
  const today = todayIn(DEFAULT_TIME_ZONE);
  const form = useForm<EditValues>({
    initialValues: {
      start_date: order.start_date ?? '',
      end_date: order.end_date ?? '',
      customer_name: order.customer_name,
      delivery_site: order.delivery_site,
      note: order.note,
      quantities: Object.fromEntries(order.orderitem.map((i) => [String(i.id), i.quantity])),
    },
    validate: {
      start_date: (v) => (v && v < today ? ORDER_TEXT.dateBeforeToday : null),
      end_date: (v, values) =>
        v && v < today ? ORDER_TEXT.dateBeforeToday : v && values.start_date && v < values.start_date ? ORDER_TEXT.endBeforeStart : null,
    },
  });
  const error = patch.error ?? updateItem.error;

  const submit = form.onSubmit(async (values) => {
    try {
      await patch.mutateAsync({
        start_date: values.start_date,
        end_date: values.end_date,
        customer_name: values.customer_name,
        delivery_site: values.delivery_site,
        note: values.note,
      });
      for (const item of order.orderitem) {
        const quantity = Number(values.quantities[String(item.id)]);
        if (quantity !== item.quantity) await updateItem.mutateAsync({ itemId: item.id, quantity });
      }
      toastSuccess(ORDER_TEXT.updated);
    } catch (failure) {
      applyServerErrors(form, failure);
    }
  });

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={5}>Edit Order</Title>
          <OrderErrorAlert error={error} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="date" label="Start date" min={today} {...form.getInputProps('start_date')} />
            <TextInput type="date" label="End date" min={today} {...form.getInputProps('end_date')} />
            <TextInput label="Customer name" {...form.getInputProps('customer_name')} />
            <TextInput label="Delivery site" {...form.getInputProps('delivery_site')} />
          </SimpleGrid>
          <Textarea label="Comment" autosize minRows={2} {...form.getInputProps('note')} />
          <Text size="sm" fw={500}>
            Item quantities
          </Text>
          {order.orderitem.map((item) => (
            <Group key={item.id} justify="space-between">
              <Text size="sm">{item.productName}</Text>
              <NumberInput
                aria-label={`Quantity of ${item.productName}`}
                min={1}
                allowDecimal={false}
                w={120}
                {...form.getInputProps(`quantities.${item.id}`)}
              />
            </Group>
          ))}
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
