import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { menuFor } from '@steelworks/contract/permissions';
import { ROLE_LABELS, type Role } from '@steelworks/contract/roles';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { navIcon } from '../../../app/layout/nav-icons';
import { getRole, getUser } from '../../../lib/session';
import { useProfile } from '../../account/api/get-profile';
import { ROLE_SUMMARIES, UNKNOWN_ROLE_SUMMARY } from '../role-summaries';
import { MyWorksList } from '../../production/components/my-works-list';
import { FieldStaffHome } from '../../field/components/field-staff-home';

function isRole(value: string | null): value is Role {
  return !!value && value in ROLE_LABELS;
}

/** For now a welcome per role and shortcuts to the role's menu; the dashboards of spec 3 come later. */
export default function DashboardPage() {
  const profile = useProfile();
  const role = profile.data?.role ?? getRole();
  const name = profile.data?.full_name ?? getUser() ?? '';
  const groups = menuFor(role);

  return (
    <>
      <PageHeader title="Dashboard" breadcrumbs={[{ label: 'Dashboard' }]} />
      <Stack gap="lg">
        <Card withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          {profile.isLoading ? (
            <Skeleton h={28} w={260} />
          ) : (
            <Title order={2} fz={{ base: 'h3', sm: 'h2' }}>
              Welcome, {name}
            </Title>
          )}
          <Text c="dimmed" mt="xs">
            {isRole(role) ? `${ROLE_LABELS[role]} · ` : ''}
            {isRole(role) ? ROLE_SUMMARIES[role] : UNKNOWN_ROLE_SUMMARY}
          </Text>
          {profile.data?.role === 'dealer' && profile.data.dealer_id != null && (
            <Anchor component={Link} to={`/dealers/${profile.data.dealer_id}`} mt="sm" display="inline-block">
              My Orders
            </Anchor>
          )}
          {/* The quality checker's work starts here (spec 3 section 2); its menu has Product and Tested Products too. */}
          {role === 'qualitychecker' && (
            <Group mt="sm" gap="md">
              <Anchor component={Link} to="/product/finished">
                Tested Products
              </Anchor>
              <Anchor component={Link} to="/product/finished?create">
                Add New Finished Product
              </Anchor>
            </Group>
          )}
        </Card>
        {role === 'worker' && <MyWorksList />}
        {role === 'fieldstaff' && <FieldStaffHome />}
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
