import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Link as RouterLink } from 'react-router';
import { catalogueHref } from '../../../lib/store-links';

interface CategoryFilterProps {
  categories: readonly string[];
  /** The chosen category, or null for All. */
  selected: string | null;
  /** Kept when the category changes, so a search can be narrowed to one category. */
  search: string | null;
}

/** All plus the server's categories, as links: the choice lives in the address (?category=Chicken). */
export function CategoryFilter({ categories, selected, search }: CategoryFilterProps) {
  const options: { label: string; category: string | null }[] = [
    { label: 'All', category: null },
    ...categories.map((category) => ({ label: category, category })),
  ];
  return (
    <Box component="nav" aria-label="Categories" sx={{ mb: 2 }}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'flex',
          gap: 1,
          // Phones scroll the row sideways rather than wrapping it into a tall block.
          overflowX: 'auto',
          flexWrap: { xs: 'nowrap', sm: 'wrap' },
          py: 0.5,
          px: 0.5,
          mx: -0.5,
        }}
      >
        {options.map(({ label, category }) => {
          const current = (category ?? '').toLowerCase() === (selected ?? '').toLowerCase();
          return (
            <Box component="li" key={label} sx={{ flexShrink: 0 }}>
              <Chip
                component={RouterLink}
                to={catalogueHref({ category, search })}
                label={label}
                clickable
                aria-current={current ? 'page' : undefined}
                color={current ? 'primary' : 'default'}
                variant={current ? 'filled' : 'outlined'}
                sx={{ fontWeight: current ? 700 : 500, fontSize: '0.9375rem' }}
              />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
