import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

type LedgerLinkProps = {
  customerId: string;
  companyName: string;
  /** Makes the whole enclosing card (position: relative) open the ledger when tapped. */
  stretched?: boolean;
  /** The grid's roving tab index, so the grid's cells stay one tab stop. */
  tabIndex?: number;
};

/** Opens a customer's ledger; its name is the company's. */
export function LedgerLink({ customerId, companyName, stretched = false, tabIndex }: LedgerLinkProps) {
  return (
    <Link
      component={RouterLink}
      to={`/Admin/Receivables/${customerId}`}
      tabIndex={tabIndex}
      sx={{
        fontWeight: 600,
        overflowWrap: 'anywhere',
        ...(stretched && { '&::after': { content: '""', position: 'absolute', inset: 0 } }),
      }}
    >
      {companyName || '—'}
    </Link>
  );
}
