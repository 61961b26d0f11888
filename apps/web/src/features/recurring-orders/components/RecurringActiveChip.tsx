import Chip from '@mui/material/Chip';

/** Active (green) or Inactive (grey); the light shade carries dark text, legible on both themes. */
export function RecurringActiveChip({ isActive }: { isActive: boolean }) {
  return (
    <Chip
      label={isActive ? 'Active' : 'Inactive'}
      size="small"
      sx={{
        bgcolor: isActive ? 'success.light' : 'action.selected',
        color: isActive ? 'rgba(0, 0, 0, 0.87)' : 'text.primary',
        fontWeight: 700,
      }}
    />
  );
}
