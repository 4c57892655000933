import { ActionIcon, Alert, Autocomplete, Button, Card, Fieldset, Grid, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { cutSettingsInputSchema, type CutSettingsAnswer } from '@steelworks/contract/cut-plan';
import { PIECE_NAMES, piecesForUnit, SIZE_UNITS, type SizeUnit } from '@steelworks/contract/cut-rules';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { NumberField } from '../../../../components/number-field';
import type { CutSettingsFormValues } from '../api/update-cut-settings';
import { FormulaField } from './formula-field';
import './cut-settings-form.css';

/** A size a frame shop knows, in each unit, to show what a rule gives as it is typed. */
const EXAMPLE_SIZES: Record<SizeUnit, { width: number; height: number }> = {
  cm: { width: 90, height: 210 },
  mm: { width: 900, height: 2100 },
  inch: { width: 36, height: 84 },
};
const UNIT_LABELS: Record<SizeUnit, string> = { mm: 'Millimetres (mm)', cm: 'Centimetres (cm)', inch: 'Inches' };

export function toFormValues(answer: CutSettingsAnswer): CutSettingsFormValues {
  return {
    kerf_mm: answer.kerf_mm,
    min_offcut_mm: answer.min_offcut_mm,
    size_unit: answer.size_unit,
    rules: answer.rules.map((rule) => ({ ...rule, pieces: rule.pieces.map((piece) => ({ ...piece })) })),
  };
}

/** "For 90 x 210 cm: Jamb 2 x 2150 mm, Head 1 x 1000 mm", or nothing while a piece cannot be worked out. */
function examplePieces(rule: CutSettingsFormValues['rules'][number], unit: string): string | null {
  const sizeUnit = (SIZE_UNITS as readonly string[]).includes(unit) ? (unit as SizeUnit) : 'cm';
  const allowance = Number(rule.allowance_mm);
  if (!Number.isInteger(allowance) || rule.pieces.length === 0) return null;
  const size = EXAMPLE_SIZES[sizeUnit];
  const result = piecesForUnit(
    { allowance_mm: allowance, pieces: rule.pieces.map((piece) => ({ ...piece, count: Number(piece.count) })) },
    { ...size, unit: sizeUnit },
  );
  if (!result.ok) return null;
  const list = result.pieces.map((piece) => `${piece.name || 'Piece'} ${piece.count} x ${piece.length_mm} mm`).join(', ');
  return `For ${size.width} x ${size.height} ${sizeUnit}: ${list}`;
}

/**
 * The cut settings (issue 32 point 2): saw kerf, minimum reusable offcut, the size unit of work orders, and one rule
 * per product type, each piece a count and a length formula checked live. Read-only for a store manager.
 */
export function CutSettingsForm({
  initial,
  readOnly,
  pending,
  error,
  onSubmit,
}: {
  initial: CutSettingsFormValues;
  readOnly: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (values: CutSettingsFormValues, form: ReturnType<typeof useForm<CutSettingsFormValues>>) => void;
}) {
  const form = useForm<CutSettingsFormValues>({
    initialValues: initial,
    validate: zod4Resolver(cutSettingsInputSchema),
    validateInputOnChange: true,
    // A rule's formulas are checked with its allowance: a new allowance checks them again (a = 100 makes "a - 60" usable).
    onValuesChange: (values, previous) =>
      values.rules.forEach((rule, r) => {
        if (rule.allowance_mm === previous.rules[r]?.allowance_mm) return;
        rule.pieces.forEach((_, p) => form.validateField(`rules.${r}.pieces.${p}.length`));
      }),
  });
  const values = form.getValues();
  return (
    <form noValidate aria-label="Cut settings" onSubmit={form.onSubmit((v) => onSubmit(v, form))}>
      <Stack maw={900}>
        {readOnly && (
          <Alert variant="light" icon={<IconInfoCircle size={18} />}>
            Read only: the admin and production manager change the cut settings and rules.
          </Alert>
        )}
        <FormErrorAlert error={error} form={form} />
        <Fieldset disabled={readOnly} variant="unstyled" className={readOnly ? 'cut-settings-read-only' : undefined}>
          <Stack>
            <Card withBorder radius="md">
              <Title order={5} mb="sm">
                Saw and offcuts
              </Title>
              <Grid align="flex-end">
                <Grid.Col span={{ base: 6, sm: 4 }}>
                  <NumberField label="Saw kerf (mm)" whole withAsterisk {...form.getInputProps('kerf_mm')} />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 4 }}>
                  <NumberField
                    label="Minimum offcut (mm)"
                    description="Shorter ends are scrap"
                    whole
                    withAsterisk
                    {...form.getInputProps('min_offcut_mm')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <Select
                    label="Work order sizes in"
                    withAsterisk
                    allowDeselect={false}
                    data={SIZE_UNITS.map((unit) => ({ value: unit, label: UNIT_LABELS[unit] }))}
                    {...form.getInputProps('size_unit')}
                  />
                </Grid.Col>
              </Grid>
            </Card>
            {values.rules.map((rule, r) => {
              const example = examplePieces(rule, values.size_unit);
              return (
                <Card key={rule.product_type} withBorder radius="md" aria-label={`Rule for ${rule.label}`}>
                  <Group justify="space-between" mb="xs" align="flex-end">
                    <Title order={5}>{rule.label}</Title>
                    <NumberField
                      label="Allowance a (mm)"
                      whole
                      w={150}
                      {...form.getInputProps(`rules.${r}.allowance_mm`)}
                    />
                  </Group>
                  <Stack gap="xs">
                    {rule.pieces.map((piece, p) => (
                      <Grid key={p} align="flex-start" gutter="xs">
                        <Grid.Col span={{ base: 7, sm: 3 }}>
                          <Autocomplete
                            label="Piece"
                            aria-label={`${rule.label} piece ${p + 1} name`}
                            data={[...PIECE_NAMES]}
                            {...form.getInputProps(`rules.${r}.pieces.${p}.name`)}
                          />
                        </Grid.Col>
                        <Grid.Col span={{ base: 3, sm: 2 }}>
                          <NumberField
                            label="Count"
                            aria-label={`${rule.label} piece ${p + 1} count`}
                            whole
                            {...form.getInputProps(`rules.${r}.pieces.${p}.count`)}
                          />
                        </Grid.Col>
                        <Grid.Col span={{ base: 2, sm: 1 }} order={{ base: 3, sm: 4 }}>
                          {!readOnly && (
                            <ActionIcon
                              mt={26}
                              variant="subtle"
                              color="red"
                              aria-label={`Remove ${rule.label} piece ${p + 1}`}
                              disabled={rule.pieces.length === 1}
                              onClick={() => form.removeListItem(`rules.${r}.pieces`, p)}
                            >
                              <IconTrash size={16} />
                            </ActionIcon>
                          )}
                        </Grid.Col>
                        <Grid.Col span={{ base: 12, sm: 6 }} order={{ base: 4, sm: 3 }}>
                          <FormulaField
                            label="Length (mm)"
                            aria-label={`${rule.label} piece ${p + 1} length`}
                            placeholder="H + a"
                            {...form.getInputProps(`rules.${r}.pieces.${p}.length`)}
                            value={piece.length}
                            allowance={Number.isInteger(Number(rule.allowance_mm)) && rule.allowance_mm !== '' ? Number(rule.allowance_mm) : undefined}
                          />
                        </Grid.Col>
                      </Grid>
                    ))}
                    {form.errors[`rules.${r}.pieces`] && (
                      <Text size="sm" c="red">
                        {form.errors[`rules.${r}.pieces`]}
                      </Text>
                    )}
                    <Group justify="space-between" gap="xs">
                      <Text size="sm" c="dimmed" data-testid={`example-${rule.product_type}`}>
                        {example ?? ''}
                      </Text>
                      {!readOnly && rule.pieces.length < 10 && (
                        <Button
                          size="xs"
                          variant="subtle"
                          leftSection={<IconPlus size={14} />}
                          onClick={() => form.insertListItem(`rules.${r}.pieces`, { name: '', count: 1, length: '' })}
                        >
                          Add piece
                        </Button>
                      )}
                    </Group>
                  </Stack>
                </Card>
              );
            })}
            <Text size="sm" c="dimmed">
              A length is a formula in W (width), H (height) and a (the allowance), in mm: numbers, + - * / and brackets,
              for example 2 x (H + a) is count 2 and length H + a; 2a means 2 * a.
            </Text>
          </Stack>
        </Fieldset>
        {!readOnly && (
          <Group>
            <Button type="submit" loading={pending}>
              Save cut settings
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
