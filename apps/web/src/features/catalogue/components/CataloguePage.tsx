import { MESSAGES, viewingProducts } from '@cleaver/domain/messages';
import Close from '@mui/icons-material/Close';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { useSnackbar } from '../../../components/snackbar-context';
import { addToTrolley, trolleyLineOf } from '../../../lib/add-to-trolley';
import { catalogueHref } from '../../../lib/store-links';
import { type TrolleyOwner, useTrolleyProductIds } from '../../../lib/trolley-store';
import { type CatalogueProduct, useListProducts } from '../api/list-products';
import { CategoryFilter } from './CategoryFilter';
import { ProductCard } from './ProductCard';

// The widest row (5 cards at 1200 px) loads its images at once; the rest load as they near the screen.
const FIRST_ROW = 5;
const SKELETON_CARDS = 10;

const gridSx = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
    lg: 'repeat(5, minmax(0, 1fr))',
  },
} as const;

const itemSx = { minWidth: 0 } as const;

interface CataloguePageProps {
  /** Category names for the filter, live from the server. */
  categories: readonly string[];
  signedIn: boolean;
  /** Whose trolley Add fills; null while the user is loading. */
  trolleyOwner: TrolleyOwner | null;
}

/** The product catalogue (/order), filtered by ?category= and ?search=, loaded a page at a time. */
export function CataloguePage({ categories, signedIn, trolleyOwner }: CataloguePageProps) {
  const [searchParams] = useSearchParams();
  const categoryParam = searchParams.get('category')?.trim() || null;
  const search = searchParams.get('search')?.trim() || null;
  // The address may say ?category=chicken; show and match the category as the shop names it.
  const category =
    categoryParam === null
      ? null
      : (categories.find((name) => name.toLowerCase() === categoryParam.toLowerCase()) ?? categoryParam);

  const products = useListProducts({ category, search });
  const inTrolley = useTrolleyProductIds(trolleyOwner);
  const showSnackbar = useSnackbar();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const loaded = products.data?.pages.flatMap((page) => page.products) ?? [];
  const totalCount = products.data?.pages[0]?.totalCount;

  // The same function from render to render, so a card whose product is unchanged is not drawn again.
  const handleAdd = useCallback(
    (product: CatalogueProduct, quantity: number) => {
      if (trolleyOwner === null) return;
      const confirmation = addToTrolley(trolleyOwner, trolleyLineOf(product, quantity));
      showSnackbar(confirmation, 'success');
    },
    [trolleyOwner, showSnackbar],
  );

  const handleBackToTop = () => {
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    headingRef.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <Typography
        ref={headingRef}
        id="catalogue-heading"
        variant="h1"
        tabIndex={-1}
        sx={{ mb: 2, '&:focus': { outline: 'none' } }}
      >
        {category ?? 'All Products'}
      </Typography>
      <CategoryFilter categories={categories} selected={category} search={search} />
      {search ? (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>Results for “{search}”</Typography>
          <Button
            component={RouterLink}
            to={catalogueHref({ category })}
            size="small"
            variant="outlined"
            startIcon={<Close />}
          >
            Clear search
          </Button>
        </Box>
      ) : null}
      <Typography role="status" sx={{ color: 'text.secondary', mb: 2, minHeight: '1.5em' }}>
        {totalCount === undefined ? '' : viewingProducts(totalCount)}
      </Typography>

      {products.isPending ? (
        <Box component="ul" aria-label="Loading products" sx={gridSx}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
            <Box component="li" key={index}>
              <Skeleton
                variant="rectangular"
                sx={{ aspectRatio: '4 / 3', height: 'auto', borderRadius: 1 }}
              />
              <Skeleton width="80%" />
              <Skeleton width="40%" />
            </Box>
          ))}
        </Box>
      ) : products.isError && loaded.length === 0 ? (
        <LoadError
          message="The products could not be loaded. Check your connection and try again."
          onRetry={() => void products.refetch()}
        />
      ) : loaded.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>{MESSAGES.noResults}</Typography>
          {search || category ? (
            <Button component={RouterLink} to="/order" sx={{ mt: 1 }}>
              View All Products
            </Button>
          ) : null}
        </Paper>
      ) : (
        <Box component="ul" aria-labelledby="catalogue-heading" sx={gridSx}>
          {loaded.map((product, index) => (
            <Box component="li" key={product.id} sx={itemSx}>
              <ProductCard
                product={product}
                inTrolley={inTrolley.has(product.id)}
                signedIn={signedIn}
                eagerImage={index < FIRST_ROW}
                canAdd={trolleyOwner !== null}
                onAdd={handleAdd}
              />
            </Box>
          ))}
        </Box>
      )}

      {loaded.length > 0 ? (
        <Box sx={{ mt: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
          {totalCount !== undefined ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Showing {loaded.length} of {totalCount}
            </Typography>
          ) : null}
          {products.hasNextPage ? (
            <Button
              variant="contained"
              size="large"
              loading={products.isFetchingNextPage}
              onClick={() => void products.fetchNextPage()}
              sx={{ minWidth: 200, fontWeight: 700 }}
            >
              Load More
            </Button>
          ) : null}
          {products.isFetchNextPageError ? (
            <LoadError message="More products could not be loaded. Check your connection and try again." />
          ) : null}
          <Button onClick={handleBackToTop} startIcon={<KeyboardArrowUp />}>
            Back to top
          </Button>
        </Box>
      ) : null}
    </>
  );
}
