import { Badge, Button, Card, Group, Image, Modal, NativeSelect, SimpleGrid, Skeleton, Stack, Tabs, Text, TextInput, UnstyledButton } from '@mantine/core';
import { DEFAULT_TIME_ZONE, formatDisplayDate, todayIn } from '@steelworks/contract/common/dates';
import { formatRupees } from '@steelworks/contract/common/money';
import { DASHBOARD_TEXT } from '@steelworks/contract/dashboard';
import type { CalendarEvent } from '@steelworks/contract/schedule';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { getProducts } from '../../product/public';
import { getStoreSupplies, useCalendar } from '../../order/public';
import { dashboardKeys, dashboardQueryMeta, useDashboardData, useLatestFinishedProducts } from '../api/get-dashboard-data';
import { MyAccountCard } from './my-account-card';
import { FinishedProducts } from './staff-dashboard';
import { ListCard, StatCard } from './stat-card';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const pad = (n: number) => String(n).padStart(2, '0');

/** The supervisor's month: each scheduled item on its start day (or the 1st when it started the month before). */
function MonthCalendar() {
  const today = todayIn(DEFAULT_TIME_ZONE);
  const [month, setMonth] = useState(today.slice(0, 7));
  const [open, setOpen] = useState<CalendarEvent | null>(null);
  const events = useCalendar(month);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay() + 6) % 7;
  const onDay = (day: number) =>
    (events.data ?? []).filter((event) => {
      const start = event.start_date < `${month}-01` ? `${month}-01` : event.start_date;
      return start === `${month}-${pad(day)}`;
    });
  const months = Array.from({ length: 13 }, (_, k) => {
    const date = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 7 + k, 1));
    return { value: date.toISOString().slice(0, 7), label: `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}` };
  });
  const eventButton = (event: CalendarEvent) => (
    <UnstyledButton key={event.id} onClick={() => setOpen(event)} w="100%">
      <Badge variant="light" size="sm" radius="sm" fullWidth styles={{ label: { textTransform: 'none' } }}>
        {event.product}
      </Badge>
    </UnstyledButton>
  );

  return (
    <Card withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>Schedule Calendar</Text>
        <NativeSelect aria-label="Calendar month" size="xs" data={months} value={month} onChange={(e) => setMonth(e.currentTarget.value)} />
      </Group>
      {!events.data ? (
        <Skeleton h={240} />
      ) : (
        <>
          {/* A month grid from 768 px; below it the days with work, one under the other. */}
          <SimpleGrid cols={7} spacing={4} visibleFrom="sm">
            {WEEKDAYS.map((day) => (
              <Text key={day} size="xs" c="dimmed" ta="center" fw={600}>
                {day}
              </Text>
            ))}
            {Array.from({ length: lead }, (_, k) => (
              <div key={`lead-${k}`} />
            ))}
            {Array.from({ length: days }, (_, k) => (
              <Stack key={k} gap={2} p={4} mih={64} style={{ border: '1px solid var(--mantine-color-gray-2)', borderRadius: 4 }}>
                <Text size="xs" c="dimmed">
                  {k + 1}
                </Text>
                {onDay(k + 1).map(eventButton)}
              </Stack>
            ))}
          </SimpleGrid>
          <Stack gap="xs" hiddenFrom="sm">
            {events.data.length === 0 && <Text c="dimmed">Nothing scheduled this month</Text>}
            {Array.from({ length: days }, (_, k) => k + 1)
              .filter((day) => onDay(day).length > 0)
              .map((day) => (
                <div key={day}>
                  <Text size="sm" fw={600}>
                    {formatDisplayDate(`${month}-${pad(day)}`)}
                  </Text>
                  <Stack gap={2}>{onDay(day).map(eventButton)}</Stack>
                </div>
              ))}
          </Stack>
        </>
      )}
      <Modal opened={!!open} onClose={() => setOpen(null)} title={open?.product}>
        {open && (
          <Stack gap={4}>
            <Text>Quantity: {open.quantity}</Text>
            <Text>Id: {open.auto_id}</Text>
            <Text>Start Date: {formatDisplayDate(open.start_date)}</Text>
          </Stack>
        )}
      </Modal>
    </Card>
  );
}

export function SupervisorDashboard() {
  const finished = useLatestFinishedProducts();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <StatCard label="Finished Products" value={finished.data?.count} to="/product/finished" empty="No Finished Product yet!" />
      </SimpleGrid>
      <MonthCalendar />
    </Stack>
  );
}

