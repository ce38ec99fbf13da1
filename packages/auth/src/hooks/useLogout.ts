import { clearStorageOnLogout } from '@shelfsight/api-client';
import { useCallback } from 'react';
import { useLogoutMutation } from '../api/authApi';
import { pageLoads } from '../utils/pageLoads';

/**
 * Signs out: tells the server (which revokes the refresh token), then clears the browser session the way
 * spec 1 §4 asks and loads the sign-in page as a new document, so no state of the old session survives in
 * memory. The store is not told first: its sign-out would redirect inside the page while the new page loads.
 */
export function useLogout(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  return useCallback(async () => {
    // A failed call must not keep the user signed in on this device; the result is deliberately ignored.
    await logout();
    clearStorageOnLogout();
    pageLoads.signInPage();
  }, [logout]);
}
