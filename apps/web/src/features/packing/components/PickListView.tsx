import { pickListOrderNote } from '@cleaver/domain/packing';
import type { Unit } from '@cleaver/domain/quantity';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PickList, PickListOrder, PickListProduct } from '../api/pick-list';
import { amountText } from '../packed-weight';

/**
 * What to pick for the date: totals by product group and product, with the orders each comes from, each with its
 * line note beside it and its cutting and notes under it.
 */
export function PickListView({ pickList }: { pickList: PickList | undefined }) {
  if (!pickList) {
    return (
      <Box role="status" aria-label="Loading the pick list">
        <Skeleton variant="rectangular" height={260} sx={{ borderRadius: 1 }} />
      </Box>
    );
  }
  return (
    <>
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
        <Typography sx={{ color: 'text.secondary' }}>
          {pickList.orderCount} {pickList.orderCount === 1 ? 'order' : 'orders'}
        </Typography>
        <Button
          variant="outlined"
          href={pickList.pdfUrl}
          target="_blank"
          rel="noopener"
          startIcon={<PictureAsPdf />}
          sx={{ minHeight: 48 }}
        >
          Download PDF
        </Button>
      </Box>
      {pickList.groups.length === 0 ? (
        <Typography sx={{ py: 4, textAlign: 'center' }}>Nothing to pick on this date.</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {pickList.groups.map((group) => (
            <Paper
              key={group.group}
              component="section"
              variant="outlined"
              aria-label={group.group}
              sx={{ overflow: 'hidden' }}
            >
              <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.125rem', px: 2, py: 1.25 }}>
                {group.group}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {group.products.map((product) => (
                  <PickListProductRow
                    key={`${product.productId ?? product.productName}-${product.unit}`}
                    product={product}
                  />
                ))}
              </Box>
            </Paper>
          ))}
        </Box>
      )}
    </>
  );
}

function PickListProductRow({ product }: { product: PickListProduct }) {
  const unit = product.unit as Unit;
  return (
    <Box component="li" sx={{ px: 2, py: 1.25, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {product.productName}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {product.productCode}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
          <Typography sx={{ fontWeight: 700, fontSize: '1.125rem', fontVariantNumeric: 'tabular-nums' }}>
            {amountText(product.quantity, unit)}
          </Typography>
          {product.packedWeight !== null ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
              Packed {amountText(product.packedWeight, unit)}
            </Typography>
          ) : null}
        </Box>
      </Box>
      <Box
        component="ul"
        aria-label={`Orders with ${product.productName}`}
        sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0, display: 'grid', gap: 0.25 }}
      >
        {product.orders.map((order) => (
          <PickListOrderEntry key={order.orderId} order={order} unit={unit} />
        ))}
      </Box>
    </Box>
  );
}

function PickListOrderEntry({ order, unit }: { order: PickListOrder; unit: Unit }) {
  const orderNote = pickListOrderNote(order);
  return (
    <Box component="li" sx={{ fontSize: '0.875rem' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {order.companyName}{' '}
          <Box component="span" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
            {order.shortId}
          </Box>
          {order.notes ? (
            <>
              {' '}
              <Box component="span" sx={{ ml: 0.5, fontWeight: 700, whiteSpace: 'pre-line' }}>
                Note: {order.notes}
              </Box>
            </>
          ) : null}
        </Box>
        <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}>
          {amountText(order.quantity, unit)}
        </Box>
      </Box>
      {orderNote ? (
        <Box sx={{ pl: 2, fontWeight: 600, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {orderNote}
        </Box>
      ) : null}
    </Box>
  );
}
