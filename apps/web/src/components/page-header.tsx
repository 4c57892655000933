import { ActionIcon, Anchor, Breadcrumbs, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';

export interface Crumb {
  label: string;
  /** Omit on the last crumb (the current page). */
  to?: string;
}

export interface PageHeaderProps {
  title: string;
  /** Defaults to Dashboard > title. */
  breadcrumbs?: Crumb[];
  /** Buttons on the right (Create, Refresh...). */
  actions?: ReactNode;
  /** The back arrow (navigate(-1)); on by default. */
  back?: boolean;
}

/** The breadcrumb header every page starts with: back arrow, title, crumbs, actions. */
export function PageHeader({ title, breadcrumbs, actions, back = true }: PageHeaderProps) {
  const navigate = useNavigate();
  const crumbs = breadcrumbs ?? [{ label: 'Dashboard', to: '/dashboard' }, { label: title }];
  return (
    <Group justify="space-between" align="center" mb="md" wrap="wrap" gap="sm">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        {back && (
          <ActionIcon variant="subtle" color="gray" aria-label="Go back" onClick={() => navigate(-1)}>
            <IconArrowLeft size={20} />
          </ActionIcon>
        )}
        <div style={{ minWidth: 0 }}>
          <Title order={3} fz={{ base: 'h4', sm: 'h3' }}>
            {title}
          </Title>
          <Breadcrumbs separator="›" fz="sm" mt={2} style={{ flexWrap: 'wrap' }}>
            {crumbs.map((crumb, index) =>
              crumb.to && index < crumbs.length - 1 ? (
                <Anchor key={`${crumb.label}-${index}`} component={Link} to={crumb.to} size="sm">
                  {crumb.label}
                </Anchor>
              ) : (
                <Text key={`${crumb.label}-${index}`} size="sm" c="dimmed">
                  {crumb.label}
                </Text>
              ),
            )}
          </Breadcrumbs>
        </div>
      </Group>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
