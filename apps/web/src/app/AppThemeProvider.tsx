import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { themes } from './theme';
import { useThemeMode } from './theme-mode';

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useThemeMode();
  return (
    <ThemeProvider theme={themes[mode]}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
