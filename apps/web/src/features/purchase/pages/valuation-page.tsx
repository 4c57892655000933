import { Group, Text, TextInput } from '@mantine/core';
import { VALUATION_TEXT, type StockValuationRow } from '@steelworks/contract/valuation';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { useUrlFilters } from '../../../components/use-url-state';
import { useStockValuation, useValuationTotal } from '../api/valuation-api';

const columns: PagedTableColumn<StockValuationRow>[] = [
  { key: 'name', header: 'Item' },
  { key: 'quantity', header: 'Quantity', align: 'right', render: (row) => `${row.quantity} ${row.unit}` },
  { key: 'average_cost', header: 'Average cost', align: 'right', render: (row) => (row.average_cost === null ? VALUATION_TEXT.noCostYet : <Money value={row.average_cost} />) },
  { key: 'value', header: 'Value', align: 'right', render: (row) => <Money value={row.value} /> },
];

/** /purchase/valuation: quantity, average cost and value of what receipts brought in, at the end of a day (today by default). */
export default function ValuationPage() {
  const [filters, setFilters] = useUrlFilters(['date']);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(filters.date ?? '') ? filters.date : undefined;
  const query = useStockValuation(date);
  const total = useValuationTotal(date);
  return (
    <>
      <PageHeader title={VALUATION_TEXT.title} trail={[{ label: 'Buying' }]} />
      <Group mb="sm" justify="space-between" wrap="wrap">
        <TextInput label="At the end of" type="date" w={180} value={date ?? ''} onChange={(event) => setFilters({ date: event.currentTarget.value })} />
        {total.data && (
          <Text fw={700} aria-label={VALUATION_TEXT.total}>
            {VALUATION_TEXT.total}: <Money value={total.data.value} />
          </Text>
        )}
      </Group>
      <PagedTable
        query={query}
        columns={columns}
        label={VALUATION_TEXT.title}
        searchable={false}
        emptyText={VALUATION_TEXT.empty}
        rowKey={(row) => (row.sheet ? `sheet-${row.sheet}` : `store-${row.store_item}`)}
      />
    </>
  );
}
