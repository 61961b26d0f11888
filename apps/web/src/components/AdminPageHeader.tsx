import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type AdminPageHeaderProps = {
  /** The page's heading (h1). */
  title: string;
  /** The page's add button, e.g. 'Add Customer'. */
  addLabel: string;
  onAdd: () => void;
  /** Shown beside the heading, e.g. a count. */
  children?: ReactNode;
};

/** A back-office list's heading and its add button, wrapping below the heading on a phone. */
export function AdminPageHeader({ title, addLabel, onAdd, children }: AdminPageHeaderProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        mb: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2 }}>
        <Typography variant="h1">{title}</Typography>
        {children}
      </Box>
      <Button variant="contained" startIcon={<Add />} onClick={onAdd}>
        {addLabel}
      </Button>
    </Box>
  );
}
