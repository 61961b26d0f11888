import type { DateRange } from '@cleaver/domain/dashboard';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { graphql } from '../../../gql';
import type { AccountingSalesQuery } from '../../../gql/graphql';
import { executeAbortable } from '../../../lib/graphql';

const AccountingSalesDocument = graphql(`
  query AccountingSales($from: String!, $to: String!) {
    accountingSales(from: $from, to: $to) {
      dailySalesTotal
      topCustomersDaily {
        customerName
        value
      }
      monthlySales
      yearToDate {
        customerName
        value
      }
      donut {
        value
        customers {
          customerName
          value
        }
      }
    }
  }
`);

export type AccountingSales = AccountingSalesQuery['accountingSales'];

/**
 * The accounting system's sales figures, loaded when staff ask (the load-data button): the call is slow, so
 * `cancel` really drops it, and the server stops asking the accounting system.
 */
export function useLoadAccountingSales() {
  const controller = useRef<AbortController | null>(null);
  const load = useMutation({
    mutationFn: async (range: DateRange) => {
      controller.current?.abort();
      controller.current = new AbortController();
      return (await executeAbortable(controller.current.signal, AccountingSalesDocument, range))
        .accountingSales;
    },
  });
  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    load.reset();
  };
  return { load, cancel };
}
