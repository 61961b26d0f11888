import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { SnackbarProvider } from '../components/SnackbarProvider';
import { AppErrorBoundary } from './AppErrorBoundary';
import { AppRoutes } from './AppRoutes';
import { AppThemeProvider } from './AppThemeProvider';
import { createQueryClient } from './query-client';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <SnackbarProvider>
          <BrowserRouter>
            <AppErrorBoundary>
              <AppRoutes />
            </AppErrorBoundary>
          </BrowserRouter>
        </SnackbarProvider>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
