import { Button, Card, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { dailyWorkInputSchema, type DailyWork } from '@steelworks/contract/supervisor';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { confirmAction } from '../../../components/confirm-dialog';
import { DateText } from '../../../components/date-text';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { toastFromError, toastSuccess } from '../../../lib/toast';
import { useCreateDailyWork } from '../api/create-daily-work';
import { useDeleteDailyWork } from '../api/delete-daily-work';
import { useDailyWork } from '../api/get-daily-work';
import { getSupervisors } from '../api/get-supervisors';
import { peopleKeys } from '../api/keys';
import { validateWith } from '../lib/validate';

interface DailyWorkValues {
  supervisor: string | null;
  date: string;
  cols: string;
}

/**
 * The supervisor picker: searches the server as the user types (up to 100 matches). Picking an option puts its label
 * in the search box; that label is not searched for (it would match nothing and empty the list), and the picked
 * option stays in the list so reopening the picker still shows it.
 */
function SupervisorSelect({ onChange, ...props }: React.ComponentProps<typeof Select>) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const [debounced] = useDebouncedValue(search, 300);
  const term = picked && debounced === picked.label ? '' : debounced;
  const supervisors = useQuery({
    queryKey: [...peopleKeys.supervisors, 'picker', term],
    queryFn: ({ signal }) => getSupervisors({ page: 1, search: term, limit: 100 }, signal),
  });
  const found = (supervisors.data?.results ?? []).map((s) => ({ value: String(s.id), label: `${s.full_name} (${s.username ?? ''})` }));
  const data = picked && !found.some((o) => o.value === picked.value) ? [picked, ...found] : found;
  return (
    <Select
      {...props}
      searchable
      clearable
      data={data}
      onChange={(value, option) => {
        setPicked(value && option ? { value: option.value, label: option.label } : null);
        onChange?.(value, option);
      }}
      onSearchChange={setSearch}
      nothingFoundMessage={supervisors.isFetching ? 'Loading...' : 'No Data'}
      filter={({ options }) => options}
    />
  );
}

/** /supervisor/dailywork: the piece-rate record; each day credits cols x cost per frame to the supervisor. */
export default function DailyWorkPage() {
  const work = useDailyWork();
  const create = useCreateDailyWork();
  const remove = useDeleteDailyWork();
  const form = useForm<DailyWorkValues>({
    initialValues: { supervisor: null, date: '', cols: '' },
    validate: validateWith<DailyWorkValues>(dailyWorkInputSchema, (v) => ({ ...v, supervisor: v.supervisor ?? '' })),
  });

  const columns: PagedTableColumn<DailyWork>[] = [
    { key: 'supervisor_name', header: 'Name' },
    { key: 'date', header: 'Date', render: (w) => <DateText value={w.date} /> },
    { key: 'cols', header: 'Cols' },
    {
      key: 'action',
      header: 'Action',
      render: (w) => (
        <Button
          size="compact-sm"
          color="red"
          variant="light"
          leftSection={<IconTrash size={14} />}
          onClick={() =>
            confirmAction({
              onConfirm: () =>
                remove.mutate(w.id, {
                  onSuccess: () => toastSuccess(),
                  onError: (error) => toastFromError(error),
                }),
            })
          }
        >
          Remove
        </Button>
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
              create.mutate(
                { supervisor: values.supervisor ?? '', date: values.date, cols: values.cols },
                {
                  onSuccess: () => {
                    toastSuccess('Successfully Created Daily Work', 'Created!');
                    form.reset();
                  },
                  onError: (error) => applyServerErrors(form, error),
                },
              ),
            )}
          >
            <Stack gap="sm">
              <FormErrorAlert error={create.error} />
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <SupervisorSelect label="Supervisor" placeholder="Search a supervisor" withAsterisk {...form.getInputProps('supervisor')} />
                <TextInput label="Date" type="date" withAsterisk {...form.getInputProps('date')} />
                <TextInput label="Cols" inputMode="numeric" withAsterisk {...form.getInputProps('cols')} />
              </SimpleGrid>
              <Group>
                <Button type="submit" loading={create.isPending}>
                  Create
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
        <PagedTable query={work} columns={columns} searchPlaceholder="Search a name..." label="Daily Work" />
      </Stack>
    </>
  );
}
