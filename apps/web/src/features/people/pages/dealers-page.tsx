import { Badge, Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Dealer } from '@steelworks/contract/dealer';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { peopleKeys } from '../api/keys';
import { useDealers } from '../api/get-dealers';
import { useUnblockPerson } from '../api/unblock-person';
import { PeopleViewSwitch, UnblockButton, usePeopleView } from '../components/people-view';
import { RefreshLink } from '../../../components/refresh-link';

const columns: PagedTableColumn<Dealer>[] = [
  {
    key: 'full_name',
    header: 'Name',
    render: (d) => (
      <Group gap={6} wrap="nowrap">
        <Text size="sm">{d.full_name}</Text>
        {d.type === 'Customer' && (
          <Badge size="xs" variant="light" color="gray">
            Customer
          </Badge>
        )}
      </Group>
    ),
  },
  { key: 'phone', header: 'Phone' },
  { key: 'email', header: 'Email', render: (d) => d.email ?? '-' },
  { key: 'location', header: 'Location', render: (d) => d.location || '-' },
  { key: 'profit', header: 'Profit' },
  {
    key: 'action',
    header: 'Action',
    render: (d) => (
      <Button component={Link} to={`/dealers/${d.id}`} size="compact-sm" variant="light">
        View
      </Button>
    ),
  },
];

/** /dealers: "All Dealers", searchable, 10 a page; the Blocked view lists removed profiles with Unblock. */
export default function DealersPage() {
  const [view, setView] = usePeopleView();
  const dealers = useDealers(view === 'blocked');
  const unblock = useUnblockPerson('/dealer/dealer', peopleKeys.dealers);
  const shown: PagedTableColumn<Dealer>[] =
    view === 'blocked'
      ? [
          ...columns.slice(0, -1),
          {
            key: 'action',
            header: 'Action',
            render: (d) => <UnblockButton name={d.full_name} onUnblock={() => unblock.mutateAsync(d.id)} loading={unblock.isPending && unblock.variables === d.id} />,
          },
        ]
      : columns;
  return (
    <>
      <PageHeader
        title="All Dealers"
        actions={
          <>
            <RefreshLink queryKey={peopleKeys.dealers} />
            <Button component={Link} to="/dealer/create" leftSection={<IconPlus size={16} />}>
              Create Dealer
            </Button>
          </>
        }
      />
      <PagedTable
        query={dealers}
        columns={shown}
        searchPlaceholder="Search a name, phone or location..."
        label={view === 'blocked' ? 'Blocked Dealers' : 'All Dealers'}
        toolbar={<PeopleViewSwitch view={view} onChange={setView} />}
      />
    </>
  );
}