function SupplyTab({ status }: { status: 'not provided' | 'provided' }) {
  const supplies = useQuery({
    queryKey: [...dashboardKeys.all, 'supplies', status],
    queryFn: ({ signal }) => getStoreSupplies({ page: 1, search: '', status }, signal),
    meta: dashboardQueryMeta,
  });
  const rows = supplies.data?.results.slice(0, 5) ?? [];
  if (!supplies.data) return <Skeleton h={80} />;
  if (rows.length === 0) return <Text c="dimmed">{status === 'provided' ? 'Nothing provided yet' : 'Nothing waits to be provided'}</Text>;
  return (
    <Stack gap={6}>
      {rows.map((supply) => (
        <Group key={supply.id} justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" truncate>
            {supply.auto_id} {supply.product} · {supply.supervisor}
          </Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDisplayDate(supply.start_date)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

export function StoreManagerDashboard() {
  const data = useDashboardData().data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {/* Two cards, not a link inside the card's link: each number opens its own list. */}
        <StatCard label="Store Items" value={data?.total_store_item} to="/store" />
        <StatCard label="Out Of Stock" value={data?.out_of_stock_count} to="/sttore" empty={DASHBOARD_TEXT.stocksAvailable} />
        <Card withBorder radius="md" p="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Store Supply
          </Text>
          <Button component={Link} to="/stores/supply" mt="sm" fullWidth>
            Provide Store Item
          </Button>
        </Card>
      </SimpleGrid>
      <ListCard title="Store Supply" to="/stores/supply">
        <Tabs defaultValue="not provided" keepMounted={false}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="not provided">Not Provided</Tabs.Tab>
            <Tabs.Tab value="provided">Provided</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="not provided">
            <SupplyTab status="not provided" />
          </Tabs.Panel>
          <Tabs.Panel value="provided">
            <SupplyTab status="provided" />
          </Tabs.Panel>
        </Tabs>
      </ListCard>
    </Stack>
  );
}

export function DealerDashboard() {
  const data = useDashboardData().data;
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const newest = useQuery({
    queryKey: [...dashboardKeys.all, 'newest-products'],
    queryFn: ({ signal }) => getProducts({ page: 1, search: '', limit: 8 }, signal),
    meta: dashboardQueryMeta,
  });
  return (
    <Stack gap="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          navigate(search.trim() ? `/products?search=${encodeURIComponent(search.trim())}` : '/products');
        }}
      >
        <TextInput aria-label="Search products" placeholder="Search products..." value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      </form>
      <SimpleGrid cols={2} spacing="md">
        <StatCard label="Total Orders" value={data?.total_orders_is_estimate ? '10,000+' : data?.total_orders} to="/orders/?value=History" />
        <StatCard label="Approved Orders" value={data?.approved_orders} to="/orders/?value=Approved" />
      </SimpleGrid>
      <MyAccountCard />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <ShortcutButtons
          links={[
            { to: '/order/create', label: 'Order Now' },
            { to: '/orders', label: 'View All Orders' },
            { to: '/products', label: 'All Products' },
          ]}
        />
      </SimpleGrid>
      <ListCard title="New Products" to="/products">
        {!newest.data ? (
          <Skeleton h={120} />
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {newest.data.results.slice(0, 8).map((product) => (
              <Card key={product.id} withBorder radius="sm" p="xs" component={Link} to={`/products/${product.id}`}>
                {product.thumbnail ?? product.image ? (
                  <Image src={product.thumbnail ?? product.image} alt={product.name} h={80} fit="contain" />
                ) : (
                  <Card.Section h={80} bg="gray.1" />
                )}
                <Text size="sm" fw={600} mt={4} lineClamp={2}>
                  {product.name}
                </Text>
                {product.price && <Text size="sm">{formatRupees(product.price)}</Text>}
              </Card>
            ))}
          </SimpleGrid>
        )}
      </ListCard>
    </Stack>
  );
}

export function QualityCheckerDashboard() {
  return (
    <Stack gap="md">
      <Group gap="md">
        <ShortcutButtons
          links={[
            { to: '/product/finished?create', label: 'Add New Finished Product' },
            { to: '/product/finished', label: 'Tested Products' },
            { to: '/products', label: 'All Products' },
          ]}
        />
      </Group>
      <FinishedProducts />
    </Stack>
  );
}

/** A dashboard's shortcut buttons: the first is its main action, the others light. */
function ShortcutButtons({ links }: { links: { to: string; label: string }[] }) {
  return links.map((link, index) => (
    <Button key={link.to} component={Link} to={link.to} variant={index === 0 ? undefined : 'light'}>
      {link.label}
    </Button>
  ));
}
