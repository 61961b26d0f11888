import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { themeFor } from './theme';
import { useThemeMode } from './theme-mode';

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useThemeMode();
  return (
    <ThemeProvider theme={themeFor(mode)}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
