import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { meQueryKey } from './me';

async function signOut(): Promise<void> {
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
    mutationFn: signOut,
    onSuccess: async () => {
      await navigate('/', { replace: true });
      queryClient.removeQueries();
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
