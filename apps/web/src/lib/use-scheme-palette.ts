import { type Palette, useColorScheme, useTheme } from '@mui/material/styles';

/**
 * The palette of the colour scheme on screen as plain colours, for drawings that work with the colour values
 * themselves (charts) rather than CSS variables. Light until the browser has told which scheme is on.
 */
export function useSchemePalette(): Palette {
  const theme = useTheme();
  const { colorScheme } = useColorScheme();
  return theme.colorSchemes[colorScheme ?? 'light']?.palette ?? theme.palette;
}
