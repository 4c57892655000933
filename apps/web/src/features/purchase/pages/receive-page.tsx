import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate, useSearchParams } from 'react-router';
import { RECEIPT_TEXT, type GoodsReceiptInput } from '@steelworks/contract/goods-receipt';
import type { PurchaseOrderDetail } from '@steelworks/contract/purchase';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PageHeader } from '../../../components/page-header';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { toastSuccess } from '../../../lib/toast';
import { usePurchaseOrder, useReceiveGoods } from '../api/purchase-api';

type LineValues = { order_line: number; received: string; rejected: string; rejection_reason: string; weighed_kg: string; heat_number: string };
type Values = { vehicle_number: string; lines: LineValues[] };

/** What the form sends: only the lines with a received quantity, empty fields left out. */
function receiptPayload(orderId: number, values: Values): GoodsReceiptInput {
  const lines = values.lines
    .filter((line) => line.received.trim() !== '')
    .map((line) => ({
      order_line: line.order_line,
      received: line.received.trim(),
      ...(line.rejected.trim() ? { rejected: line.rejected.trim(), rejection_reason: line.rejection_reason.trim() } : {}),
      ...(line.weighed_kg.trim() ? { weighed_kg: line.weighed_kg.trim() } : {}),
      ...(line.heat_number.trim() ? { heat_number: line.heat_number.trim() } : {}),
    }));
  return { purchase_order: orderId, vehicle_number: values.vehicle_number.trim() || undefined, lines } as GoodsReceiptInput;
}

function ReceiveForm({ order }: { order: PurchaseOrderDetail }) {
  const navigate = useNavigate();
  const mutation = useReceiveGoods();
  const open = order.lines.filter((line) => line.received < line.quantity);
  const form = useForm<Values>({
    initialValues: {
      vehicle_number: '',
      lines: open.map((line) => ({ order_line: line.id, received: '', rejected: '', rejection_reason: '', weighed_kg: '', heat_number: '' })),
    },
  });
  const submit = form.onSubmit((values) => {
    const payload = receiptPayload(order.id, values);
    if (payload.lines.length === 0) {
      form.setFieldError('lines', RECEIPT_TEXT.linesRequired);
      return;
    }
    mutation.mutate(payload, {
      onSuccess: (receipt) => {
        toastSuccess(`${receipt.number}: goods received`);
        void navigate(`/purchase/orders/${order.id}`);
      },
      onError: (error) => applyServerErrors(form, error),
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label={RECEIPT_TEXT.receive}>
      <Stack>
        <FormErrorAlert error={mutation.error} form={form} />
        {form.errors.lines && <Alert color="red">{form.errors.lines}</Alert>}
        <TextInput label="Vehicle number" {...form.getInputProps('vehicle_number')} />
        {open.map((line, i) => (
          <Card key={line.id} withBorder padding="sm" aria-label={line.name}>
            <Text fw={600}>{line.name}</Text>
            <Text size="sm" c="dimmed">
              Ordered {line.quantity} {line.unit}, received so far {line.received}
              {line.theoretical_kg !== null ? ` · about ${line.theoretical_kg} kg in all` : ''}
            </Text>
            <SimpleGrid cols={2} mt="xs">
              <TextInput label={`Received (${line.unit})`} inputMode="decimal" {...form.getInputProps(`lines.${i}.received`)} error={form.errors[`lines.${i}.received`]} />
              <TextInput label="Weighed kg" inputMode="decimal" {...form.getInputProps(`lines.${i}.weighed_kg`)} error={form.errors[`lines.${i}.weighed_kg`]} />
              <TextInput label="Rejected" inputMode="decimal" {...form.getInputProps(`lines.${i}.rejected`)} error={form.errors[`lines.${i}.rejected`]} />
              <TextInput label="Heat number" {...form.getInputProps(`lines.${i}.heat_number`)} />
            </SimpleGrid>
            {form.values.lines[i]!.rejected.trim() !== '' && (
              <TextInput mt="xs" label="Reason rejected" {...form.getInputProps(`lines.${i}.rejection_reason`)} error={form.errors[`lines.${i}.rejection_reason`]} />
            )}
          </Card>
        ))}
        <Group>
          <Button type="submit" color="green" loading={mutation.isPending}>
            {RECEIPT_TEXT.receive}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /purchase/receipts/new?order=ID: the store manager receives a lorry against an order, on a phone, by quantity and weight. */
export default function ReceivePage() {
  const [params] = useSearchParams();
  const orderId = Number(params.get('order'));
  const { data: order, error } = usePurchaseOrder(orderId, orderId > 0);
  return (
    <>
      <PageHeader title={RECEIPT_TEXT.receive} breadcrumbs={[{ label: RECEIPT_TEXT.title, to: '/purchase/receipts' }, { label: order?.number ?? RECEIPT_TEXT.receive }]} />
      {!orderId && <Alert>Open an Approved purchase order and choose Receive Goods.</Alert>}
      {error && <Alert color="red">{String((error as Error).message)}</Alert>}
      {order && (
        <>
          <Text mb="sm">
            {order.number} · {order.supplier_name}
          </Text>
          <ReceiveForm order={order} />
        </>
      )}
    </>
  );
}
