import { Tabs } from '@mantine/core';
import type { Dealer } from '@steelworks/contract/dealer';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { peopleKeys } from '../api/keys';
import { useDealers } from '../api/get-dealers';
import { PeopleListHeader, usePeopleListView, useUrlChoice } from '../components/people-view';

const name: PagedTableColumn<Dealer> = { key: 'full_name', header: 'Name' };
const phone: PagedTableColumn<Dealer> = { key: 'phone', header: 'Phone' };
const location: PagedTableColumn<Dealer> = { key: 'location', header: 'Location', render: (d) => d.location || '-' };
const profit: PagedTableColumn<Dealer> = { key: 'profit', header: 'Profit' };

/** A dealer signs in, with an email the office writes to. */
const dealerColumns: PagedTableColumn<Dealer>[] = [name, phone, { key: 'email', header: 'Email', render: (d) => d.email ?? '-' }, location, profit];
/** A counter customer has no username and seldom an email: a name, a phone and a place. */
const customerColumns: PagedTableColumn<Dealer>[] = [name, phone, location, profit];

type DealerTab = 'dealers' | 'customers';

/**
 * /dealers: "All Dealers" in two tabs, the dealers who sign in and the counter customers (dealer records of type
 * Customer, without username or email), each searchable, 10 a page; the Blocked view lists removed profiles with
 * Unblock.
 */
export default function DealersPage() {
  const people = usePeopleListView<Dealer>('/dealer/dealer', peopleKeys.dealers, (d) => `/dealers/${d.id}`);
  // ?type=customers
  const [tab, setTab] = useUrlChoice<DealerTab>('type', 'dealers', 'customers');
  const customers = tab === 'customers';
  const dealers = useDealers({ blocked: people.blocked, type: customers ? 'Customer' : 'Dealer' });
  const label = `${people.blocked ? 'Blocked ' : ''}${customers ? 'Counter Customers' : 'Dealers'}`;
  return (
    <>
      <PeopleListHeader title="All Dealers" listKey={peopleKeys.dealers} createTo="/dealer/create" createLabel="Create Dealer" />
      <Tabs value={tab} onChange={(value) => setTab(value === 'customers' ? 'customers' : 'dealers')} mb="md">
        <Tabs.List>
          <Tabs.Tab value="dealers">Dealers</Tabs.Tab>
          <Tabs.Tab value="customers">Counter Customers</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <PagedTable
        query={dealers}
        columns={[...(customers ? customerColumns : dealerColumns), people.actionColumn]}
        searchPlaceholder="Search a name, phone or location..."
        label={label}
        toolbar={people.viewSwitch}
      />
    </>
  );
}
