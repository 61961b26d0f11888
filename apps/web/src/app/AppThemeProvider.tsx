import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';
import { themeModeStorage } from './theme-mode';

export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} defaultMode="system" storageManager={themeModeStorage}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
