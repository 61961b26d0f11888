import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { SnackbarProvider } from '../components/SnackbarProvider';
import { PhoneHintContext } from '../lib/phone-layout';
import { AppErrorBoundary } from './AppErrorBoundary';
import { AppRoutes } from './AppRoutes';
import { AppThemeProvider } from './AppThemeProvider';

type ProvidersProps = {
  queryClient: QueryClient;
  /** Whether the server drew the page for a phone (the page's first-screen data); see lib/phone-layout.ts. */
  phoneHint?: boolean;
  children: ReactNode;
};

/**
 * Everything around the router. The browser wraps the pages in a BrowserRouter (App), the server in a
 * StaticRouter for the address asked (entry-server.tsx): the rest of the tree is the same on both.
 */
export function AppProviders({ queryClient, phoneHint = false, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <PhoneHintContext value={phoneHint}>
        <AppThemeProvider>
          <SnackbarProvider>{children}</SnackbarProvider>
        </AppThemeProvider>
      </PhoneHintContext>
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
export function App({ queryClient, phoneHint }: Omit<ProvidersProps, 'children'>) {
  return (
    <AppProviders queryClient={queryClient} phoneHint={phoneHint}>
      <BrowserRouter>
        <AppPages />
      </BrowserRouter>
    </AppProviders>
  );
}
