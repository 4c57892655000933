import { Button, SegmentedControl } from '@mantine/core';
import { IconLockOpen, IconPlus } from '@tabler/icons-react';
import { PEOPLE_TEXT } from '@steelworks/contract/staff';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import type { PagedTableColumn } from '../../../components/paged-table';
import { RefreshLink } from '../../../components/refresh-link';
import { toastSuccess } from '../../../lib/toast';
import { useUnblockPerson } from '../api/unblock-person';

type PeopleView = 'active' | 'blocked';

/**
 * A two-way choice of a list kept in the URL (`?name=value` for `other`, absent for `usual`), so Back and links keep
 * it; switching goes back to page 1 with no search.
 */
export function useUrlChoice<T extends string>(name: string, usual: T, other: T): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const current = params.get(name) === other ? other : usual;
  const choose = (next: T) =>
    setParams((before) => {
      const updated = new URLSearchParams(before);
      if (next === other) updated.set(name, other);
      else updated.delete(name);
      updated.delete('page');
      updated.delete('search');
      return updated;
    });
  return [current, choose];
}

/** Which people a list shows (?view=blocked). */
function usePeopleView(): [PeopleView, (view: PeopleView) => void] {
  return useUrlChoice<PeopleView>('view', 'active', 'blocked');
}

/** Active / Blocked above a people list (docs/product/guards.md#people-guards: blocked people can be found and unblocked). */
function PeopleViewSwitch({ view, onChange }: { view: PeopleView; onChange: (view: PeopleView) => void }) {
  return (
    <SegmentedControl
      aria-label="Show"
      size="sm"
      value={view}
      onChange={(value) => onChange(value as PeopleView)}
      data={[
        { value: 'active', label: 'Active' },
        { value: 'blocked', label: 'Blocked' },
      ]}
    />
  );
}

/** The row action of a Blocked view: the account signs in again and goes back to the Active list. */
function UnblockButton({ name, onUnblock, loading }: { name: string; onUnblock: () => Promise<unknown>; loading?: boolean }) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      color="teal"
      leftSection={<IconLockOpen size={14} />}
      aria-label={`Unblock ${name}`}
      loading={loading}
      onClick={() => onUnblock().then(() => toastSuccess(PEOPLE_TEXT.unblocked), () => undefined)}
    >
      Unblock
    </Button>
  );
}

export interface PeopleListView<T> {
  blocked: boolean;
  /** The Active / Blocked switch, for the table's toolbar. */
  viewSwitch: ReactNode;
  /** The last column: View (to the person's page) in the Active view, Unblock in the Blocked view. */
  actionColumn: PagedTableColumn<T>;
}

/**
 * The Active / Blocked view of a people list (dealers, supervisors, staff) and its row action. `collection` is the
 * API path the unblock call posts under, `listKey` the list it refreshes, `pageOf` the person's page.
 */
export function usePeopleListView<T extends { id: number; full_name: string }>(
  collection: string,
  listKey: QueryKey,
  pageOf: (row: T) => string,
): PeopleListView<T> {
  const [view, setView] = usePeopleView();
  const unblock = useUnblockPerson(collection, listKey);
  const blocked = view === 'blocked';
  return {
    blocked,
    viewSwitch: <PeopleViewSwitch view={view} onChange={setView} />,
    actionColumn: {
      key: 'action',
      header: 'Action',
      render: (row) =>
        blocked ? (
          <UnblockButton name={row.full_name} onUnblock={() => unblock.mutateAsync(row.id)} loading={unblock.isPending && unblock.variables === row.id} />
        ) : (
          <Button component={Link} to={pageOf(row)} size="compact-sm" variant="light">
            View
          </Button>
        ),
    },
  };
}

/** The header of a people list: its title, Refresh, and the button to the create page. */
export function PeopleListHeader({ title, listKey, createTo, createLabel }: { title: string; listKey: QueryKey; createTo: string; createLabel: string }) {
  return (
    <PageHeader
      title={title}
      actions={
        <>
          <RefreshLink queryKey={listKey} />
          <Button component={Link} to={createTo} leftSection={<IconPlus size={16} />}>
            {createLabel}
          </Button>
        </>
      }
    />
  );
}
