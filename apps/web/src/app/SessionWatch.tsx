import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMyAccountChanged } from '../features/account/api/my-account-changed';
import { meQueryKey, useMe } from '../features/auth/api/me';
import { endSession } from '../features/auth/api/sign-out';
import { forgetSignedIn, markSignedIn, wasSignedIn } from '../lib/session-marker';

// Loaded only when an account is disabled while its owner has the shop open.
const AccountDisabledDialog = lazy(() =>
  import('./AccountDisabledDialog').then((module) => ({ default: module.AccountDisabledDialog })),
);

/**
 * Keeps this browser's sign-in honest. A session that the server no longer serves (expired, revoked, or a
 * user without a role) is signed out and sent to /login, as at start-up; a customer whose account staff
 * disable is signed out at once and told why.
 */
export function SessionWatch() {
  const me = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [disabledNotice, setDisabledNotice] = useState(false);
  const viewer = me.data;

  useEffect(() => {
    if (viewer) {
      markSignedIn();
    } else if (viewer === null && wasSignedIn()) {
      forgetSignedIn();
      // The cookie is no good any more; have the server clear it. Failing that, it is refused anyway.
      endSession().catch(() => {});
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      void navigate('/login', { replace: true });
    }
  }, [viewer, queryClient, navigate]);

  const watchAccount = viewer?.role === 'CUSTOMER' && !viewer.mustChangePassword;
  useMyAccountChanged(watchAccount, (change) => {
    // After a dropped connection an event may have been missed: ask again who is signed in.
    if (change === null) {
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      return;
    }
    if (change.isActive) return;
    forgetSignedIn();
    endSession().catch(() => {});
    queryClient.removeQueries();
    queryClient.setQueryData(meQueryKey, null);
    setDisabledNotice(true);
    void navigate('/login', { replace: true });
  });

  if (!disabledNotice) return null;
  return (
    <Suspense fallback={null}>
      <AccountDisabledDialog open onClose={() => setDisabledNotice(false)} />
    </Suspense>
  );
}
