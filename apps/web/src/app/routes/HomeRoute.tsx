import { HomePage } from '../../features/home/components/HomePage';
import { useBusinessProfile } from '../../features/settings/api/business-profile';
import { useBrand } from '../use-brand';

export function HomeRoute() {
  const brand = useBrand();
  const { data: profile, isError } = useBusinessProfile();
  // If the profile cannot load, show the page without an intro rather than an endless skeleton.
  return <HomePage brand={brand} intro={isError ? '' : profile?.intro} />;
}
