import {
  api,
  selectAuthUser,
  selectSession,
  sessionStarted,
  systemAdminSaved,
  useAppDispatch,
  useAppSelector,
} from '@shelfsight/api-client';
import { useCallback } from 'react';
import { useLoginAsMutation, useLoginAsRestoreMutation } from '../api/accessToolsApi';
import { pageLoads } from '../utils/pageLoads';

/**
 * Login-as (spec 1 §4): the admin's token and e-mail are kept, the session becomes the target's and
 * the page reloads. Resolves with an error message when the server refused.
 */
export function useLoginAs(): [(email: string) => Promise<string | null>, boolean] {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const [loginAs, { isLoading }] = useLoginAsMutation();
  const run = useCallback(
    async (email: string) => {
      const result = await loginAs({ email });
      if (result.error) {
        const data = (result.error as { data?: { message?: string } }).data;
        return data?.message ?? 'Could not log in as this user.';
      }
      // A second login-as while impersonating keeps the original admin.
      if (!session.systemAdminToken && session.token && session.user) {
        dispatch(systemAdminSaved({ token: session.token, email: session.user.email }));
      }
      const { token, user, scopes } = result.data;
      dispatch(api.util.resetApiState());
      dispatch(sessionStarted({ token, user, scopes }));
      pageLoads.reload();
      return null;
    },
    [dispatch, loginAs, session],
  );
  return [run, isLoading];
}

/** The admin being impersonated from, or null; with the action that switches back. */
export function useSwitchBackToAdmin(): { adminEmail: string | null; switchBack: () => Promise<void> } {
  const dispatch = useAppDispatch();
  const { systemAdminToken, systemAdminEmail } = useAppSelector(selectSession);
  const user = useAppSelector(selectAuthUser);
  const [restore] = useLoginAsRestoreMutation();
  const switchBack = useCallback(async () => {
    if (!systemAdminToken) return;
    const result = await restore({ token: systemAdminToken });
    dispatch(systemAdminSaved(null));
    dispatch(api.util.resetApiState());
    if (!result.error) {
      const { token, user: admin, scopes } = result.data;
      dispatch(sessionStarted({ token, user: admin, scopes }));
    }
    // Refused (the window passed): the admin identity is dropped and this session carries on as it is.
    pageLoads.reload();
  }, [dispatch, restore, systemAdminToken]);
  const impersonating = systemAdminToken !== null && user !== null && user.email !== systemAdminEmail;
  return { adminEmail: impersonating ? systemAdminEmail : null, switchBack };
}
