import { Badge, Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Dealer } from '@steelworks/contract/dealer';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { peopleKeys } from '../api/keys';
import { useDealers } from '../api/get-dealers';
import { usePeopleListView } from '../components/people-view';
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
];

/** /dealers: "All Dealers", searchable, 10 a page; the Blocked view lists removed profiles with Unblock. */
export default function DealersPage() {
  const people = usePeopleListView<Dealer>('/dealer/dealer', peopleKeys.dealers, (d) => `/dealers/${d.id}`);
  const dealers = useDealers(people.blocked);
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
        columns={[...columns, people.actionColumn]}
        searchPlaceholder="Search a name, phone or location..."
        label={people.blocked ? 'Blocked Dealers' : 'All Dealers'}
        toolbar={people.viewSwitch}
      />
    </>
  );
}
