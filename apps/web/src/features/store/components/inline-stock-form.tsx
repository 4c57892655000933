import { Button, Group } from '@mantine/core';
import { useForm } from '@mantine/form';
import { storeItemInlineSchema, STORE_MESSAGES, type StoreItem } from '@steelworks/contract/store';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { NumberField } from '../../../components/number-field';
import { toastSuccess } from '../../../lib/toast';
import { useUpdateStock } from '../api/update-stock';

/**
 * The inline Update Stock control of /store: stock and price, both required and at least 0. It sends the stock only
 * when it was changed, with the stock the row showed; if a supply moved it meanwhile the row reloads and one toast
 * says what the stock is now.
 */
export function InlineStockForm({ item }: { item: StoreItem }) {
  const update = useUpdateStock();
  const form = useForm<{ stock: number | string; price: number | string }>({
    initialValues: { stock: item.stock, price: item.price },
    validate: zod4Resolver(storeItemInlineSchema),
  });
  return (
    <form
      noValidate
      aria-label={`Update stock of ${item.name}`}
      onSubmit={form.onSubmit((values) => update.mutate({ item, ...values }, { onSuccess: () => toastSuccess(STORE_MESSAGES.updated) }))}
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        <NumberField aria-label={`Stock of ${item.name}`} size="xs" w={90} {...form.getInputProps('stock')} />
        <NumberField aria-label={`Price of ${item.name}`} size="xs" w={100} {...form.getInputProps('price')} />
        <Button type="submit" size="xs" variant="light" loading={update.isPending}>
          Update
        </Button>
      </Group>
    </form>
  );
}
