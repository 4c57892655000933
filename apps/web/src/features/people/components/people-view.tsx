import { Button, SegmentedControl } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { PEOPLE_TEXT } from '@steelworks/contract/staff';
import { useSearchParams } from 'react-router';
import { toastSuccess } from '../../../lib/toast';

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
