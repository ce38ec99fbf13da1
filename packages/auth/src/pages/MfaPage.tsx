import { getDeviceIdentifier } from '@shelfsight/api-client';
import { clientRoutes } from '@shelfsight/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useVerifyMfaMutation } from '../api/mfaApi';
import { MfaForm, type MfaFormValues } from '../components/MfaForm';
import { useStartSession } from '../hooks/useStartSession';
import { interpretMfaError, type MfaFailure } from '../utils/mfaOutcome';
import styles from './resetPages.module.css';

/** /mfa/?email=&redirect= — the code step after a password that needs a second factor (spec 1 §2, §8). */
export function MfaPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const redirect = params.get('redirect');
  const [verify, { isLoading }] = useVerifyMfaMutation();
  const startSession = useStartSession();
  const [failure, setFailure] = useState<MfaFailure | null>(null);

  if (!email || failure?.kind === 'restart') {
    return (
      <section className={styles.panel}>
        <h1 className={styles.title}>Two-step verification</h1>
        <p className={styles.text} role="alert">
          {failure?.kind === 'restart' ? failure.text : 'Sign in first to continue with two-step verification.'}
        </p>
        <p className={styles.links}>
          <Link className={styles.link} to={clientRoutes.login}>
            Sign in again
          </Link>
        </p>
      </section>
    );
  }

  async function handleSubmit(values: MfaFormValues) {
    setFailure(null);
    const result = await verify({ email, ...values, deviceIdentifier: getDeviceIdentifier() });
    if (result.error) {
      setFailure(interpretMfaError(result.error));
      return;
    }
    const { token, user, scopes } = result.data;
    startSession({ token, user, scopes }, redirect);
  }

  return (
    <>
      <MfaForm
        email={email}
        onSubmit={handleSubmit}
        submitting={isLoading}
        errorMessage={failure?.kind === 'message' ? failure.text : null}
        fieldErrors={failure?.kind === 'fields' ? failure.fields : null}
      />
      <p className={styles.forgot}>
        <Link to={clientRoutes.login}>Back to sign in</Link>
      </p>
    </>
  );
}

export { MfaPage as Component };
