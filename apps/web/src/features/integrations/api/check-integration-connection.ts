import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { graphql } from '../../../gql';
import type { ExternalSystem } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { type IntegrationSystem, integrationSystemsQueryKey } from './integration-systems';

const CheckIntegrationConnectionMutation = graphql(`
  mutation CheckIntegrationConnection($system: ExternalSystem!) {
    checkIntegrationConnection(system: $system) {
      system
      lastCheck {
        ok
        checkedAt
      }
    }
  }
`);

/** Asks a system's API host whether it answers; the cards show the new check. */
export function useCheckIntegrationConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (system: ExternalSystem) =>
      (await execute(CheckIntegrationConnectionMutation, { system })).checkIntegrationConnection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationSystemsQueryKey }),
  });
}

/**
 * Checks every HTTP system's connection once when the screen opens, so the cards say how things stand now
 * rather than "not checked". Answers the systems still being checked.
 */
export function useCheckConnectionsOnOpen(
  systems: readonly IntegrationSystem[] | undefined,
): ExternalSystem[] {
  const queryClient = useQueryClient();
  const asked = useRef(false);
  const check = useMutation({
    mutationFn: (toCheck: ExternalSystem[]) =>
      Promise.allSettled(toCheck.map((system) => execute(CheckIntegrationConnectionMutation, { system }))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationSystemsQueryKey }),
  });
  const { mutate } = check;
  useEffect(() => {
    if (!systems || asked.current) return;
    asked.current = true;
    const http = systems.filter((system) => system.adapter === 'HTTP').map((system) => system.system);
    if (http.length > 0) mutate(http);
  }, [systems, mutate]);
  return check.isPending ? (check.variables ?? []) : [];
}
