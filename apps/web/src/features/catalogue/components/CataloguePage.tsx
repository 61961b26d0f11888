import { useSearchParams } from 'react-router';
import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder';

/** The product catalogue (/order), optionally filtered by ?category= and ?search=. */
export function CataloguePage() {
  const [searchParams] = useSearchParams();
  const category = searchParams.get('category');
  const search = searchParams.get('search');
  const heading = category ? `${category} Products` : search ? `Results for "${search}"` : 'All Products';
  return (
    <ScreenPlaceholder
      title={heading}
      message="The product catalogue is coming soon: you will browse and add products to your trolley here."
    />
  );
}
