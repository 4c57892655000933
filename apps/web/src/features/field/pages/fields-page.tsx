import { Anchor, Card, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconBuildingFactory2, IconClipboardList, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useUrlFilters } from '../../../components/use-url-state';
import { useFieldCounts } from '../api/get-field-counts';
import { useVisits } from '../api/get-visits';
import { DateRangeFilter, StaffFilter } from '../components/visit-filters';
import { VisitsTable } from '../components/visits-table';

/** /fields: the Field App dashboard (docs/product/screens-and-texts.md#routes). */
export default function FieldsPage() {
  const counts = useFieldCounts();
  const [filters, setFilters] = useUrlFilters(['field_staff', 'from_date', 'to_date']);
  const visits = useVisits({
    field_staff: filters.field_staff || undefined,
    from_date: filters.from_date || undefined,
    to_date: filters.to_date || undefined,
  });
  const cards = [
    { label: 'Field Staffs', to: '/fieldstaff', value: counts.data?.fieldstaff_count, icon: IconUsers },
    { label: 'Field Sites', to: '/fieldsite', value: counts.data?.fieldsite_count, icon: IconBuildingFactory2 },
    {
      label: 'Visit Entries',
      to: '/fields',
      value: counts.data?.visitentry_count_is_estimate ? '10,000+' : counts.data?.visitentry_count,
      icon: IconClipboardList,
    },
  ];
  return (
    <>
      <PageHeader
        title="Field App"
        actions={
          <Anchor component={Link} to="/fields/live">
            Live Map
          </Anchor>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
        {cards.map((card) => (
          <Card key={card.label} withBorder component={Link} to={card.to} aria-label={card.label}>
            <Group justify="space-between">
              <div>
                <Text c="dimmed" size="sm">
                  {card.label}
                </Text>
                {counts.isLoading ? <Skeleton h={28} w={60} /> : <Text fw={700} fz="xl">{card.value ?? 0}</Text>}
              </div>
              <card.icon size={32} />
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <VisitsTable
        query={visits}
        kind="dashboard"
        toolbar={
          <>
            <StaffFilter value={filters.field_staff} onChange={(value) => setFilters({ field_staff: value })} />
            <DateRangeFilter
              from={filters.from_date}
              to={filters.to_date}
              onChange={(next) => setFilters({ from_date: next.from, to_date: next.to })}
            />
          </>
        }
      />
    </>
  );
}
