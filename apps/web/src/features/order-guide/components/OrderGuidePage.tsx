import { formatDateOnly } from '@cleaver/domain/dates';
import { checkParLevel } from '@cleaver/domain/order-guide';
import { readableQuantity, type Unit, unitLabel } from '@cleaver/domain/quantity';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { useSnackbar } from '../../../components/snackbar-context';
import { unitPriceText } from '../../../lib/product-price';
import {
  addTrolleyLine,
  getTrolleyLines,
  setTrolleyQuantity,
  type TrolleyOwner,
} from '../../../lib/trolley-store';
import {
  type GuideOwner,
  linesByCategory,
  type OrderGuideLine,
  useOrderGuide,
  useOrderGuideChanges,
} from '../api/order-guide';
import { countOnHand, countProblem, type LineCount, NO_COUNT, trolleyLinesOf } from '../guide-counts';
import { AddGuideProduct } from './AddGuideProduct';
import { ArrangeList } from './ArrangeList';
import { GuideField } from './GuideField';

const MINE: GuideOwner = { mine: true };

type Counts = Record<string, LineCount>;

/** Tonight's counts survive a look at another page in the same tab, and go once they are in the trolley. */
function useCounts(owner: TrolleyOwner) {
  const key = `cleaver.order-guide.counts.${owner}`;
  const [counts, setCounts] = useState<Counts>(() => {
    try {
      return JSON.parse(sessionStorage.getItem(key) ?? '{}') as Counts;
    } catch {
      return {};
    }
  });
  const store = (next: Counts) => {
    try {
      sessionStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Private browsing without storage: the counts live as long as the page.
    }
    return next;
  };
  /** Changes one line's count from its latest value (a par level saved meanwhile recounts it). */
  const update = (productId: string, change: (count: LineCount) => LineCount) =>
    setCounts((all) => store({ ...all, [productId]: change(all[productId] ?? NO_COUNT) }));
  const clear = () => setCounts(store({}));
  return { counts, update, clear };
}

/** Enter moves on: from a par level to its on-hand count, from a count or a quantity to the next line's count. */
function focusNext(container: HTMLElement | null, from: HTMLInputElement) {
  if (!container) return;
  const index = Number(from.dataset.guideIndex);
  const field = from.dataset.guideField;
  const next =
    field === 'par'
      ? container.querySelector<HTMLInputElement>(`[data-guide-field="onHand"][data-guide-index="${index}"]`)
      : container.querySelector<HTMLInputElement>(
          `[data-guide-field="onHand"][data-guide-index="${index + 1}"]`,
        );
  if (next) {
    next.focus();
    next.select();
  } else {
    container.querySelector<HTMLButtonElement>('[data-guide-add]')?.focus();
  }
}

/**
 * The order guide (/order-guide): the products this customer orders, by category, each with its par level. Typing
 * what is on hand fills in the quantity to order (par − on hand); one button puts every line with a quantity in
 * the trolley. "Arrange" orders the lines by drag or by the arrow buttons, takes lines off and adds products.
 */
