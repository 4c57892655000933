import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconLogout, IconLogout2, IconUser, IconWallet, IconLoader } from '@tabler/icons-react';
import { ROLE_LABELS, type Role } from '@steelworks/contract/roles';
import { Link } from 'react-router';
import { logoutThisDevice } from '../../features/account/api/logout-this-device';
import { useTranslate } from '../../lib/i18n/i18n';
import { browser, clearAllStorage } from '../../lib/session';
import { usePreloaderSetting } from './layout-settings';

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join('') || '?'
  );
}

/** Profile, My Wallet (supervisors), the preloader setting, and the two ways out. */
export function UserMenu({ role, name }: { role: string | null; name: string }) {
  const t = useTranslate();
  const [preloader, setPreloader] = usePreloaderSetting();
  const roleLabel = t(role && role in ROLE_LABELS ? ROLE_LABELS[role as Role] : 'User');
  return (
    <Menu position="bottom-end" width={230} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('User menu')}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="indigo" radius="xl" size={34}>
              {initials(name)}
            </Avatar>
            <div style={{ lineHeight: 1.1 }}>
              <Text size="sm" fw={600} visibleFrom="sm" lineClamp={1}>
                {name}
              </Text>
              <Text size="xs" c="dimmed" visibleFrom="sm">
                {roleLabel}
              </Text>
            </div>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('Welcome {{name}}!', { name })}</Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
          {t('Profile')}
        </Menu.Item>
        {role === 'supervisor' && (
          <Menu.Item component={Link} to="/profile?wallet" leftSection={<IconWallet size={16} />}>
            {t('My Wallet')}
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconLoader size={16} />}
          rightSection={preloader ? <IconCheck size={14} /> : null}
          onClick={() => setPreloader(!preloader)}
        >
          {t('Preloader')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" leftSection={<IconLogout size={16} />}>
          {t('Logout All Devices')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout2 size={16} />}
          onClick={async () => {
            // The server forgets this token first (a failure, e.g. offline, must not keep the user signed in here).
            await logoutThisDevice().catch(() => undefined);
            clearAllStorage();
            browser.reload();
          }}
        >
          {t('Logout On This Device')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
