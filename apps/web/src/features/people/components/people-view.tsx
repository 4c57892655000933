import { Button, SegmentedControl } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { PEOPLE_TEXT } from '@steelworks/contract/staff';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PagedTableColumn } from '../../../components/paged-table';
import { toastSuccess } from '../../../lib/toast';
import { useUnblockPerson } from '../api/unblock-person';

export type PeopleView = 'active' | 'blocked';

/** Which people a list shows, in the URL (?view=blocked) so Back and links keep it; switching goes to page 1. */
export function usePeopleView(): [PeopleView, (view: PeopleView) => void] {
  const [params, setParams] = useSearchParams();
  const view: PeopleView = params.get('view') === 'blocked' ? 'blocked' : 'active';
  const setView = (next: PeopleView) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'blocked') updated.set('view', 'blocked');
      else updated.delete('view');
      updated.delete('page');
      updated.delete('search');
      return updated;
    });
  return [view, setView];
}

/** Active / Blocked above a people list (DECISIONS.md section 11: blocked people can be found and unblocked). */
export function PeopleViewSwitch({ view, onChange }: { view: PeopleView; onChange: (view: PeopleView) => void }) {
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
export function UnblockButton({ name, onUnblock, loading }: { name: string; onUnblock: () => Promise<unknown>; loading?: boolean }) {
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
