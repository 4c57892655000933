import { Autocomplete, Grid, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { storeItemInputSchema, UNIT_TYPES, type StoreItem } from '@steelworks/contract/store';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { PageFormLayout, type FormSubmitProps } from '../../../components/form/form-layout';
import { NumberField } from '../../../components/number-field';
import { EMPTY_SECTION_VALUES, SectionFields, validateSectionValues } from '../../cutting/public';
import type { StoreItemFormValues } from '../api/create-store-item';

export interface StoreItemFormProps extends FormSubmitProps {
  initial?: StoreItem;
  onSubmit: (values: StoreItemFormValues, form: Pick<UseFormReturnType<StoreItemFormValues>, 'setFieldError' | 'getValues'>) => void;
}

/**
 * Name, unit type, unit, stock and price (docs/product/catalogue-and-store.md#store-items: all required, numbers at least 0), the optional reorder
 * level (issue 34), and whether the item is a channel section (issue 32), whose unit is metres and whose stock is not
 * typed here.
 */
export function StoreItemForm({ initial, submitLabel, pending, error, onSubmit }: StoreItemFormProps) {
  const form = useForm<StoreItemFormValues>({
    initialValues: {
      name: initial?.name ?? '',
      unit_type: initial?.unit_type ?? '',
      unit: initial?.unit ?? '',
      stock: initial?.stock ?? '',
      price: initial?.price ?? '',
      reorder_level: initial?.reorder_level ?? '',
      ...(initial ? { reason: '' } : {}),
      ...EMPTY_SECTION_VALUES,
      ...(initial?.section ? { is_section: true, ...initial.section } : {}),
    },
    validate: (values) => ({ ...zod4Resolver(storeItemInputSchema)(values), ...validateSectionValues(values) }),
  });
  // A section's stock is its bars and offcuts (metres): a new one starts at 0 and is filled by receiving bars.
  const section = form.getValues().is_section;
  return (
    <PageFormLayout form={form} error={error} onSubmit={onSubmit} submitLabel={submitLabel} pending={pending} maw={720}>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Name" withAsterisk placeholder="MS Channel 4x2 16G" {...form.getInputProps('name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Autocomplete
            label="Unit Type"
            withAsterisk
            placeholder="kg, pcs, length..."
            data={[...UNIT_TYPES]}
            disabled={section}
            {...form.getInputProps('unit_type')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NumberField label="Unit" withAsterisk {...form.getInputProps('unit')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NumberField
            label="Stock"
            withAsterisk
            disabled={section}
            description={section ? 'Metres of bars and offcuts: receive bars on the stock panel' : undefined}
            {...form.getInputProps('stock')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NumberField label="Price" withAsterisk leftSection="₹" {...form.getInputProps('price')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NumberField
            label="Reorder level"
            description="The store managers are told when the stock falls below it; empty: never"
            {...form.getInputProps('reorder_level')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <SectionFields form={form} creating={!initial} />
        </Grid.Col>
        {initial && !section && (
          <Grid.Col span={12}>
            <TextInput
              label="Reason for a stock change"
              placeholder="Counted on Monday, damaged, purchase..."
              description="Optional; kept in the stock history"
              {...form.getInputProps('reason')}
            />
          </Grid.Col>
        )}
      </Grid>
    </PageFormLayout>
  );
}
