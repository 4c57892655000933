import { Badge, Button, Card, Loader, Select, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { AttendanceDay } from '@steelworks/contract/wages';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PageHeader } from '../../../components/page-header';
import { right, PlainTable } from '../../../components/table-head';
import { formatDate } from '../../../lib/format';
import { useAttendance } from '../api/attendance';
import { MarkDialog } from '../components/mark-dialog';
import { PeriodFields, usePeriod } from '../components/period-fields';

const hours = (minutes: number) => (minutes ? `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min` : '-');
const COLORS: Record<string, string> = { present: 'green', absent: 'red', leave: 'yellow', holiday: 'blue' };

/** /wages/attendance: every worker's days in the period, from the taps or a manager's mark (docs/product/wages.md#attendance). */
export default function AttendancePage() {
  const period = usePeriod();
  const query = useAttendance(period.from, period.to);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Pick<AttendanceDay, 'worker' | 'worker_name' | 'day' | 'status' | 'first_tap' | 'last_tap'> | null>(null);
  const [newWorker, setNewWorker] = useState<string | null>(null);
  const [newDay, setNewDay] = useState('');
  const rows = (query.data ?? []).filter((r) => r.worker_name.toLowerCase().includes(search.trim().toLowerCase()));
  const workers = [...new Map((query.data ?? []).map((r) => [r.worker, r.worker_name])).entries()].map(([value, label]) => ({ value: String(value), label }));
  return (
    <>
      <PageHeader title="Attendance" />
      <PeriodFields period={period} />
      <Card withBorder radius="md" mb="md" aria-label="Mark a day">
        <Text fw={600} mb="xs">
          Mark a day (leave, holiday, absent)
        </Text>
        <Select label="Worker" data={workers} value={newWorker} onChange={setNewWorker} searchable mb="xs" />
        <TextInput type="date" label="Day" value={newDay} onChange={(e) => setNewDay(e.currentTarget.value)} mb="xs" />
        <Button
          disabled={!newWorker || !newDay}
          onClick={() => setEditing({ worker: Number(newWorker), worker_name: workers.find((w) => w.value === newWorker)?.label ?? '', day: newDay, status: 'leave', first_tap: null, last_tap: null })}
        >
          Mark
        </Button>
      </Card>
      {query.isLoading && <Loader />}
      <FormErrorAlert error={query.error} />
      <Card withBorder radius="md">
        <TextInput placeholder="Search worker" aria-label="Search worker" value={search} onChange={(e) => setSearch(e.currentTarget.value)} mb="xs" />
        {query.data && rows.length === 0 ? <Text c="dimmed">No attendance in this period</Text> : null}
        <PlainTable minWidth={360} label="Attendance" head={['Worker', 'Day', 'Status', 'Taps', right('Hours'), '']}>
          {rows.map((r) => (
            <Table.Tr key={`${r.worker}-${r.day}`}>
              <Table.Td>{r.worker_name}</Table.Td>
              <Table.Td>{formatDate(r.day)}</Table.Td>
              <Table.Td>
                <Badge color={COLORS[r.status]}>{r.status}</Badge>
                {r.marked ? (
                  <Text size="xs" c="dimmed">
                    {r.reason}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{r.first_tap ? `${r.first_tap} – ${r.last_tap}` : '-'}</Table.Td>
              <Table.Td ta="right">{hours(r.minutes)}</Table.Td>
              <Table.Td>
                <Button size="xs" variant="light" onClick={() => setEditing(r)}>
                  Correct
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </PlainTable>
      </Card>
      {editing && <MarkDialog day={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
