import { NavLink, ScrollArea, Stack } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { menuFor, type MenuGroup } from '@steelworks/contract/menu';
import { Link, useLocation } from 'react-router';
import { useTranslate } from '../../lib/i18n/i18n';
import { navIcon } from './nav-icons';

export function isActivePath(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The one menu path to highlight: the longest that matches, so /stores/supply lights Store Supply, not /stores too. */
export function activeMenuPath(pathname: string, groups: MenuGroup[]): string | undefined {
  return groups
    .flatMap((group) => group.items.map((item) => item.path))
    .filter((path) => isActivePath(pathname, path))
    .sort((a, b) => b.length - a.length)[0];
}

/** A group holding one item of the same name ("Mail Outbox", "Work Schedules") is shown as a plain link. */
export function isSingleLink(group: MenuGroup): boolean {
  return group.items.length === 1 && group.items[0]?.label === group.label;
}

/** The vertical menu: a fixed Dashboard link, then `menuFor(role)` as collapsible groups, in the person's language. */
export function SidebarNav({ role, onNavigate }: { role: string | null; onNavigate?: () => void }) {
  const t = useTranslate();
  const { pathname } = useLocation();
  const groups = menuFor(role);
  const activePath = activeMenuPath(pathname, groups);
  return (
    <ScrollArea type="scroll" style={{ flex: 1 }}>
      <Stack gap={2} p="sm" component="nav" aria-label={t('Main menu')}>
        <NavLink
          component={Link}
          to="/dashboard"
          label={t('Dashboard')}
          leftSection={<IconLayoutDashboard size={18} />}
          active={isActivePath(pathname, '/dashboard')}
          onClick={onNavigate}
        />
        {groups.map((group) => {
          const Icon = navIcon(group.icon);
          const only = group.items[0];
          if (only && isSingleLink(group)) {
            return (
              <NavLink
                key={group.label}
                component={Link}
                to={only.path}
                label={t(group.label)}
                leftSection={<Icon size={18} />}
                active={only.path === activePath}
                onClick={onNavigate}
              />
            );
          }
          return (
            <NavLink
              key={group.label}
              component="button"
              label={t(group.label)}
              leftSection={<Icon size={18} />}
              defaultOpened={group.items.some((item) => isActivePath(pathname, item.path))}
              childrenOffset={28}
            >
              {group.items.map((item) => (
                <NavLink
                  key={item.path}
                  component={Link}
                  to={item.path}
                  label={t(item.label)}
                  active={item.path === activePath}
                  onClick={onNavigate}
                />
              ))}
            </NavLink>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}
