import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { forgetSignedIn } from '../../../lib/session-marker';
import { meQueryKey } from './me';

/** Asks the server to end the session and clear its cookies. */
export async function endSession(): Promise<void> {
  const response = await fetch('/api/auth/sign-out', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`Sign-out failed with status ${response.status}`);
}

/** Signs out, forgets everything cached for the user (prices, orders) and goes home. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: endSession,
    onSuccess: async () => {
      forgetSignedIn();
      await navigate('/', { replace: true });
      queryClient.removeQueries();
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
