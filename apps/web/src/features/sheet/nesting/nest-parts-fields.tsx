import { ActionIcon, Button, Checkbox, Grid, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { nestPartInputSchema } from '@steelworks/contract/sheet-nest';
import { SHEET_THICKNESSES } from '@steelworks/contract/sheet';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { z } from 'zod';
import { NumberField } from '../../../components/number-field';
import { useTranslate } from '../../../lib/i18n/i18n';

/** The parts typed by hand, as the form holds them (numbers as typed; the schema judges them). */
type TypedPart = { name: string; thick: string; width_mm: number | string; length_mm: number | string; quantity: number | string; grain: boolean };
export type TypedPartsValues = { parts: TypedPart[] };
export const typedPartsSchema = z.object({ parts: z.array(nestPartInputSchema).max(200) });
const blankPart = (): TypedPart => ({ name: '', thick: '1.20', width_mm: '', length_mm: '', quantity: 1, grain: false });

/**
 * Parts typed by hand into a nest plan (issue 46 point 3): name (the label drawn on the sheet), thickness, size, how
 * many, and whether the grain fixes the direction. Each row wraps to two lines on a phone.
 */
export function NestPartsFields({ form }: { form: UseFormReturnType<TypedPartsValues> }) {
  const t = useTranslate();
  const { parts } = form.getValues();
  return (
    <Stack gap="xs" aria-label={t('Parts typed by hand')} role="group">
      {parts.map((_, i) => (
        <Paper key={form.key(`parts.${i}`)} withBorder radius="sm" p="xs" aria-label={t('Part {{n}}', { n: i + 1 })}>
          <Grid gutter="xs" align="flex-start">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label={t('Part name')} withAsterisk key={form.key(`parts.${i}.name`)} {...form.getInputProps(`parts.${i}.name`)} />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 2 }}>
              <Select
                label={t('Thickness')}
                allowDeselect={false}
                data={SHEET_THICKNESSES.map((thick) => ({ value: thick, label: `${thick} mm` }))}
                key={form.key(`parts.${i}.thick`)}
                {...form.getInputProps(`parts.${i}.thick`)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 2 }}>
              <NumberField label={t('Quantity')} whole key={form.key(`parts.${i}.quantity`)} {...form.getInputProps(`parts.${i}.quantity`)} />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 2 }}>
              <NumberField label={t('Width (mm)')} whole key={form.key(`parts.${i}.width_mm`)} {...form.getInputProps(`parts.${i}.width_mm`)} />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 2 }}>
              <NumberField label={t('Length (mm)')} whole key={form.key(`parts.${i}.length_mm`)} {...form.getInputProps(`parts.${i}.length_mm`)} />
            </Grid.Col>
          </Grid>
          <Group justify="space-between" mt={6}>
            <Checkbox
              label={t('Grain along the length (do not turn)')}
              key={form.key(`parts.${i}.grain`)}
              {...form.getInputProps(`parts.${i}.grain`, { type: 'checkbox' })}
            />
            <ActionIcon variant="subtle" color="red" aria-label={t('Remove part {{n}}', { n: i + 1 })} onClick={() => form.removeListItem('parts', i)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      {parts.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('No parts typed by hand.')}
        </Text>
      )}
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconPlus size={14} />}
        style={{ alignSelf: 'flex-start' }}
        disabled={parts.length >= 200}
        onClick={() => form.insertListItem('parts', blankPart())}
      >
        {t('Add a part by hand')}
      </Button>
    </Stack>
  );
}
