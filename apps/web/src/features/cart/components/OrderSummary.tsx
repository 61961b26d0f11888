import { CART_SUMMARY_BREAKPOINT } from '@cleaver/domain/constants';
import { formatDateOnly, weekdayName } from '@cleaver/domain/dates';
import { MESSAGES } from '@cleaver/domain/messages';
import { type Cents, formatNZD } from '@cleaver/domain/money';
import type { OrderTotals } from '@cleaver/domain/totals';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Login from '@mui/icons-material/Login';
import ShoppingCartCheckout from '@mui/icons-material/ShoppingCartCheckout';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { createContext, useContext, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { InputField } from '../../../components/InputField';
import type { TrolleyDetails } from '../../../lib/trolley-store';
import type { ProcessingDateView } from '../delivery-zone';
import type { OrderingRole } from '../hooks/use-place-order';

/** Most characters of a purchase order number (the server's limit). */
const PURCHASE_ORDER_MAX = 100;

// From this width the summary sits beside the lines; below it, it is a collapsible card at the bottom.
const wide = `@media (min-width:${CART_SUMMARY_BREAKPOINT}px)`;

// Below the sticky store header (64 px on wide screens) with a gap; the summary never grows past the screen,
// so Confirm Order stays in view and the details scroll inside it instead.
const STICKY_TOP_PX = 88;
const STICKY_GAP_PX = 16;
/** The store header's height from 600 px wide (a phone held sideways). */
const HEADER_PX = 64;

/**
 * Why Confirm Order cannot be pressed: an error (an account on hold, products that cannot be ordered), or a warning
 * the customer can answer in the cart (a delivery under the zone's minimum).
 */
export type BlockedReason = { message: string; severity: 'error' | 'warning' };

/**
 * True while the cart drawn is not yet the trolley's latest (CartPage draws it a moment behind until it is first
 * drawn in full): Confirm Order waits meanwhile. A context rather than a prop, so the flag changing redraws the
 * button alone and not the view around it.
 */
export const ViewBehindTrolley = createContext(false);

interface OrderSummaryProps {
  role: OrderingRole;
  empty: boolean;
  details: TrolleyDetails;
  onDetailsChange: (details: Partial<TrolleyDetails>) => void;
  /** Null while prices load. */
  totals: OrderTotals | null;
  /** Shown under the freight while it is charged; null until settings load. */
  freeFreightThreshold: Cents | null;
  /** Undefined while it loads, null when it could not be loaded. */
  processing: ProcessingDateView | null | undefined;
  /** Why Confirm Order cannot be pressed yet, or null. */
  blockedReason: BlockedReason | null;
  /** Prices or the processing date are still loading. */
  pending: boolean;
  onConfirm: () => void;
}

/**
 * Order Summary: purchase order number, Delivery / Pick Up, Sub-Total, Freight (delivery only), GST and
 * Total (Estimate), the processing date, and Confirm Order (Order Now when the trolley is empty, Login To
 * Order for guests).
 */
export function OrderSummary(props: OrderSummaryProps) {
  const { role, empty, totals, processing } = props;
  const [expanded, setExpanded] = useState(false);
  const showDetails = role !== 'GUEST' && !empty;

  return (
    <Paper
      component="section"
      aria-labelledby="order-summary-heading"
      elevation={8}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        display: 'flex',
        flexDirection: 'column',
        // On a phone the opened card leaves part of the screen to the trolley lines above it.
        maxHeight: '60dvh',
        p: 2,
        borderBottomLeftRadius: 0,
        borderBottomRightRadius: 0,
        // A phone held sideways has no height to share: 60 % of it left the opened card's figures a strip of 104 px
        // to scroll in. There the card takes what is below the header; it closes to show the lines.
        '@media (max-height: 500px)': { maxHeight: `calc(100dvh - ${HEADER_PX + 8}px)` },
        [wide]: {
          top: STICKY_TOP_PX,
          bottom: 'auto',
          maxHeight: `calc(100dvh - ${STICKY_TOP_PX + STICKY_GAP_PX}px)`,
          p: 2.5,
          borderRadius: 2,
          // Flat and bordered like the lines beside it; dark mode's elevation overlay would also leave
          // contrast checkers unable to tell the background.
          boxShadow: 'none',
          backgroundImage: 'none',
          border: 1,
          borderColor: 'divider',
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
        <Typography id="order-summary-heading" variant="h2" sx={{ fontSize: '1.25rem', flex: 1 }}>
          Order Summary
        </Typography>
        {showDetails ? (
          <IconButton
            aria-expanded={expanded}
            aria-controls="order-summary-details"
            aria-label={expanded ? 'Hide order details' : 'Show order details'}
            onClick={() => setExpanded((open) => !open)}
            sx={{ [wide]: { display: 'none' } }}
          >
            {expanded ? <ExpandMore /> : <ExpandLess />}
          </IconButton>
        ) : null}
      </Box>

      {/* On a phone, closed: the total and the processing date, held open by placeholders while they load, so
          the card does not grow under a thumb as each answers (Lighthouse measured the shift). */}
      {showDetails && !expanded ? (
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            fontWeight: 700,
            fontVariantNumeric: 'tabular-nums',
            [wide]: { display: 'none' },
          }}
        >
          <span>Total (Estimate)</span>
          {totals ? (
            <span>{formatNZD(totals.total)}</span>
          ) : (
            <Skeleton width="5rem" sx={{ display: 'inline-block' }} />
          )}
        </Box>
      ) : null}
      {showDetails && !expanded && processing !== null ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', [wide]: { display: 'none' } }}>
          {processing ? (
            (processing.zone?.text ??
            `Processing Date: ${weekdayName(processing.date)} ${formatDateOnly(processing.date)}`)
          ) : (
            <Skeleton width="14rem" sx={{ display: 'inline-block' }} />
          )}
        </Typography>
      ) : null}

      {showDetails ? (
        <Box
          id="order-summary-details"
          sx={{
            display: expanded ? 'block' : 'none',
            flex: '1 1 auto',
            minHeight: 0,
            overflowY: 'auto',
            // Room for focus rings, which the scrolling box would otherwise clip.
            mx: -0.5,
            px: 0.5,
            [wide]: { display: 'block' },
          }}
        >
          <SummaryDetails {...props} />
        </Box>
      ) : null}

      <SummaryAction {...props} />
    </Paper>
  );
}

