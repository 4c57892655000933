import { Badge, Button, FileButton, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { PAYABLES_TEXT, RECONCILIATION_LABELS, returnPeriodSchema, type Reconciliation } from '@steelworks/contract/payables';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { DateText } from '../../../components/date-text';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { useUrlFilters } from '../../../components/use-url-state';
import { toastSuccess } from '../../../lib/toast';
import { useImportGstr2b, useReconciliation } from '../api/payables-api';

const KIND_COLORS: Record<Reconciliation['rows'][number]['kind'], string> = { matched: 'green', values_differ: 'orange', not_in_books: 'blue', not_in_2b: 'red' };

/** Last month as the portal names a return period: MMYYYY. */
function lastPeriod(now = new Date()): string {
  const month = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${String(month.getMonth() + 1).padStart(2, '0')}${month.getFullYear()}`;
}

/** The 2B file chosen, read and sent as it is; a file that is not JSON is named before anything is sent. */
function ImportButton() {
  const upload = useImportGstr2b();
  const [notJson, setNotJson] = useState(false);
  const send = async (file: File | null) => {
    if (!file) return;
    let body: unknown;
    try {
      body = JSON.parse(await file.text());
    } catch {
      setNotJson(true);
      return;
    }
    setNotJson(false);
    upload.mutate(body, { onSuccess: (done) => toastSuccess(`GSTR-2B of ${done.period} imported: ${done.documents} documents of ${done.suppliers} suppliers`) });
  };
  return (
    <Stack gap="xs">
      <FileButton onChange={(file) => void send(file)} accept="application/json,.json">
        {(props) => (
          <Button {...props} leftSection={<IconFileImport size={16} />} loading={upload.isPending} style={{ alignSelf: 'flex-start' }}>
            Import GSTR-2B
          </Button>
        )}
      </FileButton>
      {notJson && <Text c="red" size="sm">This file is not JSON: download the GSTR-2B of the month as JSON from the portal.</Text>}
      <FormErrorAlert error={upload.error} />
    </Stack>
  );
}

/**
 * /purchase/itc: the input tax credit register. The month's GSTR-2B (the JSON the portal gives) is imported and set
 * against the supplier bills in the books; each row says whether its credit is safe to claim (issue 45 point 4).
 */
export default function ItcPage() {
  const [filters, setFilters] = useUrlFilters(['period']);
  const period = filters.period || lastPeriod();
  // The box shows what is typed; the URL (and the register) follow once it is a whole period.
  const [typed, setTyped] = useState(period);
  const valid = returnPeriodSchema.safeParse(typed).success;
  const { data, isFetching, error } = useReconciliation(period);
  return (
    <>
      <PageHeader title={PAYABLES_TEXT.itc} trail={[{ label: 'Buying' }]} />
      <Stack gap="md">
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <Group align="flex-end" gap="md" wrap="wrap">
            <TextInput
              label="Return period (MMYYYY)"
              value={typed}
              error={valid ? undefined : PAYABLES_TEXT.periodFormat}
              onChange={(event) => {
                const next = event.currentTarget.value.trim();
                setTyped(next);
                if (returnPeriodSchema.safeParse(next).success) setFilters({ period: next });
              }}
              w={200}
            />
            <ImportButton />
          </Group>
        </Paper>
        <FormErrorAlert error={error} />
        {isFetching && !data && <Text>Loading...</Text>}
        {data && (
          <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
            <Stack gap="xs">
              {!data.imported && <Text c="dimmed">No GSTR-2B imported for {data.period}: every bill below waits for it.</Text>}
              <Group gap="lg" aria-label="Totals" role="group">
                <Text size="sm">
                  In the books: <Money value={data.totals.books_tax} />
                </Text>
                <Text size="sm">
                  In GSTR-2B: <Money value={data.totals.gstr2b_tax} />
                </Text>
                <Text size="sm" fw={600}>
                  Safe to claim: <Money value={data.totals.claimable} />
                </Text>
              </Group>
              <Table.ScrollContainer minWidth={900}>
                <Table striped aria-label="Input tax credit">
                  <Table.Thead>
                    <Table.Tr>
                      {['Match', 'Supplier', 'Number', 'Date', 'Tax in books', 'Tax in 2B', 'Safe to claim', 'What to do'].map((h) => (
                        <Table.Th key={h}>{h}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.rows.length === 0 && (
                      <Table.Tr>
                        <Table.Td colSpan={8}>No bills and no GSTR-2B documents for {data.period}</Table.Td>
                      </Table.Tr>
                    )}
                    {data.rows.map((row) => (
                      <Table.Tr key={`${row.kind}-${row.supplier_gstin}-${row.number}`}>
                        <Table.Td>
                          <Badge color={KIND_COLORS[row.kind]} variant="light" styles={{ label: { textTransform: 'none' } }}>
                            {RECONCILIATION_LABELS[row.kind]}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          {row.supplier_name}
                          <Text size="xs" c="dimmed">
                            {row.supplier_gstin}
                          </Text>
                        </Table.Td>
                        <Table.Td>{row.number}</Table.Td>
                        <Table.Td>
                          <DateText value={row.date} />
                        </Table.Td>
                        <Table.Td>{row.books_tax === null ? '-' : <Money value={row.books_tax} />}</Table.Td>
                        <Table.Td>{row.gstr2b_tax === null ? '-' : <Money value={row.gstr2b_tax} />}</Table.Td>
                        <Table.Td>
                          <Money value={row.claimable} />
                        </Table.Td>
                        <Table.Td>{row.advice}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          </Paper>
        )}
      </Stack>
    </>
  );
}
