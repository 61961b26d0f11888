import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** New pages open at the top; back and forward leave the browser to restore the old position. */
export function useScrollToTopOnNavigate(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP' && pathname) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
