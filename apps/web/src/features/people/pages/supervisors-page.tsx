import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Supervisor } from '@steelworks/contract/supervisor';
import { Link } from 'react-router';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { RefreshLink } from '../../../components/refresh-link';
import { useSupervisors } from '../api/get-supervisors';
import { peopleKeys } from '../api/keys';
import { useUnblockPerson } from '../api/unblock-person';
import { PeopleViewSwitch, UnblockButton, usePeopleView } from '../components/people-view';

const columns: PagedTableColumn<Supervisor>[] = [
  { key: 'full_name', header: 'Name' },
  { key: 'phone', header: 'Phone' },
  { key: 'email', header: 'Email', render: (s) => s.email ?? '-' },
  { key: 'cols_per_day', header: 'Frames per Day' },
  { key: 'cost_per_col', header: 'Cost per Frame', render: (s) => <Money value={s.cost_per_col} /> },
  {
    key: 'action',
    header: 'Action',
    render: (s) => (
      <Button component={Link} to={`/supervisors/${s.id}`} size="compact-sm" variant="light">
        View
      </Button>
    ),
  },
];

/** /supervisors; the Blocked view lists blocked supervisors with Unblock. */
export default function SupervisorsPage() {
  const [view, setView] = usePeopleView();
  const supervisors = useSupervisors(view === 'blocked');
  const unblock = useUnblockPerson('/supervisor/supervisor', peopleKeys.supervisors);
  const shown: PagedTableColumn<Supervisor>[] =
    view === 'blocked'
      ? [
          ...columns.slice(0, -1),
          {
            key: 'action',
            header: 'Action',
            render: (s) => <UnblockButton name={s.full_name} onUnblock={() => unblock.mutateAsync(s.id)} loading={unblock.isPending && unblock.variables === s.id} />,
          },
        ]
      : columns;
  return (
    <>
      <PageHeader
        title="All Supervisors"
        actions={
          <>
            <RefreshLink queryKey={peopleKeys.supervisors} />
            <Button component={Link} to="/supervisor/create" leftSection={<IconPlus size={16} />}>
              Create Supervisor
            </Button>
          </>
        }
      />
      <PagedTable
        query={supervisors}
        columns={shown}
        searchPlaceholder="Search a name..."
        label={view === 'blocked' ? 'Blocked Supervisors' : 'All Supervisors'}
        toolbar={<PeopleViewSwitch view={view} onChange={setView} />}
      />
    </>
  );
}
