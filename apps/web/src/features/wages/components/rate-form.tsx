import { Button, Card, Group, Select, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { todayIn } from '@steelworks/contract/common/dates';
import { WORK_TYPES } from '@steelworks/contract/production';
import { SKILL_GRADES } from '@steelworks/contract/wages';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { BUSINESS_TIME_ZONE } from '../../../lib/format';
import { toastSuccess } from '../../../lib/toast';
import { useCreateRate, type RateValues } from '../api/create-rate';

const ANY = 'any';

/** Set a rate: a new card, or a change of a card from a day on (this month or later; the history is kept). */
export function RateForm() {
  const create = useCreateRate();
  const form = useForm<RateValues>({
    initialValues: { work_type: WORK_TYPES[0], product_type: '', skill_grade: null, rate: '', effective_from: todayIn(BUSINESS_TIME_ZONE), note: '' },
    validate: { rate: (value) => (/^\d+(\.\d{1,2})?$/.test(value.trim()) ? null : 'Enter an amount with at most 2 decimals.') },
  });
  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        toastSuccess('Rate saved');
        form.setFieldValue('rate', '');
        form.setFieldValue('note', '');
      },
      onError: (error) => applyServerErrors(form, error),
    }),
  );
  return (
    <Card withBorder radius="md" mb="md" component="form" onSubmit={submit} aria-label="Set a rate">
      <Title order={5} mb="xs">
        Set a rate
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select label="Work" data={[...WORK_TYPES]} allowDeselect={false} {...form.getInputProps('work_type')} />
        <TextInput label="Product type" placeholder="Any product type" {...form.getInputProps('product_type')} />
        <Select
          label="Skill grade"
          data={[{ value: ANY, label: 'Any grade' }, ...SKILL_GRADES.map((g) => ({ value: g, label: g }))]}
          value={form.values.skill_grade ?? ANY}
          onChange={(value) => form.setFieldValue('skill_grade', value && value !== ANY ? value : null)}
          allowDeselect={false}
        />
        <TextInput label="Rate per work (₹)" inputMode="decimal" required {...form.getInputProps('rate')} />
        <TextInput label="Applies from" type="date" required {...form.getInputProps('effective_from')} />
        <TextInput label="Note" {...form.getInputProps('note')} />
      </SimpleGrid>
      <FormErrorAlert error={create.error} form={form} />
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={create.isPending}>
          Save rate
        </Button>
      </Group>
    </Card>
  );
}
