import { clientRoutes, DEMO_DAYS } from '@shelfsight/contracts';
import { Link } from 'react-router-dom';
import { SignUpForm } from '../components/SignUpForm';
import { useSignUpSubmission } from '../hooks/useSignUpSubmission';
import styles from './resetPages.module.css';

/** /activate-demo-account/ — a demo account with its own trial company, signed in at once (spec 1 §2). */
export function ActivateDemoAccountPage() {
  const { submit, submitting, failure } = useSignUpSubmission('demo');
  return (
    <>
      <SignUpForm
        title="Activate your demo account"
        submitLabel="Activate demo"
        intro={`Try Shelfsight for ${DEMO_DAYS} days with your own company account.`}
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

export { ActivateDemoAccountPage as Component };
