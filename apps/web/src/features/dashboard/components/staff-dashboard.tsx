import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { formatRupees } from '@steelworks/contract/common/money';
import { DASHBOARD_TEXT } from '@steelworks/contract/dashboard';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { getOrders } from '../../orders/api/get-orders';
import { dashboardKeys, dashboardQueryMeta, useDashboardData, useLatestFinishedProducts } from '../api/get-dashboard-data';
import { CapacityOutlookCard } from './capacity-outlook';
import { RevenueChart, WageChart } from './dashboard-charts';
import { ListCard, StatCard } from './stat-card';

const SHOWN = 5;

/** The newest pending orders (the Pending tab's first rows). */
function PendingOrders({ count }: { count: number | undefined }) {
  const orders = useQuery({
    queryKey: [...dashboardKeys.all, 'pending-orders'],
    queryFn: ({ signal }) => getOrders({ page: 1, search: '', status: 'Pending' }, signal),
    meta: dashboardQueryMeta,
  });
  const rows = orders.data?.results.slice(0, SHOWN) ?? [];
  return (
    <ListCard title="New Pending Orders" to="/orders/?value=Pending" count={count}>
      {!orders.data ? (
        <Skeleton h={80} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{DASHBOARD_TEXT.noPendingOrders}</Text>
      ) : (
        <Stack gap={6}>
          {rows.map((order) => (
            <Group key={order.id} justify="space-between" wrap="nowrap" gap="xs">
              <Anchor component={Link} to={`/orders/${order.id}`} size="sm" truncate>
                #{order.auto_id} {order.dealer_name}
              </Anchor>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatRupees(order.bill_amount)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </ListCard>
  );
}

/** The newest finished (QC checked) products. */
export function FinishedProducts() {
  const finished = useLatestFinishedProducts();
  const rows = finished.data?.results.slice(0, SHOWN) ?? [];
  return (
    <ListCard title="Finished Products" to="/product/finished" count={finished.data?.count}>
      {!finished.data ? (
        <Skeleton h={80} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{DASHBOARD_TEXT.noFinishedProduct}</Text>
      ) : (
        <Stack gap={6}>
          {rows.map((item) => (
            <Group key={item.id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate>
                {item.supervisor_schedule_item_auto_id} {item.product_name}
              </Text>
              <Badge size="sm" variant="light" color={item.qc_status === 'Approved' ? 'green' : 'red'} style={{ flexShrink: 0 }}>
                {item.qc_status}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </ListCard>
  );
}

/** Admin and production manager: the day's numbers, what waits, and the wage and revenue charts. */
export function StaffDashboard() {
  const data = useDashboardData().data;
  const transactions = data?.no_of_transactions ?? 0;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <StatCard label="Field App Visits Today" value={data?.total_visits} to="/fields" />
        <StatCard label="Chartered Orders" value={data?.chartered_orders} to="/supervisor/schedules" empty={DASHBOARD_TEXT.noCharteredWork} />
        <StatCard
          label="Wage Paid Today"
          value={transactions > 0 ? formatRupees(data?.wage_paid_per_day) : 0}
          to="/supervisor/dailywork"
          empty={DASHBOARD_TEXT.noTransaction}
        >
          {transactions > 0 && (
            <Text size="sm" c="dimmed">
              {transactions} {transactions === 1 ? 'transaction' : 'transactions'}
            </Text>
          )}
        </StatCard>
        <StatCard label="Out Of Stock" value={data?.out_of_stock_count} to="/sttore" empty={DASHBOARD_TEXT.stocksAvailable} />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <PendingOrders count={data?.pending_orders} />
        <ListCard title="Out Of Stock Items" to="/sttore" count={data?.out_of_stock_count}>
          {!data ? (
            <Skeleton h={80} />
          ) : (data.out_of_stock_items ?? []).length === 0 ? (
            <Text c="dimmed">{DASHBOARD_TEXT.noOutOfStock}</Text>
          ) : (
            <Stack gap={4}>
              {data.out_of_stock_items!.map((name) => (
                <Text key={name} size="sm" c="red.8" truncate>
                  {name}
                </Text>
              ))}
            </Stack>
          )}
        </ListCard>
        <FinishedProducts />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <StatCard
          label="Next Free Supervisor Slot"
          value={data ? (data.next_supervisor_available_day ? formatDisplayDate(data.next_supervisor_available_day) : 'No supervisor free') : undefined}
          to="/supervisor/schedules"
        />
        <Card withBorder radius="md" p="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Sheets
          </Text>
          <Text fw={700} fz={26} mt={4}>
            {data ? `${data.sheets_total_weight} kg` : '–'}
          </Text>
          <Group gap="md" mt={4}>
            <Anchor component={Link} to="/sheets/sheetorders" size="sm">
              Sheet Orders
            </Anchor>
            <Anchor component={Link} to="/sheets/sheetorders/create" size="sm">
              Add Sheet Order
            </Anchor>
            <Anchor component={Link} to="/sheets/sheetorders/total-weight" size="sm">
              Total Weight
            </Anchor>
          </Group>
        </Card>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <WageChart mode="month" />
        <WageChart mode="year" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <RevenueChart />
        <CapacityOutlookCard />
      </SimpleGrid>
    </Stack>
  );
}
