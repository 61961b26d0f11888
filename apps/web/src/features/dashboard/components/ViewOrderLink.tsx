import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../lib/visually-hidden';

type ViewOrderLinkProps = {
  id: string;
  shortId: string;
  /** The grid's roving tab index, so the grid's cells stay one tab stop. */
  tabIndex?: number;
};

/** Opens an order's screen: reads 'View', named 'View order ABCDE'. */
export function ViewOrderLink({ id, shortId, tabIndex }: ViewOrderLinkProps) {
  return (
    <Button
      component={RouterLink}
      to={`/admin/order/${id}`}
      tabIndex={tabIndex}
      size="small"
      variant="outlined"
    >
      View
      <Box component="span" sx={visuallyHidden}>
        {' '}
        order {shortId}
      </Box>
    </Button>
  );
}
