import { Alert, Anchor, Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { PLANNING_TEXT, READINESS_STATES, type ProvideAllAnswer, type ReadinessRow, type ReadinessState } from '@steelworks/contract/planning';
import { useState } from 'react';
import { Link } from 'react-router';
import { confirmAction } from '../../../components/confirm-dialog';
import { DateText } from '../../../components/date-text';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { RefreshLink } from '../../../components/refresh-link';
import { useUrlFilters } from '../../../components/use-url-state';
import { pluralize } from '../../../lib/format';
import { toastSuccess } from '../../../lib/toast';
import { planningKeys } from '../../../lib/query-keys';
import { useProvideAllReady, useReadiness } from '../api/planning-api';

const columns: PagedTableColumn<ReadinessRow>[] = [
  { key: 'auto_id', header: 'Id', render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row.auto_id}</span> },
  { key: 'state', header: 'Status', card: 'badge', render: (row) => <Badge color={row.state === 'Ready' ? 'green' : 'red'} variant="light" miw="max-content">{row.state}</Badge> },
  { key: 'priority', header: 'Queue', render: (row) => `#${row.priority}` },
  { key: 'start_date', header: 'Start Date', render: (row) => <DateText value={row.start_date} /> },
  { key: 'supervisor', header: 'Supervisor' },
  { key: 'product', header: 'Product', render: (row) => `${row.product} x ${row.quantity}` },
  {
    key: 'shortages',
    header: 'Missing',
    render: (row) =>
      row.shortages.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing: can be provided now
        </Text>
      ) : (
        <Stack gap={2}>
          {row.shortages.map((s) => (
            <Text size="sm" key={s.store_item}>
              {s.name}: {s.missing} {s.unit_type} short ({s.available} of {s.needed} left after earlier supplies)
            </Text>
          ))}
        </Stack>
      ),
  },
  {
    key: 'action',
    header: 'Action',
    render: (row) => (
      <Anchor component={Link} to={`/orders/${row.order}`}>
        View Order
      </Anchor>
    ),
  },
];

/** What Provide All Ready did, until the next run. */
function ProvideAllResult({ answer }: { answer: ProvideAllAnswer }) {
  return (
    <Alert color={answer.stopped ? 'yellow' : 'green'} title={`Provided ${pluralize(answer.provided.length, 'supply', 'supplies')}`} mb="md">
      {answer.provided.length > 0 && <Text size="sm">{answer.provided.map((p) => p.auto_id).join(', ')}</Text>}
      {answer.stopped && (
        <Text size="sm" mt={4}>
          Stopped at {answer.stopped.auto_id}: {answer.stopped.message}
        </Text>
      )}
      {answer.remaining_ready > 0 && (
        <Text size="sm" mt={4}>
          {answer.remaining_ready} more {answer.remaining_ready === 1 ? 'is' : 'are'} ready: run Provide All Ready again.
        </Text>
      )}
    </Alert>
  );
}

/**
 * "Ready to Provide" (issue 16 point 2): every Not Provided supply in the order it is needed, allocated against the
 * stock in that order, so the store manager sees what can go out now and what each waiting supply lacks.
 */
export default function ReadinessPage() {
  const [filters, setFilters] = useUrlFilters(['state']);
  const state = READINESS_STATES.find((s) => s === filters.state) as ReadinessState | undefined;
  const query = useReadiness(state);
  const provideAll = useProvideAllReady();
  const [result, setResult] = useState<ProvideAllAnswer | null>(null);
  return (
    <>
      <PageHeader
        title={PLANNING_TEXT.readinessTitle}
        breadcrumbs={[{ label: 'Store Supply', to: '/stores/supply' }, { label: PLANNING_TEXT.readinessTitle }]}
        actions={
          <Group gap="xs">
            <RefreshLink queryKey={planningKeys.readiness} />
            <Button
              color="green"
              loading={provideAll.isPending}
              onClick={() =>
                confirmAction({
                  title: `${PLANNING_TEXT.provideAllReady}?`,
                  message: 'Every Ready supply is provided in queue order: its raw materials leave the store now.',
                  confirmLabel: PLANNING_TEXT.provideAllReady,
                  onConfirm: () =>
                    provideAll.mutate(undefined, {
                      onSuccess: (answer) => {
                        setResult(answer);
                        toastSuccess(answer.provided.length ? `Provided ${pluralize(answer.provided.length, 'supply', 'supplies')}` : 'Nothing was ready to provide');
                      },
                    }),
                })
              }
            >
              {PLANNING_TEXT.provideAllReady}
            </Button>
          </Group>
        }
      />
      {provideAll.error ? <FormErrorAlert error={provideAll.error} /> : null}
      {result && <ProvideAllResult answer={result} />}
      <PagedTable
        query={query}
        columns={columns}
        label={PLANNING_TEXT.readinessTitle}
        searchPlaceholder="Search id, supervisor or product..."
        emptyText={PLANNING_TEXT.noOpenSupplies}
        toolbar={
          <SegmentedControl
            aria-label="Show"
            size="xs"
            data={['All', ...READINESS_STATES]}
            value={state ?? 'All'}
            onChange={(value) => setFilters({ state: value === 'All' ? '' : value })}
          />
        }
      />
    </>
  );
}
