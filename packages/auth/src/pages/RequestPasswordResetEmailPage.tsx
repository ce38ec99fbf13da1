import { clientRoutes } from '@shelfsight/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSendResetEmailMutation } from '../api/passwordResetApi';
import { RequestResetForm } from '../components/RequestResetForm';
import { apiErrorOf, RESET_MESSAGES } from '../utils/resetError';
import styles from './resetPages.module.css';

/**
 * /request-password-reset-email/ — asks for the account's address. The answer is the same whether
 * or not the address has an account, so the page cannot be used to find out which ones exist.
 */
export function RequestPasswordResetEmailPage() {
  const [send, { isLoading }] = useSendResetEmailMutation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<{ message: string | null; field: string | null } | null>(null);

  async function handleSubmit(email: string) {
    setFailure(null);
    const result = await send({ email });
    if (!result.error) {
      setSent(true);
      return;
    }
    const body = apiErrorOf(result.error);
    if (body?.fields?.email) setFailure({ message: null, field: body.fields.email });
    // A 429 has already sent the browser to the rate-limit page; anything else is worth a retry.
    else setFailure({ message: RESET_MESSAGES.generic, field: null });
  }

  if (sent) {
    return (
      <section className={styles.panel}>
        <h1 className={styles.title}>Check your e-mail</h1>
        <p className={styles.text} role="status">
          {RESET_MESSAGES.sent}
        </p>
        <p className={styles.links}>
          <Link className={styles.link} to={clientRoutes.login}>
            Back to sign in
          </Link>
        </p>
      </section>
    );
  }

  return (
    <section className={styles.panel}>
      <RequestResetForm
        onSubmit={handleSubmit}
        submitting={isLoading}
        errorMessage={failure?.message ?? null}
        fieldError={failure?.field ?? null}
      />
      <p className={styles.links}>
        <Link className={styles.link} to={clientRoutes.login}>
          Back to sign in
        </Link>
      </p>
    </section>
  );
}

export { RequestPasswordResetEmailPage as Component };
