import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@cleaver/domain/constants';
import { noProductFound } from '@cleaver/domain/messages';
import { normalizeSearchTerm } from '@cleaver/domain/search';
import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { type ChangeEvent, type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { catalogueHref, productHref } from '../../../lib/store-links';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { useSearchProducts } from '../api/search-products';
import { type SearchOption, SearchResultsPopup } from './SearchResultsPopup';

const VIEW_ALL_KEY = 'view-all';

function resultsAnnouncement(count: number): string {
  return count === 1 ? '1 result' : `${count} results`;
}

/**
 * The header's product search: an ARIA combobox. From 3 characters (lower-cased, 300 ms after the last
 * key) it lists up to 5 products and View All Results; arrow keys move through them, Enter opens the
 * highlighted one (or all results), Escape closes the list.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const listboxId = useId();

  const term = normalizeSearchTerm(text);
  const searchable = term.length >= SEARCH_MIN_CHARS;
  const debouncedTerm = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const search = useSearchProducts(debouncedTerm);
  // The answer on screen belongs to the term typed only once the debounce and the request have settled.
  const settled = searchable && debouncedTerm === term && search.isSuccess && !search.isPlaceholderData;
  const results = searchable ? (search.data ?? []) : [];

  const options: SearchOption[] =
    results.length > 0
      ? [
          ...results.map((product) => ({ key: product.id, kind: 'product' as const, product })),
          { key: VIEW_ALL_KEY, kind: 'all' as const },
        ]
      : [];
  const popupOpen = open && searchable;
  const expanded = popupOpen && options.length > 0;
  const activeIndex = expanded ? options.findIndex((option) => option.key === activeKey) : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActiveKey(null);
  };
  const choose = (option: SearchOption | undefined) => {
    close();
    if (option?.kind === 'product') void navigate(productHref(option.product));
    else void navigate(catalogueHref({ search: term }));
  };

  const move = (step: 1 | -1) => {
    if (!expanded) {
      if (searchable) setOpen(true);
      return;
    }
    const count = options.length;
    // From nothing highlighted, down goes to the first option and up to the last; both ends wrap.
    const next = activeIndex < 0 ? (step === 1 ? 0 : count - 1) : (activeIndex + step + count) % count;
    setActiveKey(options[next]?.key ?? null);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter':
        event.preventDefault();
        if (!searchable) break;
        choose(activeIndex >= 0 ? options[activeIndex] : undefined);
        break;
      case 'Escape':
        // First Escape closes the list; a second one empties the box.
        if (popupOpen) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        break;
      case 'Tab':
        close();
        break;
    }
  };

  const announcement = !popupOpen || !settled ? '' : noProductFoundOr(results.length, term);

  return (
    // A form to /order?search=: the server's HTML searches before the JavaScript has run; after it, the
    // combobox's own keys do.
    <Box
      component="form"
      role="search"
      action="/order"
      method="get"
      onSubmit={(event: FormEvent) => event.preventDefault()}
      sx={{ position: 'relative', width: '100%', minWidth: 0 }}
    >
      <Box
        sx={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          pl: 1.25,
          border: 2,
          borderColor: 'transparent',
          '&:focus-within': {
            borderColor: theme.vars.palette.grey[900],
            ...theme.applyStyles('dark', { borderColor: theme.vars.palette.primary.light }),
          },
        })}
      >
        <Search aria-hidden sx={{ color: 'text.secondary', mr: 1 }} />
        {/* A plain input: MUI's InputBase would add its weight to every page's first download. */}
        <Box
          component="input"
          ref={inputRef}
          name="search"
          value={text}
          placeholder="Search products"
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setText(event.target.value);
            setOpen(true);
            setActiveKey(null);
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={handleKeyDown}
          role="combobox"
          type="text"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          aria-label="Search products"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          sx={{
            flex: 1,
            minWidth: 0,
            py: 0.875,
            px: 0,
            border: 0,
            outline: 0,
            bgcolor: 'transparent',
            color: 'inherit',
            font: 'inherit',
            fontSize: '1rem',
            '&::placeholder': { color: 'text.secondary', opacity: 1 },
          }}
        />
        {text ? (
          <IconButton
            size="small"
            aria-label="Clear search"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setText('');
              close();
              inputRef.current?.focus();
            }}
            sx={{ mr: 0.25 }}
          >
            <Close fontSize="small" />
          </IconButton>
        ) : null}
      </Box>
      {popupOpen ? (
        <SearchResultsPopup
          listboxId={listboxId}
          optionId={optionId}
          options={options}
          activeIndex={activeIndex}
          message={
            options.length > 0
              ? null
              : settled
                ? noProductFound(term)
                : search.isError
                  ? 'Search failed'
                  : null
          }
          onChoose={(option) => {
            choose(option);
            // A tap or click is done with the box; phones put their keyboard away.
            inputRef.current?.blur();
          }}
        />
      ) : null}
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}

function noProductFoundOr(count: number, term: string): string {
  return count === 0 ? noProductFound(term) : resultsAnnouncement(count);
}
