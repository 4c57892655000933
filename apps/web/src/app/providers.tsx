import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePhone } from '../components/use-phone';
import { apiHooks } from '../lib/api-client';
import { queryClient as appQueryClient } from '../lib/query-client';
import { toastError } from '../lib/toast';
import { theme } from './theme';

apiHooks.onFileTooLarge = (message) => toastError(message);

/**
 * Toasts: top right on wide screens; at the bottom centre on a phone, where the top holds the header, the menu and the
 * back buttons that a toast would cover for its 2.5 s after every action.
 */
export function ToastHost() {
  const phone = usePhone();
  return <Notifications position={phone ? 'bottom-center' : 'top-right'} limit={4} zIndex={1000} />;
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
