import { Card, Group, Loader, SimpleGrid, Table, Text, TextInput, Title } from '@mantine/core';
import { addDaysTo, todayIn } from '@steelworks/contract/common/dates';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PageHeader } from '../../../components/page-header';
import { useUrlFilters } from '../../../components/use-url-state';
import { BUSINESS_TIME_ZONE, formatDate, pluralize } from '../../../lib/format';
import { useDefects } from '../api/get-defects';
import { right, TableHead } from '../../../components/table-head';

/** /production-defects: works completed as Defective per work type and per worker over a date range. */
export default function DefectsPage() {
  const today = todayIn(BUSINESS_TIME_ZONE);
  // The last 30 days unless the URL names a range.
  const [range, setRange] = useUrlFilters(['from', 'to']);
  const from = range.from || addDaysTo(today, -29);
  const to = range.to || today;
  const query = useDefects(from, to);
  const rate = (defects: number, works: number) => (works ? `${Math.round((100 * defects) / works)}%` : '-');
  return (
    <>
      <PageHeader title="Defects" />
      <Group mb="md" wrap="wrap">
        <TextInput type="date" label="From" value={from} onChange={(e) => setRange({ from: e.currentTarget.value, to })} />
        <TextInput type="date" label="To" value={to} onChange={(e) => setRange({ from, to: e.currentTarget.value })} />
      </Group>
      {query.isLoading && <Loader />}
      {query.error ? <FormErrorAlert error={query.error} /> : null}
      {query.data && (
        <>
          <Text mb="md">
            {pluralize(query.data.total, 'defective work')} from {formatDate(query.data.from)} to {formatDate(query.data.to)}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {[
              { title: 'By work type', rows: query.data.by_work_type.map((r) => ({ key: r.work_type, name: r.work_type, ...r })) },
              { title: 'By worker', rows: query.data.by_worker.map((r) => ({ key: String(r.worker), name: r.worker_name, ...r })) },
            ].map((block) => (
              <Card withBorder radius="md" key={block.title}>
                <Title order={5} mb="xs">
                  {block.title}
                </Title>
                <Table aria-label={block.title}>
                  <TableHead
                    cells={[
                      block.title === 'By worker' ? 'Worker' : 'Work',
                      right('Defects'),
                      right('Works'),
                      right('Rate'),
                    ]}
                  />
                  <Table.Tbody>
                    {block.rows.map((r) => (
                      <Table.Tr key={r.key}>
                        <Table.Td>{r.name}</Table.Td>
                        <Table.Td ta="right">{r.defects}</Table.Td>
                        <Table.Td ta="right">{r.works}</Table.Td>
                        <Table.Td ta="right">{rate(r.defects, r.works)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Card>
            ))}
          </SimpleGrid>
        </>
      )}
    </>
  );
}
