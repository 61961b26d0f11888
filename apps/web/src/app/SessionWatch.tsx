import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMyAccountChanged } from '../features/account/api/my-account-changed';
import { meQueryKey, useMe } from '../features/auth/api/me';
import { endSession } from '../features/auth/api/sign-out';
import { accountOnHoldQueryKey } from '../features/cart/api/query-keys';
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

  const { pathname } = useLocation();
  const onLogin = pathname.toLowerCase().replace(/\/+$/, '') === '/login';
  const [forgetting, setForgetting] = useState(false);

  useEffect(() => {
    if (viewer) {
      markSignedIn();
    } else if (viewer === null && wasSignedIn()) {
      forgetSignedIn();
      // The cookie is no good any more; have the server clear it. Failing that, it is refused anyway.
      endSession().catch(() => {});
      setForgetting(true);
      void navigate('/login', { replace: true });
    }
  }, [viewer, navigate]);

  // The old session's answers go once /login is on screen: the page the server drew may still be hydrating
  // from them (its Suspense boundaries hydrate after this effect), and must not see them vanish first.
  useEffect(() => {
    if (!forgetting || !onLogin) return;
    setForgetting(false);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
  }, [forgetting, onLogin, queryClient]);

  const watchAccount = viewer?.role === 'CUSTOMER' && !viewer.mustChangePassword;
  useMyAccountChanged(watchAccount, (change) => {
    // The stream opened (at first, or after a dropped connection): an event may have been missed, so ask again who is signed in.
    if (change === null) {
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      void queryClient.invalidateQueries({ queryKey: accountOnHoldQueryKey });
      return;
    }
    // Staff may have put the account on stop or taken it off: the trolley says so at once.
    if (change.isActive) {
      void queryClient.invalidateQueries({ queryKey: accountOnHoldQueryKey });
      return;
    }
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
