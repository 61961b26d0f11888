import { toUnit, type Unit } from '@cleaver/domain/quantity';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSearchOrderProducts } from '../api/search-order-products';

export type AddedProduct = {
  productId: string;
  productName: string;
  productCode: string;
  unit: Unit;
  /** What the customer's level charges now (cents); the server prices the line again on save. */
  unitPrice: number;
};

interface AddOrderProductProps {
  /** Products already on the order: not offered again. */
  onOrder: ReadonlySet<string>;
  onAdd: (product: AddedProduct) => void;
}

/** 'Add a product': the header search's rules (3 characters, 300 ms, 5 enabled products), in-stock ones only. */
export function AddOrderProduct({ onOrder, onAdd }: AddOrderProductProps) {
  const [term, setTerm] = useState('');
  const settled = useDebouncedValue(term, 300);
  const found = useSearchOrderProducts(settled);
  const options = (found.data ?? []).filter((p) => p.isInStock && !onOrder.has(p.id));
  return (
    <Autocomplete
      options={options}
      value={null}
      inputValue={term}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setTerm(value);
      }}
      onChange={(_event, product) => {
        if (!product) return;
        onAdd({
          productId: product.id,
          productName: product.productName,
          productCode: product.productCode,
          unit: toUnit(product.productUnit) ?? 'EACH',
          unitPrice: product.price?.price ?? 0,
        });
        setTerm('');
      }}
      filterOptions={(all) => all}
      getOptionLabel={(product) => `${product.productName} (${product.productCode})`}
      loading={found.isFetching}
      noOptionsText={settled.trim().length < 3 ? 'Type 3 letters or more' : 'No product found'}
      renderInput={(params) => <TextField {...params} label="Add a product" size="small" />}
    />
  );
}
