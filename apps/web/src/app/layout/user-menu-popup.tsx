import { Menu } from '@mantine/core';
import { IconCheck, IconLogout, IconLogout2, IconUser, IconWallet, IconLoader } from '@tabler/icons-react';
import { Link } from 'react-router';
import { logoutThisDevice } from '../../features/account/api/logout-this-device';
import { useTranslate } from '../../lib/i18n/i18n';
import { browser, clearAllStorage } from '../../lib/session';
import { usePreloaderSetting } from './layout-settings';
import { UserButton } from './user-button';

/** The user menu itself: Profile, My Wallet (supervisors), the preloader setting, and the two ways out. */
export default function UserMenuPopup({ role, name, opened }: { role: string | null; name: string; opened: boolean }) {
  const t = useTranslate();
  const [preloader, setPreloader] = usePreloaderSetting();
  return (
    <Menu position="bottom-end" width={230} withinPortal defaultOpened={opened}>
      <Menu.Target>
        <UserButton role={role} name={name} />
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
