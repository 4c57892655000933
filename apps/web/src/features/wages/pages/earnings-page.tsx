import { Anchor, Badge, Card, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { Money, MoneyCell } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { right, PlainTable } from '../../../components/table-head';
import { formatDate } from '../../../lib/format';
import { useEarningDays, useEarnings, useEarningWorks } from '../api/get-earnings';
import { PeriodFields, usePeriod } from '../components/period-fields';

/**
 * /wages/earnings: per worker for the period, then the chosen worker's days, then a day's works with the rate each
 * took (docs/product/wages.md#earnings). Tables scroll inside their card on a phone.
 */
export default function EarningsPage() {
  const period = usePeriod();
  const [search, setSearch] = useState('');
  const [worker, setWorker] = useState<{ id: number; name: string } | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const earnings = useEarnings(period.from, period.to);
  const days = useEarningDays(worker?.id ?? null, period.from, period.to);
  const works = useEarningWorks(worker?.id ?? null, day);
  const rows = (earnings.data ?? []).filter((r) => r.worker_name.toLowerCase().includes(search.trim().toLowerCase()));
  return (
    <>
      <PageHeader title="Earnings" />
      <PeriodFields period={period} />
      {earnings.isLoading && <Loader />}
      <FormErrorAlert error={earnings.error} />
      <Stack>
        <Card withBorder radius="md">
          <TextInput placeholder="Search worker" value={search} onChange={(e) => setSearch(e.currentTarget.value)} mb="xs" aria-label="Search worker" />
          {earnings.data && rows.length === 0 ? <Text c="dimmed">No workers</Text> : null}
          <PlainTable minWidth={360} label="Earnings per worker" highlightOnHover head={['Worker', right('Works'), right('Defective'), right('Amount')]}>
            {rows.map((r) => (
              <Table.Tr key={r.worker}>
                <Table.Td>
                  <Anchor component="button" onClick={() => (setWorker({ id: r.worker, name: r.worker_name }), setDay(null))}>
                    {r.worker_name}
                  </Anchor>{' '}
                  {r.unrated > 0 ? <Badge color="orange">{r.unrated} without a rate</Badge> : null}
                </Table.Td>
                <Table.Td ta="right">{r.works}</Table.Td>
                <Table.Td ta="right">{r.defective}</Table.Td>
                <MoneyCell value={r.amount} />
              </Table.Tr>
            ))}
          </PlainTable>
        </Card>
        {worker && (
          <Card withBorder radius="md">
            <Title order={5} mb="xs">
              {worker.name}: per day
            </Title>
            {days.data?.length === 0 ? <Text c="dimmed">No completed works in this period</Text> : null}
            <PlainTable label="Earnings per day" head={['Day', right('Works'), right('Amount')]}>
              {(days.data ?? []).map((d) => (
                <Table.Tr key={d.day}>
                  <Table.Td>
                    <Anchor component="button" onClick={() => setDay(d.day)}>
                      {formatDate(d.day)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{d.works}</Table.Td>
                  <MoneyCell value={d.amount} />
                </Table.Tr>
              ))}
            </PlainTable>
          </Card>
        )}
        {worker && day && (
          <Card withBorder radius="md">
            <Title order={5} mb="xs">
              {worker.name}: works of {formatDate(day)}
            </Title>
            <PlainTable minWidth={360} label="Works of the day" head={['Work', 'Unit', right('Rate'), right('Share'), right('Amount')]}>
              {(works.data ?? []).map((w) => (
                <Table.Tr key={`${w.work}-${w.worker}`}>
                  <Table.Td>
                    {w.work_type} {w.defective ? <Badge color="red">Defective</Badge> : null}
                    <Text size="xs" c="dimmed">
                      {w.product_type}
                      {w.split_reason ? ` · split: ${w.split_reason}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>{w.sr_no}</Table.Td>
                  <Table.Td ta="right">{w.rate ? <Money value={w.rate} /> : 'No rate'}</Table.Td>
                  <Table.Td ta="right">{w.share_percent}%</Table.Td>
                  <MoneyCell value={w.amount} />
                </Table.Tr>
              ))}
            </PlainTable>
          </Card>
        )}
      </Stack>
    </>
  );
}
