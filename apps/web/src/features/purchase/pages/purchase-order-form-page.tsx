import { ActionIcon, Alert, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PURCHASE_TEXT, RATE_PER, RATE_PER_LABELS, purchaseOrderInputSchema, type PurchaseOrderDetail, type PurchaseOrderInput, type RatePer } from '@steelworks/contract/purchase';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { FormLayout } from '../../../components/form/form-layout';
import { useFormMutation } from '../../../components/form/use-form-mutation';
import { PageHeader } from '../../../components/page-header';
import { SearchSelect } from '../../../components/search-select';
import { toastSuccess } from '../../../lib/toast';
import { usePurchaseOrder, useSupplierChoices } from '../api/purchase-api';
import { useItemChoices, useSavePurchaseOrder, type ItemChoice } from '../api/purchase-form-api';

type LineValues = { store_item: string; label: string; quantity: string; rate: string; rate_per: RatePer | ''; expected_date: string };
type Values = { supplier: string; expected_date: string; note: string; lines: LineValues[] };

const EMPTY_LINE: LineValues = { store_item: '', label: '', quantity: '', rate: '', rate_per: 'kg', expected_date: '' };

/** What the form sends: the item choice split into a store item or a sheet, empty fields left out. */
function orderPayload(values: Values): Record<string, unknown> {
  return {
    supplier: values.supplier,
    expected_date: values.expected_date || undefined,
    note: values.note.trim() || undefined,
    lines: values.lines.map((line) => {
      const [kind, id] = line.store_item.split(':');
      return {
        ...(kind === 'sheet' ? { sheet: id } : { store_item: id }),
        quantity: line.quantity.trim(),
        rate: line.rate.trim(),
        rate_per: line.rate_per || undefined,
        expected_date: line.expected_date || undefined,
      };
    }),
  };
}

/** Checks the payload against the shared schema and names each problem on its field of the form (a sheet's on the item). */
function validate(values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  // The schema names a missing item only once the rest of its line parses; the form names it at once.
  values.lines.forEach((line, i) => {
    if (!line.store_item) errors[`lines.${i}.store_item`] = PURCHASE_TEXT.oneItem;
  });
  const parsed = purchaseOrderInputSchema.safeParse(orderPayload(values));
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.').replace(/\.sheet$/, '.store_item');
    errors[path] ??= issue.message;
  }
  return errors;
}

function ItemPicker({ value, label, error, onChange }: { value: string; label: string; error?: string; onChange: (choice: ItemChoice | null) => void }) {
  const [search, setSearch] = useState('');
  const choices = useItemChoices(search);
  const data = [...(value && !choices.data?.some((c) => c.value === value) ? [{ value, label }] : []), ...(choices.data ?? [])];
  return (
    <SearchSelect
      label="Item"
      withAsterisk
      searching={choices.isFetching}
      data={data}
      value={value || null}
      onSearchChange={setSearch}
      error={error}
      onChange={(next) => onChange(data.find((c) => c.value === next) ?? null)}
    />
  );
}

function OrderForm({ order }: { order?: PurchaseOrderDetail }) {
  const navigate = useNavigate();
  const suppliers = useSupplierChoices(true);
  const form = useForm<Values>({
    initialValues: order
      ? {
          supplier: String(order.supplier),
          expected_date: order.expected_date ?? '',
          note: order.note,
          lines: order.lines.map((line) => ({
            store_item: line.sheet ? `sheet:${line.sheet}` : `store:${line.store_item}`,
            label: line.name,
            quantity: String(line.quantity),
            rate: line.rate ?? '',
            rate_per: line.rate_per,
            expected_date: line.expected_date ?? '',
          })),
        }
      : { supplier: '', expected_date: '', note: '', lines: [EMPTY_LINE] },
    validate,
  });
  const submit = useFormMutation(useSavePurchaseOrder(order?.id), (saved: PurchaseOrderDetail) => {
    toastSuccess(`Purchase order ${saved.number} saved`);
    void navigate(`/purchase/orders/${saved.id}`);
  });
  const supplierData = (suppliers.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  if (order && !supplierData.some((s) => s.value === String(order.supplier))) supplierData.push({ value: String(order.supplier), label: order.supplier_name });
  return (
    <FormLayout
      submitLabel={order ? 'Save Purchase Order' : 'Create Purchase Order'}
      pending={submit.pending}
      onSubmit={form.onSubmit((values) => submit.onSubmit(orderPayload(values) as unknown as PurchaseOrderInput, form as never))}
      alert={<FormErrorAlert error={submit.error} form={form} />}
      maw={820}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Supplier" withAsterisk searchable data={supplierData} {...form.getInputProps('supplier')} />
        <TextInput label="Expected date" type="date" {...form.getInputProps('expected_date')} />
      </SimpleGrid>
      <TextInput label="Note" {...form.getInputProps('note')} />
      {typeof form.errors.lines === 'string' && <Alert color="red">{form.errors.lines}</Alert>}
      {form.values.lines.map((line, i) => (
        <Card key={i} withBorder padding="sm" aria-label={`Line ${i + 1}`}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>Line {i + 1}</Text>
              {form.values.lines.length > 1 && (
                <ActionIcon variant="subtle" color="red" aria-label={`Remove line ${i + 1}`} onClick={() => form.removeListItem('lines', i)}>
                  ×
                </ActionIcon>
              )}
            </Group>
            <ItemPicker
              value={line.store_item}
              label={line.label}
              error={form.errors[`lines.${i}.store_item`] as string | undefined}
              onChange={(choice) => {
                form.setFieldValue(`lines.${i}.store_item`, choice?.value ?? '');
                form.setFieldValue(`lines.${i}.label`, choice?.label ?? '');
              }}
            />
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <TextInput label="Quantity" withAsterisk inputMode="decimal" {...form.getInputProps(`lines.${i}.quantity`)} />
              <TextInput label="Rate" withAsterisk inputMode="decimal" {...form.getInputProps(`lines.${i}.rate`)} />
              <Select label="Rate per" data={RATE_PER.map((r) => ({ value: r, label: RATE_PER_LABELS[r] }))} {...form.getInputProps(`lines.${i}.rate_per`)} />
              <TextInput label="Expected" type="date" {...form.getInputProps(`lines.${i}.expected_date`)} />
            </SimpleGrid>
          </Stack>
        </Card>
      ))}
      <Group>
        <Button variant="light" onClick={() => form.insertListItem('lines', { ...EMPTY_LINE })}>
          Add Line
        </Button>
      </Group>
    </FormLayout>
  );
}

/** /purchase/orders/new and /purchase/orders/:id/edit: a purchase order by hand; only a Draft is edited. */
export default function PurchaseOrderFormPage() {
  const id = Number(useParams().id) || undefined;
  const { data: order, error } = usePurchaseOrder(id ?? 0, id !== undefined);
  const title = id ? `Edit ${order?.number ?? 'Purchase Order'}` : 'New Purchase Order';
  return (
    <>
      <PageHeader title={title} breadcrumbs={[{ label: PURCHASE_TEXT.ordersTitle, to: '/purchase/orders' }, { label: id ? (order?.number ?? '') : 'New' }]} />
      {error && <Alert color="red">{String((error as Error).message)}</Alert>}
      {order && order.status !== 'Draft' && <Alert color="yellow">{PURCHASE_TEXT.notDraft}</Alert>}
      {(!id || (order && order.status === 'Draft')) && <OrderForm key={order?.id ?? 'new'} order={order} />}
    </>
  );
}
