import { Badge, Center, Checkbox, Grid, Loader, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MAX_SHEET_PIECES, SHEET_MESSAGES, SHEET_ORDER_TYPE_LABELS, multiplyWeight, sumWeights, type SheetOrder } from '@steelworks/contract/sheet';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { FormLayout } from '../../../components/form/form-layout';
import { NumberField } from '../../../components/number-field';
import { PageHeader } from '../../../components/page-header';
import { toastSuccess } from '../../../lib/toast';
import { useSheetOrder } from '../api/get-sheet-order';
import { useUpdateSheetOrder } from '../api/update-sheet-order';
import { countedPieces, formatKg } from '../components/sheet-choices';
import { SheetOrderTitleDateFields, sheetOrderTitleDateShape } from '../components/sheet-order-fields';
import { SaveErrorAlert } from '../components/shortage-alert';
import { HistoryPanel } from '../../audit/public';
import { right, TableHead } from '../../../components/table-head';

// Digits only, as the server takes them: "1e3" or "-5" is refused with the message, not read as another number.
const quantitySchema = z.union([z.number(), z.string()]).refine((v) => /^\d+$/.test(String(v).trim()) && Number(v) <= MAX_SHEET_PIECES, {
  message: SHEET_MESSAGES.quantityMin,
});

const updateFormSchema = z
  .object({
    ...sheetOrderTitleDateShape,
    is_delivered: z.boolean(),
    items: z.array(z.object({ quantity: quantitySchema })),
  })
  .refine((v) => v.items.some((i) => Number(i.quantity) > 0), { message: SHEET_MESSAGES.itemsRequired, path: ['items'] });

type Item = SheetOrder['order_items'][number];
type Values = { title: string; date: string; is_delivered: boolean; items: Array<Item & { quantity: number | string }> };

/** /sheets/sheetorders/update/:id: title, date, quantities (0 removes a sheet) and the delivered flag; type read-only. */
export default function SheetOrderUpdatePage() {
  // An unknown or foreign order (or an id that is no number) is the 404 page in the layout (lib/query-client.ts).
  const order = useSheetOrder(Number(useParams().id));
  return (
    <>
      <PageHeader
        title="Update Sheet Order"
        trail={[{ label: 'Sheet Orders', to: '/sheets/sheetorders' }]}
      />
      {order.data ? (
        <UpdateForm key={order.data.id} order={order.data} />
      ) : (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      <HistoryPanel entity="sheet_order" id={order.data?.id} />
    </>
  );
}

function UpdateForm({ order }: { order: SheetOrder }) {
  const navigate = useNavigate();
  const update = useUpdateSheetOrder();
  const form = useForm<Values>({
    initialValues: { title: order.title, date: order.date, is_delivered: order.is_delivered, items: order.order_items },
    validate: zod4Resolver(updateFormSchema),
  });
  const items = form.values.items;
  const weight = sumWeights(items.map((i) => multiplyWeight(countedPieces(i.quantity), i.unit_kg)));

  const submit = form.onSubmit((values) =>
    update.mutate(
      {
        id: order.id,
        title: values.title,
        date: values.date,
        is_delivered: values.is_delivered,
        order_items: values.items.map((i) => ({ sheet: i.sheet, quantity: Number(i.quantity) })),
      },
      {
        onSuccess: () => {
          toastSuccess('Done', 'Sheet order updated');
          void navigate('/sheets/sheetorders');
        },
        onError: (error) => applyServerErrors(form, error),
      },
    ),
  );

  return (
    <FormLayout
      submitLabel="Update Sheet Order"
      pending={update.isPending}
      onSubmit={submit}
      alert={<SaveErrorAlert error={update.error} form={form} />}
      maw={900}
    >
      <Grid>
        <SheetOrderTitleDateFields form={form} />
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label="Stock updation type" value={SHEET_ORDER_TYPE_LABELS[order.order_type]} readOnly disabled />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label="GSM" value={String(order.gsm)} readOnly disabled />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }} pt={{ sm: 36 }}>
          <Checkbox label="Delivered" {...form.getInputProps('is_delivered', { type: 'checkbox' })} />
        </Grid.Col>
      </Grid>
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs" aria-label="Order items">
          <TableHead
            cells={[
              'Sheet',
              'Thickness',
              'Width',
              'Length',
              right('Kg per piece'),
              { label: 'Quantity', w: 140 },
              right('Weight'),
            ]}
          />
          <Table.Tbody>
            {items.map((item, index) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  {item.name}{' '}
                  {item.sheet_is_deleted && (
                    <Badge color="gray" size="xs">
                      Deleted
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{item.thick}</Table.Td>
                <Table.Td>{item.width}</Table.Td>
                <Table.Td>{item.height}</Table.Td>
                <Table.Td ta="right">{item.unit_kg}</Table.Td>
                <Table.Td>
                  <NumberField
                    aria-label={`Quantity of ${item.name}`}
                    size="xs"
                    whole
                    disabled={item.sheet_is_deleted}
                    {...form.getInputProps(`items.${index}.quantity`)}
                  />
                </Table.Td>
                <Table.Td ta="right">{formatKg(multiplyWeight(countedPieces(item.quantity), item.unit_kg))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" fw={600}>
        Total weight: {formatKg(weight)}
      </Text>
      {typeof form.errors.items === 'string' && (
        <Text size="sm" c="red" role="alert">
          {form.errors.items}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        A quantity of 0 takes the sheet out of the order; the stock follows the change.
      </Text>
    </FormLayout>
  );
}
