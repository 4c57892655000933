import { Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { wageSettingInputSchema, WAGE_PERIODS, type WageSetting } from '@steelworks/contract/wages';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { DateField } from '../../../components/date-field';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { NumberField } from '../../../components/number-field';
import { toastSuccess } from '../../../lib/toast';
import { useSaveWageSetting, type WageSettingValues } from '../api/wage-settings';

/** The law's defaults (docs/product/wages.md#wage-settings) before any setting is saved. */
const DEFAULTS: Omit<WageSetting, 'id'> = {
  effective_from: '',
  defective_share_percent: 0,
  wage_period: 'month',
  min_daily_unskilled: '0.00',
  min_daily_semi_skilled: '0.00',
  min_daily_skilled: '0.00',
  min_daily_highly_skilled: '0.00',
  daily_hours_limit: 8,
  weekly_hours_limit: 48,
  pf_covered: false,
  pf_percent: 12,
  pf_ceiling: '15000.00',
  esi_covered: false,
  esi_percent: 0.75,
  esi_limit: '21000.00',
};

/** A setting's values for the form, from a day on: the numbers as text, as a person types them. */
export function settingValues(setting: WageSetting | undefined, from: string): WageSettingValues {
  const { id: _id, ...s } = setting ?? { id: 0, ...DEFAULTS };
  return {
    ...s,
    effective_from: from,
    defective_share_percent: String(s.defective_share_percent),
    daily_hours_limit: String(s.daily_hours_limit),
    weekly_hours_limit: String(s.weekly_hours_limit),
    pf_percent: String(s.pf_percent),
    esi_percent: String(s.esi_percent),
  };
}

const NUMBER_MESSAGES = {
  defective_share_percent: 'Enter a percent from 0 to 100',
  daily_hours_limit: 'Enter 1 to 168 hours',
  weekly_hours_limit: 'Enter 1 to 168 hours',
  pf_percent: 'Enter a percent from 0 to 100',
  esi_percent: 'Enter a percent from 0 to 100',
} as const;

/** The schema's checks, and a number left empty is a mistake here (the API would take its default). */
function validate(values: WageSettingValues) {
  const blanks = Object.entries(NUMBER_MESSAGES).filter(([field]) => !values[field as keyof typeof NUMBER_MESSAGES].trim());
  return { ...zod4Resolver(wageSettingInputSchema)(values), ...Object.fromEntries(blanks) };
}

const MINIMUMS = [
  ['min_daily_unskilled', 'Unskilled'],
  ['min_daily_semi_skilled', 'Semi-skilled'],
  ['min_daily_skilled', 'Skilled'],
  ['min_daily_highly_skilled', 'Highly skilled'],
] as const;

/** The two deductions a covered establishment makes: its switch, the worker's share and the wage it stops at. */
const DEDUCTIONS = [
  { title: 'Provident fund (PF)', name: 'PF', covered: 'pf_covered', percent: 'pf_percent', cap: 'pf_ceiling', capLabel: 'Wage ceiling (₹ a month)' },
  { title: 'ESI', name: 'ESI', covered: 'esi_covered', percent: 'esi_percent', cap: 'esi_limit', capLabel: 'Gross wage limit (₹ a month)' },
] as const;

/**
 * The dated wage settings from a day on (this month or later; saving the same day again replaces that day's): wage
 * period, the state's minimum daily wages per skill grade, hours limits, the defective share, PF and ESI.
 */
export function WageSettingsForm({ initial, earliest }: { initial: WageSettingValues; earliest: string }) {
  const save = useSaveWageSetting();
  const form = useForm<WageSettingValues>({ initialValues: initial, validate });
  const submit = form.onSubmit((values) =>
    save.mutate(values, { onSuccess: () => toastSuccess('Wage settings saved'), onError: (error) => applyServerErrors(form, error) }),
  );
  return (
    <form noValidate aria-label="Wage settings" onSubmit={submit}>
      <Stack maw={900}>
        <FormErrorAlert error={save.error} form={form} />
        <Card withBorder radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField label="Applies from" withAsterisk min={earliest} {...form.getInputProps('effective_from')} />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Wage period
              </Text>
              <SegmentedControl aria-label="Wage period" data={WAGE_PERIODS.map((p) => ({ value: p, label: p === 'month' ? 'Month' : 'Week' }))} {...form.getInputProps('wage_period')} />
              <Text size="xs" c="dimmed">
                A new sheet covers the period in force on its first day; wages are due 7 days after the period ends.
              </Text>
            </Stack>
          </SimpleGrid>
        </Card>
        <Card withBorder radius="md">
          <Title order={5}>Minimum daily wage (₹)</Title>
          <Text size="sm" c="dimmed" mb="xs">
            The state&apos;s minimum rate for a day of each skill grade; a present day earns at least this, the top-up pays what the pieces fall short.
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {MINIMUMS.map(([field, label]) => (
              <TextInput key={field} label={label} inputMode="decimal" withAsterisk {...form.getInputProps(field)} />
            ))}
          </SimpleGrid>
        </Card>
        <Card withBorder radius="md">
          <Title order={5}>Hours, overtime and defects</Title>
          <Text size="sm" c="dimmed" mb="xs">
            Hours beyond the daily or the weekly limit are overtime, paid at twice the ordinary rate (the law fixes the factor).
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            <NumberField label="Daily hours limit" whole withAsterisk {...form.getInputProps('daily_hours_limit')} />
            <NumberField label="Weekly hours limit" whole withAsterisk {...form.getInputProps('weekly_hours_limit')} />
            <NumberField label="Defective work earns (%)" description="Of its rate; 0: nothing" whole withAsterisk {...form.getInputProps('defective_share_percent')} />
          </SimpleGrid>
        </Card>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {DEDUCTIONS.map((d) => (
            <Card key={d.name} withBorder radius="md">
              <Title order={5} mb="xs">
                {d.title}
              </Title>
              <Switch label={`The establishment is covered by ${d.name}`} mb="xs" {...form.getInputProps(d.covered, { type: 'checkbox' })} />
              <SimpleGrid cols={2}>
                <NumberField label={`Worker's ${d.name} (%)`} withAsterisk {...form.getInputProps(d.percent)} />
                <TextInput label={d.capLabel} inputMode="decimal" withAsterisk {...form.getInputProps(d.cap)} />
              </SimpleGrid>
            </Card>
          ))}
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
