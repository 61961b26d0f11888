import { MESSAGES } from '@cleaver/domain/messages';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ProductImage } from '../../../components/ProductImage';
import type { SearchResult } from '../api/search-products';

/** A row of the dropdown: a product, or View All Results. */
export type SearchOption =
  | { key: string; kind: 'product'; product: SearchResult }
  | { key: string; kind: 'all' };

interface SearchResultsPopupProps {
  listboxId: string;
  optionId: (index: number) => string;
  options: readonly SearchOption[];
  activeIndex: number;
  /** Shown instead of the list: 'No product found for "…"', or null while searching. */
  message: string | null;
  onChoose: (option: SearchOption) => void;
}

/** The dropdown under the search box: the products and View All Results, or why there are none. */
export function SearchResultsPopup({
  listboxId,
  optionId,
  options,
  activeIndex,
  message,
  onChoose,
}: SearchResultsPopupProps) {
  return (
    <Paper
      elevation={8}
      // Keeps focus in the box while an option is clicked, so the list does not close under the pointer.
      onMouseDown={(event) => event.preventDefault()}
      sx={{
        position: 'absolute',
        top: 'calc(100% + 4px)',
        // Right-aligned and at least 380 px wide, so a squeezed header box still gets a readable list.
        right: 0,
        width: 'max(100%, min(380px, calc(100vw - 32px)))',
        zIndex: (theme) => theme.zIndex.appBar + 1,
        overflow: 'hidden',
        color: 'text.primary',
      }}
    >
      {options.length > 0 ? (
        <Box
          component="ul"
          id={listboxId}
          role="listbox"
          aria-label="Products found"
          sx={{ listStyle: 'none', m: 0, p: 0.5 }}
        >
          {options.map((option, index) => {
            const active = index === activeIndex;
            return (
              <Box
                component="li"
                key={option.key}
                id={optionId(index)}
                role="option"
                aria-selected={active}
                onClick={() => onChoose(option)}
                sx={(theme) => ({
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  px: 1,
                  py: 0.75,
                  borderRadius: 1,
                  cursor: 'pointer',
                  outline: active ? `2px solid ${theme.vars.palette.accentText}` : 'none',
                  outlineOffset: '-2px',
                  bgcolor: active ? 'action.selected' : undefined,
                  '&:hover': { bgcolor: active ? 'action.selected' : 'action.hover' },
                  ...(option.kind === 'all'
                    ? { mt: 0.5, borderTop: 1, borderColor: 'divider', fontWeight: 700, color: 'accentText' }
                    : {}),
                })}
              >
                {option.kind === 'product' ? (
                  <>
                    <Box sx={{ width: 56, flexShrink: 0, borderRadius: 0.5, overflow: 'hidden' }}>
                      <ProductImage image={option.product.image} alt="" sizes="56px" loading="eager" />
                    </Box>
                    <Typography component="span" sx={{ flex: 1, minWidth: 0, lineHeight: 1.3 }}>
                      {option.product.productName}
                    </Typography>
                    {option.product.isInStock ? null : (
                      <Box
                        component="span"
                        sx={(theme) => ({
                          flexShrink: 0,
                          px: 1,
                          py: 0.25,
                          borderRadius: 4,
                          fontSize: '0.75rem',
                          fontWeight: 700,
                          bgcolor: theme.vars.palette.error.dark,
                          color: theme.vars.palette.error.contrastText,
                        })}
                      >
                        {MESSAGES.outOfStock}
                      </Box>
                    )}
                  </>
                ) : (
                  <>
                    <Box component="span" sx={{ flex: 1, px: 0.5 }}>
                      View All Results
                    </Box>
                    <ArrowForward aria-hidden fontSize="small" />
                  </>
                )}
              </Box>
            );
          })}
        </Box>
      ) : (
        <Typography sx={{ px: 2, py: 1.5, color: 'text.secondary' }}>{message ?? 'Searching…'}</Typography>
      )}
    </Paper>
  );
}
