import { clearStorageOnLogout, loggedOut, useAppDispatch } from '@shelfsight/api-client';
import { useCallback } from 'react';
import { useLogoutMutation } from '../api/authApi';
import { reloadPage } from '../utils/reloadPage';

/**
 * Signs out: tells the server (which revokes the refresh token), then clears the browser session the way
 * spec 1 §4 asks and reloads, so no state of the old session survives in memory.
 */
export function useLogout(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    // A failed call must not keep the user signed in on this device; the result is deliberately ignored.
    await logout();
    dispatch(loggedOut());
    clearStorageOnLogout();
    reloadPage();
  }, [logout, dispatch]);
}
