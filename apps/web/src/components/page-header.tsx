import { ActionIcon, Anchor, Breadcrumbs, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslate } from '../lib/i18n/i18n';

interface Crumb {
  label: string;
  /** Omit on the last crumb (the current page). */
  to?: string;
}

export interface PageHeaderProps {
  title: string;
  /** The whole trail, for a page that is not under the Dashboard; most pages give `trail` instead. */
  breadcrumbs?: Crumb[];
  /** The pages between the Dashboard and this one: the crumbs are Dashboard > ...trail > title. */
  trail?: Crumb[];
  /** Buttons on the right (Create, Refresh...). */
  actions?: ReactNode;
  /** The back arrow (navigate(-1)); on by default. */
  back?: boolean;
  /**
   * Where the back arrow goes when the app has no history (a page opened from a bookmark or a link): the parent
   * list. Defaults to the nearest breadcrumb with a link, then /dashboard.
   */
  backTo?: string;
}

/**
 * Whether going back stays in the app. The browser router numbers this visit's history entries (`idx` in
 * history.state, 0 for the first, kept by a replace such as the redirect after sign-in); a memory router (tests) has
 * no such state, and there the first location has the key "default".
 */
function hasAppHistory(locationKey: string): boolean {
  const idx = (window.history.state as { idx?: number } | null)?.idx;
  return typeof idx === 'number' ? idx > 0 : locationKey !== 'default';
}

/** The parent of a page for the back arrow: the last linked breadcrumb before the current page. */
function parentOf(crumbs: Crumb[]): string {
  return [...crumbs.slice(0, -1)].reverse().find((crumb) => crumb.to)?.to ?? '/dashboard';
}

/**
 * The breadcrumb header every page starts with: back arrow, title, crumbs, actions. Title and crumbs are given in
 * English and shown in the person's language (a name or number missing from the dictionary shows as given).
 */
export function PageHeader({ title, breadcrumbs, trail = [], actions, back = true, backTo }: PageHeaderProps) {
  const t = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const crumbs = breadcrumbs ?? [{ label: 'Dashboard', to: '/dashboard' }, ...trail, { label: title }];
  const goBack = () => (hasAppHistory(location.key) ? navigate(-1) : navigate(backTo ?? parentOf(crumbs)));
  return (
    <Group justify="space-between" align="center" mb="md" wrap="wrap" gap="sm">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        {back && (
          <ActionIcon variant="subtle" color="gray" aria-label={t('Go back')} onClick={goBack}>
            <IconArrowLeft size={20} />
          </ActionIcon>
        )}
        <div style={{ minWidth: 0 }}>
          <Title order={3} fz={{ base: 'h4', sm: 'h3' }}>
            {t(title)}
          </Title>
          <Breadcrumbs separator="›" fz="sm" mt={2} style={{ flexWrap: 'wrap' }}>
            {crumbs.map((crumb, index) =>
              crumb.to && index < crumbs.length - 1 ? (
                <Anchor key={`${crumb.label}-${index}`} component={Link} to={crumb.to} size="sm">
                  {t(crumb.label)}
                </Anchor>
              ) : (
                <Text key={`${crumb.label}-${index}`} size="sm" c="dimmed">
                  {t(crumb.label)}
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
