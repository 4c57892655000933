import { Anchor, Card, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconBuildingFactory2, IconClipboardList, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useFieldCounts } from '../api/get-field-counts';
import { useVisits } from '../api/get-visits';
import { DateRangeFilter, StaffFilter } from '../components/visit-filters';
import { VisitsTable } from '../components/visits-table';

/** /fields: the Field App dashboard (spec 3 section 2). */
export default function FieldsPage() {
  const counts = useFieldCounts();
  const [staff, setStaff] = useState('');
  const [range, setRange] = useState({ from: '', to: '' });
  const visits = useVisits({ field_staff: staff || undefined, from_date: range.from || undefined, to_date: range.to || undefined });
  const cards = [
    { label: 'Field Staffs', to: '/fieldstaff', value: counts.data?.fieldstaff_count, icon: IconUsers },
    { label: 'Field Sites', to: '/fieldsite', value: counts.data?.fieldsite_count, icon: IconBuildingFactory2 },
    { label: 'Visit Entries', to: '/fields', value: counts.data?.visitentry_count, icon: IconClipboardList },
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
            <StaffFilter value={staff} onChange={(value) => (setStaff(value), visits.setPage(1))} />
            <DateRangeFilter from={range.from} to={range.to} onChange={(next) => (setRange(next), visits.setPage(1))} />
          </>
        }
      />
    </>
  );
}
