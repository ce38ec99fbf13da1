import { clientRoutes } from '@shelfsight/contracts';
import { Link } from 'react-router-dom';
import { SignUpForm } from '../components/SignUpForm';
import { useSignUpSubmission } from '../hooks/useSignUpSubmission';
import styles from './resetPages.module.css';

export interface VisitorSignUpProps {
  kind: 'signUp' | 'demo';
  title: string;
  submitLabel: string;
  intro: string;
}

/** A visitor's full sign-up form (a trial or a demo account) with the way back to sign-in. */
export function VisitorSignUp({ kind, title, submitLabel, intro }: VisitorSignUpProps) {
  const { submit, submitting, failure } = useSignUpSubmission(kind);
  return (
    <>
      <SignUpForm
        title={title}
        submitLabel={submitLabel}
        intro={intro}
        onSubmit={(values) => void submit(values)}
        submitting={submitting}
        errorMessage={failure?.message ?? null}
        fieldErrors={failure?.fields ?? null}
      />
      <p className={styles.forgot}>
        Already have an account? <Link to={clientRoutes.login}>Sign in</Link>
      </p>
    </>
  );
}
