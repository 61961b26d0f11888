import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { OnStopChip } from '../../../components/OnStopChip';
import type { AdminCustomerRow } from '../api/admin-customers';
import { customerName } from '../customer-name';
import type { ContactRequest } from './ContactConfirmDialog';
import { ContactLink } from './ContactLink';
import { CustomerActiveButton } from './CustomerActiveButton';
import { type CustomerRowAction, CustomerRowActions } from './CustomerRowActions';
import { CustomerSyncChip } from './CustomerSyncChip';

const SKELETON_CARDS = 6;

type CustomerCardsProps = {
  rows: readonly AdminCustomerRow[];
  loading: boolean;
  /** An enable is being saved: Enable waits for it. */
  enabling: boolean;
  onAction: (action: CustomerRowAction, customer: AdminCustomerRow) => void;
  onDisable: (customer: AdminCustomerRow) => void;
  onEnable: (customer: AdminCustomerRow) => void;
  onContact: (kind: ContactRequest['kind'], address: string, customer: AdminCustomerRow) => void;
};

/**
 * The customers list on a phone or tablet: one card per customer, company and status first, then the contact,
 * email, code, price level and accounting state, and the row's View, Edit and Delete, read without scrolling
 * sideways.
 */
export function CustomerCards({ rows, loading, ...handlers }: CustomerCardsProps) {
  if (loading) {
    return (
      <Box role="status" aria-label="Loading customers" sx={{ p: 2 }}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <Skeleton key={index} variant="rectangular" height={112} sx={{ mb: 1.5, borderRadius: 1 }} />
        ))}
      </Box>
    );
  }
  return (
    <Box component="ul" aria-label="Customers" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((customer) => (
        <Box
          component="li"
          key={customer.id}
          sx={{
            px: 2,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-of-type': { borderBottom: 0 },
          }}
        >
          <CustomerCard customer={customer} {...handlers} />
        </Box>
      ))}
    </Box>
  );
}

function CustomerCard({
  customer,
  enabling,
  onAction,
  onDisable,
  onEnable,
  onContact,
}: Omit<CustomerCardsProps, 'rows' | 'loading'> & { customer: AdminCustomerRow }) {
  const name = customerName(customer);
  const contactName = `${customer.firstName} ${customer.lastName}`.trim();
  return (
    <Box component="article" aria-label={name}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, minWidth: 0 }}>
          <Typography
            component="h2"
            sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.35, overflowWrap: 'anywhere' }}
          >
            {name || '—'}
          </Typography>
          <OnStopChip onStop={customer.onStop} reason={customer.onStopReason} />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0, mr: -1 }}>
          <Typography
            variant="body2"
            sx={{ color: customer.isActive ? 'text.secondary' : 'error.main', fontWeight: 600 }}
          >
            {customer.isActive ? 'Active' : 'Disabled'}
          </Typography>
          <CustomerActiveButton
            customer={customer}
            enabling={enabling}
            onDisable={onDisable}
            onEnable={onEnable}
          />
        </Box>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          columnGap: 1.5,
          rowGap: 0.25,
          fontSize: '0.9375rem',
        }}
      >
        {/* Without a company the heading is the contact's name already. */}
        {customer.companyName && contactName ? <span>{contactName}</span> : null}
        {customer.mobile ? (
          <ContactLink text={customer.mobile} onClick={() => onContact('call', customer.mobile, customer)} />
        ) : null}
      </Box>
      <Box sx={{ mt: 0.25, fontSize: '0.9375rem', overflowWrap: 'anywhere' }}>
        <ContactLink text={customer.email} onClick={() => onContact('email', customer.email, customer)} />
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 0.5,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
          rowGap: 0.25,
          fontSize: '0.875rem',
          '& div': { display: 'flex', alignItems: 'center', gap: 0.5 },
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        <div>
          <dt>Code</dt>
          <dd>{customer.customerCode}</dd>
        </div>
        <div>
          <dt>Price Level</dt>
          <dd>{customer.priceLevel?.name ?? 'Default'}</dd>
        </div>
        {customer.deliveryZone ? (
          <div>
            <dt>Zone</dt>
            <dd>{customer.deliveryZone.name}</dd>
          </div>
        ) : null}
        <div>
          <dt>Level</dt>
          <dd>{customer.customerLevel}</dd>
        </div>
        <div>
          <dt>Accounting</dt>
          <dd>
            <CustomerSyncChip sync={customer.accountingSync} />
          </dd>
        </div>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5, mr: -1 }}>
        <CustomerRowActions customer={customer} onAction={onAction} />
      </Box>
    </Box>
  );
}
