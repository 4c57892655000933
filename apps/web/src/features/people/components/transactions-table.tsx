import { Text } from '@mantine/core';
import type { BalanceTransaction } from '@steelworks/contract/supervisor';
import { SUPERVISOR_TEXT } from '@steelworks/contract/supervisor';
import { DateText } from '../../../components/date-text';
import { Money } from '../../../components/money';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import type { PagedQuery } from '../../../components/use-paged-query';
import { TransactionTypeBadge } from './transaction-type-badge';

const columns: PagedTableColumn<BalanceTransaction>[] = [
  { key: 'auto_id', header: 'Trn Id' },
  { key: 'date_added', header: 'Date', render: (t) => <DateText value={t.date_added} /> },
  { key: 'username', header: 'User Name', render: (t) => t.username ?? t.supervisor_name },
  { key: 'transaction_type', header: 'Trn Type', render: (t) => <TransactionTypeBadge type={t.transaction_type} /> },
  { key: 'transaction_amount', header: 'Amount', align: 'right', render: (t) => <Money value={t.transaction_amount} /> },
  { key: 'balance', header: 'Balance', align: 'right', render: (t) => <Money value={t.balance} /> },
  { key: 'title', header: 'Trn Description', render: (t) => <Text size="sm">{t.title}</Text> },
];

/** The Transaction History table: one page of a supervisor's ledger, newest first; "No Teansaction Yet!" when empty. */
export function TransactionsTable({ query, label = 'Transaction History' }: { query: PagedQuery<BalanceTransaction>; label?: string }) {
  return <PagedTable query={query} columns={columns} searchable={false} emptyText={SUPERVISOR_TEXT.noTransactions} label={label} />;
}
