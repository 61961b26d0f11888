import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { PushRow } from '../api/pushes';

const KIND_LABELS = {
  ORDER: 'Order',
  ORDERS: 'Orders',
  CUSTOMER: 'Customer',
  PRODUCT: 'Product',
  PRICE_LEVEL: 'Price level',
  STANDING_ORDER: 'Standing order',
} as const;

/** The record a push is about, linked to its screen while it exists. */
export function PushRecordLink({ record }: { record: PushRow['record'] }) {
  if (!record) return <span>—</span>;
  const kind = KIND_LABELS[record.kind];
  return (
    <Box component="span" sx={{ display: 'block', lineHeight: 1.35 }}>
      <Box component="span" sx={{ display: 'block', fontSize: '0.8125rem', color: 'text.secondary' }}>
        {kind}
      </Box>
      {record.link ? (
        <Link component={RouterLink} to={record.link} sx={{ overflowWrap: 'anywhere' }}>
          {record.name}
        </Link>
      ) : (
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {record.name}
        </Box>
      )}
    </Box>
  );
}
