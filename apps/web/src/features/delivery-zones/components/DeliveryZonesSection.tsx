import { formatCutoffTime } from '@cleaver/domain/cutoff';
import { deliveryDaysText } from '@cleaver/domain/delivery-zones';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useState } from 'react';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { type DeliveryZoneRow, useDeliveryZones } from '../api/delivery-zones';
import {
  zoneCustomersText,
  zoneCutoffText,
  zoneDriverText,
  zoneFreightText,
  zoneMinimumText,
} from '../delivery-zone-text';
import { DeleteDeliveryZoneDialog } from './DeleteDeliveryZoneDialog';
import { DeliveryZoneDialog } from './DeliveryZoneDialog';

type Open =
  | { dialog: 'edit'; zone: DeliveryZoneRow | null }
  | { dialog: 'delete'; zone: DeliveryZoneRow }
  | null;

/**
 * Delivery zones in Setting Variables: each zone's days, cutoff, freight, minimum order, customers and driver, with
 * Edit and Delete, and Add delivery zone.
 */
export function DeliveryZonesSection({ shopCutoffHour }: { shopCutoffHour: number }) {
  const headingId = useId();
  const zones = useDeliveryZones();
  const [open, setOpen] = useState<Open>(null);

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} component="h3" variant="h6">
        Delivery zones
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        A customer in a zone orders for delivery on the zone’s days only, with the zone’s freight (instead of
        the freight above) and minimum order. Customers in no zone order as before, and pick-up ignores zones.
        A customer’s zone is chosen on Customers, in their details.
      </Typography>
      {zones.isError ? (
        <LoadError message="The delivery zones could not be loaded." onRetry={zones.refetch} />
      ) : null}
      {!zones.data && !zones.isError ? <PageLoader label="Loading delivery zones" /> : null}
      {zones.data?.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No delivery zones yet.</Typography>
      ) : null}
      {zones.data && zones.data.length > 0 ? (
        <Box component="ul" aria-label="Delivery zones" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {zones.data.map((zone) => (
            <Box
              component="li"
              key={zone.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'flex-start',
                columnGap: 1,
                py: 1.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <ZoneSummary zone={zone} shopCutoffHour={shopCutoffHour} />
              <Box sx={{ display: 'flex', gap: 0.5, ml: 'auto' }}>
                <Button aria-label={`Edit ${zone.name}`} onClick={() => setOpen({ dialog: 'edit', zone })}>
                  Edit
                </Button>
                <Button
                  color="error"
                  aria-label={`Delete ${zone.name}`}
                  onClick={() => setOpen({ dialog: 'delete', zone })}
                >
                  Delete
                </Button>
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={() => setOpen({ dialog: 'edit', zone: null })}>
          Add delivery zone
        </Button>
      </Box>
      {open?.dialog === 'edit' ? (
        <DeliveryZoneDialog zone={open.zone} shopCutoffHour={shopCutoffHour} onClose={() => setOpen(null)} />
      ) : null}
      {open?.dialog === 'delete' ? (
        <DeleteDeliveryZoneDialog zone={open.zone} onClose={() => setOpen(null)} />
      ) : null}
    </Stack>
  );
}

function ZoneSummary({ zone, shopCutoffHour }: { zone: DeliveryZoneRow; shopCutoffHour: number }) {
  // A zone's cutoff only counts when it is earlier than the shop's.
  const cutoff =
    zone.cutoffHour !== null && zone.cutoffHour >= shopCutoffHour
      ? `${zoneCutoffText(zone.cutoffHour)} (no effect: the shop’s is ${formatCutoffTime(shopCutoffHour)})`
      : zoneCutoffText(zone.cutoffHour);
  // One line each: when (days, cutoff), what delivery costs, the rest, and who drives it; a line wraps as text does.
  const line = (facts: string[]) => (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {facts.map((fact, index) => (
        <Fragment key={fact}>
          {index > 0 ? ' · ' : null}
          <span>{fact}</span>
        </Fragment>
      ))}
    </Typography>
  );
  return (
    <Box sx={{ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {zone.name}
      </Typography>
      {line([deliveryDaysText(zone.weekdays), cutoff])}
      {line([zoneFreightText(zone)])}
      {line([zoneMinimumText(zone.minimumOrderCents), zoneCustomersText(zone.customerCount)])}
      {line([zoneDriverText(zone.driverName)])}
    </Box>
  );
}
