import { AppShell, Box, Progress } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { useProfile } from '../../features/account/api/get-profile';
import { useQueueSender } from '../../lib/offline/use-queue-sender';
import { getRole, getUser } from '../../lib/session';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { useLayoutType } from './layout-settings';
import { OfflineBanner } from './offline-banner';
import { Preloader } from './preloader';
import { SidebarNav } from './sidebar-nav';
import { TopNav } from './top-nav';
import { UpdatePrompt } from './update-prompt';

/**
 * The signed-in frame: header, sidebar (or top navigation), page, footer. Below 992 px (Mantine `md`) the sidebar
 * folds behind the burger in both layouts, so the app stays usable on a phone.
 */
export default function AppLayout() {
  const [layout, setLayout] = useLayoutType();
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const { pathname, search } = useLocation();
  // The floor display (/dashboard?tv=1) fills the screen: no header, menus or footer.
  const tv = pathname === '/dashboard' && new URLSearchParams(search).get('tv') === '1';
  const navigation = useNavigation();
  const profile = useProfile();
  const role = getRole();
  const name = profile.data?.full_name || getUser() || '';
  const horizontal = layout === 'horizontal';

  useEffect(() => closeNav(), [pathname, closeNav]);
  // The offline queue's sender and the service worker start after the first render of a signed-in screen.
  useQueueSender();

  // An account signed in with a temporary password must change it before anything else.
  if (profile.data?.must_change_password && pathname !== '/profile') {
    return <Navigate to="/profile" replace state={{ mustChangePassword: true }} />;
  }

  // Confirm dialogs live here, not around the whole app: the sign-in screens never open one, and Modal with its
  // scroll area and floating-ui would add about 20 kB (gzip) to the first screen (docs/decisions/018).
  return (
    <ModalsProvider>
      <AppShell
        header={{ height: horizontal ? { base: 60, md: 104 } : 60 }}
        navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: !navOpened, desktop: horizontal } }}
        padding={{ base: 'sm', sm: 'md', lg: 'lg' }}
        disabled={tv}
        styles={{ main: { background: 'var(--mantine-color-gray-0)' } }}
      >
        <Preloader />
        <UpdatePrompt />
        <AppShell.Header>
          {navigation.state === 'loading' && (
            <Progress value={100} animated size="xs" radius={0} pos="absolute" top={0} left={0} right={0} aria-hidden />
          )}
          <AppHeader
            role={role}
            name={name}
            layout={layout}
            onToggleLayout={() => setLayout(horizontal ? 'vertical' : 'horizontal')}
            navOpened={navOpened}
            onToggleNav={toggleNav}
          />
          {horizontal && (
            <Box visibleFrom="md" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
              <TopNav role={role} />
            </Box>
          )}
        </AppShell.Header>
        <AppShell.Navbar>
          <SidebarNav role={role} onNavigate={closeNav} />
        </AppShell.Navbar>
        <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
          <Box style={{ flex: 1 }} maw="100%">
            {!tv && <OfflineBanner />}
            <Outlet />
          </Box>
          {!tv && <AppFooter />}
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}
