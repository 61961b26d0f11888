import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { appTheme } from './theme';
import { themeModeStorage } from './theme-mode';

export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    // noSsr: the stored mode is read on the first render. Without it MUI renders once more after hydration
    // with a new colour-scheme context, and React must then hydrate every page boundary at once, in one long
    // task (the theme itself is CSS variables under <html data-theme>: the server's HTML is right either way).
    <ThemeProvider theme={appTheme()} defaultMode="system" storageManager={themeModeStorage} noSsr>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
