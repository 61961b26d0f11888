import { useBusinessProfile } from '../features/settings/api/business-profile';

// Shown until the business profile arrives (and if it cannot be loaded).
const FALLBACK_BRAND = 'Cleaver';

export function useBrand(): string {
  const { data } = useBusinessProfile();
  return data?.brand || FALLBACK_BRAND;
}
