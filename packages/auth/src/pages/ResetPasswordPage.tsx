import { clientRoutes, passwordResetMessages } from '@shelfsight/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useResetPasswordMutation, useValidateResetHashQuery } from '../api/passwordResetApi';
import { NewPasswordForm, type NewPasswordValues } from '../components/NewPasswordForm';
import { apiErrorOf, RESET_MESSAGES } from '../utils/resetError';
import styles from './resetPages.module.css';

function Outcome({ title, text, action }: { title: string; text: string; action: 'login' | 'request' }) {
  return (
    <section className={styles.panel}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text} role={action === 'login' ? 'status' : 'alert'}>
        {text}
      </p>
      <p className={styles.links}>
        {action === 'login' ? (
          <Link className={styles.link} to={clientRoutes.login}>
            Sign in
          </Link>
        ) : (
          <>
            <Link className={styles.link} to={clientRoutes.requestPasswordResetEmail}>
              Request a new link
            </Link>
            <Link className={styles.link} to={clientRoutes.login}>
              Back to sign in
            </Link>
          </>
        )}
      </p>
    </section>
  );
}

/** /reset-password/?hash= — checks the link on load, then sets the new password (spec 1 §2, §7). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const hash = params.get('hash') ?? '';
  const check = useValidateResetHashQuery(hash, { skip: hash === '' });
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [done, setDone] = useState(false);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string | null; fields: Record<string, string> | null } | null>(
    null,
  );

  async function handleSubmit(values: NewPasswordValues) {
    setFailure(null);
    const result = await reset({ hash, ...values });
    if (!result.error) {
      setDone(true);
      return;
    }
    const body = apiErrorOf(result.error);
    if (body?.fields) setFailure({ message: null, fields: body.fields });
    else if (body && (body.statusCode === 404 || body.statusCode === 410)) setLinkProblem(body.message);
    else setFailure({ message: RESET_MESSAGES.generic, fields: null });
  }

  if (done) return <Outcome title="Password changed" text={RESET_MESSAGES.done} action="login" />;
  if (hash === '') return <Outcome title="Invalid link" text={passwordResetMessages.unknown} action="request" />;
  if (linkProblem) return <Outcome title="Invalid link" text={linkProblem} action="request" />;
  if (check.isLoading) {
    return (
      <section className={styles.panel} aria-busy="true">
        <p className={styles.text}>Checking your link…</p>
      </section>
    );
  }
  if (check.isError) {
    const body = apiErrorOf(check.error);
    return <Outcome title="Invalid link" text={body?.message ?? RESET_MESSAGES.generic} action="request" />;
  }
  return (
    <NewPasswordForm
      onSubmit={handleSubmit}
      submitting={isLoading}
      errorMessage={failure?.message}
      fieldErrors={failure?.fields}
    />
  );
}

export { ResetPasswordPage as Component };
