import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { legacyRedirect } from '../utils/legacyRedirect';

/** Runs the legacy-version check on each navigation and leaves for the legacy app when flagged. */
export function useLegacyRedirect(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const target = legacyRedirect(search);
    if (target) window.location.assign(target);
  }, [pathname, search]);
}
