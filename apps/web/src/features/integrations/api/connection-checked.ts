import { graphql } from '../../../gql';
import { useLiveInvalidation } from '../../../lib/use-live-invalidation';
import { integrationSystemsQueryKey } from './integration-systems';

const ConnectionCheckedDocument = graphql(`
  subscription ConnectionChecked {
    connectionChecked {
      system
      ok
      checkedAt
    }
  }
`);

/** Reads the systems' cards again whenever a connection is checked: by staff anywhere, or the server's probe. */
export function useLiveConnections(): void {
  useLiveInvalidation(ConnectionCheckedDocument, [integrationSystemsQueryKey]);
}
