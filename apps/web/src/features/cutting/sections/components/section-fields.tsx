import { Grid, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SECTION_TEXT } from '@steelworks/contract/section';
import { NumberField } from '../../../../components/number-field';

/** The section fields of a store item form (issue 32 point 1); empty strings for a plain item. */
export type SectionFormValues = {
  is_section: boolean;
  channel_size: string;
  gauge: string;
  kg_per_metre: number | string;
  stock_length_mm: number | string;
};

export const EMPTY_SECTION_VALUES: SectionFormValues = { is_section: false, channel_size: '', gauge: '', kg_per_metre: '', stock_length_mm: '' };

/** A section needs its size, gauge and stock length (the server says the same; this says it before the call). */
export function validateSectionValues(values: SectionFormValues): Partial<Record<keyof SectionFormValues, string>> {
  if (!values.is_section) return {};
  const errors: Partial<Record<keyof SectionFormValues, string>> = {};
  if (!values.channel_size.trim()) errors.channel_size = SECTION_TEXT.sectionNeeds;
  if (!values.gauge.trim()) errors.gauge = SECTION_TEXT.sectionNeeds;
  if (String(values.stock_length_mm).trim() === '') errors.stock_length_mm = SECTION_TEXT.sectionNeeds;
  return errors;
}

/**
 * "Channel section" and its size, gauge, kg per metre and stock length. Turning it on makes the unit metres: a
 * section's stock is the metres of its bars and offcuts, received and corrected on its stock panel, never typed.
 */
export function SectionFields<V extends SectionFormValues & { unit_type: string; stock: number | string }>({
  form,
  creating,
}: {
  form: UseFormReturnType<V>;
  /** A new item: a section starts with no stock (0 m) and gets its bars received afterwards. */
  creating: boolean;
}) {
  const f = form as unknown as UseFormReturnType<SectionFormValues & { unit_type: string; stock: number | string }>;
  const on = f.getValues().is_section;
  return (
    <Grid>
      <Grid.Col span={12}>
        <Switch
          label="Channel section"
          description="Its stock is kept as full bars and offcuts, in metres and kg"
          {...f.getInputProps('is_section', { type: 'checkbox' })}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            f.setFieldValue('is_section', checked);
            if (checked) f.setFieldValue('unit_type', 'm');
            if (checked && creating) f.setFieldValue('stock', 0);
          }}
        />
      </Grid.Col>
      {on && (
        <>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput label="Channel size" withAsterisk placeholder="4x2" {...f.getInputProps('channel_size')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput label="Gauge" withAsterisk placeholder="16G" {...f.getInputProps('gauge')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <NumberField label="Kg per metre" placeholder="3.2" {...f.getInputProps('kg_per_metre')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <NumberField label="Stock length (mm)" withAsterisk whole placeholder="3660" {...f.getInputProps('stock_length_mm')} />
          </Grid.Col>
        </>
      )}
    </Grid>
  );
}
