import { Button, Card, Group, Select, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { workerBankInputSchema, type WageWorkerDetail } from '@steelworks/contract/wage-sheets';
import { SKILL_GRADES, type SkillGrade } from '@steelworks/contract/wages';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { FormEventHandler, ReactNode } from 'react';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { toastSuccess } from '../../../lib/toast';
import { useSaveWorkerBank, useSaveWorkerGrade, type BankValues } from '../api/wage-workers';

/** One of a worker's detail forms in its own card: its title (also the form's name), what it is for, then the fields. */
function DetailFormCard({ title, intro, onSubmit, children }: { title: string; intro: ReactNode; onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  return (
    <Card withBorder radius="md" component="form" noValidate onSubmit={onSubmit} aria-label={title}>
      <Title order={5} mb="xs">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {intro}
      </Text>
      {children}
    </Card>
  );
}

/** The worker's skill grade: the minimum daily wage and the grade's rate cards follow it (docs/product/wages.md#worker-wage-details). */
export function WorkerGradeForm({ worker }: { worker: WageWorkerDetail }) {
  const save = useSaveWorkerGrade(worker.worker);
  const form = useForm<{ skill_grade: string }>({
    initialValues: { skill_grade: worker.skill_grade ?? '' },
    validate: { skill_grade: (value) => ((SKILL_GRADES as readonly string[]).includes(value) ? null : 'Choose a skill grade') },
  });
  const submit = form.onSubmit((values) =>
    save.mutate(values.skill_grade as SkillGrade, { onSuccess: () => toastSuccess('Skill grade saved'), onError: (error) => applyServerErrors(form, error) }),
  );
  return (
    <DetailFormCard
      title="Skill grade"
      intro="The minimum daily wage of a present day and any rate card of a grade follow it; a worker without a grade is paid as unskilled."
      onSubmit={submit}
    >
      <FormErrorAlert error={save.error} form={form} />
      <Group align="flex-end" wrap="wrap">
        <Select label="Skill grade" withAsterisk data={[...SKILL_GRADES]} allowDeselect={false} w={220} {...form.getInputProps('skill_grade')} />
        <Button type="submit" loading={save.isPending}>
          Save grade
        </Button>
      </Group>
    </DetailFormCard>
  );
}

/** Where the wages go: the bank account the bank file pays (holder, number, IFSC) and the UPI id. */
export function WorkerBankForm({ worker }: { worker: WageWorkerDetail }) {
  const save = useSaveWorkerBank(worker.worker);
  const form = useForm<BankValues>({
    initialValues: { account_holder: worker.account_holder, bank_account: worker.bank_account, ifsc: worker.ifsc, upi_id: worker.upi_id },
    validate: zod4Resolver(workerBankInputSchema),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(values, { onSuccess: () => toastSuccess('Bank details saved'), onError: (error) => applyServerErrors(form, error) }),
  );
  return (
    <DetailFormCard
      title="Bank details"
      intro="The bank file of a wage sheet pays this account in the account holder's name. A worker paid by UPI needs only the UPI id."
      onSubmit={submit}
    >
      <FormErrorAlert error={save.error} form={form} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Account holder" placeholder={worker.worker_name} {...form.getInputProps('account_holder')} />
        <TextInput label="Account number" inputMode="numeric" autoComplete="off" {...form.getInputProps('bank_account')} />
        <TextInput label="IFSC" placeholder="SBIN0001234" autoComplete="off" {...form.getInputProps('ifsc')} />
        <TextInput label="UPI id" placeholder="name@bank" autoComplete="off" {...form.getInputProps('upi_id')} />
      </SimpleGrid>
      <Group mt="sm">
        <Button type="submit" loading={save.isPending}>
          Save bank details
        </Button>
      </Group>
    </DetailFormCard>
  );
}
