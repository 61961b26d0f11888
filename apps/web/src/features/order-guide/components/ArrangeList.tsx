import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ArrangeList as ArrangeRows } from '../../../components/ArrangeList';
import type { OrderGuideLine } from '../api/order-guide';

interface ArrangeListProps {
  category: string;
  lines: OrderGuideLine[];
  /** The category's product ids in the order a drag, an arrow button or an arrow key left them. */
  onArrange: (productIds: string[]) => void;
  onRemove: (line: OrderGuideLine) => void;
}

/**
 * A category's lines while the guide is being arranged: each moves by dragging its handle (mouse, pen or finger),
 * by its arrow buttons, or by the arrow keys on the handle, and can be taken off the guide.
 */
export function ArrangeList({ category, lines, onArrange, onRemove }: ArrangeListProps) {
  return (
    <Box component="section" aria-label={category} sx={{ mb: 3 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {category}
      </Typography>
      <Paper variant="outlined">
        <ArrangeRows
          items={lines}
          idOf={(line) => line.product.id}
          nameOf={(line) => line.product.productName}
          onArrange={(productIds) => onArrange(productIds)}
          actions={(line) => (
            <IconButton
              aria-label={`Remove ${line.product.productName} from the order guide`}
              onClick={() => onRemove(line)}
            >
              <DeleteOutlineIcon />
            </IconButton>
          )}
        >
          {(line) => <Typography sx={{ fontWeight: 600 }}>{line.product.productName}</Typography>}
        </ArrangeRows>
      </Paper>
    </Box>
  );
}
