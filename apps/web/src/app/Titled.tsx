import { type ReactNode, useEffect } from 'react';
import { useBrand } from './use-brand';

/** Sets the tab title to '{route name} | {brand}' (the spec's pattern) while the page is shown. */
export function Titled({ title, children }: { title: string; children: ReactNode }) {
  const brand = useBrand();
  useEffect(() => {
    document.title = `${title} | ${brand}`;
  }, [title, brand]);
  return children;
}
