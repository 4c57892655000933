import { ActionIcon, Grid, Select, Table, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { otherCostInputSchema, PRODUCT_MESSAGES, rawMaterialInputSchema, type Product } from '@steelworks/contract/product';
import { useState } from 'react';
import type { z } from 'zod';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { confirmAction } from '../../../components/confirm-dialog';
import { Money, MoneyCell } from '../../../components/money';
import { NumberField } from '../../../components/number-field';
import { toastSuccess } from '../../../lib/toast';
import { useAddOtherCost } from '../api/add-other-cost';
import { useAddRawMaterial } from '../api/add-raw-material';
import { useDeleteOtherCost } from '../api/delete-other-cost';
import { useDeleteRawMaterial } from '../api/delete-raw-material';
import { useStoreItemOptions } from '../../store/public';
import { AddLineForm, BomLinesCard } from './bom-lines-card';
import { right, PlainTable } from '../../../components/table-head';

/** Raw materials and other costs of a product: add and remove (step 2 of create, and the update page). */
export function BomEditor({ product }: { product: Product }) {
  return (
    <Grid>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <RawMaterialsCard product={product} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <OtherCostsCard product={product} />
      </Grid.Col>
    </Grid>
  );
}

function RawMaterialsCard({ product }: { product: Product }) {
  const add = useAddRawMaterial();
  const remove = useDeleteRawMaterial();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const options = useStoreItemOptions(debounced);
  const form = useForm<{ store_item: string | null; quantity: number | string }>({
    initialValues: { store_item: null, quantity: '' },
    validate: {
      store_item: (v) => (v ? null : 'Choose a store item'),
      // The server's own rule and words: a negative or "1e3" is refused, never made positive or read as another number.
      quantity: (v) => firstError(rawMaterialInputSchema.shape.quantity, v),
    },
  });
  const data = (options.data?.results ?? []).map((item) => ({
    value: String(item.id),
    label: `${item.name} (${item.unit_type}, ₹${item.price}${item.out_of_stock ? ', out of stock' : ''})`,
  }));
  const addForm = (
    <AddLineForm
      label="Add raw material"
      pending={add.isPending}
      onSubmit={form.onSubmit((values) =>
        add.mutate(
          { product: product.id, store_item: Number(values.store_item), quantity: values.quantity },
          lineAdded(form, 'store_item', 'Raw material added', () => setSearch('')),
        ),
      )}
    >
      <Select
        label="Store Item"
        placeholder="Search store items"
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        data={data}
        nothingFoundMessage="No store items"
        filter={({ options: all }) => all}
        w={{ base: '100%', sm: 300 }}
        {...form.getInputProps('store_item')}
      />
      <NumberField label="Quantity" w={120} {...form.getInputProps('quantity')} />
    </AddLineForm>
  );
  return (
    <BomLinesCard title="Raw Material" emptyText={PRODUCT_MESSAGES.noRawMaterials} isEmpty={product.rawmaterial.length === 0} addForm={addForm}>
      <PlainTable striped verticalSpacing="xs" label="Raw materials" head={['Name', right('Quantity'), right('Price'), right('Amount'), '']}>
        {product.rawmaterial.map((line) => (
          <Table.Tr key={line.id}>
            <Table.Td>{line.name}</Table.Td>
            <Table.Td ta="right">
              {line.quantity} {line.unit_type}
            </Table.Td>
            <Table.Td ta="right">{line.price !== undefined && <Money value={line.price} />}</Table.Td>
            <Table.Td ta="right">{line.amount !== undefined && <Money value={line.amount} />}</Table.Td>
            <Table.Td>
              <RemoveLineButton label={`Remove raw material ${line.name}`} onConfirm={() => remove.mutate(line.id, removed)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </PlainTable>
    </BomLinesCard>
  );
}

function OtherCostsCard({ product }: { product: Product }) {
  const add = useAddOtherCost();
  const remove = useDeleteOtherCost();
  const form = useForm<{ note: string; amount: number | string }>({
    initialValues: { note: '', amount: '' },
    validate: {
      note: (v) => (v.trim() ? null : 'Please enter a note'),
      amount: (v) => firstError(otherCostInputSchema.shape.amount, v),
    },
  });
  const costs = product.othercost;
  const addForm = (
    <AddLineForm
      label="Add other cost"
      pending={add.isPending}
      onSubmit={form.onSubmit((values) =>
        add.mutate({ product: product.id, note: values.note, amount: values.amount }, lineAdded(form, 'note', 'Other cost added')),
      )}
    >
      <TextInput label="Note" placeholder="Labour, transport..." w={{ base: '100%', sm: 200 }} {...form.getInputProps('note')} />
      <NumberField label="Amount" leftSection="₹" w={130} {...form.getInputProps('amount')} />
    </AddLineForm>
  );
  return (
    <BomLinesCard title="Other Costs" emptyText={PRODUCT_MESSAGES.noOtherCosts} isEmpty={costs.length === 0} addForm={addForm}>
      <Table striped verticalSpacing="xs" aria-label="Other costs">
        <Table.Tbody>
          {costs.map((cost) => (
            <Table.Tr key={cost.id}>
              <Table.Td>{cost.note}</Table.Td>
              <MoneyCell value={cost.amount} />
              <Table.Td w={40}>
                <RemoveLineButton label={`Remove other cost ${cost.note}`} onConfirm={() => remove.mutate(cost.id, removed)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </BomLinesCard>
  );
}

const removed = { onSuccess: () => toastSuccess('Done') };

/**
 * What adding a line does once the server answers: a toast and an empty form (and `cleared`), or the refusal under
 * the form's fields, else under `field`.
 */
function lineAdded<V>(form: UseFormReturnType<V>, field: keyof V & string, toast: string, cleared?: () => void) {
  return {
    onSuccess: () => {
      toastSuccess('Done', toast);
      form.reset();
      cleared?.();
    },
    onError: (error: unknown) => {
      if (!applyServerErrors(form, error)) form.setFieldError(field, (error as Error).message);
    },
  };
}

/** The first message of a contract field schema for this value, or null when it is valid. */
function firstError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** The trash icon of a BOM or other-cost line: asks the shared confirmation, then removes. */
function RemoveLineButton({ label, onConfirm }: { label: string; onConfirm: () => void }) {
  return (
    <ActionIcon color="red" variant="subtle" aria-label={label} onClick={() => confirmAction({ onConfirm })}>
      <IconTrash size={16} />
    </ActionIcon>
  );
}
