import { Anchor, Badge, Button, SegmentedControl } from '@mantine/core';
import { Link } from 'react-router';
import { WAGE_WORKER_BANK_FILTERS, type WageWorker } from '@steelworks/contract/wage-sheets';
import { PageHeader } from '../../../components/page-header';
import { PagedTable } from '../../../components/paged-table';
import { useUrlFilters } from '../../../components/use-url-state';
import { useWageWorkers } from '../api/wage-workers';

type BankFilter = (typeof WAGE_WORKER_BANK_FILTERS)[number];
const FILTER_LABELS: Record<BankFilter | 'all', string> = { all: 'All', missing: 'Bank details missing', complete: 'Bank details complete' };

/** /wages/workers: every worker's skill grade and whether the bank file can pay it (docs/product/wages.md#worker-wage-details). */
export default function WorkersPage() {
  const [filters, setFilters] = useUrlFilters(['bank'] as const);
  const bank = (WAGE_WORKER_BANK_FILTERS as readonly string[]).includes(filters.bank) ? (filters.bank as BankFilter) : undefined;
  const query = useWageWorkers(bank);
  return (
    <>
      <PageHeader title="Wage Details" />
      <PagedTable<WageWorker>
        query={query}
        label="Workers' wage details"
        rowKey={(w) => w.worker}
        searchPlaceholder="Search name, username, phone"
        emptyText="No workers"
        toolbar={
          <SegmentedControl
            aria-label="Bank details"
            size="xs"
            data={(['all', ...WAGE_WORKER_BANK_FILTERS] as const).map((value) => ({ value, label: FILTER_LABELS[value] }))}
            value={bank ?? 'all'}
            onChange={(value) => setFilters({ bank: value === 'all' ? '' : value })}
          />
        }
        columns={[
          {
            key: 'worker_name',
            header: 'Worker',
            render: (w) => (
              <Anchor component={Link} to={`/wages/workers/${w.worker}`}>
                {w.worker_name}
              </Anchor>
            ),
            card: 'title',
          },
          { key: 'username', header: 'Username', card: 'field' },
          { key: 'skill_grade', header: 'Skill grade', render: (w) => w.skill_grade ?? 'Not set (paid as unskilled)', card: 'field' },
          {
            key: 'bank_complete',
            header: 'Bank details',
            render: (w) => (w.bank_complete ? <Badge color="green">Complete</Badge> : <Badge color="orange">Missing</Badge>),
            card: 'badge',
          },
          { key: 'has_upi', header: 'UPI', render: (w) => (w.has_upi ? 'Yes' : '-'), card: 'field' },
          {
            key: 'action',
            header: 'Action',
            render: (w) => (
              <Button component={Link} to={`/wages/workers/${w.worker}`} size="xs" variant="light" aria-label={`Edit wage details of ${w.worker_name}`}>
                Edit
              </Button>
            ),
            card: 'action',
          },
        ]}
      />
    </>
  );
}
