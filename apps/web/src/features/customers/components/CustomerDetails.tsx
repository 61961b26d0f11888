import { cents, formatNZD } from '@cleaver/domain/money';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ExternalSyncState } from '../../../components/ExternalSyncState';
import type { AdminCustomerRow } from '../api/admin-customers';
import { customerName } from '../customer-name';
import type { ContactRequest } from './ContactConfirmDialog';
import { ContactLink } from './ContactLink';
import { CustomerOrderGuide } from './CustomerOrderGuide';
import { CustomerSyncChip } from './CustomerSyncChip';
import { CutoffRemindersSent } from './CutoffRemindersSent';
import { OnStopState } from './OnStopState';

interface CustomerDetailsProps {
  customer: AdminCustomerRow;
  onContact: (request: ContactRequest) => void;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Every field of a customer, read-only: the customer dialog's view mode. */
export function CustomerDetails({ customer, onContact }: CustomerDetailsProps) {
  const name = customerName(customer);
  const { address } = customer;
  const fields: Array<[string, ReactNode]> = [
    ['Customer Code', customer.customerCode],
    ['Contact', `${customer.firstName} ${customer.lastName}`.trim()],
    [
      'Email',
      <ContactLink
        key="email"
        text={customer.email}
        onClick={() => onContact({ kind: 'email', address: customer.email, customerName: name })}
      />,
    ],
    [
      'Mobile',
      <ContactLink
        key="mobile"
        text={customer.mobile}
        onClick={() => onContact({ kind: 'call', address: customer.mobile, customerName: name })}
      />,
    ],
    ['Company', customer.companyName || '—'],
    ['Price Level', customer.priceLevel?.name ?? 'Default prices'],
    ['Delivery Zone', customer.deliveryZone?.name ?? 'No zone'],
    ['Customer Level', customer.customerLevel],
    ['Status', customer.isActive ? 'Enabled' : 'Disabled'],
    ['Supply', <OnStopState key="supply" customer={customer} />],
    [
      'Payment Terms',
      customer.paymentTerms === null
        ? `${customer.paymentTermsLabel} (shop default)`
        : customer.paymentTermsLabel,
    ],
    ['Credit Limit', customer.creditLimit === null ? 'No limit' : formatNZD(cents(customer.creditLimit))],
    [
      'Orders',
      `${plural(customer.orderCount, 'order')}, ${plural(customer.recurringOrderCount, 'recurring order')}`,
    ],
    ['Accounting', <CustomerSyncChip key="sync" sync={customer.accountingSync} />],
  ];
  // The production system's push, with its adapter; the accounting one is the row above.
  const production = customer.sync.filter((entry) => entry.system === 'production');
  if (production.length > 0)
    fields.push(['Production', <ExternalSyncState key="production" sync={production} gapBelow={false} />]);
  const addressFields: Array<[string, string]> = [
    ['Company Name', address.addr1],
    ['Street', address.addr2],
    ['Suburb', address.addr3],
    ['City', address.city],
    ['Postal Code', address.postalCode],
  ];
  return (
    <>
      <FieldList fields={fields} />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
        Address
      </Typography>
      <FieldList fields={addressFields.map(([label, value]) => [label, value || '—'])} />
      <CutoffRemindersSent customerId={customer.id} />
      <CustomerOrderGuide customerId={customer.id} />
    </>
  );
}

function FieldList({ fields }: { fields: Array<[string, ReactNode]> }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}
    >
      {fields.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
