import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSearchGuideProducts } from '../api/search-guide-products';

interface AddGuideProductProps {
  /** Products already in the guide: not offered again. */
  inGuide: ReadonlySet<string>;
  onAdd: (productId: string) => void;
  disabled?: boolean;
}

/** "Add a product to the guide": the header search's rules (3 characters, 300 ms, 5 enabled products). */
export function AddGuideProduct({ inGuide, onAdd, disabled }: AddGuideProductProps) {
  const [term, setTerm] = useState('');
  const settled = useDebouncedValue(term, 300);
  const found = useSearchGuideProducts(settled);
  const options = (found.data ?? []).filter((p) => !inGuide.has(p.id));
  return (
    <Autocomplete
      options={options}
      value={null}
      disabled={disabled}
      inputValue={term}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setTerm(value);
      }}
      onChange={(_event, product) => {
        if (!product) return;
        onAdd(product.id);
        setTerm('');
      }}
      filterOptions={(all) => all}
      getOptionLabel={(product) => `${product.productName} (${product.productCode})`}
      loading={found.isFetching}
      noOptionsText={settled.trim().length < 3 ? 'Type 3 letters or more' : 'No product found'}
      renderInput={(params) => <TextField {...params} label="Add a product to the guide" size="small" />}
    />
  );
}
