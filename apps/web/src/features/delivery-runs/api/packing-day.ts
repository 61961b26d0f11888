import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const RunSheetPackingDayDocument = graphql(`
  query RunSheetPackingDay {
    packingBoard {
      processingDate
    }
  }
`);

/**
 * The day the packing floor works on, as the server reckons it (Sundays, public holidays and staff's closed days
 * passed over): the van takes out what is packed that day.
 */
export function usePackingDay(enabled: boolean) {
  return useQuery({
    queryKey: ['packingDay', 'run-sheet'],
    queryFn: async () => (await execute(RunSheetPackingDayDocument)).packingBoard.processingDate,
    enabled,
  });
}
