import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PackingBoard } from '../api/packing-board';
import { PackingOrderCard } from './PackingOrderCard';

/** The board: every PENDING and PACKED order of the date, by company, one card each. */
export function PackingBoardView({ board }: { board: PackingBoard | undefined }) {
  if (!board) {
    return (
      <Box role="status" aria-label="Loading the packing board">
        {[0, 1].map((index) => (
          <Skeleton key={index} variant="rectangular" height={220} sx={{ mb: 2, borderRadius: 1 }} />
        ))}
      </Box>
    );
  }
  if (board.orders.length === 0) {
    return <Typography sx={{ py: 4, textAlign: 'center' }}>No orders to pack on this date.</Typography>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {board.orders.map((order) => (
        <PackingOrderCard key={order.id} order={order} />
      ))}
    </Box>
  );
}
