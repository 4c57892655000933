import '@mantine/core/styles.css';
import './reduced-motion.css';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { apiHooks } from '../lib/api-client';
import { queryClient as appQueryClient } from '../lib/query-client';
import { toastError } from '../lib/toast';
import { theme } from './theme';

apiHooks.onFileTooLarge = (message) => toastError(message);

// Kept off the login screen's lazy-part helper (its weight): a host that cannot be downloaded (no signal before the app
// was saved on the phone) shows no toasts rather than taking the whole app down; the next start loads it.
const NotificationsHost = lazy<ComponentType>(() => import('./notifications-host').catch(() => ({ default: () => null })));

/**
 * The toasts' host loads with the first toast (issue 33 point 7): its styles, transitions and scroll-lock code stay out of
 * the first download of every screen. A toast shown before it arrives waits in Mantine's store and shows with it.
 */
function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

/** Mantine (light), toasts and TanStack Query around the app (modals: the app layout); tests pass their own QueryClient. */
export function AppProviders({ children, queryClient = appQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <ToastHost />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
