import { Badge, Text } from '@mantine/core';
import type { Rate } from '@steelworks/contract/wages';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { PagedTable } from '../../../components/paged-table';
import { todayIn } from '@steelworks/contract/common/dates';
import { BUSINESS_TIME_ZONE, formatDate } from '../../../lib/format';
import { useRates } from '../api/get-rates';
import { RateForm } from '../components/rate-form';

/** /wages/rates: the rate cards, each card's current rate with its history below it (docs/product/wages.md#rate-cards). */
export default function RatesPage() {
  const query = useRates();
  const today = todayIn(BUSINESS_TIME_ZONE);
  return (
    <>
      <PageHeader title="Rate Cards" />
      <RateForm />
      <PagedTable<Rate>
        query={query}
        label="Rate cards"
        searchPlaceholder="Search work, product type, note"
        emptyText="No rates yet"
        columns={[
          { key: 'work_type', header: 'Work', card: 'title' },
          { key: 'product_type', header: 'Product type', render: (r) => r.product_type || 'Any', card: 'field' },
          { key: 'skill_grade', header: 'Skill grade', render: (r) => r.skill_grade ?? 'Any', card: 'field' },
          { key: 'rate', header: 'Rate', align: 'right', render: (r) => <Money value={r.rate} />, card: 'field' },
          {
            key: 'period',
            header: 'In force',
            render: (r) => (
              <Text size="sm">
                {formatDate(r.effective_from)} – {r.effective_to ? formatDate(r.effective_to) : 'on'}
              </Text>
            ),
            card: 'field',
          },
          {
            key: 'state',
            header: 'Status',
            render: (r) =>
              r.effective_from > today ? (
                <Badge color="blue">Upcoming</Badge>
              ) : r.effective_to && r.effective_to < today ? (
                <Badge color="gray">History</Badge>
              ) : (
                <Badge color="green">Current</Badge>
              ),
            card: 'badge',
          },
          { key: 'note', header: 'Note', render: (r) => r.note || '-', card: 'field' },
          { key: 'created_by_name', header: 'Set by', card: 'field' },
        ]}
      />
    </>
  );
}
