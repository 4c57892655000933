import { FileInput, Grid, Group, Image, Radio, Select, Text, Textarea, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import {
  PERTICULARS,
  PRODUCT_MESSAGES,
  PRODUCT_TYPES,
  productInputSchema,
  SERIAL_PREFIX,
  type Product,
} from '@steelworks/contract/product';
import { PageFormLayout, type FormSubmitProps } from '../../../components/form/form-layout';
import { NumberField } from '../../../components/number-field';
import type { ProductFormValues } from '../api/product-form-data';

type ProductFormApi = Pick<UseFormReturnType<ProductFormValues>, 'setFieldError' | 'getValues'>;

export interface ProductFormProps extends FormSubmitProps {
  initial?: Product;
  /** Profit is asked on update (docs/product/client-2022-names.md#calls); create may leave it out. */
  showProfit?: boolean;
  onSubmit: (values: ProductFormValues, form: ProductFormApi) => void;
}

const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const isDoor = (type: ProductFormValues['type']) => type === 'is_door' || type === 'is_security_door';

/** The shared schema, run on what the form would send; issues go under the fields ("Invalid Input"). */
function validateProductForm(values: ProductFormValues): Record<string, string> {
  const door = isDoor(values.type);
  const blank = (v: string | number) => (String(v).trim() === '' ? undefined : v);
  const result = productInputSchema.safeParse({
    name: values.name,
    serial_number: values.serial_number,
    channel_size: values.channel_size,
    guage: blank(values.guage),
    perticular: door ? undefined : blank(values.perticular),
    no_of_cols: door ? undefined : blank(values.no_of_cols),
    width: blank(values.width),
    height: blank(values.height),
    is_door: values.type === 'is_door',
    is_window: values.type === 'is_window',
    is_security_door: values.type === 'is_security_door',
    description: values.description,
    unit_type: values.unit_type,
    hsn_code: values.hsn_code,
    gst_rate: blank(values.gst_rate),
    profit: blank(values.profit),
  });
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'type');
      errors[field] ??= issue.message;
    }
  }
  if (values.image && !IMAGE_TYPES.includes(values.image.type)) errors.image = PRODUCT_MESSAGES.imageType;
  return errors;
}

function typeOf(product?: Product): ProductFormValues['type'] {
  if (!product) return '';
  return PRODUCT_TYPES.find((t) => product[t.key])?.key ?? '';
}

/** Step 1 of /product/create and the form of /product/update/{id} (docs/product/catalogue-and-store.md#product-form). */
export function ProductForm({ initial, submitLabel, pending, error, showProfit = true, onSubmit }: ProductFormProps) {
  const form = useForm<ProductFormValues>({
    initialValues: {
      name: initial?.name ?? '',
      serial_number: initial?.serial_number ?? SERIAL_PREFIX + ' ',
      channel_size: initial?.channel_size ?? '',
      guage: initial?.guage ?? '',
      perticular: initial?.perticular ?? '',
      no_of_cols: initial?.no_of_cols ?? '',
      width: initial?.width ?? '',
      height: initial?.height ?? '',
      type: typeOf(initial),
      description: initial?.description ?? '',
      unit_type: initial?.unit_type ?? 'Nos',
      hsn_code: initial?.hsn_code ?? '',
      gst_rate: initial?.gst_rate ?? '',
      profit: initial?.profit ?? '',
      image: null,
    },
    validate: validateProductForm,
  });
  const door = isDoor(form.values.type);
  return (
    <PageFormLayout form={form} error={error} onSubmit={onSubmit} submitLabel={submitLabel} pending={pending} maw={820}>
      <Radio.Group label="Type" withAsterisk {...form.getInputProps('type')}>
        <Group mt={6}>
          {[PRODUCT_TYPES[2], PRODUCT_TYPES[1], PRODUCT_TYPES[0]].map((t) => (
            <Radio key={t.key} value={t.key} label={t.label} />
          ))}
        </Group>
      </Radio.Group>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Serial Number"
            withAsterisk
            placeholder="LH - 101"
            description={`Starts with "${SERIAL_PREFIX}"`}
            {...form.getInputProps('serial_number')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Name"
            placeholder="Composed from type, size, channel and gauge"
            description="Leave empty to let the server compose it"
            {...form.getInputProps('name')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label="Channel Size" withAsterisk placeholder="4x2" {...form.getInputProps('channel_size')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NumberField label="Gauge" withAsterisk placeholder="16" {...form.getInputProps('guage')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label="Unit Type" placeholder="Nos" {...form.getInputProps('unit_type')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="HSN code"
            placeholder="730830"
            inputMode="numeric"
            description="4, 6 or 8 digits: doors and windows 7308.30, gates and grills 7308.90; empty takes the type's"
            {...form.getInputProps('hsn_code')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="GST rate" placeholder="18" inputMode="decimal" rightSection="%" {...form.getInputProps('gst_rate')} />
        </Grid.Col>
        {!door && (
          <>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select label="Perticular" withAsterisk placeholder="Pick one" data={[...PERTICULARS]} {...form.getInputProps('perticular')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NumberField label="No of Cols" withAsterisk whole {...form.getInputProps('no_of_cols')} />
            </Grid.Col>
          </>
        )}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NumberField label="Width" withAsterisk rightSection="cm" {...form.getInputProps('width')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NumberField label="Height" withAsterisk rightSection="cm" {...form.getInputProps('height')} />
        </Grid.Col>
        {showProfit && (
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NumberField label="Profit" rightSection="%" {...form.getInputProps('profit')} />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <FileInput
            label="Image"
            placeholder="png or jpeg"
            accept="image/png,image/jpeg"
            clearable
            leftSection={<IconPhoto size={16} />}
            {...form.getInputProps('image')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        </Grid.Col>
      </Grid>
      {initial?.thumbnail && !form.values.image && (
        <Group gap="xs">
          <Image src={initial.thumbnail} alt={initial.name} w={120} radius="sm" />
          <Text size="xs" c="dimmed">
            Current image (choose a file to replace it)
          </Text>
        </Group>
      )}
    </PageFormLayout>
  );
}
