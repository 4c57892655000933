import { AppShell, Box } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { useModalsWanted } from '../../components/modals-ready';
import { useProfile } from '../../features/account/api/get-profile';
import { useUpdateAvailable } from '../../lib/offline/register-sw';
import { useQueueSender } from '../../lib/offline/use-queue-sender';
import { getRole, getUser } from '../../lib/session';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { useLayoutType } from './layout-settings';
import { OfflineBanner } from './offline-banner';
import { Preloader } from './preloader';
import { lazyPart } from '../../components/lazy-part';

const ModalsHost = lazyPart(() => import('./modals-host'));
// The menus load when they are on screen: a phone's first load leaves them out until the burger opens the sidebar.
const SidebarNav = lazyPart(() => import('./sidebar-nav').then((m) => ({ default: m.SidebarNav })));
const TopNav = lazyPart(() => import('./top-nav').then((m) => ({ default: m.TopNav })));
// Shown only while a next page loads, so it can load with the first navigation.
const NavigationProgress = lazyPart(() => import('./navigation-progress'));
// Shown only once a new version is waiting, which needs the network to arrive anyway.
const UpdatePrompt = lazyPart(() => import('./update-prompt').then((m) => ({ default: m.UpdatePrompt })));
/** Below Mantine's `md`, where the sidebar folds behind the burger and the top navigation hides. */
const FOLDED_NAV_QUERY = '(max-width: 61.99em)';

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
  const modalsWanted = useModalsWanted();
  const navFolded = useMediaQuery(FOLDED_NAV_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  // Once shown, the sidebar stays mounted, so it folds away with its transition.
  const [sidebarShown, setSidebarShown] = useState(false);
  if (!sidebarShown && (navOpened || !navFolded)) setSidebarShown(true);

  useEffect(() => closeNav(), [pathname, closeNav]);
  // The offline queue's sender and the service worker start after the first render of a signed-in screen.
  useQueueSender();
  const updateAvailable = useUpdateAvailable();

  // An account signed in with a temporary password must change it before anything else.
  if (profile.data?.must_change_password && pathname !== '/profile') {
    return <Navigate to="/profile" replace state={{ mustChangePassword: true }} />;
  }

  // Confirm dialogs live here, not around the whole app, and load with the first one (components/modals-ready.ts):
  // Modal with its focus trap, scroll lock and overlay stays out of every first screen (docs/decisions/018).
  return (
    <>
      {modalsWanted && (
        <Suspense fallback={null}>
          <ModalsHost />
        </Suspense>
      )}
      <AppShell
        header={{ height: horizontal ? { base: 60, md: 104 } : 60 }}
        navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: !navOpened, desktop: horizontal } }}
        padding={{ base: 'sm', sm: 'md', lg: 'lg' }}
        disabled={tv}
        styles={{ main: { background: 'var(--mantine-color-gray-0)' } }}
      >
        <Preloader />
        {updateAvailable && (
          <Suspense fallback={null}>
            <UpdatePrompt />
          </Suspense>
        )}
        <AppShell.Header>
          {navigation.state === 'loading' && (
            <Suspense fallback={null}>
              <NavigationProgress />
            </Suspense>
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
              {!navFolded && (
                <Suspense fallback={null}>
                  <TopNav role={role} />
                </Suspense>
              )}
            </Box>
          )}
        </AppShell.Header>
        <AppShell.Navbar>
          {sidebarShown && (
            <Suspense fallback={null}>
              <SidebarNav role={role} onNavigate={closeNav} />
            </Suspense>
          )}
        </AppShell.Navbar>
        <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
          <Box style={{ flex: 1 }} maw="100%">
            {!tv && <OfflineBanner />}
            <Outlet />
          </Box>
          {!tv && <AppFooter />}
        </AppShell.Main>
      </AppShell>
    </>
  );
}
