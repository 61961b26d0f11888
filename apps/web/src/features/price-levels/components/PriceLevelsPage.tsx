import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder';

export function PriceLevelsPage() {
  return <ScreenPlaceholder title="Price Levels" />;
}
