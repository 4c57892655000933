import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { DEFAULT_TIME_ZONE, formatDisplayDate, todayIn } from '@steelworks/contract/common/dates';
import { formatRupees } from '@steelworks/contract/common/money';
import { DASHBOARD_TEXT } from '@steelworks/contract/dashboard';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatKg } from '../../../lib/format-weight';
import { getOrders } from '../../order/public';
import { dashboardKeys, dashboardQueryMeta, useDashboardData, useLatestFinishedProducts } from '../api/get-dashboard-data';
import { PayablesCard } from '../../purchase/public';
import { WagesDueAlert } from '../../wages/public';
import { CapacityOutlookCard } from './capacity-outlook';
import { RevenueChart, WageChart } from './dashboard-charts';
import { ReceivablesCard } from './receivables-card';
import { ListCard, StatCard } from './stat-card';

const SHOWN = 5;

/**
 * Where each day's number leads (docs/product/dashboards.md#drill-down-links): its list filtered to the business day the server counted
 * on (`today` of dashboard-data), so the list counts what the card counts.
 */
export function drillDownLinks(today: string) {
  return {
    visits: `/fields?from_date=${today}&to_date=${today}`,
    chartered: `/orders/?value=History&scheduled=${today}`,
    wages: `/supervisor/dailywork?date=${today}`,
  };
}

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

/**
 * Admin and production manager: the day's numbers, what waits, and the wage and revenue charts. `tv`: the floor
 * display (/dashboard?tv=1), denser so that it fits a 1280 x 800 screen without scrolling: the numbers in one row,
 * the three lists, then the charts side by side and lower, without the per-supervisor capacity rows or the sheet links.
 */
export function StaffDashboard({ tv = false }: { tv?: boolean }) {
  const data = useDashboardData().data;
  const transactions = data?.no_of_transactions ?? 0;
  const links = drillDownLinks(data?.today ?? todayIn(DEFAULT_TIME_ZONE));
  const gap = tv ? 'sm' : 'md';
  const numbers = [
    <StatCard key="visits" label="Field App Visits Today" value={data?.total_visits} to={links.visits} />,
    <StatCard key="chartered" label="Chartered Orders" value={data?.chartered_orders} to={links.chartered} empty={DASHBOARD_TEXT.noCharteredWork} />,
    <StatCard
      key="wages"
      label="Wage Paid Today"
      value={transactions > 0 ? formatRupees(data?.wage_paid_per_day) : 0}
      to={links.wages}
      empty={DASHBOARD_TEXT.noTransaction}
    >
      {transactions > 0 && (
        <Text size="sm" c="dimmed">
          {transactions} {transactions === 1 ? 'transaction' : 'transactions'}
        </Text>
      )}
    </StatCard>,
    <StatCard key="stock" label="Out Of Stock" value={data?.out_of_stock_count} to="/sttore" empty={DASHBOARD_TEXT.stocksAvailable} />,
  ];
  const nextSlot = (
    <StatCard
      label="Next Free Supervisor Slot"
      value={data ? (data.next_supervisor_available_day ? formatDisplayDate(data.next_supervisor_available_day) : 'No supervisor free') : undefined}
      to="/supervisor/schedules"
    />
  );
  const weight = data ? formatKg(data.sheets_total_weight) : '–';

  if (tv) {
    return (
      <Stack gap={gap}>
        <SimpleGrid cols={6} spacing={gap}>
          {numbers}
          {nextSlot}
          <StatCard label="Sheets" value={weight} to="/sheets/sheetorders/total-weight" />
        </SimpleGrid>
        <SimpleGrid cols={3} spacing={gap}>
          <PendingOrders count={data?.pending_orders} />
          <OutOfStockItems tv />
          <FinishedProducts />
        </SimpleGrid>
        <SimpleGrid cols={4} spacing={gap}>
          <WageChart mode="month" height={150} />
          <WageChart mode="year" height={150} />
          <RevenueChart height={150} />
          <CapacityOutlookCard compact />
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <WagesDueAlert />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        {numbers}
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <PendingOrders count={data?.pending_orders} />
        <OutOfStockItems />
        <FinishedProducts />
      </SimpleGrid>
      <ReceivablesCard />
      <PayablesCard />

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {nextSlot}
        <Card withBorder radius="md" p="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Sheets
          </Text>
          <Text fw={700} fz={26} mt={4}>
            {weight}
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

/** The out-of-stock names (the first OUT_OF_STOCK_NAMES_SHOWN; the floor display the first few). */
function OutOfStockItems({ tv = false }: { tv?: boolean }) {
  const data = useDashboardData().data;
  const names = (data?.out_of_stock_items ?? []).slice(0, tv ? SHOWN : undefined);
  return (
    <ListCard title="Out Of Stock Items" to="/sttore" count={data?.out_of_stock_count}>
      {!data ? (
        <Skeleton h={80} />
      ) : names.length === 0 ? (
        <Text c="dimmed">{DASHBOARD_TEXT.noOutOfStock}</Text>
      ) : (
        <Stack gap={4}>
          {names.map((name) => (
            <Text key={name} size="sm" c="red.8" truncate>
              {name}
            </Text>
          ))}
        </Stack>
      )}
    </ListCard>
  );
}
