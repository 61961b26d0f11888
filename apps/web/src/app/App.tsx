import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { SnackbarProvider } from '../components/SnackbarProvider';
import { AppErrorBoundary } from './AppErrorBoundary';
import { AppRoutes } from './AppRoutes';
import { AppThemeProvider } from './AppThemeProvider';

/**
 * Everything around the router. The browser wraps the pages in a BrowserRouter (App), the server in a
 * StaticRouter for the address asked (entry-server.tsx): the rest of the tree is the same on both.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <SnackbarProvider>{children}</SnackbarProvider>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}

/** Every page, inside whichever router the caller gives. */
export function AppPages() {
  return (
    <AppErrorBoundary>
      <AppRoutes />
    </AppErrorBoundary>
  );
}

/** The whole app; `queryClient` comes from main.tsx, which fills it with the answers the page carries. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppPages />
      </BrowserRouter>
    </AppProviders>
  );
}
