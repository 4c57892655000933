import { BarChart } from '@mantine/charts';
import { Badge, Card, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import type { CapacityOutlook } from '@steelworks/contract/planning';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';
import { dashboardKeys, dashboardQueryMeta } from '../api/get-dashboard-data';

/** GET /planning/capacity-outlook/ (admin, production manager). */
function useCapacityOutlook() {
  return useQuery({
    queryKey: [...dashboardKeys.all, 'capacity-outlook'],
    queryFn: ({ signal }) => api.get<CapacityOutlook>('/planning/capacity-outlook/', undefined, signal),
    meta: dashboardQueryMeta,
  });
}

/** How full a week is, as a colour: green with room, orange nearly full, red full. */
function loadColor(booked: number, capacity: number): string {
  if (capacity === 0) return booked > 0 ? 'red' : 'gray';
  const share = booked / capacity;
  return share >= 1 ? 'red' : share >= 0.8 ? 'orange' : 'green';
}

/**
 * The next 8 weeks of supervisor capacity (issue 16 point 4): columns booked against what the supervisors can build,
 * all together as bars, then each supervisor's weeks as percentages. A bar or a week opens its schedule items.
 * `compact` (the floor display): the bars only, lower, so thirty supervisors do not push the page past the screen.
 */
export function CapacityOutlookCard({ compact = false }: { compact?: boolean }) {
  const outlook = useCapacityOutlook();
  const navigate = useNavigate();
  const data = outlook.data;
  const openWeek = (index: number) => data && navigate(`/supervisor/schedules?week=${data.weeks[index]!.start}`);
  const rows =
    data?.weeks.map((week, k) => {
      const booked = data.supervisors.reduce((n, s) => n + s.booked[k]!, 0);
      const capacity = data.supervisors.reduce((n, s) => n + s.capacity_per_week, 0);
      return { label: formatDisplayDate(week.start).slice(0, 5), Booked: booked, Free: Math.max(0, capacity - booked) };
    }) ?? [];
  return (
    <Card withBorder radius="md" p="md" aria-label="Capacity outlook">
      <Text fw={600} mb="sm">
        {compact ? 'Columns booked, next 8 weeks' : 'Capacity outlook: columns booked, next 8 weeks'}
      </Text>
      {!data ? (
        <Skeleton h={compact ? 150 : 220} />
      ) : data.supervisors.length === 0 ? (
        <Text c="dimmed">No supervisor can take work</Text>
      ) : (
        <Stack gap="sm">
          <BarChart
            h={compact ? 150 : 200}
            data={rows}
            dataKey="label"
            type="stacked"
            withLegend
            series={[
              { name: 'Booked', color: 'indigo.6' },
              { name: 'Free', color: 'gray.3' },
            ]}
            barProps={{ cursor: 'pointer', onClick: (_bar: unknown, index: number) => openWeek(index) }}
          />
          {!compact &&
            data.supervisors.map((supervisor) => (
              <Group key={supervisor.id} gap={4} wrap="wrap" align="center">
                <Text size="sm" w={140} style={{ overflowWrap: 'anywhere' }}>
                  {supervisor.name}
                </Text>
                {supervisor.booked.map((cols, k) => (
                  <Tooltip key={data.weeks[k]!.start} label={`${formatDisplayDate(data.weeks[k]!.start)}: ${cols} of ${supervisor.capacity_per_week} columns`}>
                    <Badge
                      component="button"
                      variant="light"
                      color={loadColor(cols, supervisor.capacity_per_week)}
                      style={{ cursor: 'pointer' }}
                      aria-label={`${supervisor.name}, week of ${formatDisplayDate(data.weeks[k]!.start)}: ${cols} of ${supervisor.capacity_per_week} columns`}
                      onClick={() => openWeek(k)}
                    >
                      {supervisor.capacity_per_week ? `${Math.round((100 * cols) / supervisor.capacity_per_week)}%` : cols}
                    </Badge>
                  </Tooltip>
                ))}
              </Group>
            ))}
        </Stack>
      )}
    </Card>
  );
}
