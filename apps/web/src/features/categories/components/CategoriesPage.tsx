import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder';

export function CategoriesPage() {
  return <ScreenPlaceholder title="Categories" />;
}
