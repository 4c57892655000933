import { Anchor, Badge, Button, Card, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { right, PlainTable } from '../../../components/table-head';
import { formatDate } from '../../../lib/format';
import { useCreateSheet, useWageSheets } from '../api/wage-sheets';

const STATUS_COLOR = { draft: 'gray', approved: 'blue', paid: 'green' } as const;

/** /wages/sheets: the wage sheets, newest first, and a new sheet for a period (docs/product/wages.md#wage-sheet). */
export default function SheetsPage() {
  const sheets = useWageSheets();
  const create = useCreateSheet();
  const [from, setFrom] = useState('');
  return (
    <>
      <PageHeader title="Wage Sheets" />
      <Stack>
        <Card withBorder radius="md">
          <Group align="end" wrap="wrap">
            <TextInput type="date" label="Period from" description="The first of a month (or a Monday for weekly wages)" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
            <Button onClick={() => create.mutate({ period_from: from })} loading={create.isPending}>
              New wage sheet
            </Button>
          </Group>
          <FormErrorAlert error={create.error} />
        </Card>
        <Card withBorder radius="md">
          {sheets.data?.results.length === 0 ? <Text c="dimmed">No wage sheets yet</Text> : null}
          <PlainTable minWidth={360} label="Wage sheets" head={['Period', 'Status', 'Due', right('Net pay')]}>
            {(sheets.data?.results ?? []).map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/wages/sheets/${s.id}`}>
                    {formatDate(s.period_from)} – {formatDate(s.period_to)}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[s.status]}>{s.status}</Badge>
                </Table.Td>
                <Table.Td>{formatDate(s.due_date)}</Table.Td>
                <Table.Td ta="right">{s.status === 'draft' ? '–' : <Money value={s.net_amount} />}</Table.Td>
              </Table.Tr>
            ))}
          </PlainTable>
        </Card>
      </Stack>
    </>
  );
}
