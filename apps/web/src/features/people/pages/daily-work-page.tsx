import { Button, Card, Group, Modal, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { DEFAULT_TIME_ZONE, formatDisplayDate, todayIn } from '@steelworks/contract/common/dates';
import { useSearchParams } from 'react-router';
import { colsAboveCapacityQuestion, dailyWorkInputSchema, type DailyWork, type Supervisor } from '@steelworks/contract/supervisor';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { confirmAction } from '../../../components/confirm-dialog';
import { DateField } from '../../../components/date-field';
import { DateText } from '../../../components/date-text';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { NumberField } from '../../../components/number-field';
import { ActiveFilter, displayMonth } from '../../../components/active-filter';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { toastSuccess } from '../../../lib/toast';
import { useCreateDailyWork } from '../api/create-daily-work';
import { useDeleteDailyWork } from '../api/delete-daily-work';
import { useDailyWork } from '../api/get-daily-work';
import { getSupervisors } from '../api/get-supervisors';
import { peopleKeys } from '../api/keys';
import { useUpdateDailyWork } from '../api/update-daily-work';
import { validateWith } from '../../../lib/validate';
import { DialogFooter } from '../../../components/dialog-footer';

interface DailyWorkValues {
  supervisor: string | null;
  date: string;
  cols: string;
}

/** The days daily work may be dated (docs/product/guards.md#wage-guards): from a year back up to today. */
function dateRange(): { min: string; max: string } {
  const max = todayIn(DEFAULT_TIME_ZONE);
  const min = new Date(`${max}T00:00:00Z`);
  min.setUTCFullYear(min.getUTCFullYear() - 1);
  return { min: min.toISOString().slice(0, 10), max };
}

/**
 * Cols above the supervisor's frames per day are unusual (a typo of 99,999 was credited once): the user confirms
 * first. Above 3 x the server refuses, with its message under Cols.
 */
function confirmCols(cols: number, colsPerDay: number, name: string, save: () => void): void {
  if (cols <= colsPerDay) return save();
  confirmAction({ title: 'More than a day of work?', message: colsAboveCapacityQuestion(cols, colsPerDay, name), confirmLabel: 'Save anyway', onConfirm: save });
}

/**
 * The supervisor picker: searches the server as the user types (up to 100 matches). Picking an option puts its label
 * in the search box; that label is not searched for (it would match nothing and empty the list), and the picked
 * option stays in the list so reopening the picker still shows it. `onPick` gets the supervisor (for its capacity).
 */
function SupervisorSelect({ onChange, onPick, ...props }: React.ComponentProps<typeof Select> & { onPick: (supervisor: Supervisor | null) => void }) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const [debounced] = useDebouncedValue(search, 300);
  const term = picked && debounced === picked.label ? '' : debounced;
  const supervisors = useQuery({
    queryKey: [...peopleKeys.supervisors, 'picker', term],
    queryFn: ({ signal }) => getSupervisors({ page: 1, search: term, limit: 100 }, signal),
  });
  const results = supervisors.data?.results ?? [];
  const found = results.map((s) => ({ value: String(s.id), label: `${s.full_name} (${s.username ?? ''})` }));
  const data = picked && !found.some((o) => o.value === picked.value) ? [picked, ...found] : found;
  return (
    <Select
      {...props}
      searchable
      clearable
      data={data}
      onChange={(value, option) => {
        setPicked(value && option ? { value: option.value, label: option.label } : null);
        if (!value) onPick(null);
        else {
          const supervisor = results.find((s) => String(s.id) === value);
          if (supervisor) onPick(supervisor);
        }
        onChange?.(value, option);
      }}
      onSearchChange={setSearch}
      nothingFoundMessage={supervisors.isFetching ? 'Loading...' : 'No Data'}
      filter={({ options }) => options}
    />
  );
}

