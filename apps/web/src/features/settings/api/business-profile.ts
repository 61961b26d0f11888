import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const BusinessProfileQuery = graphql(`
  query BusinessProfile {
    businessProfile {
      brand
      intro
      about
      address
      phone
      email
      hours
      socialLink
      socialLabel
    }
  }
`);

export const businessProfileQueryKey = ['businessProfile'] as const;

/** The business's public details (brand, texts, contact), edited in the back office settings. */
export function useBusinessProfile() {
  return useQuery({
    queryKey: businessProfileQueryKey,
    queryFn: async () => (await execute(BusinessProfileQuery)).businessProfile,
    // Changes only when staff edit settings; a page reload picks that up.
    staleTime: 30 * 60_000,
  });
}
