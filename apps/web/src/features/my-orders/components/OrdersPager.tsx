import { formatNumber } from '@cleaver/domain/numbers';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import NativeSelect from '@mui/material/NativeSelect';
import { useId } from 'react';

export type PageSizeOption = number | { label: string; value: number };

interface OrdersPagerProps {
  count: number;
  page: number;
  /** -1 for all rows on one page. */
  rowsPerPage: number;
  options: readonly PageSizeOption[];
  label: string;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
}

const optionValue = (option: PageSizeOption) => (typeof option === 'number' ? option : option.value);
const optionLabel = (option: PageSizeOption) => (typeof option === 'number' ? String(option) : option.label);

/**
 * My Orders' pager: rows per page, '1–50 of 120', and the previous and next page buttons, laid out as MUI's
 * TablePagination. The rows per page are the device's own select (the phone's picker): TablePagination's menu
 * brought MUI's Select, Menu, Popover and Modal into the page's first load (decision 040).
 */
export function OrdersPager({
  count,
  page,
  rowsPerPage,
  options,
  label,
  onPageChange,
  onRowsPerPageChange,
}: OrdersPagerProps) {
  const selectId = useId();
  const all = rowsPerPage === -1;
  const from = count === 0 ? 0 : all ? 1 : page * rowsPerPage + 1;
  const to = all ? count : Math.min(count, (page + 1) * rowsPerPage);
  const lastPage = all || count === 0 ? 0 : Math.ceil(count / rowsPerPage) - 1;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        columnGap: { xs: 2, sm: 4 },
        minHeight: 52,
        px: 2,
        pr: 0.5,
        borderTop: 1,
        borderColor: 'divider',
        typography: 'body2',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <label htmlFor={selectId}>{label}</label>
        <NativeSelect
          id={selectId}
          value={rowsPerPage}
          onChange={(event) => onRowsPerPageChange(Number(event.target.value))}
          disableUnderline
          sx={{ fontSize: 'inherit' }}
        >
          {options.map((option) => (
            <option key={optionValue(option)} value={optionValue(option)}>
              {optionLabel(option)}
            </option>
          ))}
        </NativeSelect>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5 }}>
        <span>
          {formatNumber(from)}–{formatNumber(to)} of {formatNumber(count)}
        </span>
        <Box sx={{ display: 'flex', flexShrink: 0 }}>
          <IconButton
            aria-label="Go to previous page"
            title="Go to previous page"
            disabled={page === 0}
            onClick={() => onPageChange(page - 1)}
          >
            <KeyboardArrowLeft />
          </IconButton>
          <IconButton
            aria-label="Go to next page"
            title="Go to next page"
            disabled={page >= lastPage}
            onClick={() => onPageChange(page + 1)}
          >
            <KeyboardArrowRight />
          </IconButton>
        </Box>
      </Box>
    </Box>
  );
}
