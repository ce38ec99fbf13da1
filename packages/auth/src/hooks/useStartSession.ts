import { sessionStarted, useAppDispatch, useAppSelector } from '@shelfsight/api-client';
import { useNavigate } from 'react-router-dom';
import { authPaths } from '../authPaths';
import { redirectConsumed, selectPostLoginRedirect } from '../state/authFlowSlice';
import { postLoginDestination } from '../utils/loginOutcome';
import { safeRedirect } from '../utils/safeRedirect';

export type StartedSession = Parameters<typeof sessionStarted>[0];

/**
 * What every successful sign-in does (password, second factor, sign-up, demo): store the session,
 * forget the remembered redirect and go on to it, to the password change, or home. A `redirect`
 * given by the page (the MFA link's own) wins over the remembered one.
 */
export function useStartSession() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const rememberedRedirect = useAppSelector(selectPostLoginRedirect);

  return (session: StartedSession, redirect?: string | null) => {
    dispatch(sessionStarted(session));
    dispatch(redirectConsumed());
    const destination = postLoginDestination({
      redirect: safeRedirect(redirect ?? rememberedRedirect),
      needsToChangePassword: session.user.needsToChangePassword,
      availablePaths: authPaths,
    });
    navigate(destination, { replace: true });
  };
}