/** Edit of a day's work: date and cols; the difference of the wage is posted to the ledger. */
function EditDailyWork({ work, onClose }: { work: DailyWork; onClose: () => void }) {
  const update = useUpdateDailyWork();
  const range = dateRange();
  const form = useForm<Omit<DailyWorkValues, 'supervisor'>>({
    initialValues: { date: work.date, cols: String(work.cols) },
    validate: validateWith<Omit<DailyWorkValues, 'supervisor'>>(dailyWorkInputSchema.omit({ supervisor: true })),
  });
  const save = (values: Omit<DailyWorkValues, 'supervisor'>) =>
    update.mutate(
      { id: work.id, date: values.date, cols: values.cols },
      {
        onSuccess: () => {
          toastSuccess('Successfully Updated Daily Work');
          onClose();
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );
  return (
    <form noValidate aria-label="Update Daily Work" onSubmit={form.onSubmit((values) => confirmCols(Number(values.cols), work.cols_per_day, work.supervisor_name, () => save(values)))}>
      <Stack gap="sm">
        <Text size="sm">
          {work.supervisor_name} · {work.cols_per_day} frames per day
        </Text>
        <FormErrorAlert error={update.error} form={form} />
        <DateField label="Date" withAsterisk min={range.min} max={range.max} {...form.getInputProps('date')} />
        <NumberField label="Cols" whole withAsterisk {...form.getInputProps('cols')} />
        <DialogFooter onCancel={onClose}>
          <Button type="submit" loading={update.isPending}>
            Update
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}

/** /supervisor/dailywork: the piece-rate record; each day credits cols x cost per frame to the supervisor. */
export default function DailyWorkPage() {
  const [params] = useSearchParams();
  const work = useDailyWork({ date: params.get('date') ?? undefined, month: params.get('month') ?? undefined });
  const create = useCreateDailyWork();
  const remove = useDeleteDailyWork();
  const [editing, setEditing] = useState<DailyWork | null>(null);
  const [picked, setPicked] = useState<Supervisor | null>(null);
  const range = dateRange();
  const form = useForm<DailyWorkValues>({
    initialValues: { supervisor: null, date: '', cols: '' },
    validate: validateWith<DailyWorkValues>(dailyWorkInputSchema, (v) => ({ ...v, supervisor: v.supervisor ?? '' })),
  });

  const save = (values: DailyWorkValues) =>
    create.mutate(
      { supervisor: values.supervisor ?? '', date: values.date, cols: values.cols },
      {
        onSuccess: () => {
          toastSuccess('Successfully Created Daily Work', 'Created!');
          form.reset();
          setPicked(null);
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );

  const columns: PagedTableColumn<DailyWork>[] = [
    { key: 'supervisor_name', header: 'Name' },
    { key: 'date', header: 'Date', render: (w) => <DateText value={w.date} /> },
    { key: 'cols', header: 'Cols' },
    {
      key: 'action',
      header: 'Action',
      render: (w) => (
        <Group gap={6} wrap="nowrap">
          <Button size="compact-sm" variant="light" leftSection={<IconEdit size={14} />} onClick={() => setEditing(w)}>
            Edit
          </Button>
          <Button
            size="compact-sm"
            color="red"
            variant="light"
            leftSection={<IconTrash size={14} />}
            // A removal the balance cannot cover is refused with what is missing: the query client's one toast.
            onClick={() => confirmAction({ onConfirm: () => remove.mutate(w.id, { onSuccess: () => toastSuccess() }) })}
          >
            Remove
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Daily Work" breadcrumbs={[{ label: 'Supervisors', to: '/supervisors' }, { label: 'Daily Work' }]} />
      <Stack gap="md">
        <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Title order={4} mb="sm">
            Create Daily Work
          </Title>
          <form
            noValidate
            aria-label="Create Daily Work"
            onSubmit={form.onSubmit((values) =>
              picked ? confirmCols(Number(values.cols), picked.cols_per_day, picked.full_name, () => save(values)) : save(values),
            )}
          >
            <Stack gap="sm">
              <FormErrorAlert error={create.error} form={form} />
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <SupervisorSelect label="Supervisor" placeholder="Search a supervisor" withAsterisk onPick={setPicked} {...form.getInputProps('supervisor')} />
                <DateField label="Date" withAsterisk min={range.min} max={range.max} {...form.getInputProps('date')} />
                <NumberField
                  label="Cols"
                  whole
                  withAsterisk
                  description={picked ? `${picked.cols_per_day} frames per day` : undefined}
                  {...form.getInputProps('cols')}
                />
              </SimpleGrid>
              <Group>
                <Button type="submit" loading={create.isPending}>
                  Create
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
        <ActiveFilter name="date" describe={(day) => `Work of ${formatDisplayDate(day)}`} />
        <ActiveFilter name="month" describe={(month) => `Work of ${displayMonth(month)}`} />
        <PagedTable query={work} columns={columns} searchPlaceholder="Search a name..." label="Daily Work" />
      </Stack>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Update Daily Work" centered>
        {editing && <EditDailyWork key={editing.id} work={editing} onClose={() => setEditing(null)} />}
      </Modal>
    </>
  );
}
