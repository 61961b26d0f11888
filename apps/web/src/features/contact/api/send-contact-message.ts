import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ContactMessageInput } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input)
  }
`);

/** Sends the Contact Us form with its solved bot check; the server picks the recipient. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (input: ContactMessageInput) =>
      (await execute(SendContactMessageMutation, { input })).sendContactMessage,
  });
}
