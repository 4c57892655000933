import { Anchor, Box, Card, Group, Loader, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { menuFor } from '@steelworks/contract/menu';
import { ROLE_LABELS, type Role } from '@steelworks/contract/roles';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { navIcon } from '../../../app/layout/nav-icons';
import { useTranslate } from '../../../lib/i18n/i18n';
import { getRole, getUser } from '../../../lib/session';
import { useProfile } from '../../account/public';
import { ROLE_SUMMARIES, UNKNOWN_ROLE_SUMMARY } from '../role-summaries';

// Each role's dashboard is its own chunk: a worker's or field staff's phone downloads neither the office charts nor the
// other roles' cards (issue 33 point 7).
const StaffDashboard = lazy(() => import('../components/staff-dashboard').then((m) => ({ default: m.StaffDashboard })));
const SupervisorDashboard = lazy(() => import('../components/role-dashboards').then((m) => ({ default: m.SupervisorDashboard })));
const StoreManagerDashboard = lazy(() => import('../components/role-dashboards').then((m) => ({ default: m.StoreManagerDashboard })));
const DealerDashboard = lazy(() => import('../components/role-dashboards').then((m) => ({ default: m.DealerDashboard })));
const QualityCheckerDashboard = lazy(() => import('../components/role-dashboards').then((m) => ({ default: m.QualityCheckerDashboard })));
const MyWorksList = lazy(() => import('../../production/public').then((m) => ({ default: m.MyWorksList })));
const FieldStaffHome = lazy(() => import('../../field/public').then((m) => ({ default: m.FieldStaffHome })));

/** How often the floor display (?tv=1) reloads its numbers; each reload also keeps its session alive. */
const TV_REFRESH_MS = 60_000;

function roleDashboard(role: string | null, tv: boolean): ReactNode {
  switch (role) {
    case 'admin':
    case 'productionmanager':
      return <StaffDashboard tv={tv} />;
    case 'supervisor':
      return <SupervisorDashboard />;
    case 'storemanager':
      return <StoreManagerDashboard />;
    case 'dealer':
      return <DealerDashboard />;
    case 'qualitychecker':
      return <QualityCheckerDashboard />;
    case 'worker':
      return <MyWorksList />;
    case 'fieldstaff':
      return <FieldStaffHome />;
    default:
      return null;
  }
}

function isRole(value: string | null): value is Role {
  return !!value && value in ROLE_LABELS;
}

/** "Welcome, <name>" and what the role does here: every dashboard's first card, and all a role without numbers shows. */
function WelcomeCard() {
  const t = useTranslate();
  const profile = useProfile();
  const role = profile.data?.role ?? getRole();
  const name = profile.data?.full_name ?? getUser() ?? '';
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      {profile.isLoading ? (
        <Skeleton h={28} w={260} />
      ) : (
        <Title order={2} fz={{ base: 'h3', sm: 'h2' }}>
          {t('Welcome, {{name}}', { name })}
        </Title>
      )}
      <Text c="dimmed" mt="xs">
        {isRole(role) ? `${t(ROLE_LABELS[role])} · ` : ''}
        {t(isRole(role) ? ROLE_SUMMARIES[role] : UNKNOWN_ROLE_SUMMARY)}
      </Text>
      {profile.data?.role === 'dealer' && profile.data.dealer_id != null && (
        <Anchor component={Link} to={`/dealers/${profile.data.dealer_id}`} mt="sm" display="inline-block">
          My Orders
        </Anchor>
      )}
    </Card>
  );
}

/**
 * /dashboard: a welcome, then the role's own dashboard (docs/product/dashboards.md#dashboard-by-role); roles without one get shortcuts to their
 * menu. `?tv=1` is the floor display: no menus (the layout hides them), everything reloaded each minute; the role's
 * numbers without the welcome, or the welcome alone for a role that has no numbers (never an empty screen).
 */
export default function DashboardPage() {
  const profile = useProfile();
  const role = profile.data?.role ?? getRole();
  const [params] = useSearchParams();
  const tv = params.get('tv') === '1';
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!tv) return;
    const timer = setInterval(() => void queryClient.invalidateQueries(), TV_REFRESH_MS);
    return () => clearInterval(timer);
  }, [tv, queryClient]);
  const roleView = roleDashboard(role, tv);
  const dashboard = roleView && <Suspense fallback={<Loader />}>{roleView}</Suspense>;
  const groups = roleView ? [] : menuFor(role);

  if (tv) return <Box p="sm">{dashboard ?? <WelcomeCard />}</Box>;

  return (
    <>
      <PageHeader title="Dashboard" breadcrumbs={[{ label: 'Dashboard' }]} />
      <Stack gap="lg">
        <WelcomeCard />
        {dashboard}
        {groups.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {groups.map((group) => {
              const Icon = navIcon(group.icon);
              return (
                <Card key={group.label} withBorder radius="md">
                  <Group gap="sm" mb="xs">
                    <ThemeIcon variant="light" size="lg">
                      <Icon size={20} />
                    </ThemeIcon>
                    <Text fw={600}>{group.label}</Text>
                  </Group>
                  <Stack gap={4}>
                    {group.items.map((item) => (
                      <Anchor key={item.path} component={Link} to={item.path} size="sm">
                        {item.label}
                      </Anchor>
                    ))}
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </>
  );
}