export function OrderGuidePage({ trolleyOwner }: { trolleyOwner: TrolleyOwner }) {
  const guide = useOrderGuide(MINE);
  const changes = useOrderGuideChanges(MINE);
  const { counts, update: updateCount, clear: clearCounts } = useCounts(trolleyOwner);
  const [arranging, setArranging] = useState(false);
  const [tried, setTried] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const showSnackbar = useSnackbar();

  const lines = guide.data?.lines ?? [];
  const groups = useMemo(() => linesByCategory(lines), [lines]);
  const inGuide = useMemo(() => new Set(lines.map((l) => l.product.id)), [lines]);
  const toAdd = useMemo(() => trolleyLinesOf(lines, counts), [lines, counts]);

  if (guide.isPending) return <PageLoader label="Loading your order guide" />;
  if (guide.isError) {
    return <LoadError message="Your order guide could not be loaded." onRetry={() => void guide.refetch()} />;
  }

  const addToTrolley = () => {
    setTried(true);
    if (!toAdd) {
      container.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const held = new Set(getTrolleyLines(trolleyOwner).map((l) => l.productId));
    // The guide's quantity is what is needed: it replaces a line already in the trolley rather than adding to it.
    for (const line of toAdd) {
      if (held.has(line.productId)) setTrolleyQuantity(trolleyOwner, line.productId, line.quantity);
      else addTrolleyLine(trolleyOwner, line);
    }
    clearCounts();
    showSnackbar(
      `${toAdd.length} ${toAdd.length === 1 ? 'line' : 'lines'} from your order guide in your trolley`,
      'success',
    );
    void navigate('/cart');
  };

  let index = -1;
  return (
    <Box ref={container} sx={{ pb: 10 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h1" sx={{ flex: 1 }}>
          Order guide
        </Typography>
        {lines.length > 0 && (
          <Button
            variant={arranging ? 'contained' : 'outlined'}
            aria-pressed={arranging}
            onClick={() => setArranging(!arranging)}
          >
            {arranging ? 'Done' : 'Arrange'}
          </Button>
        )}
      </Box>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {arranging
          ? 'Drag a line by its handle, or use the arrows, to put the lines in the order you count them.'
          : 'Type what you have on hand: the quantity to order fills in from your par level.'}
      </Typography>

      {lines.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
          <Typography>
            Your order guide fills itself from what you order. Add the products you order often below, or{' '}
            <Link component={RouterLink} to="/order">
              order from the catalogue
            </Link>
            .
          </Typography>
        </Paper>
      ) : arranging ? (
        groups.map((group) => (
          <ArrangeList
            key={group.category}
            category={group.category}
            lines={group.lines}
            onArrange={(categoryIds) => {
              const others = lines.map((l) => l.product.id);
              const start = others.indexOf(group.lines[0]!.product.id);
              others.splice(start, group.lines.length, ...categoryIds);
              changes.arrange.mutate(others, {
                onError: (error) => showSnackbar(error.message, 'error'),
              });
            }}
            onRemove={(line) =>
              changes.remove.mutate(line.product.id, {
                onSuccess: () =>
                  showSnackbar(`${line.product.productName} taken off your order guide`, 'success'),
                onError: (error) => showSnackbar(error.message, 'error'),
              })
            }
          />
        ))
      ) : (
        groups.map((group) => (
          <Box component="section" key={group.category} aria-label={group.category} sx={{ mb: 3 }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {group.category}
            </Typography>
            <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {group.lines.map((line) => {
                index += 1;
                return (
                  <GuideLineRow
                    key={line.product.id}
                    line={line}
                    index={index}
                    count={counts[line.product.id] ?? NO_COUNT}
                    showProblems={tried}
                    onCount={(count) => updateCount(line.product.id, () => count)}
                    onEnter={(input) => focusNext(container.current, input)}
                    onParLevel={async (parLevel) => {
                      // Each save is answered on its own: a chef moving on saves the next line before this one is back.
                      const saved = await changes.setParLevel.mutateAsync({
                        productId: line.product.id,
                        parLevel,
                      });
                      const updated = saved.lines.find((l) => l.product.id === line.product.id);
                      if (updated) {
                        updateCount(line.product.id, (count) =>
                          count.onHand ? countOnHand(updated, count, count.onHand) : count,
                        );
                      }
                    }}
                  />
                );
              })}
            </Paper>
          </Box>
        ))
      )}

      {(arranging || lines.length === 0) && (
        <Box sx={{ maxWidth: 480, mb: 3 }}>
          <AddGuideProduct
            inGuide={inGuide}
            disabled={changes.add.isPending}
            onAdd={(productId) =>
              changes.add.mutate(productId, {
                onSuccess: () => showSnackbar('Added to your order guide', 'success'),
                onError: (error) => showSnackbar(error.message, 'error'),
              })
            }
          />
        </Box>
      )}

      {!arranging && lines.length > 0 && (
        <Paper
          elevation={6}
          sx={{
            position: 'sticky',
            bottom: { xs: 8, sm: 16 },
            p: 1.5,
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            flexWrap: 'wrap',
            zIndex: 2,
          }}
        >
          <Typography role="status" sx={{ flex: 1, minWidth: 160 }}>
            {toAdd === null
              ? 'A line needs a look before it can go in the trolley.'
              : toAdd.length === 0
                ? 'No quantities yet.'
                : `${toAdd.length} ${toAdd.length === 1 ? 'line' : 'lines'} to order`}
          </Typography>
          <Button
            variant="contained"
            size="large"
            data-guide-add=""
            disabled={toAdd !== null && toAdd.length === 0}
            onClick={addToTrolley}
            sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            Add to trolley
          </Button>
        </Paper>
      )}
    </Box>
  );
}

interface GuideLineRowProps {
  line: OrderGuideLine;
  index: number;
  count: LineCount;
  showProblems: boolean;
  onCount: (count: LineCount) => void;
  onEnter: (input: HTMLInputElement) => void;
  /** Saves the par level; rejects with the server's refusal. */
  onParLevel: (parLevel: number | null) => Promise<void>;
}

/** One product of the guide: what it is, what was ordered lately, and its par, on-hand and order fields. */
function GuideLineRow({ line, index, count, showProblems, onCount, onEnter, onParLevel }: GuideLineRowProps) {
  const { product } = line;
  const unit = product.productUnit as Unit;
  const name = product.productName;
  // What is typed, until it is saved; the saved par level otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  const par = draft ?? (line.parLevel === null ? '' : String(line.parLevel));
  const [parError, setParError] = useState<string | null>(null);

  const savePar = () => {
    const checked = checkParLevel(par, unit);
    if (checked.error) {
      setParError(checked.error);
      return;
    }
    setParError(null);
    if (checked.value === line.parLevel) {
      setDraft(null);
      return;
    }
    onParLevel(checked.value).then(
      () => setDraft(null),
      (error: unknown) =>
        setParError(error instanceof Error ? error.message : 'The par level could not be saved.'),
    );
  };
  const problems = countProblem(line, count);
  const history =
    line.timesOrdered === 0 || line.lastQuantity === null || line.lastOrderedOn === null
      ? 'Added to your guide'
      : `Last ${readableQuantity(line.lastQuantity)} ${unitLabel(unit)} on ${formatDateOnly(line.lastOrderedOn)} · ordered ${line.timesOrdered} ${line.timesOrdered === 1 ? 'time' : 'times'}`;

  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr 1fr', sm: 'minmax(0, 1fr) 96px 96px 112px' },
        gridTemplateAreas: { xs: '"name name name" "par onHand order"', sm: '"name par onHand order"' },
        columnGap: 1.5,
        rowGap: 1,
        alignItems: 'center',
        px: 2,
        py: 1.5,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ gridArea: 'name', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {product.price ? unitPriceText(product.price.price, unit) : unitLabel(unit)}
          {product.isInStock ? '' : ' · Out of stock'}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {history}
        </Typography>
      </Box>
      <GuideField
        area="par"
        label="Par"
        accessibleName={`Par level for ${name}`}
        unit={unit}
        value={par}
        error={parError}
        index={index}
        onChange={(text) => setDraft(text)}
        onBlur={savePar}
        onEnter={(input) => {
          savePar();
          onEnter(input);
        }}
      />
      <GuideField
        area="onHand"
        label="On hand"
        accessibleName={`On hand of ${name}`}
        unit={unit}
        value={count.onHand}
        error={problems?.onHand ?? null}
        index={index}
        onChange={(text) => onCount(countOnHand(line, count, text))}
        onEnter={onEnter}
      />
      <GuideField
        area="order"
        label="Order"
        accessibleName={`Order quantity for ${name}`}
        unit={unit}
        value={count.order}
        error={(showProblems || count.order !== '' ? problems?.order : null) ?? null}
        index={index}
        disabled={!product.isInStock}
        onChange={(text) => onCount({ ...count, order: text })}
        onEnter={onEnter}
        strong
      />
      {parError === null && line.parLevel === null && count.onHand !== '' && count.order === '' && (
        <Typography variant="caption" sx={{ gridColumn: '1 / -1', color: 'text.secondary' }}>
          No par level: type the quantity to order, or set a par level to have it filled in.
        </Typography>
      )}
    </Box>
  );
}
