import { Alert, Anchor, Badge, Button, Card, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { WAGE_PAYMENT_METHODS, type WageSheetLine } from '@steelworks/contract/wage-sheets';
import { confirmAction } from '../../../components/confirm-dialog';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { right, PlainTable } from '../../../components/table-head';
import { formatDate, pluralize } from '../../../lib/format';
import { downloadSheetFile, useApproveSheet, usePaySheet, useWageSheet } from '../api/wage-sheets';
import { WorkerMoneyForm } from '../components/worker-money-form';

const METHOD_LABELS = { cash: 'Cash', bank: 'Bank transfer', upi: 'UPI' } as const;
const hours = (minutes: number) => (minutes / 60).toFixed(1);
const MONEY_COLUMNS: Array<[string, keyof WageSheetLine]> = [
  ['Pieces', 'piece_amount'],
  ['Top-up', 'topup_amount'],
  ['Overtime', 'overtime_amount'],
  ['Adjustment', 'adjustment_amount'],
  ['Gross', 'gross_amount'],
  ['PF', 'pf_amount'],
  ['ESI', 'esi_amount'],
  ['Advance', 'advance_recovered'],
  ['Net pay', 'net_amount'],
];

/** /wages/sheets/:id: every worker's figures; approve (locks it), pay, the register and bank file, each slip. */
export default function SheetPage() {
  const id = Number(useParams().id);
  const sheet = useWageSheet(id);
  const approve = useApproveSheet(id);
  const pay = usePaySheet();
  const [method, setMethod] = useState<string | null>('bank');
  const [reference, setReference] = useState('');
  const s = sheet.data;
  const bankMissing = new Set(s?.bank_missing ?? []);
  return (
    <>
      <PageHeader title="Wage Sheet" trail={[{ label: 'Wage Sheets', to: '/wages/sheets' }]} />
      <FormErrorAlert error={sheet.error ?? approve.error ?? pay.error} />
      {s && (
        <Stack>
          <Card withBorder radius="md">
            <Group justify="space-between" wrap="wrap">
              <Text fw={600}>
                {formatDate(s.period_from)} – {formatDate(s.period_to)} <Badge>{s.status}</Badge>
              </Text>
              <Text>
                Due by {formatDate(s.due_date)} · Net pay <Money value={s.net_amount} />
              </Text>
            </Group>
            <Group mt="sm" wrap="wrap">
              {s.status === 'draft' && (
                <Button loading={approve.isPending} onClick={() => confirmAction({ title: 'Approve the wage sheet?', message: 'The sheet is locked: a later correction is an adjustment in the next period.', confirmLabel: 'Approve', onConfirm: () => approve.mutate() })}>
                  Approve
                </Button>
              )}
              {s.status === 'approved' && (
                <>
                  <Select aria-label="Payment method" data={WAGE_PAYMENT_METHODS.map((m) => ({ value: m, label: METHOD_LABELS[m] }))} value={method} onChange={setMethod} w={170} />
                  <TextInput aria-label="Payment reference" placeholder="Reference" value={reference} onChange={(e) => setReference(e.currentTarget.value)} w={170} />
                  <Button color="green" loading={pay.isPending} onClick={() => pay.mutate({ id, method: method ?? '', reference })}>
                    Pay
                  </Button>
                </>
              )}
              {s.status !== 'draft' && (
                <Button variant="default" onClick={() => void downloadSheetFile(id, 'bank-file')}>
                  Bank file
                </Button>
              )}
              <Button variant="default" onClick={() => void downloadSheetFile(id, 'register')}>
                Wage register
              </Button>
            </Group>
            {s.status === 'approved' && method === 'bank' && s.bank_missing.length > 0 && (
              <Alert color="orange" mt="sm" title="Bank details missing">
                {pluralize(s.bank_missing.length, 'worker')} of this sheet {s.bank_missing.length === 1 ? 'has' : 'have'} no complete bank details: the bank file leaves
                their account empty. Complete them from each worker&apos;s Wage details, or pay them otherwise.
              </Alert>
            )}
            {s.status === 'paid' && (
              <Alert color="green" mt="sm">
                Paid by {METHOD_LABELS[s.payment_method ?? 'cash']} {s.payment_reference}
              </Alert>
            )}
          </Card>
          <Card withBorder radius="md">
            {s.lines.length === 0 ? <Text c="dimmed">No worker earned or attended in this period</Text> : null}
            <PlainTable minWidth={900} label="Wage sheet lines" striped head={['Worker', right('Works'), right('Days'), right('Hours'), right('OT hours'), ...MONEY_COLUMNS.map(([label]) => right(label))]}>
              {s.lines.map((l) => (
                <Table.Tr key={l.worker}>
                  <Table.Td>
                    {s.status === 'draft' ? l.worker_name : <Anchor component={Link} to={`/wages/sheets/${id}/slips/${l.worker}`}>{l.worker_name}</Anchor>}
                    <Group gap={6} wrap="nowrap">
                      <Anchor component={Link} size="xs" to={`/wages/workers/${l.worker}?sheet=${id}`} aria-label={`Wage details of ${l.worker_name}`}>
                        Wage details
                      </Anchor>
                      {bankMissing.has(l.worker) && (
                        <Badge size="xs" color="orange" variant="light">
                          No bank details
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{l.works}</Table.Td>
                  <Table.Td ta="right">{l.days_present}</Table.Td>
                  <Table.Td ta="right">{hours(l.minutes)}</Table.Td>
                  <Table.Td ta="right">{hours(l.overtime_minutes)}</Table.Td>
                  {MONEY_COLUMNS.map(([label, field]) => (
                    <Table.Td key={label} ta="right">
                      <Money value={l[field] as string} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </PlainTable>
          </Card>
          {s.lines.length > 0 && <WorkerMoneyForm sheetId={id} locked={s.status !== 'draft'} lines={s.lines} />}
        </Stack>
      )}
    </>
  );
}
