import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { todayIn, DEFAULT_TIME_ZONE } from '@steelworks/contract/common/dates';
import { useState } from 'react';
import { DateField } from '../../../components/date-field';
import { useFieldStaffOptions } from '../api/get-field-staff-options';

/** The filter window: one year either side of today (docs/product/field-app.md#date-filters). */
function dateWindow(now: Date = new Date()): { min: string; max: string } {
  const today = todayIn(DEFAULT_TIME_ZONE, now);
  const shift = (years: number) => `${Number(today.slice(0, 4)) + years}${today.slice(4)}`;
  return { min: shift(-1), max: shift(1) };
}

/** From and To, each with its clear button; the list applies them only when both are set. */
export function DateRangeFilter({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}) {
  const { min, max } = dateWindow();
  return (
    <>
      <DateField label="From" value={from} min={min} max={max} clearable w={150} onChange={(value) => onChange({ from: value, to })} />
      <DateField label="To" value={to} min={min} max={max} clearable w={150} onChange={(value) => onChange({ from, to: value })} />
    </>
  );
}

/** The staff filter: All plus the staff's full names, searchable as you type. */
export function StaffFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string }>({ value: '', label: 'All' });
  const [debounced] = useDebouncedValue(search, 300);
  // The box shows the chosen name once picked: that text is no search, so the server is asked for everyone then.
  const options = useFieldStaffOptions(debounced === chosen.label ? '' : debounced);
  const data = [{ value: '', label: 'All' }, ...(options.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.full_name || s.username || '' }))];
  if (!data.some((d) => d.value === chosen.value)) data.push(chosen);
  return (
    <Select
      label="Staff"
      aria-label="Staff"
      data={data}
      value={value}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(next, option) => {
        setChosen({ value: next ?? '', label: option?.label ?? 'All' });
        onChange(next ?? '');
      }}
      allowDeselect={false}
      w={200}
      nothingFoundMessage="No Data"
    />
  );
}
