import { UnstyledButton, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { useStaffList, type StaffRow } from '../api/get-staff';
import { peopleKeys } from '../api/keys';
import { PeopleListHeader, usePeopleListView } from '../components/people-view';
import { STAFF_KINDS, type StaffKind } from '../lib/staff-kinds';

/** The Name header: click to sort A-Z, again Z-A (the sort lives in the URL as ?sort=). */
function SortableName({ sort, onChange }: { sort: string | undefined; onChange: (sort: string | null) => void }) {
  const next = sort === 'full_name' ? '-full_name' : sort === '-full_name' ? null : 'full_name';
  const Icon = sort === 'full_name' ? IconArrowUp : sort === '-full_name' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton onClick={() => onChange(next)} fw={700} fz="sm" aria-label="Sort by name">
      <Group gap={4} wrap="nowrap">
        Name <Icon size={14} />
      </Group>
    </UnstyledButton>
  );
}

/** /storemanagers, /qualitycheckers, /productionmanagers, /workers (/Workers), /sheetusers */
export function StaffListPage({ kind }: { kind: StaffKind }) {
  const config = STAFF_KINDS[kind];
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = searchParams.get('sort') ?? undefined;
  const people = usePeopleListView<StaffRow>(config.api, peopleKeys.staff(kind), (p) => `${config.list}/${p.id}`);
  const list = useStaffList(config, sort, people.blocked);
  const setSort = (value: string | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('sort', value);
      else next.delete('sort');
      next.delete('page');
      return next;
    });

  const columns: PagedTableColumn<StaffRow>[] = [
    { key: 'full_name', header: <SortableName sort={sort} onChange={setSort} /> },
    { key: 'phone', header: 'Phone' },
    { key: 'email', header: 'Email', render: (p) => p.email ?? '-' },
    ...(config.worker
      ? [{ key: 'designation', header: 'Designation', render: (p: StaffRow) => (p.designation_details ?? []).map((d) => d.role).join(', ') || '-' }]
      : []),
    people.actionColumn,
  ];

  return (
    <>
      <PeopleListHeader title={config.listTitle} listKey={peopleKeys.staff(kind)} createTo={config.create} createLabel={`Create ${config.singular}`} />
      <PagedTable
        query={list}
        columns={columns}
        searchPlaceholder="Search a name..."
        label={people.blocked ? `Blocked ${config.listTitle.replace(/^All /, '')}` : config.listTitle}
        toolbar={people.viewSwitch}
      />
    </>
  );
}

export const StoreManagersPage = () => <StaffListPage kind="storemanager" />;
export const QualityCheckersPage = () => <StaffListPage kind="qualitychecker" />;
export const ProductionManagersPage = () => <StaffListPage kind="productionmanager" />;
export const WorkersPage = () => <StaffListPage kind="worker" />;
export const SheetUsersPage = () => <StaffListPage kind="sheetuser" />;