function SummaryDetails({
  details,
  onDetailsChange,
  totals,
  freeFreightThreshold,
  processing,
}: OrderSummaryProps) {
  // A longer number pasted in is cut to the limit, and the field says so (the browser's own limit cut it silently).
  const [cutAt, setCut] = useState(false);
  const length = details.purchaseOrder.length;
  // Until the number changes (cleared once the order is placed, say).
  const cut = cutAt && length === PURCHASE_ORDER_MAX;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.75, pt: 2, pb: 0.5 }}>
      <InputField
        label="Purchase Order Number"
        value={details.purchaseOrder}
        onChange={(event) => {
          const typed = event.target.value;
          setCut(typed.length > PURCHASE_ORDER_MAX);
          onDetailsChange({ purchaseOrder: typed.slice(0, PURCHASE_ORDER_MAX) });
        }}
        size="small"
        fullWidth
        autoComplete="off"
        error={cut}
        helperText={
          cut
            ? `At most ${PURCHASE_ORDER_MAX} characters: the rest was left out.`
            : length >= PURCHASE_ORDER_MAX - 10
              ? `${length}/${PURCHASE_ORDER_MAX}`
              : undefined
        }
      />
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
          Delivery Method
        </FormLabel>
        <RadioGroup
          row
          name="delivery-method"
          value={details.isDelivery ? 'delivery' : 'pickup'}
          onChange={(event) => onDetailsChange({ isDelivery: event.target.value === 'delivery' })}
        >
          <FormControlLabel value="delivery" control={<Radio />} label="Delivery" />
          <FormControlLabel value="pickup" control={<Radio />} label="Pick Up" />
        </RadioGroup>
      </FormControl>

      <Box
        component="dl"
        aria-label="Order totals"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          rowGap: 0.75,
          columnGap: 2,
          '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
        }}
      >
        <Figure label="Sub-Total" amount={totals?.subTotal} />
        {details.isDelivery ? <Figure label="Freight" amount={totals?.freight} /> : null}
        <Figure label="GST" amount={totals?.gst} />
        <Box sx={{ gridColumn: '1 / -1', borderTop: 1, borderColor: 'divider', my: 0.25 }} />
        <Figure label="Total (Estimate)" amount={totals?.total} strong />
      </Box>
      {/* Always a line for delivery, a placeholder while the figures load: Confirm Order below it does not move
          as they answer (Lighthouse measured the shift). */}
      {details.isDelivery ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1 }}>
          {totals && freeFreightThreshold !== null ? (
            totals.freight > 0 ? (
              `Free freight when the Sub-Total plus GST is over ${formatNZD(freeFreightThreshold)}.`
            ) : (
              'Free freight on this order.'
            )
          ) : (
            <Skeleton width="90%" />
          )}
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Prices are an estimate and may vary, as meat is charged on the weight packed. Please check your
        invoice.
      </Typography>

      <Box>
        {processing?.zone ? (
          // A delivery to the customer's zone goes on the van's next day there: said so, with the days the van goes.
          <>
            <Typography component="p" sx={{ fontWeight: 600 }}>
              {processing.zone.text}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {processing.zone.name} delivers on {processing.zone.days}.
            </Typography>
          </>
        ) : (
          <>
            <Typography component="p" sx={{ fontWeight: 600 }}>
              Processing Date
            </Typography>
            {processing ? (
              <Typography component="p">
                {weekdayName(processing.date)} {formatDateOnly(processing.date)}
              </Typography>
            ) : processing === null ? (
              <Typography component="p" sx={{ color: 'text.secondary' }}>
                Could not be loaded; asked again each minute.
              </Typography>
            ) : (
              <Skeleton width="10rem" />
            )}
          </>
        )}
        {processing?.notice ? (
          <Alert severity="warning" variant="outlined" sx={{ mt: 1 }}>
            {processing.notice}
          </Alert>
        ) : null}
      </Box>
    </Box>
  );
}

