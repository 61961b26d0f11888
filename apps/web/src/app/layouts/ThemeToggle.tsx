import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import Button from '@mui/material/Button';
import { toggleThemeMode, useThemeMode } from '../theme-mode';

/** Switches between the light and dark theme; the choice is remembered on this device. */
export function ThemeToggle() {
  const mode = useThemeMode();
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <Button
      color="inherit"
      variant="outlined"
      size="small"
      startIcon={next === 'dark' ? <DarkMode /> : <LightMode />}
      onClick={toggleThemeMode}
      sx={{ textTransform: 'none' }}
    >
      Switch to {next} theme
    </Button>
  );
}
