import { ActionIcon, Burger, Group, UnstyledButton } from '@mantine/core';
import { useFullscreen } from '@mantine/hooks';
import {
  IconLayoutNavbar,
  IconLayoutSidebar,
  IconMaximize,
  IconMinimize,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { Brand } from '../../components/brand';
import { LazyNotificationBell } from '../../features/notification/components/lazy-notification-bell';
import { useTranslate } from '../../lib/i18n/i18n';
import { HoverTip } from './hover-tip';
import type { LayoutType } from './layout-settings';
import { QueueIndicator } from './queue-indicator';
import { UserMenu } from './user-menu';

export interface AppHeaderProps {
  role: string | null;
  name: string;
  layout: LayoutType;
  onToggleLayout: () => void;
  navOpened: boolean;
  onToggleNav: () => void;
}

/** Brand, burger (below 992 px), actions waiting to send, fullscreen toggle, layout toggle, user menu. */
export function AppHeader({ role, name, layout, onToggleLayout, navOpened, onToggleNav }: AppHeaderProps) {
  const t = useTranslate();
  const { toggle: toggleFullscreen, fullscreen } = useFullscreen();
  const switchLabel = t(layout === 'vertical' ? 'Switch to top navigation' : 'Switch to sidebar');
  return (
    <Group h={60} px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={navOpened} onClick={onToggleNav} hiddenFrom="md" size="sm" aria-label={t('Toggle menu')} />
        <UnstyledButton component={Link} to="/dashboard" aria-label={t('Steelworks home')}>
          <Brand />
        </UnstyledButton>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <QueueIndicator />
        <HoverTip label={t(fullscreen ? 'Exit fullscreen' : 'Fullscreen')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t(fullscreen ? 'Exit fullscreen' : 'Fullscreen')}
            onClick={() => void toggleFullscreen()}
          >
            {fullscreen ? <IconMinimize size={20} /> : <IconMaximize size={20} />}
          </ActionIcon>
        </HoverTip>
        <HoverTip label={switchLabel}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={switchLabel}
            onClick={onToggleLayout}
            visibleFrom="md"
          >
            {layout === 'vertical' ? <IconLayoutNavbar size={20} /> : <IconLayoutSidebar size={20} />}
          </ActionIcon>
        </HoverTip>
        <LazyNotificationBell />
        <UserMenu role={role} name={name} />
      </Group>
    </Group>
  );
}
