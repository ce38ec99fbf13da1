import { getDeviceIdentifier, sessionStarted, useAppDispatch, useAppSelector } from '@shelfsight/api-client';
import { clientRoutes } from '@shelfsight/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useLoginMutation } from '../api/authApi';
import { LoginForm, type LoginFormValues } from '../components/LoginForm';
import { authPaths } from '../routes';
import { redirectConsumed, selectPostLoginRedirect } from '../state/authFlowSlice';
import { markLegacyVersion } from '../utils/legacyVersion';
import { interpretLoginError, mfaPath, postLoginDestination, type LoginFailure } from '../utils/loginOutcome';
import { safeRedirect } from '../utils/safeRedirect';
import styles from './resetPages.module.css';

/** /login/ — sign-in with email and password (spec 1 §4 Login, §8). */
export function LoginPage() {
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const redirect = useAppSelector(selectPostLoginRedirect);
  const [failure, setFailure] = useState<LoginFailure | null>(null);

  async function handleSubmit(values: LoginFormValues) {
    setFailure(null);
    const result = await login({ ...values, deviceIdentifier: getDeviceIdentifier() });
    if (result.error) {
      const outcome = interpretLoginError(result.error);
      if (outcome.kind === 'mfa') {
        navigate(mfaPath(values.email, redirect));
        return;
      }
      setFailure(outcome);
      return;
    }
    const { token, user, scopes, v1RedirectUrl } = result.data;
    if (v1RedirectUrl) {
      markLegacyVersion(Date.now(), localStorage, v1RedirectUrl);
      window.location.assign(v1RedirectUrl);
      return;
    }
    dispatch(sessionStarted({ token, user, scopes }));
    dispatch(redirectConsumed());
    const destination = postLoginDestination({
      redirect: safeRedirect(redirect),
      needsToChangePassword: user.needsToChangePassword,
      availablePaths: authPaths,
    });
    navigate(destination, { replace: true });
  }

  return (
    <>
      <LoginForm
        onSubmit={handleSubmit}
        submitting={isLoading}
        errorMessage={failure?.kind === 'message' ? failure.text : null}
        fieldErrors={failure?.kind === 'fields' ? failure.fields : null}
      />
      <p className={styles.forgot}>
        <Link to={clientRoutes.requestPasswordResetEmail}>Forgot password?</Link>
      </p>
      <p className={styles.forgot}>
        New to Shelfsight? <Link to={clientRoutes.createAccount}>Create an account</Link>
      </p>
    </>
  );
}

export { LoginPage as Component };
