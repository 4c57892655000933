import { Alert, Anchor, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconBuildingFactory2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The centred card of the public account pages (login, forgot password, logout). */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={420} gap="md">
        <Group justify="center" gap={8}>
          <IconBuildingFactory2 size={32} color="var(--mantine-color-indigo-6)" />
          <Text fw={700} fz={24}>
            Steelworks
          </Text>
        </Group>
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap={4} mb="lg" ta="center">
            <Title order={2} fz="h3">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Paper>
        <Text ta="center" size="xs" c="dimmed">
          {new Date().getFullYear()} © Steelworks ·{' '}
          <Anchor component={Link} to="/privacy-policy" size="xs">
            Privacy Policy
          </Anchor>
        </Text>
      </Stack>
    </Center>
  );
}

/** A failed call's own message in red above the form (nothing before a failure). */
export function AuthErrorAlert({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} />}>
      {error.message}
    </Alert>
  );
}
