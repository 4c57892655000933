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
import { usePeopleListView } from '../components/people-view';

const columns: PagedTableColumn<Supervisor>[] = [
  { key: 'full_name', header: 'Name' },
  { key: 'phone', header: 'Phone' },
  { key: 'email', header: 'Email', render: (s) => s.email ?? '-' },
  { key: 'cols_per_day', header: 'Frames per Day' },
  { key: 'cost_per_col', header: 'Cost per Frame', render: (s) => <Money value={s.cost_per_col} /> },
];

/** /supervisors; the Blocked view lists blocked supervisors with Unblock. */
export default function SupervisorsPage() {
  const people = usePeopleListView<Supervisor>('/supervisor/supervisor', peopleKeys.supervisors, (s) => `/supervisors/${s.id}`);
  const supervisors = useSupervisors(people.blocked);
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
        columns={[...columns, people.actionColumn]}
        searchPlaceholder="Search a name..."
        label={people.blocked ? 'Blocked Supervisors' : 'All Supervisors'}
        toolbar={people.viewSwitch}
      />
    </>
  );
}
