import { CUSTOM_PRICE_PAGE_SIZES } from '@cleaver/domain/constants';
import { MESSAGES } from '@cleaver/domain/messages';
import { type Cents, formatNZD } from '@cleaver/domain/money';
import { customPriceTextError, customPriceTextToCents } from '@cleaver/domain/schemas';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import type { PriceLevelProduct } from '../api/price-level-products';
import { type CustomPriceEdits, customPriceText } from '../hooks/custom-price-edits';

interface CustomPriceTableProps {
  levelName: string;
  rows: readonly PriceLevelProduct[];
  totalCount: number;
  page: number;
  pageSize: number;
  edits: CustomPriceEdits;
  onPriceChange: (row: PriceLevelProduct, text: string) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** Enter on the last price of the page: where focus goes next (the save button). */
  onPastLastPrice: () => void;
}

const priceField = (index: number) => `[data-price-index="${index}"]`;

/**
 * One page of products with their read-only default price and the level's custom price as a field. Tab moves
 * from price to price like any form; Enter moves to the next one (Shift+Enter back), so a column of prices can
 * be typed without the mouse.
 */
export function CustomPriceTable({
  levelName,
  rows,
  totalCount,
  page,
  pageSize,
  edits,
  onPriceChange,
  onPageChange,
  onPageSizeChange,
  onPastLastPrice,
}: CustomPriceTableProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const next = index + (event.shiftKey ? -1 : 1);
    const field = event.currentTarget.closest('table')?.querySelector<HTMLInputElement>(priceField(next));
    if (field) {
      field.focus();
      field.select();
    } else if (!event.shiftKey) {
      onPastLastPrice();
    }
  };

  return (
    <>
      <Table size="small" aria-label={`Products and custom prices of ${levelName}`}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Code</TableCell>
            <TableCell>Product</TableCell>
            <TableCell align="right">Default Price</TableCell>
            <TableCell sx={{ width: { xs: 128, sm: 180 } }}>Custom Price</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4}>{MESSAGES.noResults}</TableCell>
            </TableRow>
          ) : null}
          {rows.map((row, index) => {
            const edit = edits.get(row.productId);
            const text = edit?.text ?? customPriceText(row.customPrice);
            const error = edit ? customPriceTextError(text) : null;
            const changed =
              edit !== undefined && error === null && customPriceTextToCents(text) !== edit.original;
            const was = edit?.original == null ? 'none' : formatNZD(edit.original as Cents);
            return (
              <TableRow key={row.productId} selected={changed}>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                  {row.productCode}
                </TableCell>
                <TableCell>
                  {row.productName}
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="span"
                    sx={{ display: { xs: 'block', sm: 'none' } }}
                  >
                    {row.productCode}
                  </Typography>
                  {row.isEnabled ? null : (
                    <Chip size="small" variant="outlined" label="Disabled" sx={{ ml: 1 }} component="span" />
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatNZD(row.defaultPrice as Cents)}
                </TableCell>
                <TableCell sx={{ py: 0.75 }}>
                  <TextField
                    value={text}
                    onChange={(event) => onPriceChange(row, event.target.value)}
                    onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => handleKeyDown(event, index)}
                    size="small"
                    fullWidth
                    autoComplete="off"
                    error={error !== null}
                    helperText={error ?? (changed ? `Was ${was}` : undefined)}
                    slotProps={{
                      input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                      htmlInput: {
                        inputMode: 'decimal',
                        'aria-label': `Custom price of ${row.productName}`,
                        'data-price-index': index,
                        enterKeyHint: 'next',
                      },
                    }}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={totalCount}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...CUSTOM_PRICE_PAGE_SIZES]}
        onPageChange={(_event, next) => onPageChange(next)}
        onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
        labelRowsPerPage="Products per page:"
      />
    </>
  );
}
