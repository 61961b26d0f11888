import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../lib/visually-hidden';

type OrderLinkProps = {
  id: string;
  shortId: string;
  /** Makes the whole enclosing card (position: relative) open the order when tapped. */
  stretched?: boolean;
  /** The grid's roving tab index, so the grid's cells stay one tab stop. */
  tabIndex?: number;
};

/** Opens an order's screen; its name is "Open order ABCDE", its text the short id. */
export function OrderLink({ id, shortId, stretched = false, tabIndex }: OrderLinkProps) {
  return (
    <Link
      component={RouterLink}
      to={`/admin/order/${id}`}
      tabIndex={tabIndex}
      sx={{
        fontFamily: 'monospace',
        fontSize: '1.05rem',
        fontWeight: 700,
        ...(stretched && { '&::after': { content: '""', position: 'absolute', inset: 0 } }),
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        Open order{' '}
      </Box>
      {shortId}
    </Link>
  );
}
