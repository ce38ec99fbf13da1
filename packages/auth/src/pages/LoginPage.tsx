import { getDeviceIdentifier, useAppSelector } from '@shelfsight/api-client';
import { clientRoutes } from '@shelfsight/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useLoginMutation } from '../api/authApi';
import { LoginForm, type LoginFormValues } from '../components/LoginForm';
import { useStartSession } from '../hooks/useStartSession';
import { selectPostLoginRedirect } from '../state/authFlowSlice';
import { markLegacyVersion } from '../utils/legacyVersion';
import { interpretLoginError, mfaPath, type LoginFailure } from '../utils/loginOutcome';
import styles from './resetPages.module.css';

/** /login/ — sign-in with email and password (spec 1 §4 Login, §8). */
export function LoginPage() {
  const [login, { isLoading }] = useLoginMutation();
  const navigate = useNavigate();
  const startSession = useStartSession();
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
    startSession({ token, user, scopes });
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
