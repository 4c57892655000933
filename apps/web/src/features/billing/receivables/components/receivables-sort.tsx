import { Group, NativeSelect, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReceivableSort } from '../api/get-receivables';

type SortField = 'outstanding' | 'overdue' | 'dealer_name' | 'oldest_due_date';

/** The first click's order: amounts largest first, names A-Z, due dates oldest first (what the office looks for). */
const FIRST: Record<SortField, ReceivableSort> = {
  outstanding: '-outstanding',
  overdue: '-overdue',
  dealer_name: 'dealer_name',
  oldest_due_date: 'oldest_due_date',
};

const flip = (sort: ReceivableSort): ReceivableSort => (sort.startsWith('-') ? sort.slice(1) : `-${sort}`) as ReceivableSort;

/** The phone's sort choices (a table header cannot be clicked there: rows are cards). */
const RECEIVABLE_SORT_OPTIONS: { value: ReceivableSort; label: string }[] = [
  { value: '-outstanding', label: 'Outstanding, largest first' },
  { value: 'outstanding', label: 'Outstanding, smallest first' },
  { value: '-overdue', label: 'Overdue, largest first' },
  { value: 'overdue', label: 'Overdue, smallest first' },
  { value: 'dealer_name', label: 'Dealer, A-Z' },
  { value: '-dealer_name', label: 'Dealer, Z-A' },
  { value: 'oldest_due_date', label: 'Oldest due first' },
  { value: '-oldest_due_date', label: 'Oldest due last' },
];

/** A column header that sorts: first click its natural order, the second the reverse, the third the server's default. */
export function SortHeader({
  field,
  label,
  sort,
  onChange,
  align,
}: {
  field: SortField;
  label: string;
  sort: ReceivableSort | undefined;
  onChange: (sort: ReceivableSort | undefined) => void;
  align?: 'right';
}) {
  const first = FIRST[field];
  const active = sort === first || sort === flip(first);
  const next = sort === first ? flip(first) : sort === flip(first) ? undefined : first;
  const Icon = !active ? IconArrowsSort : sort!.startsWith('-') ? IconArrowDown : IconArrowUp;
  return (
    <UnstyledButton onClick={() => onChange(next)} fw={700} fz="sm" aria-label={`Sort by ${label}`} aria-pressed={active} style={{ whiteSpace: 'nowrap' }}>
      <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
        {label} <Icon size={14} />
      </Group>
    </UnstyledButton>
  );
}

/** The sort as a select, for a phone. */
export function SortSelect({ sort, onChange }: { sort: ReceivableSort | undefined; onChange: (sort: ReceivableSort | undefined) => void }) {
  return (
    <NativeSelect
      aria-label="Sort"
      size="sm"
      value={sort ?? ''}
      onChange={(event) => onChange((event.currentTarget.value || undefined) as ReceivableSort | undefined)}
      data={[{ value: '', label: 'Sort: default' }, ...RECEIVABLE_SORT_OPTIONS]}
    />
  );
}
