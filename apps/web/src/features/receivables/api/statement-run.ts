import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { StatementRunFieldsFragment } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const StatementRunDocument = graphql(`
  query StatementRun($period: String!) {
    statementRun(period: $period) {
      ...StatementRunFields
    }
  }
`);

graphql(`
  fragment StatementRunFields on StatementRun {
    period
    periodLabel
    startedAt
    startedByName
    queued
    sent
    failed
    finishedAt
  }
`);

export type StatementRunView = StatementRunFieldsFragment;

export const statementRunQueryKey = (period: string) => ['statementRun', period] as const;

/** Whether every queued mail of the run has gone or been given up. */
export function runDone(run: StatementRunView): boolean {
  return run.sent + run.failed >= run.queued;
}

/**
 * How sending the month's statements stands (null before they were sent), asked again every `pollMs` while
 * mails are still waiting to go.
 */
export function useStatementRun(period: string | null, options: { pollMs: number }) {
  return useQuery({
    queryKey: statementRunQueryKey(period ?? ''),
    enabled: period !== null,
    queryFn: async () => (await execute(StatementRunDocument, { period: period ?? '' })).statementRun,
    refetchInterval: (query) => {
      const run = query.state.data;
      return run && !runDone(run) ? options.pollMs : false;
    },
  });
}
