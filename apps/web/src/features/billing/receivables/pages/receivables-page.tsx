import { Anchor, Button, Switch, Text } from '@mantine/core';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { toCents } from '@steelworks/contract/common/money';
import { AGEING_BUCKETS, RECEIVABLE_SORTS, type ReceivableRow } from '@steelworks/contract/receivables';
import { IconCash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Money } from '../../../../components/money';
import { PageHeader } from '../../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../../components/paged-table';
import { RefreshLink } from '../../../../components/refresh-link';
import { usePhone } from '../../../../components/use-phone';
import { useUrlFilters } from '../../../../components/use-url-state';
import { useReceivables, type ReceivableSort } from '../api/get-receivables';
import { receivablesKeys } from '../api/keys';
import { SortHeader, SortSelect } from '../components/receivables-sort';

const readSort = (value: string): ReceivableSort | undefined => RECEIVABLE_SORTS.find((sort) => sort === value);

const statementOf = (row: ReceivableRow) => `/billing/statement/${row.dealer_id}`;

/**
 * A money cell. `warn` marks an amount above zero in red (overdue, old buckets); any amount below zero is red too (a
 * dealer past its credit limit has negative credit available).
 */
function amountCell(value: string | null, warn = false) {
  if (value === null) return <Text c="dimmed" size="sm">No limit</Text>;
  const red = (warn && toCents(value) > 0n) || toCents(value) < 0n;
  return (
    <Text size="sm" c={red ? 'red.8' : undefined} fw={red ? 600 : undefined}>
      <Money value={value} />
    </Text>
  );
}

/**
 * /billing/receivables (admin, production manager): who owes what and for how long (issue 31 point 5). The sort and
 * the "Overdue only" switch live in the URL (?sort=, ?overdue=true), so the dashboard card's overdue figure opens this
 * list filtered; the server sorts, so the order holds across pages.
 */
export default function ReceivablesPage() {
  const [filters, setFilters] = useUrlFilters(['sort', 'overdue'] as const);
  const sort = readSort(filters.sort);
  const overdue = filters.overdue === 'true';
  const list = useReceivables({ sort, overdue });
  const phone = usePhone();
  const setSort = (next: ReceivableSort | undefined) => setFilters({ sort: next ?? '' });
  const header = (field: 'outstanding' | 'overdue' | 'dealer_name' | 'oldest_due_date', label: string, align?: 'right') =>
    phone ? label : <SortHeader field={field} label={label} sort={sort} onChange={setSort} align={align} />;

  const columns: PagedTableColumn<ReceivableRow>[] = [
    {
      key: 'dealer_name',
      header: header('dealer_name', 'Dealer'),
      render: (row) => (
        <Anchor component={Link} to={statementOf(row)} size="sm" fw={600} display="inline-block" miw={180} aria-label={`Statement of ${row.dealer_name}`}>
          {row.dealer_name}
        </Anchor>
      ),
    },
    { key: 'outstanding', header: header('outstanding', 'Outstanding', 'right'), align: 'right', render: (row) => amountCell(row.outstanding) },
    { key: 'overdue', header: header('overdue', 'Overdue', 'right'), align: 'right', render: (row) => amountCell(row.overdue, true) },
    {
      key: 'oldest_due_date',
      header: header('oldest_due_date', 'Oldest due'),
      render: (row) => (row.oldest_due_date ? formatDisplayDate(row.oldest_due_date) : '-'),
    },
    ...AGEING_BUCKETS.map(
      (bucket): PagedTableColumn<ReceivableRow> => ({
        key: bucket.key,
        header: <span style={{ whiteSpace: 'nowrap' }}>{bucket.label}</span>,
        align: 'right',
        render: (row) => amountCell(row[bucket.key], bucket.key === 'age_61_90' || bucket.key === 'age_over_90'),
      }),
    ),
    { key: 'credit_limit', header: <span style={{ whiteSpace: 'nowrap' }}>Credit limit</span>, align: 'right', render: (row) => amountCell(row.credit_limit) },
    { key: 'available_credit', header: 'Available', align: 'right', render: (row) => (row.available_credit === null ? '-' : amountCell(row.available_credit)) },
    {
      key: 'action',
      header: 'Action',
      render: (row) => (
        <Button
          component={Link}
          to={`/billing/payments/new?dealer=${row.dealer_id}`}
          size="compact-sm"
          variant="light"
          leftSection={<IconCash size={14} />}
          aria-label={`Record payment from ${row.dealer_name}`}
        >
          Record payment
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Receivables" actions={<RefreshLink queryKey={receivablesKeys.list} />} />
      <PagedTable
        query={list}
        columns={columns}
        rowKey={(row) => row.dealer_id}
        searchPlaceholder="Search a dealer..."
        label="Receivables"
        emptyText={overdue ? 'No dealer has anything overdue' : 'No dealer owes anything'}
        toolbar={
          <>
            {phone && <SortSelect sort={sort} onChange={setSort} />}
            <Switch label="Overdue only" checked={overdue} onChange={(event) => setFilters({ overdue: event.currentTarget.checked ? 'true' : '' })} />
          </>
        }
      />
    </>
  );
}
