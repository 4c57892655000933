import { Button, Group, Menu } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { menuFor, type MenuGroup } from '@steelworks/contract/menu';
import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslate } from '../../lib/i18n/i18n';
import { isActivePath, isSingleLink } from './sidebar-nav';

const buttonProps = { color: 'dark', size: 'compact-sm', style: { flexShrink: 0 } } as const;

/** Rough width of a menu button: text at ~8 px a character, padding, and the chevron of a dropdown. */
function estimateWidth(group: MenuGroup): number {
  return group.label.length * 8 + (isSingleLink(group) ? 24 : 44);
}

/** Which groups fit on one line; the rest go under "More". */
export function splitGroups(groups: MenuGroup[], available: number): [MenuGroup[], MenuGroup[]] {
  const moreWidth = 96;
  let used = 0;
  for (let i = 0; i < groups.length; i++) {
    used += estimateWidth(groups[i]!);
    const room = i === groups.length - 1 ? available : available - moreWidth;
    if (used > room) return [groups.slice(0, i), groups.slice(i)];
  }
  return [groups, []];
}

/** The horizontal menu under the header (desktop); each group opens a dropdown, what does not fit goes under More. */
export function TopNav({ role }: { role: string | null }) {
  const t = useTranslate();
  const { pathname } = useLocation();
  const { width } = useViewportSize();
  const groups = menuFor(role);
  const [shown, more] = splitGroups(groups, (width || 1280) - 32 - 100);
  const groupActive = (group: MenuGroup) => group.items.some((item) => isActivePath(pathname, item.path));

  return (
    <Group gap={2} wrap="nowrap" px="md" h={44} component="nav" aria-label={t('Main menu')}>
      <Button component={Link} to="/dashboard" variant={isActivePath(pathname, '/dashboard') ? 'light' : 'subtle'} {...buttonProps}>
        {t('Dashboard')}
      </Button>
      {shown.map((group) => {
        const only = group.items[0];
        if (only && isSingleLink(group)) {
          return (
            <Button key={group.label} component={Link} to={only.path} variant={groupActive(group) ? 'light' : 'subtle'} {...buttonProps}>
              {t(group.label)}
            </Button>
          );
        }
        return (
          <Menu key={group.label} trigger="click-hover" openDelay={50} closeDelay={150} position="bottom-start" withinPortal>
            <Menu.Target>
              <Button variant={groupActive(group) ? 'light' : 'subtle'} rightSection={<IconChevronDown size={14} />} {...buttonProps}>
                {t(group.label)}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {group.items.map((item) => (
                <Menu.Item key={item.path} component={Link} to={item.path}>
                  {t(item.label)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        );
      })}
      {more.length > 0 && (
        <Menu trigger="click-hover" openDelay={50} closeDelay={150} position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant={more.some(groupActive) ? 'light' : 'subtle'} rightSection={<IconChevronDown size={14} />} {...buttonProps}>
              {t('More')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown mah="70vh" style={{ overflowY: 'auto' }}>
            {more.map((group, index) => (
              <Fragment key={group.label}>
                {index > 0 && <Menu.Divider />}
                <Menu.Label>{t(group.label)}</Menu.Label>
                {group.items.map((item) => (
                  <Menu.Item key={item.path} component={Link} to={item.path}>
                    {t(item.label)}
                  </Menu.Item>
                ))}
              </Fragment>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