function Figure({
  label,
  amount,
  strong = false,
}: {
  label: string;
  amount: Cents | undefined;
  strong?: boolean;
}) {
  const weight = strong ? 700 : 400;
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: weight }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ fontWeight: weight }}>
        {amount === undefined ? (
          <Skeleton width="4rem" sx={{ display: 'inline-block' }} />
        ) : (
          formatNZD(amount)
        )}
      </Typography>
    </>
  );
}

function SummaryAction({ role, empty, blockedReason, pending, onConfirm }: OrderSummaryProps) {
  const behind = useContext(ViewBehindTrolley);
  if (role === 'GUEST') {
    return (
      <Box sx={{ mt: 2, flexShrink: 0 }}>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {MESSAGES.loginToOrder}
        </Typography>
        <Button
          component={RouterLink}
          to="/login?next=/cart"
          variant="contained"
          size="large"
          fullWidth
          startIcon={<Login />}
          sx={{ fontWeight: 700 }}
        >
          Login To Order
        </Button>
      </Box>
    );
  }
  if (empty) {
    return (
      <Button
        component={RouterLink}
        to="/order"
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2, flexShrink: 0, fontWeight: 700 }}
      >
        Order Now
      </Button>
    );
  }
  return (
    <Box sx={{ mt: 2, flexShrink: 0 }}>
      {blockedReason ? (
        <Alert severity={blockedReason.severity} variant="outlined" sx={{ mb: 1.5 }}>
          {blockedReason.message}
        </Alert>
      ) : null}
      <Button
        variant="contained"
        size="large"
        fullWidth
        startIcon={<ShoppingCartCheckout />}
        disabled={blockedReason !== null || pending || behind}
        onClick={onConfirm}
        sx={{ fontWeight: 700 }}
      >
        Confirm Order
      </Button>
    </Box>
  );
}
