import { Grid, Group, Paper, Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { multiplyWeight, sheetCreateSchema, sheetInputSchema, sheetSqft, sheetUnitKg, type Sheet } from '@steelworks/contract/sheet';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { UseFormReturnType } from '@mantine/form';
import type { SheetFormValues } from '../api/create-sheet';
import { FormLayout, type FormSubmitProps } from '../../../components/form/form-layout';
import { NumberField } from '../../../components/number-field';
import { SaveErrorAlert } from './shortage-alert';
import { THICKNESS_OPTIONS, WIDTH_OPTIONS, countedPieces, formatKg } from './sheet-choices';

export interface SheetFormProps extends FormSubmitProps {
  initial?: Sheet;
  /** `form` lets the page put server field errors (a taken name) under the fields. */
  onSubmit: (
    values: SheetFormValues,
    form: Pick<UseFormReturnType<SheetFormValues>, 'setFieldError' | 'getValues' | 'getInitialValues' | 'setInitialValues'>,
  ) => void;
}

/** Name, thickness, width, length and stock, with the weights the server will compute shown as a preview. */
export function SheetForm({ initial, submitLabel, pending, error, onSubmit }: SheetFormProps) {
  const form = useForm<SheetFormValues>({
    initialValues: {
      name: initial?.name ?? '',
      thick: initial?.thick ?? '',
      width: initial ? String(initial.width) : '',
      height: initial?.height ?? '',
      quantity: initial?.quantity ?? '',
    },
    // Stock is required on create; on update an empty stock means 0 (docs/product/sheets.md#sheet-validation).
    validate: zod4Resolver(initial ? sheetInputSchema : sheetCreateSchema),
  });
  const { thick, width, height, quantity } = form.values;
  const sizeKnown = !!thick && !!width && Number(height) > 0 && Number.isInteger(Number(height));
  const unitKg = sizeKnown ? sheetUnitKg(thick, Number(width), Number(height)) : null;

  return (
    <FormLayout
      submitLabel={submitLabel}
      pending={pending}
      onSubmit={form.onSubmit((values) => onSubmit(values, form))}
      alert={<SaveErrorAlert error={error} form={form} />}
      maw={720}
    >
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Name" withAsterisk placeholder="CR 1.20 x 1220 x 2440" {...form.getInputProps('name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select label="Thickness" withAsterisk placeholder="Pick one" data={THICKNESS_OPTIONS} {...form.getInputProps('thick')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select label="Width" withAsterisk placeholder="Pick one" data={WIDTH_OPTIONS} {...form.getInputProps('width')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NumberField label="Length" withAsterisk whole rightSection="mm" {...form.getInputProps('height')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NumberField label="Stock" withAsterisk={!initial} whole {...form.getInputProps('quantity')} />
        </Grid.Col>
      </Grid>
      <Paper withBorder p="sm" radius="md" bg="gray.0">
        <Group gap="xl">
          <Text size="sm">Sqft: <b>{sizeKnown ? sheetSqft(Number(width), Number(height)) : '-'}</b></Text>
          <Text size="sm">Kg per piece: <b>{unitKg ?? '-'}</b></Text>
          <Text size="sm">
            Total weight: <b>{unitKg ? formatKg(multiplyWeight(countedPieces(quantity), unitKg)) : '-'}</b>
          </Text>
        </Group>
      </Paper>
    </FormLayout>
  );
}
