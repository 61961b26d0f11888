import { Suspense } from 'react';
import { PageLoader } from '../../components/PageLoader';
import { useMe } from '../../features/auth/api/me';
import { trolleyOwner } from '../../lib/trolley-store';
import { lazyPage } from '../lazy-page';
import { useMenuCategories } from '../use-menu-categories';

// The catalogue is not the first screen of most visits: its code loads when it is opened (or, when the
// visit starts here, before the first render: see main.tsx).
export const CataloguePage = lazyPage(() =>
  import('../../features/catalogue/components/CataloguePage').then((module) => module.CataloguePage),
);

export function CatalogueRoute() {
  const me = useMe();
  const categories = useMenuCategories();
  return (
    <Suspense fallback={<PageLoader label="Loading the products" />}>
      <CataloguePage
        categories={categories}
        signedIn={Boolean(me.data)}
        trolleyOwner={me.isPending ? null : trolleyOwner(me.data)}
      />
    </Suspense>
  );
}
