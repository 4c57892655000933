import { Button, Center, Group, Loader, Paper, Text } from '@mantine/core';
import { IconDownload, IconPrinter, IconReceiptRefund } from '@tabler/icons-react';
import { DEFAULT_TIME_ZONE, todayIn } from '@steelworks/contract/common/dates';
import { ACCOUNT_TEXT } from '@steelworks/contract/dealer-account';
import { financialYearBounds, financialYearOf } from '@steelworks/contract/invoice';
import { canAccess } from '@steelworks/contract/permissions';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DateField } from '../../../../components/date-field';
import { PageHeader } from '../../../../components/page-header';
import { useUrlFilters } from '../../../../components/use-url-state';
import { getRole } from '../../../../lib/session';
import { toastFromError } from '../../../../lib/toast';
import { downloadStatementCsv, useStatement } from '../api/get-statement';
import { StatementSheet } from '../components/statement-sheet';
import { RefundModal } from '../../refunds/components/refund-modal';
import { DocumentActions, DocumentSendLog } from '../../sending/components/document-sending';

/** The financial year so far: 1 April of this year's series to today. */
export function defaultStatementRange(today: string): { from: string; to: string } {
  return { from: financialYearBounds(financialYearOf(today)).from, to: today };
}

/** /billing/statement/:id — a dealer's statement for a date range (default the financial year so far); print and CSV. */
export default function StatementPage() {
  const { id = '' } = useParams();
  const today = todayIn(DEFAULT_TIME_ZONE);
  const defaults = defaultStatementRange(today);
  const [filters, setFilters] = useUrlFilters(['from', 'to']);
  const range = { from: filters.from || defaults.from, to: filters.to || defaults.to };
  const rangeError = range.from > range.to ? ACCOUNT_TEXT.rangeOrder : null;
  const statement = useStatement(id, range, !rangeError);
  const [downloading, setDownloading] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const staff = canAccess(getRole(), 'billing');
  const name = statement.data?.dealer.name;

  const download = () => {
    setDownloading(true);
    downloadStatementCsv(id, range)
      .catch(toastFromError)
      .finally(() => setDownloading(false));
  };

  return (
    <>
      <PageHeader
        title={staff ? `Statement${name ? `: ${name}` : ''}` : 'My statement'}
        trail={staff ? [{ label: 'Dealers', to: '/dealers' }, ...(name ? [{ label: name, to: `/dealers/${id}` }] : [])] : [{ label: 'My Account', to: '/my-account' }]}
        actions={
          <>
            <Button variant="light" leftSection={<IconPrinter size={16} />} onClick={() => window.print()} disabled={!statement.data}>
              Print
            </Button>
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={download} loading={downloading} disabled={!!rangeError}>
              Download CSV
            </Button>
            {statement.data && <DocumentActions doc={{ kind: 'statement', id: Number(id), ...range }} staff={staff} />}
            {staff && statement.data && (
              <Button variant="light" color="orange" leftSection={<IconReceiptRefund size={16} />} onClick={() => setRefunding(true)}>
                Refund
              </Button>
            )}
          </>
        }
      />
      <Paper withBorder radius="md" p="sm" mb="md" className="no-print">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <DateField label="From" value={range.from} max={today} onChange={(from) => setFilters({ from })} error={rangeError} w={{ base: '100%', xs: 180 }} />
          <DateField label="To" value={range.to} max={today} onChange={(to) => setFilters({ to })} w={{ base: '100%', xs: 180 }} />
        </Group>
      </Paper>
      {staff && statement.data && (
        <RefundModal dealerId={statement.data.dealer.id} dealerName={statement.data.dealer.name} opened={refunding} onClose={() => setRefunding(false)} />
      )}
      {statement.data ? (
        <>
          <StatementSheet statement={statement.data} />
          <DocumentSendLog doc={{ kind: 'statement', id: Number(id), ...range }} />
        </>
      ) : statement.error ? (
        <Text c="dimmed">The statement could not be loaded.</Text>
      ) : rangeError ? null : (
        <Center py="xl">
          <Loader />
        </Center>
      )}
    </>
  );
}
