import { graphql } from '../../../gql';
import { useLiveInvalidation } from '../../../lib/use-live-invalidation';
import { integrationSystemsQueryKey } from './integration-systems';
import { pushesQueryKey } from './pushes';

const PushesChangedDocument = graphql(`
  subscription PushesChanged {
    pushesChanged {
      pushIds
    }
  }
`);

/** Reads the pushes and the systems' counts again whenever a push is queued, tried, retried or dismissed. */
export function useLivePushes(): void {
  useLiveInvalidation(PushesChangedDocument, [pushesQueryKey, integrationSystemsQueryKey]);
}
