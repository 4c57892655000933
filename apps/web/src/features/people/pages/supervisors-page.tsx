import type { Supervisor } from '@steelworks/contract/supervisor';
import { Money } from '../../../components/money';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { useSupervisors } from '../api/get-supervisors';
import { peopleKeys } from '../api/keys';
import { PeopleListHeader, usePeopleListView } from '../components/people-view';

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
      <PeopleListHeader title="All Supervisors" listKey={peopleKeys.supervisors} createTo="/supervisor/create" createLabel="Create Supervisor" />
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
