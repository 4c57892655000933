import { ActionIcon, Alert, Button, Card, Checkbox, Fieldset, Grid, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { canAccess } from '@steelworks/contract/permissions';
import { SHEET_THICKNESSES } from '@steelworks/contract/sheet';
import { sheetPartSize, sheetRulesPatchSchema, type SheetPartRule, type SheetRules } from '@steelworks/contract/sheet-nest';
import { IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { NumberField } from '../../../components/number-field';
import { PageHeader } from '../../../components/page-header';
import { useTranslate, type Translate } from '../../../lib/i18n/i18n';
import { getRole } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { FormulaField } from '../../cutting/public';
import { useSheetRules, useUpdateSheetRules } from './nest-api';

type PartValues = { name: string; count: number | string; width: string; length: string; thick: string; grain: boolean };
type RulesValues = { rules: Array<{ product_type: string; label: string; allowance_mm: number | string; parts: PartValues[] }> };
const blankPart = (): PartValues => ({ name: '', count: 1, width: '', length: '', thick: '1.20', grain: false });

/** "For a 1000 x 2100 mm opening: Door skin 2 x 950 x 2075 mm", or nothing while a part cannot be worked out. */
function example(t: Translate, rule: RulesValues['rules'][number]): string | null {
  const allowance = Number(rule.allowance_mm);
  if (!Number.isInteger(allowance) || rule.parts.length === 0) return null;
  const sizes: string[] = [];
  for (const part of rule.parts) {
    const sized = sheetPartSize({ ...part, count: Number(part.count), thick: part.thick as SheetPartRule['thick'] }, allowance, { W: 1000, H: 2100 });
    if (!sized.ok) return null;
    sizes.push(`${part.name || t('Part')} ${part.count} x ${sized.w} x ${sized.h} mm`);
  }
  return t('For a 1000 x 2100 mm opening: {{list}}', { list: sizes.join(', ') });
}

function RulesForm({ initial, readOnly }: { initial: SheetRules; readOnly: boolean }) {
  const t = useTranslate();
  const update = useUpdateSheetRules();
  const form = useForm<RulesValues>({
    initialValues: { rules: initial.rules.map((rule) => ({ ...rule, parts: rule.parts.map((part) => ({ ...part })) })) },
    validate: zod4Resolver(sheetRulesPatchSchema),
    validateInputOnChange: true,
  });
  const submit = (values: RulesValues) =>
    update.mutate(sheetRulesPatchSchema.parse({ rules: values.rules.map(({ label: _label, ...rule }) => rule) }), {
      onSuccess: () => toastSuccess(t('Sheet part rules saved')),
      onError: (error) => applyServerErrors(form, error),
    });
  const { rules } = form.getValues();
  return (
    <form noValidate aria-label={t('Sheet part rules')} onSubmit={form.onSubmit(submit)}>
      <Stack maw={900}>
        {readOnly && (
          <Alert variant="light" icon={<IconInfoCircle size={18} />}>
            {t('Read only: the admin and production manager change the sheet part rules.')}
          </Alert>
        )}
        <FormErrorAlert error={update.error} form={form} />
        <Fieldset disabled={readOnly} variant="unstyled">
          <Stack>
            {rules.map((rule, r) => (
              <Card key={rule.product_type} withBorder radius="md" aria-label={t('Sheet parts of {{type}}', { type: t(rule.label) })}>
                <Group justify="space-between" mb="xs" align="flex-end">
                  <Title order={5}>{t(rule.label)}</Title>
                  <NumberField label={t('Allowance a (mm)')} whole w={150} {...form.getInputProps(`rules.${r}.allowance_mm`)} />
                </Group>
                <Stack gap="xs">
                  {rule.parts.map((part, p) => (
                    <Card key={p} withBorder radius="sm" p="xs">
                      <Grid gutter="xs" align="flex-start">
                        <Grid.Col span={{ base: 8, sm: 4 }}>
                          <TextInput label={t('Part')} aria-label={`${rule.label} part ${p + 1} name`} {...form.getInputProps(`rules.${r}.parts.${p}.name`)} />
                        </Grid.Col>
                        <Grid.Col span={{ base: 4, sm: 2 }}>
                          <NumberField label={t('Count')} aria-label={`${rule.label} part ${p + 1} count`} whole {...form.getInputProps(`rules.${r}.parts.${p}.count`)} />
                        </Grid.Col>
                        <Grid.Col span={{ base: 8, sm: 3 }}>
                          <Select
                            label={t('From sheet')}
                            aria-label={`${rule.label} part ${p + 1} thickness`}
                            allowDeselect={false}
                            data={SHEET_THICKNESSES.map((thick) => ({ value: thick, label: `${thick} mm` }))}
                            {...form.getInputProps(`rules.${r}.parts.${p}.thick`)}
                          />
                        </Grid.Col>
                        <Grid.Col span={{ base: 4, sm: 3 }}>
                          {!readOnly && (
                            <ActionIcon mt={26} variant="subtle" color="red" aria-label={t('Remove {{type}} part {{n}}', { type: t(rule.label), n: p + 1 })} onClick={() => form.removeListItem(`rules.${r}.parts`, p)}>
                              <IconTrash size={16} />
                            </ActionIcon>
                          )}
                        </Grid.Col>
                        <Grid.Col span={{ base: 12, sm: 6 }}>
                          <FormulaField
                            label={t('Width (mm)')}
                            aria-label={`${rule.label} part ${p + 1} width`}
                            placeholder="W - 2*a"
                            {...form.getInputProps(`rules.${r}.parts.${p}.width`)}
                            value={part.width}
                            allowance={Number.isInteger(Number(rule.allowance_mm)) && rule.allowance_mm !== '' ? Number(rule.allowance_mm) : undefined}
                          />
                        </Grid.Col>
                        <Grid.Col span={{ base: 12, sm: 6 }}>
                          <FormulaField
                            label={t('Length (mm)')}
                            aria-label={`${rule.label} part ${p + 1} length`}
                            placeholder="H - a"
                            {...form.getInputProps(`rules.${r}.parts.${p}.length`)}
                            value={part.length}
                            allowance={Number.isInteger(Number(rule.allowance_mm)) && rule.allowance_mm !== '' ? Number(rule.allowance_mm) : undefined}
                          />
                        </Grid.Col>
                      </Grid>
                      <Checkbox mt={6} label={t('Grain along the length (do not turn)')} {...form.getInputProps(`rules.${r}.parts.${p}.grain`, { type: 'checkbox' })} />
                    </Card>
                  ))}
                  {rule.parts.length === 0 && (
                    <Text size="sm" c="dimmed">
                      {t('No sheet parts: this product is channel only.')}
                    </Text>
                  )}
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" c="dimmed" data-testid={`sheet-example-${rule.product_type}`}>
                      {example(t, rule) ?? ''}
                    </Text>
                    {!readOnly && rule.parts.length < 10 && (
                      <Button size="xs" variant="subtle" leftSection={<IconPlus size={14} />} onClick={() => form.insertListItem(`rules.${r}.parts`, blankPart())}>
                        {t('Add part')}
                      </Button>
                    )}
                  </Group>
                </Stack>
              </Card>
            ))}
            <Text size="sm" c="dimmed">
              {t('A size is a formula in W (width), H (height) and a (the allowance), in mm: numbers, + - * / and brackets.')}
            </Text>
          </Stack>
        </Fieldset>
        {!readOnly && (
          <Button type="submit" loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('Save')}
          </Button>
        )}
      </Stack>
    </form>
  );
}

/** /sheets/part-rules: which sheet parts each product type needs, from which thickness; planners edit, the cutter reads. */
export default function SheetRulesPage() {
  const t = useTranslate();
  const rules = useSheetRules();
  const readOnly = !canAccess(getRole(), 'nesting');
  return (
    <>
      <PageHeader title={t('Sheet Part Rules')} trail={[{ label: t('Sheet Nesting'), to: '/sheets/nesting' }]} />
      {rules.isLoading && <Loader />}
      {rules.error ? <FormErrorAlert error={rules.error} /> : null}
      {rules.data && <RulesForm key={rules.data.updated_at ?? 'defaults'} initial={rules.data} readOnly={readOnly} />}
    </>
  );
}
