import { useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { useSubscription } from '../../../lib/use-subscription';
import { orderingSettingsQueryKey, orderProcessingDateQueryKey } from './query-keys';

const SettingsChangedSubscription = graphql(`
  subscription SettingsChanged {
    settingsChanged {
      cutoffHour
      freightChargeCents
      freeFreightThresholdCents
    }
  }
`);

/**
 * While the cart is open (signed in), staff changing the cutoff or freight reaches it at once: the new
 * variables replace the cached ones and the processing date is asked for again (the server works it out).
 */
export function useSettingsChanged(enabled: boolean): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: orderProcessingDateQueryKey });
  useSubscription(
    SettingsChangedSubscription,
    (data) => {
      queryClient.setQueryData(orderingSettingsQueryKey, data.settingsChanged);
      refresh();
    },
    () => {
      void queryClient.invalidateQueries({ queryKey: orderingSettingsQueryKey });
      refresh();
    },
    enabled,
  );
}
