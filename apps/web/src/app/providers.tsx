import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiHooks } from '../lib/api-client';
import { queryClient as appQueryClient } from '../lib/query-client';
import { toastError } from '../lib/toast';
import { theme } from './theme';

apiHooks.onFileTooLarge = (message) => toastError(message);

/** Mantine (light), toasts and TanStack Query around the app (modals: the app layout); tests pass their own QueryClient. */
export function AppProviders({ children, queryClient = appQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Notifications position="top-right" limit={4} zIndex={1000} />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
