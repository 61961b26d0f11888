import { CATEGORY_NAMES } from '@cleaver/domain/constants';
import { useListCategories } from '../features/categories/api/list-categories';
import { catalogueHref } from '../lib/store-links';

// The spec's ORDER NOW menu, shown until the live list arrives.
const FALLBACK_MENU: readonly string[] = CATEGORY_NAMES.filter((name) => name !== 'Other');

/** Category names for the ORDER NOW menus, live from the server once loaded. */
export function useMenuCategories(): readonly string[] {
  const { data } = useListCategories();
  return data ? data.map((category) => category.categoryName) : FALLBACK_MENU;
}

export function categoryHref(name: string): string {
  return catalogueHref({ category: name });
}
